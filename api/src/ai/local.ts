/**
 * The local AI engine: offline, built on core's engine, and the default. Every
 * text it writes is about the input: readings quote the words that moved each
 * axis; rewrites act on the tone `readTone` names (tone-rewrite.ts), then
 * edit the phrases that need it (rewrite.ts), or say that none do; chat and reflections answer what the person asked (chat.ts, reflect.ts);
 * exercise scores reward what the lesson asks for (exercise-score.ts). Asking
 * the same thing again gets another wording.
 */
import {
  analyseAxesLocally,
  analyseSpectral,
  AXES,
  axisWording,
  capitalised,
  countOf,
  emotionalBand,
  listOf,
  listWithVerb,
  plainStats,
  quoted,
  quotedClause,
  readTone,
  sentences,
  spectralValue,
  tensionReasons,
  TENSION_REASON_TEXT,
  toneClause,
  toneIsFelt,
  toneLensLocally,
  tonePhrasesSentence,
  toneToFrequency,
  type ToneFamily,
  type ToneReading,
  type AxisDriver,
  type AxisKey,
  type AxisScores,
  type LocalAxesResult,
} from '@tonelens/core';
import { explainEdits, framedChatReply } from './chat';
import { chatIn, echoIn, repliesIn, rewriteIn, scoreExerciseIn } from './languages/replies';
import {
  enhancedIn,
  plainFeedbackIn,
  reanalyseIn,
  recommendationsIn,
  recommendationsWith,
  spectralIn,
} from './languages/summaries';
import { ENGLISH_RECOMMENDATIONS } from './recommendations';
import { scoreExercise } from './exercise-score';
import { feelingsIn } from './intent';
import { messageEcho, reflectFeeling, soloEcho, threadEcho } from './reflect';
import { aimsToward, rewriteText, rewriteTowardBalance, splitFrame, type Aim } from './rewrite';
import { mostChargedSentence } from './text';
import { rewriteForTone } from './tone-rewrite';
import type { AiEngine, EnhancedReading, PlainFeedback } from './types';
import { createVariety } from './variety';

export { mostChargedSentence, sentencesOf } from './text';

const AXIS_NAMES: Record<AxisKey, string> = {
  warmthDetachment: 'Warmth',
  certaintyAmbiguity: 'Certainty',
  intensityRestraint: 'Intensity',
  conflictCoherence: 'Coherence',
};

/** What the alternative text says when the text needs no change. */
export const NOTHING_TO_CHANGE = 'Nothing needs changing: no phrase in it calls for rewording, so it can go as it is.';
/** What the alternative text says when a text that needs no change names a feeling. */
export const NOTHING_TO_CHANGE_FELT =
  'Nothing needs rewording: this reads as an honest account of how you feel, and softening it would only hide that.';

/** The text without its greeting and sign-off (a "Best," line never carries the most feeling). */
function bodyOf(text: string): string {
  return splitFrame(text).body.trim() || text;
}

/** Whether a driver word is one of mock praise (see {@link mockPraiseIn}). */
type MockPraise = (term: string) => boolean;

/** No word is mock praise: a text the reading finds no sarcasm in. */
const NO_MOCK_PRAISE: MockPraise = () => false;

/**
 * The driver words said in mock praise: words that read warm on their own,
 * standing in the stretches a sarcasm cue touches, whose warmth the shown axes count on the cold side
 * (core's readAxes). They are told as mock praise, never as the text's cold
 * words ("Oh great, another meeting" does not keep anyone at a distance with
 * "great").
 */
function mockPraiseIn(text: string, reading: ToneReading): MockPraise {
  const stretches = reading.sarcasm.spans.map((span) => text.slice(span.start, span.end).toLowerCase());
  if (stretches.length === 0) return NO_MOCK_PRAISE;
  return (term) =>
    analyseAxesLocally(term, { language: 'en' }).warmthDetachment > 0.5 &&
    stretches.some((stretch) => holdsWord(stretch, term.toLowerCase()));
}

