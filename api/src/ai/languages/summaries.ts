/**
 * The local engine's readings in Spanish, French and German: the plain feedback and the
 * enhanced summary of a text, the reanalysis with adjusted axis values, the spectral definition
 * and the learning recommendations. Each language's table (summary-es.ts, summary-fr.ts,
 * summary-de.ts) holds whole-sentence templates; the builders below fill their slots with
 * numbers, quoted words of the text, lists and the table's own nouns, as replies.ts does. Where
 * a sentence changes with a count or with an optional part (an anchor sentence), the table holds
 * one template per case: no sentence is glued from words.
 */
import {
  analyseSpectral,
  AXES,
  emotionalBand,
  readTone,
  spectralValue,
  tensionReasons,
  toneIsFelt,
  toneLensLocally,
  toneName,
  toneToFrequency,
  type AxisKey,
  type AxisScores,
  type EmotionalBand,
} from '@tonelens/core';
import { aimsToward } from '../rewrite';
import { mostChargedSentence } from '../text';
import type { EnhancedReading, PlainFeedback, RecommendationDraft, RecommendationInput, SkillKey } from '../types';
import {
  anchorOf,
  asWritten,
  driverWords,
  fill,
  joined,
  listIn,
  quoteIn,
  rewriteIn,
  type AxesToneId,
  type LocalReplies,
} from './replies';

/** A sentence with {slots}. */
type Template = string;
/** One template for a single item and one for several. */
interface Counted {
  one: Template;
  many: Template;
}
/** A sentence with an anchor (a quoted sentence of the text) and the same sentence without one. */
interface Anchored {
  with: Template;
  without: Template;
}

/** One language's readings (see the module comment). */
export interface SummaryReplies {
  /** Each axis's name ("Calidez") and the noun phrase of each end ("la cercanía", "la distancia"). */
  axes: Readonly<Record<AxisKey, { name: string; high: string; low: string }>>;
  /** The six spectral bands as the interface names them, with what each means. */
  bands: Readonly<Record<EmotionalBand['name'], { name: string; meaning: string }>>;
  feedback: {
    /** {count} words, {tone} the tone's noun phrase. */
    response: Counted;
    /** {sentence}: the sentence that carries the most feeling, quoted. */
    charged: Template;
    /** A tense tone the text names as the writer's own feeling ({words}: the phrases behind it). */
    felt: Counted;
    /** A tense tone that is not felt. */
    edge: Counted;
    /** Tips, {words} a list of quoted words. */
    cold: Template;
    hedges: Template;
    absolutes: Template;
    loud: Counted;
    conflict: Counted;
    nothingPositive: Template;
    nothing: Template;
    /** The empathic line per family ({anchor}: the most charged sentence, quoted). */
    empathic: {
      positive: Anchored;
      positiveTension: Anchored;
      felt: Anchored;
      tense: Anchored;
      unsure: Anchored;
      steady: Template;
    };
    /** {axis} {value}: {words} … {end}. */
    insight: Counted;
    /** The tension rules that hold ({count} of them). */
    tension: Counted;
    noInsightSteady: Template;
    noInsight: Template;
    /** {text}: the text, quoted. */
    prompt: Template;
  };
  enhanced: {
    /** {tone}: the tone's noun phrase. */
    summary: Template;
    /** {sentence}: quoted. */
    tensionIn: Template;
    suggestion: Readonly<Record<'tense' | 'steady' | 'positive', Template>>;
    response: Readonly<Record<'tense' | 'steady' | 'positive', Template>>;
  };
  reanalyse: {
    intro: Template;
    /** {axis} {from} {to} {end}. */
    line: Template;
    stillTense: Template;
    calm: Template;
    /** {text}: the rewrite, quoted. */
    rewritten: Template;
    /** No phrase could be reworded toward the values. */
    noRewrite: Template;
    nothing: Template;
  };
  spectral: {
    /** {text} {value} {hz} {band} {meaning}. */
    place: Template;
    /** {deep} {suspended} {bright} {dominant}. */
    make: Template;
    dominant: Readonly<Record<'deep' | 'suspended' | 'bright', string>>;
    /** {opening} {peak} {resolution}. */
    arc: Readonly<Record<'rises' | 'settles' | 'same', Template>>;
    letters: Template;
  };
  recommendations: {
    skills: Readonly<Record<SkillKey, string>>;
    /** {title}, {module}. */
    next: { title: Template; description: Template; first: Template; reason: Counted };
    /** {skill}, {title}, {score}. */
    weakest: { title: Template; description: Template; reason: Template };
    /** {tense} of {count}. */
    pause: { title: Template; description: Template; reason: Counted };
    warmer: { title: Template; description: Template };
    balance: { title: Template; description: Template };
    /** {value}: the mean warmth. */
    warmthReason: Template;
    streak: { title: Template; description: Template; reason: Template };
  };
}

