/**
 * The local AI engine: deterministic, offline, built on core's engine. Every
 * text it writes is about the input — it quotes the words and sentences that
 * moved each axis, explains tension when there is some, and rewrites rather
 * than templating.
 */
import {
  analyseAxesLocally,
  analyseSpectral,
  AXES,
  axisWording,
  emotionalBand,
  plainStats,
  spectralValue,
  tensionReasons,
  TENSION_REASON_TEXT,
  toneLensLocally,
  toneToFrequency,
  type AxisKey,
  type AxisScores,
  type LocalAxesResult,
} from '@tonelens/core';
import { rewriteTowardBalance, type RewriteEdit } from './rewrite';
import type {
  AiEngine,
  EnhancedReading,
  ExerciseInput,
  PlainFeedback,
  RecommendationDraft,
  RecommendationInput,
  SkillKey,
} from './types';

/** Sentences considered when looking for the one that carries a feeling (keeps 1 MB inputs fast). */
const MAX_SENTENCES = 400;

const AXIS_NAMES: Record<AxisKey, string> = {
  warmthDetachment: 'Warmth',
  certaintyAmbiguity: 'Certainty',
  intensityRestraint: 'Intensity',
  conflictCoherence: 'Coherence',
};

/** The sentences of a text (split after . ! ? … and at line breaks), trimmed, at most MAX_SENTENCES. */
export function sentencesOf(text: string): string[] {
  const out: string[] = [];
  const re = /[^.!?…\n]+[.!?…]*/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) && out.length < MAX_SENTENCES) {
    const s = m[0].trim();
    if (/[\p{L}\p{N}]/u.test(s)) out.push(s);
  }
  return out;
}

/** A quotation of at most `max` characters, cut at a word boundary. */
export function quote(text: string, max = 90): string {
  // Only the start can be quoted: never normalise a whole 1 MiB text to cut 90 characters from it.
  const clean = text
    .slice(0, max * 4 + 16)
    .replace(/\s+/g, ' ')
    .trim();
  if (clean.length <= max) return `“${clean}”`;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `“${(space > max / 2 ? cut.slice(0, space) : cut).trim()}…”`;
}

function distance(axes: AxisScores): number {
  return AXES.reduce((s, { key }) => s + Math.abs(axes[key] - 0.5), 0);
}

/** The sentence whose own axes lean furthest from balance (undefined when no sentence leans). */
export function mostChargedSentence(text: string): { sentence: string; axes: LocalAxesResult } | undefined {
  let best: { sentence: string; axes: LocalAxesResult } | undefined;
  let bestDistance = 0;
  for (const sentence of sentencesOf(text)) {
    const axes = analyseAxesLocally(sentence);
    const d = distance(axes);
    if (d > bestDistance) {
      bestDistance = d;
      best = { sentence, axes };
    }
  }
  return best;
}

function terms(axes: LocalAxesResult, key: AxisKey, positive: boolean, limit = 3): string[] {
  const side = positive ? axes.drivers[key].positive : axes.drivers[key].negative;
  return side.slice(0, limit).map((d) => `“${d.negated ? `not ${d.term}` : d.term}”`);
}