/** Whether `word` stands in `text` as a word of its own (not inside a longer word). */
function holdsWord(text: string, word: string): boolean {
  const letter = /[\p{L}\p{N}]/u;
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
    const before = text[at - 1];
    const after = text[at + word.length];
    if ((before === undefined || !letter.test(before)) && (after === undefined || !letter.test(after))) return true;
  }
  return false;
}

/** The words behind one side of an axis, heaviest first, quoted; `keep` chooses among them. */
function terms(
  axes: LocalAxesResult,
  key: AxisKey,
  positive: boolean,
  keep: (d: AxisDriver) => boolean = () => true,
  limit = 3,
): string[] {
  const side = positive ? axes.drivers[key].positive : axes.drivers[key].negative;
  return side
    .filter(keep)
    .slice(0, limit)
    .map((d) => `“${d.negated ? `not ${d.term}` : d.term}”`);
}

/**
 * One sentence per leaning axis naming the words that moved it. Beside a tense
 * tone they tell what the words read as, not the text; words of mock praise
 * that cooled warmth are said to be mock praise.
 */
function driverSentences(axes: LocalAxesResult, family: ToneFamily = 'steady', mock = NO_MOCK_PRAISE): string[] {
  const verb = family === 'tense' ? 'its words read as' : 'it read as';
  const out: string[] = [];
  for (const { key } of AXES) {
    const v = axes[key];
    if (Math.abs(v - 0.5) < 0.1) continue;
    const cooled = key === 'warmthDetachment' && v < 0.5;
    const ironic = cooled ? terms(axes, key, false, (d) => !d.negated && mock(d.term)) : [];
    const words = terms(axes, key, v > 0.5, (d) => !cooled || d.negated || !mock(d.term));
    if (ironic.length + words.length === 0) continue;
    const who =
      ironic.length === 0
        ? listOf(words)
        : `${listOf(ironic)}, said in mock praise,${words.length > 0 ? ` and ${listOf(words)}` : ''}`;
    const makes = ironic.length + words.length === 1 ? 'makes' : 'make';
    out.push(`${AXIS_NAMES[key]} ${v.toFixed(2)}: ${who} ${makes} ${verb} ${axisWording(key, v)}.`);
  }
  return out;
}

function tensionExplanation(axes: AxisScores): string | undefined {
  const reasons = tensionReasons(axes);
  if (reasons.length === 0) return undefined;
  return `Tension: ${reasons.map((r) => TENSION_REASON_TEXT[r].replace(/\.$/, '').toLowerCase()).join('; ')}.`;
}

/**
 * The advice a tense tone needs before any word-level tip: where the tone
 * comes from and what to do about it; undefined for a positive or steady tone.
 */
function toneTip(reading: ToneReading): string | undefined {
  const top = reading.tones[0]!;
  if (top.family !== 'tense') return undefined;
  const where = top.phrases.length > 0 ? top.phrases.map((p) => `“${p}”`) : ['its phrasing'];
  return toneIsFelt(reading)
    ? sentences(
        `${listWithVerb(where, 'carries', 'carry')} the feeling`,
        'If you want the reader to understand it, say what you need from them plainly',
      )
    : sentences(
        `${listWithVerb(where, 'sets', 'set')} the tone`,
        'Say the point plainly and the reader is more likely to hear it as you mean it',
      );
}

/** What to say when neither the tone nor any axis asks for a change. */
function nothingToChange(reading: ToneReading): string {
  return reading.tones[0]!.family === 'positive' && tensionReasons(reading.axes).length === 0
    ? 'Nothing here needs changing: the reader should take it the way you mean it.'
    : 'Nothing in it needs rewording: the reader is likely to take your words at face value.';
}

/**
 * The empathic line, in the family of the tone the reading names: praise only
 * for a positive tone whose axes hold none of the spec's tension (the card's
 * verdict would say "Tension detected" beside it).
 */