/** A number as the language writes it (a decimal comma in Spanish, French and German). */
const decimal = (r: LocalReplies, v: number, digits = 2) => decimalIn(r.language, v, digits);
const decimalIn = (locale: string, v: number, digits = 2) =>
  v.toLocaleString(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });

const pickCount = (c: Counted, n: number, slots: Readonly<Record<string, string>>) =>
  fill(n === 1 ? c.one : c.many, { count: String(n), ...slots });

/** The counted template for `items` with {words} and the other slots filled; undefined for none. */
function counted(
  r: LocalReplies,
  c: Counted,
  items: readonly string[],
  slots: Readonly<Record<string, string>> = {},
): string | undefined {
  if (items.length === 0) return undefined;
  return fill(items.length === 1 ? c.one : c.many, { ...slots, words: listIn(r, items) });
}

const anchored = (a: Anchored, anchor: string | undefined) =>
  anchor === undefined ? a.without : fill(a.with, { anchor });

/**
 * The reading of `text` in the language it is written in (detected among English and the loaded
 * languages, `r`'s among them: an English text stays English for a Spanish reader, as on the
 * result card), and the tone the axes name, which each table has a noun phrase for.
 */
function readingIn(r: LocalReplies, text: string) {
  const reading = readTone(text);
  const named = toneName(reading.axes, reading.axes.drivers).id as AxesToneId;
  const top = reading.tones[0]!;
  const id = (top.name in r.tones ? top.name : named) as AxesToneId;
  return { reading, id, family: top.family };
}

/** One sentence per leaning axis naming the words that moved it. */
function insights(r: LocalReplies, text: string, axes: ReturnType<typeof readTone>['axes']): string[] {
  const s = r.summary;
  const out: string[] = [];
  for (const { key } of AXES) {
    const v = axes[key];
    if (Math.abs(v - 0.5) < 0.1) continue;
    const words = driverWords(r, text, axes, key, v > 0.5);
    if (words.length === 0) continue;
    const { name, high, low } = s.axes[key];
    out.push(counted(r, s.feedback.insight, words, { axis: name, value: decimal(r, v), end: v > 0.5 ? high : low })!);
  }
  return out;
}

/** The plain feedback of `text` in the language of `r`. */
export function plainFeedbackIn(r: LocalReplies, text: string): PlainFeedback {
  const f = r.summary.feedback;
  const { reading, id, family } = readingIn(r, text);
  const { axes } = reading;
  const charged = mostChargedSentence(text);
  const anchor = charged ? quoteIn(r, charged.sentence.replace(/[\s.!?…]+$/u, ''), 60) : undefined;
  const aiResponse = joined(
    pickCount(f.response, axes.wordCount, { tone: r.tones[id] }),
    charged ? fill(f.charged, { sentence: quoteIn(r, charged.sentence.replace(/[\s.!?…]+$/u, ''), 120) }) : undefined,
  );
  const words = (key: AxisKey, positive: boolean) => driverWords(r, text, axes, key, positive);
  const list = (items: string[]) => listIn(r, items);
  // The phrases as the text writes them ("Katastrophe", where the reading lowers it).
  const phrases = reading.tones[0]!.phrases.map((p) => quoteIn(r, asWritten(text, p), 40));
  const tips = [
    family === 'tense' && phrases.length > 0 && counted(r, toneIsFelt(reading) ? f.felt : f.edge, phrases),
    axes.warmthDetachment < 0.4 &&
      words('warmthDetachment', false).length > 0 &&
      fill(f.cold, { words: list(words('warmthDetachment', false)) }),
    axes.certaintyAmbiguity < 0.4 &&
      words('certaintyAmbiguity', false).length > 0 &&
      fill(f.hedges, { words: list(words('certaintyAmbiguity', false)) }),
    axes.certaintyAmbiguity > 0.8 &&
      words('certaintyAmbiguity', true).length > 0 &&
      fill(f.absolutes, { words: list(words('certaintyAmbiguity', true)) }),
    axes.intensityRestraint > 0.7 && counted(r, f.loud, words('intensityRestraint', true)),
    axes.conflictCoherence < 0.4 && counted(r, f.conflict, words('conflictCoherence', false)),
  ];
  const advice = joined(...tips);
  const tension = tensionReasons(axes);
  const e = f.empathic;
  const empathicResponse =
    family === 'positive'
      ? anchored(tension.length > 0 ? e.positiveTension : e.positive, anchor)
      : family === 'tense'
        ? anchored(toneIsFelt(reading) ? e.felt : e.tense, anchor)
        : id === 'unsure'
          ? anchored(e.unsure, anchor)
          : e.steady;
  const found = insights(r, text, axes);
  if (tension.length > 0) found.push(pickCount(f.tension, tension.length, {}));
  return {
    aiResponse,
    feedback: advice || (family === 'positive' && tension.length === 0 ? f.nothingPositive : f.nothing),
    empathicResponse,
    aiInsights: found.length > 0 ? found.join(' ') : family === 'steady' ? f.noInsightSteady : f.noInsight,
    conversationalPrompt: fill(f.prompt, { text: quoteIn(r, text, 40) }),
  };
}

