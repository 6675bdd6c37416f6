import { describe, expect, it } from 'vitest';
import { analyseAxesLocally, type AxisKey } from './axes';
import { inflections } from './inflections';
import { INTENSIFIERS, NEGATORS } from './vocabulary';

describe('INTENSIFIERS and NEGATORS', () => {
  it('are exactly the spec lists', () => {
    expect([...INTENSIFIERS]).toEqual(['very', 'really', 'extremely', 'incredibly', 'totally', 'completely']);
    expect([...NEGATORS]).toEqual(['not', 'never', 'no', 'hardly', 'barely', 'scarcely']);
  });
});

const terms = (text: string, axis: AxisKey, side: 'positive' | 'negative') =>
  analyseAxesLocally(text).drivers[axis][side].map((d) => (d.negated ? `not ${d.term}` : d.term));

describe('reading words', () => {
  it('splits on punctuation and keeps inner apostrophes, curly or straight', () => {
    expect(analyseAxesLocally("Hello, world! It’s Ana's day.").wordCount).toBe(5);
    expect(terms('I’m so grateful', 'warmthDetachment', 'positive')).toEqual(['grateful']);
  });
  it("reads n't contractions, with or without the apostrophe, as the stem and 'not'", () => {
    expect(terms("I don't love it", 'warmthDetachment', 'negative')).toEqual(['not love']);
    expect(terms('i dont love it', 'warmthDetachment', 'negative')).toEqual(['not love']);
    expect(terms('I won’t love it', 'warmthDetachment', 'negative')).toEqual(['not love']);
  });
  it('reads unicode letters as words', () => {
    expect(analyseAxesLocally('Ça va? Grüße, 東京').wordCount).toBe(4);
  });
  it('reads capitals as lower case', () => {
    expect(terms('LOVE', 'warmthDetachment', 'positive')).toEqual(['love']);
  });
});