function empathicFor(reading: ToneReading, anchor: string | undefined): string {
  const top = reading.tones[0]!;
  if (top.family === 'positive' && tensionReasons(reading.axes).length > 0)
    return sentences(
      `The ${top.label.toLowerCase()} note comes through, but something in it pulls the other way${anchor ? `, most of all in ${anchor}` : ''}`,
      'Say plainly what you want to happen next and it will land as you mean it',
    );
  if (top.family === 'positive')
    return sentences(
      `There is real goodwill here${anchor ? `, especially in ${anchor}` : ''}`,
      'It should land the way you hope',
    );
  if (top.family === 'tense') {
    if (toneIsFelt(reading))
      return sentences(
        `It sounds like something here weighs on you${anchor ? `, and ${anchor} says it most directly` : ''}`,
        'That is worth taking seriously, including how you feel about it',
      );
    return sentences(
      `The reader may hear the ${top.label.toLowerCase()} edge before your point${anchor ? `, most of all in ${anchor}` : ''}`,
      'If that is not what you mean, say what you want plainly',
    );
  }
  if (top.name === 'unsure' || top.name === 'curious')
    return sentences(
      `You seem to be thinking this through rather than settling it${anchor ? `; ${anchor} shows the question you are holding` : ''}`,
    );
  return 'You have kept this even and factual. If there is a feeling behind it, the reader will not find it yet.';
}

/**
 * The "why" line: where the reading found its tone, then the words that moved
 * each leaning axis and the tension. Says that no word moved an axis only
 * when the reading found no phrase behind its tone either.
 */
function insightsFor(reading: ToneReading, axes: LocalAxesResult, mock: MockPraise): string {
  const where = reading.tones[0]!.family === 'steady' ? undefined : tonePhrasesSentence(reading);
  const insights = [where, ...driverSentences(axes, reading.tones[0]!.family, mock), tensionExplanation(axes)].filter(
    Boolean,
  );
  if (insights.length > 0) return insights.join(' ');
  return reading.tones[0]!.family === 'steady'
    ? 'No word in the text leans any of the four axes far from 0.50, so nothing in it pushes on the reader.'
    : sentences(`It ${toneClause(reading)} from its phrasing as a whole; no single word moved an axis`);
}

function plainFeedbackFor(text: string): PlainFeedback {
  const reading = readTone(text);
  const axes = reading.axes;
  const stats = plainStats(text, axes);
  const charged = mostChargedSentence(bodyOf(text));
  const aiResponse = sentences(
    `Your text of ${countOf(stats.wordCount, 'word')} ${toneClause(reading)}`,
    charged && `The sentence ${quotedClause(charged.sentence)} carries the most feeling`,
  );

  const tips: string[] = [];
  // Mock praise is not a cold word to warm up: the tone's own tip already says where the sarcasm is.
  const mock = mockPraiseIn(text, reading);
  const cold = terms(axes, 'warmthDetachment', false, (d) => d.negated || !mock(d.term));
  const hedges = terms(axes, 'certaintyAmbiguity', false);
  const absolutes = terms(axes, 'certaintyAmbiguity', true);
  const loud = terms(axes, 'intensityRestraint', true);
  const conflict = terms(axes, 'conflictCoherence', false);
  if (axes.warmthDetachment < 0.4 && cold.length > 0)
    tips.push(
      `Words like ${listOf(cold)} keep the reader at a distance; one line naming what you value in them would warm it.`,
    );
  if (axes.certaintyAmbiguity < 0.4 && hedges.length > 0)
    tips.push(`Hedges such as ${listOf(hedges)} soften your point; say plainly what you are asking for.`);
  if (axes.certaintyAmbiguity > 0.8 && absolutes.length > 0)
    tips.push(`Absolutes like ${listOf(absolutes)} leave little room for the reader's view.`);
  if (axes.intensityRestraint > 0.7 && loud.length > 0)
    tips.push(
      capitalised(
        `${listWithVerb(loud, 'turns', 'turn')} the volume up; decide whether the reader should feel that force.`,
      ),
    );
  if (axes.conflictCoherence < 0.4 && conflict.length > 0)
    tips.push(
      capitalised(
        `${listWithVerb(conflict, 'pulls', 'pull')} against the rest; a sentence on what you want to happen next would tie it together.`,
      ),
    );
  const advice = [toneTip(reading), ...tips].filter((tip): tip is string => tip !== undefined);
  const feedback = advice.length > 0 ? advice.join(' ') : nothingToChange(reading);

  const anchor = charged ? quotedClause(charged.sentence, 60) : undefined;
  // A feeling the text names is reflected back only when the reading hears no other tone in it:
  // not a sarcastic "great", nor the "mad" of a joking comment read as joyful.
  const family = reading.tones[0]!.family;
  const reflect = feelingsIn(text).length > 0 && (family === 'steady' || (family === 'tense' && toneIsFelt(reading)));
  return {
    aiResponse,
    feedback,
    empathicResponse: reflect ? reflectFeeling(text, 0) : empathicFor(reading, anchor),
    aiInsights: insightsFor(reading, axes, mock),
    conversationalPrompt: `Would you like to continue with the four-axis ToneLens analysis of ${quoted(text, 40)} to see how its warmth, certainty, intensity and coherence balance?`,
  };
}

