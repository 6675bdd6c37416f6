/**
 * The framed chat's local replies: each answers what the person asked — is it
 * too blunt, make it warmer, what will they feel, why this tone, what to say
 * instead (tone-chat.ts, from `readTone`), a better way to put a sentence, a
 * feeling heard, or why the text reads the way it does — and uses the
 * conversation so far, so asking again gets something new rather than the
 * same words. A message that says none of these gets one clarifying question.
 */
import {
  analyseAxesLocally,
  AXES,
  axisWording,
  listOf,
  listWithVerb,
  quoted,
  quotedClause,
  readTone,
  sentences,
  type AxisKey,
  type AxisScores,
  type FramedRequest,
  type LocalAxesResult,
} from '@tonelens/core';
import { aimsNamedIn, intentOf, type Intent } from './intent';
import { reflectFeeling } from './reflect';
import { aimsToward, rewriteSentence, rewriteText, type Aim, type RewriteEdit } from './rewrite';
import { sentencesOf } from './text';
import { clarifyingQuestion, readsAs, toneQuestionOf, toneReply } from './tone-chat';
import { pick } from './variety';

/** How each aim reads in a reply ("warmer and calmer"). */
const AIM_WORDS: Readonly<Record<Aim, string>> = {
  warmer: 'warmer',
  cooler: 'more reserved',
  clearer: 'clearer',
  gentler: 'less absolute',
  calmer: 'calmer',
  firmer: 'firmer',
  steadier: 'steadier',
};

/**
 * One sentence per edit (at most `limit`) saying what changed and why:
 * "“As I mentioned” in place of “per my last email” reads as a reminder rather than a reproach."
 */
export function explainEdits(edits: readonly RewriteEdit[], limit = 2): string | undefined {
  const real = edits.filter((e) => e.from && e.from.toLowerCase() !== e.to.toLowerCase()).slice(0, limit);
  if (real.length === 0) return undefined;
  return sentences(
    ...real.map((e) =>
      e.to
        ? `${quoted(e.to, 60)} in place of ${quoted(e.from, 60)} ${e.because}`
        : `Dropping ${quoted(e.from, 60)} ${e.because}`,
    ),
  );
}

/** The same, after the rewritten sentence has just been shown: "Instead of “Please action immediately”, it asks instead of ordering." */
function explainShownEdits(edits: readonly RewriteEdit[], limit = 2): string | undefined {
  const real = edits.filter((e) => e.from && e.from.toLowerCase() !== e.to.toLowerCase()).slice(0, limit);
  if (real.length === 0) return undefined;
  return sentences(
    ...real.map((e, i) =>
      e.to
        ? `${i === 0 ? 'Where' : 'And where'} you had ${quoted(e.from, 60)}, it ${e.because}`
        : `Leaving out ${quoted(e.from, 60)} ${e.because}`,
    ),
  );
}

function quotedSentenceIn(message: string): string | undefined {
  const m = /[“"']([^”"']{8,400})[”"']/.exec(message);
  return m?.[1]?.trim();
}

/** Pairs of aims that pull against each other. */
const OPPOSED: readonly [Aim, Aim][] = [
  ['warmer', 'cooler'],
  ['clearer', 'gentler'],
  ['calmer', 'firmer'],
];

/** The aims of a phrasing request: the ones the message names, then the sliders' where they do not contradict it. */
function aimsFor(request: FramedRequest, base: LocalAxesResult): Aim[] {
  const named = aimsNamedIn(request.userMessage);
  const clashes = (a: Aim) =>
    OPPOSED.some(([x, y]) => (a === x && named.includes(y)) || (a === y && named.includes(x)));
  const fromSliders = aimsToward(base, request.emotionalValues).filter((a) => !clashes(a));
  return [...new Set([...named, ...fromSliders])];
}

/** Sentences of `text` that the aims would change, most in need first (in reading order when equal). */
function candidates(
  text: string,
  aims: readonly Aim[],
  variant: number,
): { from: string; to: string; edits: RewriteEdit[] }[] {
  const out: { from: string; to: string; edits: RewriteEdit[]; weight: number }[] = [];
  for (const s of sentencesOf(text)) {
    const r = rewriteSentence(s, { aims, flagged: true, variant });
    if (r.edits.length === 0) continue;
    out.push({
      from: s,
      to: r.text,
      edits: r.edits,
      // More edits first; the sort keeps reading order between equals.
      weight: r.edits.length,
    });
  }
  return out.sort((a, b) => b.weight - a.weight);
}