describe('inflections', () => {
  it('generates the regular forms of a base word', () => {
    expect(inflections('hope')).toEqual(expect.arrayContaining(['hopes', 'hoped', 'hoping']));
    expect(inflections('hug')).toEqual(expect.arrayContaining(['hugs', 'hugged', 'hugging']));
    expect(inflections('worry')).toEqual(expect.arrayContaining(['worries', 'worried', 'worrying']));
    expect(inflections('happy')).toEqual(expect.arrayContaining(['happily', 'happier', 'happiest', 'happiness']));
    expect(inflections('gentle')).toEqual(expect.arrayContaining(['gently']));
    expect(inflections('calm')).toEqual(expect.arrayContaining(['calmer', 'calmest', 'calmly']));
  });
  it('never generates a word that only looks like an inflection', () => {
    expect(inflections('numb')).not.toContain('number');
  });

  // The forms English spelling makes of a base of each shape: each must be generated.
  it.each([
    ['love', ['loves', 'loved', 'loving', 'lover', 'lovely']],
    ['hope', ['hopes', 'hoped', 'hoping']],
    ['happy', ['happier', 'happiest', 'happily', 'happiness']],
    ['stop', ['stops', 'stopped', 'stopping']],
    ['beg', ['begs', 'begged', 'begging']],
    ['commit', ['commits', 'committed', 'committing']],
    ['regret', ['regrets', 'regretted', 'regretting']],
    ['occur', ['occurs', 'occurred', 'occurring']],
    ['anger', ['angers', 'angered', 'angering']],
    ['offer', ['offers', 'offered', 'offering']],
    ['open', ['opens', 'opened', 'opening', 'openly', 'openness']],
    ['visit', ['visits', 'visited', 'visiting']],
    ['skyrocket', ['skyrockets', 'skyrocketed', 'skyrocketing']],
    ['murmur', ['murmured', 'murmuring']],
    ['quarrel', ['quarrelled', 'quarreled', 'quarrelling', 'quarreling']],
    ['control', ['controlled', 'controlling']],
    ['panic', ['panics']],
    ['agree', ['agrees', 'agreed', 'agreeing']],
    ['die', ['dies', 'died', 'dying']],
    ['friendly', ['friendlier', 'friendliest', 'friendliness']],
    ['lonely', ['lonelier', 'loneliest', 'loneliness']],
    ['silly', ['sillier', 'silliest', 'silliness']],
    ['bully', ['bullies', 'bullied', 'bullying']],
    ['comply', ['complies', 'complied', 'complying']],
    ['family', ['families', "family's"]],
    ['amazing', ['amazingly']],
    ['warning', ['warnings']],
    ['determined', ['determinedly']],
    ['worried', ['worriedly']],
    ['careful', ['carefully', 'carefulness']],
    ['helpless', ['helplessly', 'helplessness']],
    ['nervous', ['nervously', 'nervousness']],
    ['aggressive', ['aggressively', 'aggressiveness']],
    ['objective', ['objectives', 'objectively']],
    ['professional', ['professionals', 'professionally']],
    ['usual', ['usually']],
    ['dramatic', ['dramatically']],
    ['comfortable', ['comfortably']],
    ['horrible', ['horribly']],
    ['distant', ['distantly']],
    ['client', ['clients']],
    ['resent', ['resents', 'resented', 'resenting']],
    ['kindness', ['kindnesses', "kindness's"]],
    ['argument', ['arguments']],
    ['emotion', ['emotions']],
    ['anxiety', ['anxieties']],
    ['emergency', ['emergencies']],
    ['friendship', ['friendships']],
    ['silence', ['silences', 'silenced', 'silencing']],
    ['apologize', ['apologizes', 'apologized', 'apologizing']],
    ['clarify', ['clarifies', 'clarified', 'clarifying']],
    ['tornado', ['tornadoes', 'tornados']],
    ['speed', ['speeds', 'speeding']],
    ['chill', ['chills', 'chilled', 'chilling']],
  ])('%s gives %j', (base, forms) => {
    expect(inflections(base)).toEqual(expect.arrayContaining(forms));
  });

  // Forms nobody writes: a suffix that the shape of the base does not take.
  it.each([
    ['helpful', ['helpfulled', 'helpfuls', 'helpfulling', 'helpfuller']],
    ['warmhearted', ['warmheartedding', 'warmhearteds', 'warmheartedness']],
    ['apologize', ['apologizely', 'apologizeness', 'apologizest']],
    ['sympathetic', ['sympatheticer', 'sympatheticly', 'sympatheticness']],
    ['devotion', ['devotionly', 'devotioned', 'devotioning']],
    ['gracious', ['graciousing', 'graciouses', 'graciouser']],
    ['stipulated', ['stipulateddest', 'stipulateds', 'stipulateding']],
    ['numbness', ['numbnessness', 'numbnessly']],
    ['definitive', ['definitiveliest', 'definitived', 'definitiving']],
    ['definitively', ['definitiveliest', 'definitivelier', "definitively's"]],
    ['absolutely', ['absolutelies', 'absolutelier', 'absolutelyness']],
    ['beg', ['beging', 'beged']],
    ['anger', ['angerred', 'angerring']],
    ['offer', ['offerred', 'offerring']],
    ['open', ['openned', 'openning']],
    ['visit', ['visitted', 'visitting']],
    ['amazing', ['amazinged', 'amazinger', 'amazingness']],
    ['friendly', ['friendlies', 'friendlied', 'friendlyly']],
    ['agree', ['agreing']],
    ['die', ['ding', 'diely']],
    ['delicate', ['delicatest', 'delicater']],
    ['facts', ['factses', 'factsed']],
    ['though', ['thoughs', 'thoughed']],
    ['fought', ['foughts', 'foughted']],
    ['hmm', ['hmms', 'hmmed']],
    ['will', ['willing', 'willy']],
    ['but', ['butter', 'butted']],
    ['kill', ['killly']],
  ])('%s does not give %j', (base, junk) => {
    const forms = inflections(base);
    for (const form of junk) expect(forms).not.toContain(form);
  });

  it('generates nothing for an adverb in -ly, a closed-class word or an interjection', () => {
    for (const word of ['absolutely', 'sincerely', 'carefully', 'really', 'although', 'however', 'lol', 'ugh']) {
      expect(inflections(word)).toEqual([]);
    }
  });
  it('keeps the exclusions of NOT_INFLECTIONS', () => {
    expect(inflections('final')).not.toContain('finally');
    expect(inflections('busy')).not.toContain('business');
    expect(inflections('mean')).not.toContain('means');
    expect(inflections('even')).not.toContain('evening');
    expect(inflections('care')).not.toContain('career');
  });
});