function enhancedFor(text: string): EnhancedReading {
  const tone = readTone(text);
  const axes = tone.axes;
  const reading = toneLensLocally(text, axes, tone);
  const drivers = driverSentences(axes, tone.tones[0]!.family, mockPraiseIn(text, tone));
  const charged = mostChargedSentence(bodyOf(text));
  const summary = [reading.toneLensSummary, ...drivers.slice(0, 2)];
  if (reading.tensionDetected && charged)
    summary.push(sentences(`The tension is clearest in ${quotedClause(charged.sentence)}`));
  return {
    warmthDetachment: reading.warmthDetachment,
    certaintyAmbiguity: reading.certaintyAmbiguity,
    intensityRestraint: reading.intensityRestraint,
    conflictCoherence: reading.conflictCoherence,
    toneLensSummary: summary.join(' '),
    tensionDetected: reading.tensionDetected,
    echoRoomSuggestion: reading.echoRoomSuggestion,
    conversationalResponse: reading.conversationalResponse,
    resonanceScore: reading.resonanceScore,
    resonanceLabel: reading.resonanceLabel,
  };
}

/** What to add when no phrase can be reworded toward an aim. */
const ADVICE: Readonly<Record<Aim, string>> = {
  warmer: 'a line of thanks, or of what you value in the reader, would warm it',
  cooler: 'fewer personal touches would make it more reserved',
  clearer: 'saying plainly what you are asking for would make it clearer',
  gentler: 'acknowledging another view would loosen it',
  calmer: 'fewer strong words would calm it',
  firmer: 'a specific request or time would make it firmer',
  steadier: 'a closing line on what you want to happen next would steady it',
};

function reanalyseFor(originalText: string, target: AxisScores, variant: number): string {
  const original = analyseAxesLocally(originalText);
  const lines = AXES.filter(({ key }) => Math.abs(target[key] - original[key]) >= 0.05).map(({ key }) =>
    sentences(
      `${AXIS_NAMES[key]} ${original[key].toFixed(2)} → ${target[key].toFixed(2)} (${axisWording(key, target[key])})`,
    ),
  );
  const aims = aimsToward(original, target);
  if (lines.length === 0 || aims.length === 0) {
    return 'The adjusted values are close to the text as written, so nothing needs to change.';
  }
  const rewrite = rewriteText(originalText, { aims, variant });
  const tension = tensionExplanation(target);
  return [
    'With the adjusted values:',
    ...lines,
    tension ? `${tension} The adjusted reading would still carry it.` : 'The adjusted reading would carry no tension.',
    rewrite.changed
      ? sentences(`A version closer to these values: ${quoted(rewrite.text, 600)}`, explainEdits(rewrite.edits))
      : sentences(
          'No phrase in the text pulls against these values, so rewording alone will not move it',
          `Instead, ${listOf(aims.map((a) => ADVICE[a]))}`,
        ),
  ].join(' ');
}