function phrasingReply(request: FramedRequest, base: string, variant: number, earlier: readonly string[]): string {
  const baseAxes = analyseAxesLocally(base || request.userMessage);
  const aims = aimsFor(request, baseAxes);
  const quotedOne = quotedSentenceIn(request.userMessage);
  const source = quotedOne ?? base;
  if (!source.trim()) {
    return sentences(
      'Paste the sentence you are unsure about, in quotation marks, and I will suggest another way to put it',
      aims.length > 0 && `I will aim for ${listOf(aims.map((a) => AIM_WORDS[a]))}`,
    );
  }
  const found = candidates(source, aims, variant);
  if (found.length === 0) {
    const whole = rewriteText(source, { aims, flagged: true, variant });
    if (whole.changed && whole.added.length > 0) {
      return sentences(
        `Nothing in the wording itself reads badly, so I would keep it and add ${quoted(whole.added[0]!)}`,
        pick(
          ['A line like that tells the reader how you mean the rest', 'It tells the reader how to take the rest'],
          variant,
        ),
        pick(['Which sentence worries you most?', 'Is there a sentence you would like another way to say?'], variant),
      );
    }
    const unwanted =
      aims.length > 0
        ? listOf(
            aims.map((a) => oppositeOf(a)),
            'or',
          )
        : 'harsh';
    return sentences(
      pick(
        [
          `I read it again and no phrase in it comes across as ${unwanted}`,
          `Going through it sentence by sentence, I find nothing that reads as ${unwanted}`,
          `The words themselves do not read as ${unwanted}`,
        ],
        variant,
      ),
      pick(
        [
          'If it still feels off, the worry may be about what happens next rather than the words',
          'If you are still uneasy, it may be the situation rather than the wording that worries you',
        ],
        variant,
      ),
      pick(['Which part are you most unsure about?', 'Which sentence would you most like to change?'], variant),
    );
  }
  // Asking again moves on to the next sentence, or to another wording of the same one.
  const already = found.filter((c) => earlier.some((e) => e.includes(c.to)));
  const fresh = found.filter((c) => !already.includes(c));
  const chosen = fresh[0] ?? pick(found, variant);
  const next = found.find((c) => c !== chosen && !already.includes(c));
  const lead = pick(['Try', 'You could say', 'Another way to put it'], variant + earlier.length);
  return sentences(
    `${lead}: ${quoted(chosen.to, 400)}`,
    explainShownEdits(chosen.edits),
    next && `In the same way, ${quotedClause(next.from, 80)} could become ${quoted(next.to, 200)}`,
  );
}

function oppositeOf(aim: Aim): string {
  const opposite: Record<Aim, string> = {
    warmer: 'cold',
    cooler: 'gushing',
    clearer: 'vague',
    gentler: 'absolute',
    calmer: 'loud',
    firmer: 'timid',
    steadier: 'conflicted',
  };
  return opposite[aim];
}

function termsOf(axes: LocalAxesResult, key: AxisKey, positive: boolean): string[] {
  const side = positive ? axes.drivers[key].positive : axes.drivers[key].negative;
  return side.slice(0, 3).map((d) => `“${d.negated ? `not ${d.term}` : d.term}”`);
}

/** Words in a question that point at one axis ("why so cold?" asks about warmth). */
const AXIS_WORDS: Readonly<Record<AxisKey, RegExp>> = {
  warmthDetachment:
    /\b(?:cold|cool|warm|warmth|distant|detached|harsh|rude|friendly|unfriendly|passive[- ]aggressive)\b/i,
  certaintyAmbiguity: /\b(?:certain|certainty|uncertain|unsure|vague|clear|sure|confident|hedg\w*)\b/i,
  intensityRestraint: /\b(?:intense|intensity|angry|loud|calm|strong|urgent|aggressive|dramatic|restrained)\b/i,
  conflictCoherence: /\b(?:conflict\w*|mixed|coheren\w*|contradict\w*|tension|torn)\b/i,
};