describe('analyseAxesLocally', () => {
  it('gives 0.5 on every axis for text with no lexicon words', () => {
    const r = analyseAxesLocally('The table has four legs.');
    expect([r.warmthDetachment, r.certaintyAmbiguity, r.intensityRestraint, r.conflictCoherence]).toEqual([
      0.5, 0.5, 0.5, 0.5,
    ]);
    expect(r.wordCount).toBe(5);
  });

  it('applies P / (P + N) to graded sums with intensifiers adding 0.3 to P and a neutral prior of 1 on each side', () => {
    // "love" is rated 3.2 (VADER units); "really" boosts it by 0.3, and 2 units make one word:
    // P = (3.2 + 0.3) / 2 + 0.3 (intensifier) + 1 (prior), N = 1 (prior).
    const p = (3.2 + 0.3) / 2 + 0.3 + 1;
    expect(analyseAxesLocally('really love').warmthDetachment).toBeCloseTo(p / (p + 1));
    expect(analyseAxesLocally('really love').intensifierCount).toBe(1);
  });

  it('flips a word a negator reaches within three words, keeping 74 % of it, and adds the negator’s 0.4 to N', () => {
    const r = analyseAxesLocally('I am not happy');
    // "happy" (2.7) flips to detachment: N = 0.74 × 2.7 / 2 + 0.4 + 1, P = 1 (prior).
    const n = (0.74 * 2.7) / 2 + 0.4 + 1;
    expect(r.warmthDetachment).toBeCloseTo(1 / (1 + n));
    expect(r.drivers.warmthDetachment.negative[0]).toMatchObject({ term: 'happy', count: 1, negated: true });
  });

  it('does not carry negation past the end of a clause', () => {
    const r = analyseAxesLocally('No. Happy now');
    expect(r.drivers.warmthDetachment.positive.map((d) => d.term)).toContain('happy');
  });

  it('negates only the first lexicon word it reaches', () => {
    expect(terms('not happy and calm', 'warmthDetachment', 'negative')).toEqual(['not happy']);
  });

  it('stops negation at a word that opens a new clause', () => {
    expect(terms("It doesn't matter what I love", 'warmthDetachment', 'positive')).toEqual(['love']);
  });

  it('reads an intensifier only as an intensifier', () => {
    const r = analyseAxesLocally('incredibly');
    expect(r.intensifierCount).toBe(1);
    expect(r.intensityRestraint).toBe(0.5);
  });

  it('keeps the words of a neutral phrase from being read alone', () => {
    expect(terms('Let me know', 'certaintyAmbiguity', 'positive')).toEqual([]);
  });

  it('does not carry negation more than three words', () => {
    const r = analyseAxesLocally('not that I would say happy');
    expect(r.drivers.warmthDetachment.positive.map((d) => d.term)).toContain('happy');
  });

  it('matches two-word phrases before single words', () => {
    const r = analyseAxesLocally('Thank you');
    expect(r.drivers.warmthDetachment.positive.map((d) => d.term)).toEqual(['thank you']);
    const unsure = analyseAxesLocally("I'm not sure");
    expect(unsure.drivers.certaintyAmbiguity.negative.map((d) => d.term)).toContain('not sure');
    expect(unsure.certaintyAmbiguity).toBeLessThan(0.5);
  });

  it('lists drivers of equal weight and count in alphabetical order, whichever comes first', () => {
    // "good" and "safe" share one rated valence, so only their names order them.
    for (const text of ['The car is safe and good.', 'The car is good and safe.']) {
      const positive = analyseAxesLocally(text).drivers.warmthDetachment.positive;
      expect(positive.map((d) => d.term)).toEqual(['good', 'safe']);
      expect(positive[0]!.weight).toBe(positive[1]!.weight);
    }
  });

  it('names a driver the same from one analysis to the next', () => {
    const first = analyseAxesLocally('Thank you, that was kind.').drivers.warmthDetachment.positive;
    const again = analyseAxesLocally('Thank you, that was kind.').drivers.warmthDetachment.positive;
    expect(again.map((d) => d.term)).toEqual(first.map((d) => d.term));
    expect(first.map((d) => d.term)).toEqual(expect.arrayContaining(['thank you', 'kind']));
  });

  it('counts a negator even inside a phrase, as the spec formula says', () => {
    expect(analyseAxesLocally('not sure').negatorCount).toBe(1);
  });

  it('reads a text written all in capitals as the same text in lower case (capitals only stand out among lower case)', () => {
    expect(analyseAxesLocally('I LOVE IT').warmthDetachment).toBeCloseTo(
      analyseAxesLocally('i love it').warmthDetachment,
    );
  });

  it('finds inflected forms through the stemmer', () => {
    expect(analyseAxesLocally('She hugged me and we laughed').warmthDetachment).toBeGreaterThan(0.5);
  });

  it('counts "don\'t" as one word', () => {
    expect(analyseAxesLocally("I don't know").wordCount).toBe(3);
  });
});