/** The local engine (the default, and the fallback on any AI error or time-out). */
export function createLocalAi(): AiEngine {
  // Counts repeats of the same request, so that asking again gets another wording.
  const repeats = createVariety();
  return {
    source: 'local',
    async plainFeedback(text, ctx) {
      if (ctx.language !== 'en') return plainFeedbackIn(await repliesIn(ctx.language), text);
      return plainFeedbackFor(text);
    },
    async enhanced(text, ctx) {
      if (ctx.language !== 'en') return enhancedIn(await repliesIn(ctx.language), text);
      return enhancedFor(text);
    },
    async alternative(text, ctx) {
      if (ctx.language !== 'en') {
        const replies = await repliesIn(ctx.language);
        const rewrite = rewriteIn(replies, text);
        return { alternativeText: rewrite.changed ? rewrite.text : replies.rewrite.nothing };
      }
      const variant = repeats(`alternative\u0000${text}`);
      const toned = rewriteForTone(text, variant);
      const rewrite = toned.changed ? toned : rewriteTowardBalance(text, variant);
      if (rewrite.changed) return { alternativeText: rewrite.text };
      return { alternativeText: feelingsIn(text).length > 0 ? NOTHING_TO_CHANGE_FELT : NOTHING_TO_CHANGE };
    },
    async framedReply(request, ctx) {
      if (ctx.language !== 'en') {
        const variant = request.conversationHistory.filter((m) => m.type === 'ai').length;
        return { response: chatIn(await repliesIn(ctx.language), request, variant) };
      }
      return { response: framedChatReply(request).response };
    },
    async reanalyse({ originalText, adjustedEmotionalValues }, ctx) {
      if (ctx.language !== 'en')
        return { response: reanalyseIn(await repliesIn(ctx.language), originalText, adjustedEmotionalValues) };
      const key = `reanalyse\u0000${JSON.stringify(adjustedEmotionalValues)}\u0000${originalText}`;
      return { response: reanalyseFor(originalText, adjustedEmotionalValues, repeats(key)) };
    },
    async echoReply({ inputText, echoMode }, ctx) {
      const variant = repeats(`echo\u0000${echoMode}\u0000${inputText}`);
      if (ctx.language !== 'en')
        return { resonantReply: echoIn(await repliesIn(ctx.language), inputText, echoMode, variant) };
      const write = { solo: soloEcho, message: messageEcho, thread: threadEcho }[echoMode];
      return { resonantReply: write(inputText, variant) };
    },
    async spectralDefinition(text, ctx) {
      if (ctx.language !== 'en') return { definition: spectralIn(await repliesIn(ctx.language), text) };
      const spectrum = analyseSpectral(text);
      const value = spectralValue(spectrum);
      const band = emotionalBand(value);
      const arc =
        spectrum.resolution > spectrum.openingTone + 0.05
          ? 'rises toward its close'
          : spectrum.resolution < spectrum.openingTone - 0.05
            ? 'settles lower by its close'
            : 'ends where it began';
      const dominant = [
        ['deep', spectrum.deepTonePercentage],
        ['suspended', spectrum.suspendedTonePercentage],
        ['bright', spectrum.brightTonePercentage],
      ].sort((a, b) => (b[1] as number) - (a[1] as number))[0]!;
      return {
        definition:
          `By its letters, ${quoted(text, 60)} sits at spectral value ${value.toFixed(3)} (${toneToFrequency(value)} Hz) in the ${band.name} band — ${band.meaning.toLowerCase()}; ${band.context}. ` +
          `Its characters are ${spectrum.deepTonePercentage.toFixed(0)}% deep, ${spectrum.suspendedTonePercentage.toFixed(0)}% suspended and ${spectrum.brightTonePercentage.toFixed(0)}% bright, so it is mostly ${dominant[0]}. ` +
          `It opens at ${spectrum.openingTone.toFixed(2)}, peaks at ${spectrum.peakIntensity.toFixed(2)} and ${arc} (${spectrum.resolution.toFixed(2)}). ` +
          'This is drawn from the characters of the text, not from its mood.',
      };
    },
    async scoreExercise(input, ctx) {
      if (ctx.language !== 'en') return scoreExerciseIn(await repliesIn(ctx.language), input);
      return scoreExercise(input);
    },
    async recommendations(input, ctx) {
      if (ctx.language !== 'en') return recommendationsIn(await repliesIn(ctx.language), input);
      return recommendationsWith(ENGLISH_RECOMMENDATIONS, 'en', input);
    },
  };
}
