/**
 * Words and phrases with a weight of their own (VADER units): boosters and dampeners, and the
 * phrases that say something only negated or only in a hyperbole of degree.
 */

/**
 * Boosters and dampeners with graded weights, in VADER's units (its booster step is
 * 0.293): a booster adds its weight to the strength of the next toned word within three
 * words ("extremely good" reads stronger than "good"), a dampener (negative weight)
 * takes it away ("slightly annoyed" is milder). The spec's intensifiers are boosters
 * too, on top of the 0.3 the spec adds for each. Weights are ours: the strongest
 * adverbs at 0.4, the everyday ones near VADER's 0.293, the softeners of a claim at −0.3.
 * Adverbs that look negative but say only degree before an adjective ("devastatingly funny",
 * "stupidly good", "wickedly clever") are boosters too, so their own rated valence (VADER's
 * −2.0 to −2.4) is not counted: "stupidly expensive" is negative through "expensive". "Crazy" is
 * left out: as often the adjective ("that was crazy").
 */
export const BOOSTERS: Readonly<Record<string, number>> = Object.freeze({
  extremely: 0.4,
  incredibly: 0.4,
  insanely: 0.4,
  absolutely: 0.35,
  utterly: 0.35,
  exceptionally: 0.35,
  tremendously: 0.35,
  enormously: 0.35,
  ridiculously: 0.35,
  devastatingly: 0.35,
  totally: 0.3,
  completely: 0.3,
  really: 0.3,
  very: 0.3,
  super: 0.3,
  deeply: 0.3,
  highly: 0.3,
  hugely: 0.3,
  remarkably: 0.3,
  thoroughly: 0.3,
  terribly: 0.3,
  awfully: 0.3,
  wickedly: 0.3,
  stupidly: 0.3,
  truly: 0.25,
  so: 0.25,
  seriously: 0.25,
  entirely: 0.25,
  especially: 0.2,
  particularly: 0.2,
  such: 0.2,
  too: 0.2,
  most: 0.2,
  fully: 0.2,
  quite: 0.15,
  pretty: 0.15,
  more: 0.1,
  slightly: -0.35,
  mildly: -0.35,
  marginally: -0.35,
  somewhat: -0.3,
  kinda: -0.3,
  sorta: -0.3,
  'kind of': -0.3,
  'sort of': -0.3,
  'a bit': -0.3,
  'a little': -0.3,
  'a tad': -0.3,
  moderately: -0.3,
  partly: -0.25,
  partially: -0.25,
  relatively: -0.2,
  reasonably: -0.2,
  almost: -0.2,
  fairly: -0.15,
  rather: -0.1,
});

/**
 * Terms that say something only when negated, with the valence (VADER units) that their
 * negation flips: returning to a place is no verdict ("I'm going back to work"), but
 * refusing to return is one ("we won't be going back", "never coming back"). The negated
 * comparatives are idioms of the superlative, whose "not" raises the word it seems to
 * flip: "couldn't be happier" and "couldn't agree more" are as warm as English gets,
 * "couldn't be worse" as bad, "couldn't care less" dismissive; unnegated, the same words
 * are a hedge rather than a verdict ("it could be better", "it could be worse").
 */
export const NEGATED_ONLY: Readonly<Record<string, number>> = Object.freeze({
  'go back': 1.5,
  'going back': 1.5,
  'went back': 1.5,
  'come back': 1.5,
  'coming back': 1.5,
  'came back': 1.5,
  'be back': 1.5,
  'be happier': -4,
  'be prouder': -4,
  'be better': -4,
  'agree more': -4,
  'be worse': 4,
  'care less': 2,
});

/**
 * Terms that say something only in a hyperbole of degree (lexicon/roles.ts ROLE_WORDS.modal:
 * "can't … enough"), with their valence (VADER units): "I can't get enough of this song" is
 * eagerness for what follows "of", as "can't wait" is (the same valence); elsewhere the words say
 * no more than their parts ("I've had enough of this", "there isn't enough of it", "can't get
 * enough sleep").
 */
export const HYPERBOLE_ONLY: Readonly<Record<string, number>> = Object.freeze({
  'enough of': 1.8,
});