/** The enhanced reading of `text` in the language of `r`: core's numbers, this language's words. */
export function enhancedIn(r: LocalReplies, text: string): EnhancedReading {
  const s = r.summary.enhanced;
  const { reading: tone, id, family } = readingIn(r, text);
  const reading = toneLensLocally(text, tone.axes, tone);
  const charged = mostChargedSentence(text);
  return {
    warmthDetachment: reading.warmthDetachment,
    certaintyAmbiguity: reading.certaintyAmbiguity,
    intensityRestraint: reading.intensityRestraint,
    conflictCoherence: reading.conflictCoherence,
    toneLensSummary: joined(
      fill(s.summary, { tone: r.tones[id] }),
      ...insights(r, text, tone.axes).slice(0, 2),
      reading.tensionDetected && charged !== null && fill(s.tensionIn, { sentence: anchorOf(r, text) }),
    ),
    tensionDetected: reading.tensionDetected,
    echoRoomSuggestion: s.suggestion[family],
    conversationalResponse: s.response[family],
    resonanceScore: reading.resonanceScore,
    resonanceLabel: reading.resonanceLabel,
  };
}

/** What `originalText` would become with the axis values `target`, in the language of `r`. */
export function reanalyseIn(r: LocalReplies, originalText: string, target: AxisScores): string {
  const s = r.summary.reanalyse;
  const original = readTone(originalText).axes;
  const lines = AXES.filter(({ key }) => Math.abs(target[key] - original[key]) >= 0.05).map(({ key }) =>
    fill(s.line, {
      axis: r.summary.axes[key].name,
      from: decimal(r, original[key]),
      to: decimal(r, target[key]),
      end: target[key] > original[key] ? r.summary.axes[key].high : r.summary.axes[key].low,
    }),
  );
  if (lines.length === 0 || aimsToward(original, target).length === 0) return s.nothing;
  const rewrite = rewriteIn(r, originalText);
  return joined(
    s.intro,
    ...lines,
    tensionReasons(target).length > 0 ? s.stillTense : s.calm,
    rewrite.changed ? fill(s.rewritten, { text: quoteIn(r, rewrite.text, 600) }) : s.noRewrite,
  );
}

/** The spectral definition of `text` in the language of `r`: drawn from its letters, not its mood. */
export function spectralIn(r: LocalReplies, text: string): string {
  const s = r.summary.spectral;
  const spectrum = analyseSpectral(text);
  const value = spectralValue(spectrum);
  const band = r.summary.bands[emotionalBand(value).name];
  const arc =
    spectrum.resolution > spectrum.openingTone + 0.05
      ? s.arc.rises
      : spectrum.resolution < spectrum.openingTone - 0.05
        ? s.arc.settles
        : s.arc.same;
  const shares = {
    deep: spectrum.deepTonePercentage,
    suspended: spectrum.suspendedTonePercentage,
    bright: spectrum.brightTonePercentage,
  };
  const dominant = (Object.keys(shares) as (keyof typeof shares)[]).sort((a, b) => shares[b] - shares[a])[0]!;
  const pct = (v: number) => v.toFixed(0);
  return joined(
    fill(s.place, {
      text: quoteIn(r, text, 60),
      value: decimal(r, value, 3),
      hz: String(toneToFrequency(value)),
      band: band.name,
      meaning: band.meaning,
    }),
    fill(s.make, {
      deep: pct(shares.deep),
      suspended: pct(shares.suspended),
      bright: pct(shares.bright),
      dominant: s.dominant[dominant],
    }),
    fill(arc, {
      opening: decimal(r, spectrum.openingTone),
      peak: decimal(r, spectrum.peakIntensity),
      resolution: decimal(r, spectrum.resolution),
    }),
    s.letters,
  );
}