function list(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** One sentence per leaning axis naming the words that moved it. */
function driverSentences(axes: LocalAxesResult): string[] {
  const out: string[] = [];
  for (const { key } of AXES) {
    const v = axes[key];
    if (Math.abs(v - 0.5) < 0.1) continue;
    const words = terms(axes, key, v > 0.5);
    if (words.length === 0) continue;
    out.push(`${AXIS_NAMES[key]} ${v.toFixed(2)}: ${list(words)} make it read as ${axisWording(key, v)}.`);
  }
  return out;
}

function tensionExplanation(axes: AxisScores): string | undefined {
  const reasons = tensionReasons(axes);
  if (reasons.length === 0) return undefined;
  return `Tension: ${reasons.map((r) => TENSION_REASON_TEXT[r].replace(/\.$/, '').toLowerCase()).join('; ')}.`;
}

function describeEdits(edits: RewriteEdit[], limit = 4): string {
  const shown = edits.filter((e) => e.from && e.from.toLowerCase() !== e.to.toLowerCase()).slice(0, limit);
  return shown.map((e) => (e.to ? `“${e.from}” → “${e.to}”` : `dropped “${e.from}”`)).join(', ');
}

const SENTIMENT_OPENING: Record<string, string> = {
  positive: 'comes across as warm and settled',
  concerned: 'carries some strain',
  reflective: 'reads as searching and reflective',
  neutral: 'stays close to neutral',
};

function plainFeedbackFor(text: string): PlainFeedback {
  const axes = analyseAxesLocally(text);
  const stats = plainStats(text, axes);
  const charged = mostChargedSentence(text);
  const drivers = driverSentences(axes);
  const tension = tensionExplanation(axes);
  const lead = charged ? ` The sentence ${quote(charged.sentence)} carries the most feeling.` : '';
  const aiResponse = `Your ${stats.wordCount}-word text ${SENTIMENT_OPENING[stats.sentimentClassification]}.${lead}`;

  const tips: string[] = [];
  if (axes.warmthDetachment < 0.4)
    tips.push(
      `Words like ${list(terms(axes, 'warmthDetachment', false)) || 'these'} keep the reader at a distance; one line naming what you value in them would warm it.`,
    );
  if (axes.certaintyAmbiguity < 0.4)
    tips.push(
      `Hedges such as ${list(terms(axes, 'certaintyAmbiguity', false)) || 'these'} soften your point; say plainly what you are asking for.`,
    );
  if (axes.certaintyAmbiguity > 0.8)
    tips.push(
      `Absolutes like ${list(terms(axes, 'certaintyAmbiguity', true))} leave little room for the reader's view.`,
    );
  if (axes.intensityRestraint > 0.7)
    tips.push(
      `${list(terms(axes, 'intensityRestraint', true)) || 'The strongest words'} turn the volume up; decide whether the reader should feel that force.`,
    );
  if (axes.conflictCoherence < 0.4)
    tips.push(
      `${list(terms(axes, 'conflictCoherence', false)) || 'Some words'} pull against the rest; a sentence on what you want to happen next would tie it together.`,
    );
  const feedback =
    tips.length > 0
      ? tips.join(' ')
      : `The tone is balanced: no axis leans far from 0.50, so the reader is likely to take your words at face value.`;

  const empathic: Record<string, string> = {
    positive: `There is real goodwill here${charged ? `, especially in ${quote(charged.sentence, 60)}` : ''}. It should land the way you hope.`,
    concerned: `It sounds like something here weighs on you${charged ? ` — ${quote(charged.sentence, 60)} says it most directly` : ''}. That is worth taking seriously, including how you feel about it.`,
    reflective: `You seem to be thinking this through rather than settling it${charged ? `; ${quote(charged.sentence, 60)} shows the question you are holding` : ''}. That openness is a strength.`,
    neutral: `You have kept this even and factual. If there is a feeling behind it, the reader will not find it yet.`,
  };
  const insights = [...drivers, tension].filter(Boolean);
  const aiInsights =
    insights.length > 0
      ? insights.join(' ')
      : 'No word in the text moved any of the four axes, so every axis stays at 0.50.';
  const first = quote(text, 40);
  return {
    aiResponse,
    feedback,
    empathicResponse: empathic[stats.sentimentClassification]!,
    aiInsights,
    conversationalPrompt: `Would you like to continue with the four-axis ToneLens analysis of ${first} to see how its warmth, certainty, intensity and coherence balance?`,
  };
}

function enhancedFor(text: string): EnhancedReading {
  const axes = analyseAxesLocally(text);
  const reading = toneLensLocally(text, axes);
  const drivers = driverSentences(axes);
  const charged = mostChargedSentence(text);
  const summary = [reading.toneLensSummary, ...drivers.slice(0, 2)];
  if (reading.tensionDetected && charged) summary.push(`The tension is clearest in ${quote(charged.sentence)}.`);
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

function toneWords(values: AxisScores): string {
  return (
    list(
      AXES.filter(({ key }) => Math.abs(values[key] - 0.5) >= 0.1).map(({ key }) => axisWording(key, values[key])),
    ) || 'balanced'
  );
}

const SKILL_NAMES: Record<SkillKey, string> = {
  selfAwarenessScore: 'self-awareness',
  empathyScore: 'empathy',
  emotionalRegulationScore: 'emotional regulation',
  socialSkillsScore: 'social skills',
};

const LOW_AGENCY =
  /\b(can'?t do anything|nothing i can do|no point|pointless|helpless|powerless|give up|giving up|no way out|stuck forever|no control)\b/i;
const LOW_VALENCE = /\b(hopeless|worthless|empty|numb|miserable|despair|hate myself|can'?t go on|nothing matters)\b/i;
const REFLECTIVE =
  /\b(i feel|i felt|i notice|i noticed|i realise|i realize|because|i think|i wonder|i want|i need)\b/gi;
const PERSPECTIVE =
  /\b(they might|they may|they feel|from their|their side|for them|you might feel|you may feel|in their shoes)\b/gi;

function keywords(text: string): Set<string> {
  return new Set(
    (text.toLowerCase().match(/[\p{L}']{5,}/gu) ?? []).filter(
      (w) => !['about', 'which', 'there', 'their', 'would', 'could', 'should', 'these', 'those', 'where'].includes(w),
    ),
  );
}

function scoreExerciseFor(input: ExerciseInput) {
  const { userResponse, promptText, lesson } = input;
  const axes = analyseAxesLocally(userResponse);
  const reading = toneLensLocally(userResponse, axes);
  const words = axes.wordCount;
  const reflective = (userResponse.match(REFLECTIVE) ?? []).length;
  const perspective = (userResponse.match(PERSPECTIVE) ?? []).length;
  const promptWords = keywords(promptText);
  const responseWords = keywords(userResponse);
  const shared = [...promptWords].filter((w) => responseWords.has(w));
  const relevance = promptWords.size === 0 ? 1 : Math.min(1, shared.length / Math.min(4, promptWords.size));

  const depth = Math.min(35, words * 0.7);
  const reflection = Math.min(20, reflective * 5);
  const empathy = Math.min(15, perspective * 7.5);
  const balance = 15 * reading.resonanceScore;
  const onTopic = 15 * relevance;
  const score = Math.round(Math.max(0, Math.min(100, depth + reflection + empathy + balance + onTopic)));

  const strengths: string[] = [];
  if (reflective > 0)
    strengths.push(`You name your own experience (${reflective} reflective phrase${reflective > 1 ? 's' : ''}).`);
  if (perspective > 0) strengths.push('You consider how the other person might see it.');
  if (axes.warmthDetachment >= 0.6)
    strengths.push(`Your wording is warm (${list(terms(axes, 'warmthDetachment', true))}).`);
  if (axes.conflictCoherence >= 0.6) strengths.push('Your answer holds together around one clear thread.');
  if (words >= 40) strengths.push(`You gave the prompt real room: ${words} words.`);
  if (shared.length > 0)
    strengths.push(
      `You stayed with the prompt (${shared
        .slice(0, 3)
        .map((w) => `“${w}”`)
        .join(', ')}).`,
    );

  const prompts: string[] = [];
  if (words < 25)
    prompts.push('Try adding two or three sentences: what happened, what you felt, and what you would like next.');
  if (reflective === 0)
    prompts.push('Add a sentence that starts with “I feel” or “I notice” to bring your own view in.');
  if (perspective === 0 && lesson.skill !== 'selfAwarenessScore')
    prompts.push('How might the other person read this? One sentence from their side would deepen it.');
  if (axes.conflictCoherence < 0.4)
    prompts.push('Some parts pull in different directions; which one matters most to you?');
  if (relevance < 0.5) prompts.push(`Come back to the prompt: ${quote(promptText, 80)}.`);

  const lowValence = LOW_VALENCE.test(userResponse) || (axes.warmthDetachment < 0.2 && words >= 5);
  const lowAgency = LOW_AGENCY.test(userResponse);
  if (lowValence || lowAgency)
    prompts.unshift(
      'Some of what you wrote sounds heavy. If it reflects how you feel right now, it may help to talk with someone you trust.',
    );

  const quality =
    reading.resonanceLabel === 'in-tune'
      ? 'in-tune: your words and their feeling point the same way'
      : reading.resonanceLabel === 'emergent'
        ? 'emergent: the feeling is forming, with a few words pulling elsewhere'
        : 'fragmented: the answer pulls in several directions at once';
  return {
    score,
    enhancedAnalysis: {
      resonanceQuality: quality,
      safetyFlags: { lowValence, lowAgency },
      strengthsIdentified: strengths.length > 0 ? strengths : ['You made a start — that is the hardest part.'],
      gentlePrompts:
        prompts.length > 0 ? prompts : [`Keep going with ${SKILL_NAMES[lesson.skill]}: try the next lesson.`],
    },
  };
}

function recommendationsFor(input: RecommendationInput): RecommendationDraft[] {
  const out: RecommendationDraft[] = [];
  const skills = (Object.keys(input.scores) as SkillKey[]).sort((a, b) => input.scores[a] - input.scores[b]);
  const weakest = skills[0]!;
  const next = input.openLessons[0];
  if (next) {
    out.push({
      title: `Continue: ${next.title}`,
      description: `Pick up the next lesson in your path (${next.moduleKey}).`,
      priority: input.lessonsCompleted === 0 ? 4 : 3,
      personalizedReason:
        input.lessonsCompleted === 0
          ? 'You have not completed a lesson yet; this one lays the ground for the rest.'
          : `You have completed ${input.lessonsCompleted} lesson${input.lessonsCompleted > 1 ? 's' : ''}; this is the next step.`,
      difficulty: next.difficulty,
      estimatedTime: next.estimatedTime,
      lessonKey: next.lessonKey,
    });
  }
  const forWeakest = input.openLessons.find((l) => l.skill === weakest && l.lessonKey !== next?.lessonKey);
  if (forWeakest) {
    out.push({
      title: `Strengthen ${SKILL_NAMES[weakest]}: ${forWeakest.title}`,
      description: `A lesson aimed at your lowest score.`,
      priority: input.scores[weakest] < 40 ? 4 : 2,
      personalizedReason: `Your ${SKILL_NAMES[weakest]} score is ${Math.round(input.scores[weakest])}/100, the lowest of your four.`,
      difficulty: forWeakest.difficulty,
      estimatedTime: forWeakest.estimatedTime,
      lessonKey: forWeakest.lessonKey,
    });
  }
  if (input.recentAxes.length > 0) {
    const tense = input.recentAxes.filter((a) => tensionReasons(a).length > 0).length;
    const share = tense / input.recentAxes.length;
    if (share >= 0.5) {
      const regulation = input.openLessons.find((l) => l.skill === 'emotionalRegulationScore');
      out.push({
        title: 'Practise a pause before sending',
        description:
          'Before your next message goes out, run it through ToneLens and rewrite the sentence with the most tension.',
        priority: 5,
        personalizedReason: `${tense} of your last ${input.recentAxes.length} analyses showed tension.`,
        difficulty: regulation?.difficulty ?? 2,
        estimatedTime: regulation?.estimatedTime ?? 10,
        lessonKey: regulation?.lessonKey ?? null,
      });
    } else {
      const meanWarmth = input.recentAxes.reduce((s, a) => s + a.warmthDetachment, 0) / input.recentAxes.length;
      out.push({
        title: meanWarmth < 0.45 ? 'Add one warm line a day' : 'Keep your balance',
        description:
          meanWarmth < 0.45
            ? 'Pick one message today and add a sentence that names what you value in the reader.'
            : 'Your recent writing is balanced; try a harder lesson to stretch it.',
        priority: 2,
        personalizedReason: `Your recent analyses average warmth ${meanWarmth.toFixed(2)}.`,
        difficulty: 1,
        estimatedTime: 15,
        lessonKey: null,
      });
    }
  }
  if (input.currentStreak === 0) {
    out.push({
      title: 'Start a streak',
      description: 'Do one short exercise today; a few minutes a day builds the habit.',
      priority: 1,
      personalizedReason: 'You have no active learning streak right now.',
      difficulty: 1,
      estimatedTime: 15,
      lessonKey: null,
    });
  }
  return out;
}

/** The local engine (the default, and the fallback on any AI error or time-out). */
export function createLocalAi(): AiEngine {
  return {
    source: 'local',
    async plainFeedback(text) {
      return plainFeedbackFor(text);
    },
    async enhanced(text) {
      return enhancedFor(text);
    },
    async alternative(text) {
      return { alternativeText: rewriteTowardBalance(text).text };
    },
    async framedReply(request) {
      const { userMessage, emotionalValues, originalText, aiText, conversationHistory } = request;
      const original = analyseAxesLocally(originalText || userMessage);
      const messageAxes = analyseAxesLocally(userMessage);
      const parts: string[] = [];
      const earlier = [...conversationHistory].reverse().find((m) => m.type === 'user' && m.content.trim());
      if (earlier) parts.push(`Earlier you said ${quote(earlier.content, 60)}; picking that up:`);
      const mentioned = AXES.flatMap(({ key }) => [
        ...messageAxes.drivers[key].positive,
        ...messageAxes.drivers[key].negative,
      ])
        .slice(0, 3)
        .map((d) => `“${d.term}”`);
      parts.push(
        mentioned.length > 0
          ? `In your message, ${list(mentioned)} stand out.`
          : `You asked: ${quote(userMessage, 80)}.`,
      );
      const shifts = AXES.filter(({ key }) => Math.abs(emotionalValues[key] - original[key]) >= 0.1).map(
        ({ key }) =>
          `${AXIS_NAMES[key].toLowerCase()} ${original[key].toFixed(2)} → ${emotionalValues[key].toFixed(2)}`,
      );
      parts.push(
        shifts.length > 0
          ? `Your sliders ask for a shift from the original text (${shifts.join(', ')}), so I am answering in a ${toneWords(emotionalValues)} voice.`
          : `Your sliders match the original text closely, so I keep its ${toneWords(emotionalValues)} voice.`,
      );
      const goals = {
        addWarmth: emotionalValues.warmthDetachment > original.warmthDetachment + 0.1,
        replaceHarshWords: emotionalValues.warmthDetachment >= original.warmthDetachment,
        clarifyHedges: emotionalValues.certaintyAmbiguity > original.certaintyAmbiguity + 0.1,
        softenAbsolutes: emotionalValues.certaintyAmbiguity < original.certaintyAmbiguity - 0.1,
        calmIntensity: emotionalValues.intensityRestraint < original.intensityRestraint,
        addCoherence: emotionalValues.conflictCoherence > original.conflictCoherence + 0.1,
      };
      const base = aiText && aiText.trim() ? aiText : originalText;
      if (base.trim())
        parts.push(`Here is the text written that way: ${quote(rewriteTowardBalance(base, goals).text, 400)}`);
      return { response: parts.join(' ') };
    },
    async reanalyse({ originalText, adjustedEmotionalValues: target }) {
      const original = analyseAxesLocally(originalText);
      const lines: string[] = [];
      for (const { key } of AXES) {
        const diff = target[key] - original[key];
        if (Math.abs(diff) < 0.05) continue;
        const words = terms(original, key, diff < 0);
        lines.push(
          `${AXIS_NAMES[key]} ${original[key].toFixed(2)} → ${target[key].toFixed(2)} (${axisWording(key, target[key])})${
            words.length > 0 ? `: ease off ${list(words)}` : ''
          }.`,
        );
      }
      if (lines.length === 0) {
        return {
          response: `The adjusted values match the text as written (${toneWords(original)}); nothing needs to change.`,
        };
      }
      const rewrite = rewriteTowardBalance(originalText, {
        addWarmth: target.warmthDetachment > original.warmthDetachment + 0.1,
        replaceHarshWords: target.warmthDetachment > original.warmthDetachment,
        clarifyHedges: target.certaintyAmbiguity > original.certaintyAmbiguity + 0.1,
        softenAbsolutes: target.certaintyAmbiguity < original.certaintyAmbiguity - 0.1,
        calmIntensity: target.intensityRestraint < original.intensityRestraint - 0.05,
        addCoherence: target.conflictCoherence > original.conflictCoherence + 0.1,
      });
      const tension = tensionExplanation(target);
      return {
        response: [
          'With the adjusted values:',
          ...lines,
          tension
            ? `${tension} The adjusted reading would still carry it.`
            : 'The adjusted reading would carry no tension.',
          `A version closer to these values: ${quote(rewrite.text, 600)}`,
          rewrite.edits.length > 0 ? `Changes: ${describeEdits(rewrite.edits)}.` : '',
        ]
          .filter(Boolean)
          .join(' '),
      };
    },
    async echoReply({ inputText, echoMode }) {
      const axes = analyseAxesLocally(inputText);
      const charged = mostChargedSentence(inputText);
      const anchor = charged ? quote(charged.sentence, 80) : quote(inputText, 80);
      const tension = tensionExplanation(axes);
      const warmWords = terms(axes, 'warmthDetachment', true);
      const coolWords = terms(axes, 'warmthDetachment', false);
      if (echoMode === 'solo') {
        return {
          resonantReply: [
            `I hear ${anchor}.`,
            axes.certaintyAmbiguity < 0.45
              ? `You sound unsure${terms(axes, 'certaintyAmbiguity', false).length ? ` (${list(terms(axes, 'certaintyAmbiguity', false))})` : ''}; what would you say if you did not have to be certain?`
              : `You sound clear about this; what feeling sits underneath that clarity?`,
            tension
              ? `${tension} Which side of it feels more like you today?`
              : 'Take a breath with it before deciding anything.',
          ].join(' '),
        };
      }
      if (echoMode === 'message') {
        return {
          resonantReply: [
            `If I were receiving this, ${anchor} is the line I would remember.`,
            warmWords.length > 0 ? `${list(warmWords)} would tell me you care.` : '',
            coolWords.length > 0 ? `${list(coolWords)} might make me feel held at arm's length.` : '',
            axes.intensityRestraint > 0.7
              ? 'The force of it could make me defensive before I reach your point.'
              : 'The pace gives me room to take it in.',
            'Is that the reaction you want?',
          ]
            .filter(Boolean)
            .join(' '),
        };
      }
      const conflict = terms(axes, 'conflictCoherence', false);
      return {
        resonantReply: [
          `Coming back to this thread, ${anchor} is where it turns.`,
          conflict.length > 0
            ? `${list(conflict)} pull against the rest of what you wrote.`
            : 'Nothing in it pulls hard against the rest, which gives you a steady place to reply from.',
          tension ?? '',
          'What do you want the next message in this thread to change?',
        ]
          .filter(Boolean)
          .join(' '),
      };
    },
    async spectralDefinition(text) {
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
          `${quote(text, 60)} sits at spectral value ${value.toFixed(3)} (${toneToFrequency(value)} Hz) in the ${band.name} band — ${band.meaning.toLowerCase()}; ${band.context}. ` +
          `Its characters are ${spectrum.deepTonePercentage.toFixed(0)}% deep, ${spectrum.suspendedTonePercentage.toFixed(0)}% suspended and ${spectrum.brightTonePercentage.toFixed(0)}% bright, so it is mostly ${dominant[0]}. ` +
          `It opens at ${spectrum.openingTone.toFixed(2)}, peaks at ${spectrum.peakIntensity.toFixed(2)} and ${arc} (${spectrum.resolution.toFixed(2)}).`,
      };
    },
    async scoreExercise(input) {
      return scoreExerciseFor(input);
    },
    async recommendations(input) {
      return recommendationsFor(input);
    },
  };
}