/** Why the text reads as it does, from the words that moved each axis (no numbers); the axis asked about first. */
export function readingReply(text: string, values: AxisScores, variant: number, question = ''): string {
  if (!text.trim()) return 'There is no text to explain yet. Write or paste one and ask me again.';
  const axes = analyseAxesLocally(text);
  const asked = (key: AxisKey) => (AXIS_WORDS[key].test(question) ? 1 : 0);
  const order = AXES.map(({ key }) => key)
    .filter((key) => Math.abs(axes[key] - 0.5) >= 0.03 && termsOf(axes, key, axes[key] > 0.5).length > 0)
    .sort((a, b) => asked(b) - asked(a) || Math.abs(axes[b] - 0.5) - Math.abs(axes[a] - 0.5))
    .slice(0, 3);
  const lines = order.map((key) => {
    const up = axes[key] > 0.5;
    const words = termsOf(axes, key, up);
    const against = termsOf(axes, key, !up);
    const side = axisWording(key, up ? 1 : 0);
    const main =
      Math.abs(axes[key] - 0.5) >= 0.15
        ? `${listWithVerb(words, 'makes', 'make')} it read as ${side}`
        : `${listWithVerb(words, 'pulls', 'pull')} it slightly toward ${side}`;
    return against.length > 0 ? `${main}, while ${listWithVerb(against, 'pulls', 'pull')} the other way` : main;
  });
  // The tone the one reading names leads; the words that move each axis follow.
  const tone = readTone(text).tones[0]!;
  if (lines.length === 0) {
    return sentences(
      readsAs(tone),
      tone.meaning,
      pick(
        ['No word in it pulls the four axes far in any direction', 'Nothing in the wording moves the four axes far'],
        variant,
      ),
      'Which part did you expect to read differently?',
    );
  }
  const wanted = aimsToward(axes, values);
  return sentences(
    readsAs(tone, pick(['It reads as', 'Its tone is'], variant)),
    ...lines,
    wanted.length > 0 &&
      `Your sliders ask for it ${listOf(wanted.map((a) => AIM_WORDS[a]))}; those words are the place to start`,
  );
}

/** A short thank-you or acknowledgement ("ok thanks", "got it!"). */
const ACKNOWLEDGEMENT =
  /^(?:ok(?:ay)?|thanks?|thank you|cheers|great|cool|got it|perfect|nice|brilliant|that helps|makes sense)\b[\s\w!.,]{0,20}$/i;

function otherReply(request: FramedRequest, base: string, variant: number): string {
  if (ACKNOWLEDGEMENT.test(request.userMessage.trim())) {
    return pick(
      [
        'Glad it helps. If another sentence worries you, ask me how to put it.',
        'You are welcome. Ask again whenever a sentence needs another look.',
        'Any time. Tell me if you would like the whole text warmer, clearer or calmer.',
      ],
      variant,
    );
  }
  if (!base.trim()) {
    return sentences(
      `You wrote ${quoted(request.userMessage, 80)}`,
      pick(
        [
          'Tell me how you would like it to come across, or ask how to phrase it, and I will suggest wording',
          'Paste the text you are working on, or ask how to say something, and I will suggest wording',
        ],
        variant,
      ),
    );
  }
  // The message does not say what it wants: ask once, from the reading.
  return clarifyingQuestion(base, variant);
}

/** How the web app's AI Response button asks for another answer to the last message. */
const ASK_AGAIN = /^please respond again to my last message using the updated emotional values:\s*/i;

/** The local reply to one framed-chat message, and the kind of question it answered. */
export function framedChatReply(request: FramedRequest): { response: string; intent: Intent } {
  const { originalText, aiText, conversationHistory } = request;
  // Asked again: answer the last message itself, worded anew (the history already holds the first answer).
  const userMessage = request.userMessage.replace(ASK_AGAIN, '') || request.userMessage;
  request = { ...request, userMessage };
  // Questions are about the person's own text; the alternative stands in only when there is none.
  const base = originalText.trim() ? originalText : (aiText ?? '');
  const earlier = conversationHistory.filter((m) => m.type === 'ai').map((m) => m.content);
  const variant = earlier.length;
  const intent = intentOf(userMessage);
  // Questions about the tone are answered from the one reading, unless they quote a sentence of their own.
  const toneQuestion = base.trim() && !quotedSentenceIn(userMessage) ? toneQuestionOf(userMessage) : undefined;
  const write = (v: number): string => {
    if (toneQuestion) return toneReply(toneQuestion, base, v);
    if (intent === 'phrasing') return phrasingReply(request, base, v, earlier);
    if (intent === 'feeling') return reflectFeeling(userMessage, v, earlier);
    if (intent === 'reading') return readingReply(base || userMessage, request.emotionalValues, v, userMessage);
    return otherReply(request, base, v);
  };
  let response = write(variant);
  for (let i = 1; i <= 4 && earlier.includes(response); i++) response = write(variant + i);
  return { response, intent };
}