/** The templates of the learning recommendations, in one language. */
export type RecommendationTemplates = SummaryReplies['recommendations'];

/** The learning recommendations in the language of `r`. */
export function recommendationsIn(r: LocalReplies, input: RecommendationInput): RecommendationDraft[] {
  return recommendationsWith(r.summary.recommendations, r.language, input);
}

/**
 * The learning recommendations for `input`, told with the templates `t` and numbers written as `locale`
 * writes them: the next lesson, one for the weakest skill, a pause or warmth practice from the recent
 * analyses, and a streak to start. English and every other language make the same choices here.
 */
export function recommendationsWith(
  t: RecommendationTemplates,
  locale: string,
  input: RecommendationInput,
): RecommendationDraft[] {
  const out: RecommendationDraft[] = [];
  const skills = (Object.keys(input.scores) as SkillKey[]).sort((a, b) => input.scores[a] - input.scores[b]);
  const weakest = skills[0]!;
  const next = input.openLessons[0];
  if (next) {
    out.push({
      title: fill(t.next.title, { title: next.title }),
      description: fill(t.next.description, { module: next.moduleKey }),
      priority: input.lessonsCompleted === 0 ? 4 : 3,
      personalizedReason:
        input.lessonsCompleted === 0 ? t.next.first : pickCount(t.next.reason, input.lessonsCompleted, {}),
      difficulty: next.difficulty,
      estimatedTime: next.estimatedTime,
      lessonKey: next.lessonKey,
    });
  }
  const forWeakest = input.openLessons.find((l) => l.skill === weakest && l.lessonKey !== next?.lessonKey);
  if (forWeakest) {
    const slots = {
      skill: t.skills[weakest],
      title: forWeakest.title,
      score: String(Math.round(input.scores[weakest])),
    };
    out.push({
      title: fill(t.weakest.title, slots),
      description: fill(t.weakest.description, slots),
      priority: input.scores[weakest] < 40 ? 4 : 2,
      personalizedReason: fill(t.weakest.reason, slots),
      difficulty: forWeakest.difficulty,
      estimatedTime: forWeakest.estimatedTime,
      lessonKey: forWeakest.lessonKey,
    });
  }
  if (input.recentAxes.length > 0) {
    const tense = input.recentAxes.filter((a) => tensionReasons(a).length > 0).length;
    if (tense / input.recentAxes.length >= 0.5) {
      const regulation = input.openLessons.find((l) => l.skill === 'emotionalRegulationScore');
      out.push({
        title: t.pause.title,
        description: t.pause.description,
        priority: 5,
        personalizedReason: pickCount(t.pause.reason, input.recentAxes.length, { tense: String(tense) }),
        difficulty: regulation?.difficulty ?? 2,
        estimatedTime: regulation?.estimatedTime ?? 10,
        lessonKey: regulation?.lessonKey ?? null,
      });
    } else {
      const meanWarmth = input.recentAxes.reduce((s, a) => s + a.warmthDetachment, 0) / input.recentAxes.length;
      const advice = meanWarmth < 0.45 ? t.warmer : t.balance;
      out.push({
        title: advice.title,
        description: advice.description,
        priority: 2,
        personalizedReason: fill(t.warmthReason, { value: decimalIn(locale, meanWarmth) }),
        difficulty: 1,
        estimatedTime: 15,
        lessonKey: null,
      });
    }
  }
  if (input.currentStreak === 0) {
    out.push({
      title: t.streak.title,
      description: t.streak.description,
      priority: 1,
      personalizedReason: t.streak.reason,
      difficulty: 1,
      estimatedTime: 15,
      lessonKey: null,
    });
  }
  return out;
}