describe('analyseAxesLocally with ironic stretches', () => {
  const whole = (text: string) => [{ start: 0, end: text.length }];

  it.each(['Oh great, another meeting.', 'Love waiting an hour on hold.', 'Wonderful, thanks a lot.'])(
    'reads the praise of %j on the cold, negative side',
    (text) => {
      const plain = analyseAxesLocally(text);
      const ironic = analyseAxesLocally(text, { ironic: whole(text) });
      expect(plain.warmthDetachment).toBeGreaterThan(0.5);
      expect(ironic.warmthDetachment).toBeLessThan(0.5);
      expect(ironic.valence).toBeLessThan(0);
      expect(ironic.drivers.warmthDetachment.positive).toEqual([]);
    },
  );

  it('leaves the sentences outside the stretch as they read alone', () => {
    const text = 'Oh great, another meeting. I love my team though.';
    const cut = text.indexOf('I love');
    const parted = analyseAxesLocally(text, { ironic: [{ start: 0, end: cut }] });
    expect(parted.drivers.warmthDetachment.positive.map((d) => d.term)).toContain('love');
    expect(parted.drivers.warmthDetachment.negative.map((d) => d.term)).toContain('great');
    expect(parted.warmthDetachment).toBeLessThan(analyseAxesLocally(text).warmthDetachment);
  });

  it('reads a text with no stretch exactly as without the option, "!" and "?" counted once over all parts', () => {
    const text = 'Great news!! Are you coming? See you there!';
    expect(analyseAxesLocally(text, { ironic: [] })).toEqual(analyseAxesLocally(text));
    const split = analyseAxesLocally(text, { ironic: [{ start: text.length, end: text.length }] });
    expect(split).toEqual(analyseAxesLocally(text));
    const middle = text.indexOf('Are');
    const parted = analyseAxesLocally(text, { ironic: [{ start: middle, end: middle }] });
    expect(parted.intensityRestraint).toBeCloseTo(analyseAxesLocally(text).intensityRestraint, 10);
    expect(parted.certaintyAmbiguity).toBeCloseTo(analyseAxesLocally(text).certaintyAmbiguity, 10);
  });
});
