/**
 * The whole reading of a text in one call: the tones a person would name
 * (up to three, strongest first, each with the phrases behind it), from the
 * learned emotions, politeness, sarcasm, the rules that find blame, demands
 * and dismissal, and the four axes. Every surface shows what this returns, so
 * no screen names a tone of its own.
 */
import { type AxisDriver, type LocalAxesResult } from '../engine/axes';
import type { Language, OtherLanguage } from '../engine/languages/language';
import { readEmotions, type EmotionReading } from '../engine/emotions';
import type { EmotionLabel } from '../engine/emotion-labels';
import { readPoliteness, type PolitenessReading } from '../engine/politeness';
import { findBlame, type BlameKind } from '../engine/rules/blame';
import type { Cue } from '../engine/rules/cue';
import { findDemands, type DemandKind } from '../engine/rules/demands';
import { findDismissals, type DismissalKind } from '../engine/rules/dismissal';
import { findPersistence, type PersistenceKind } from '../engine/rules/persistence';
import { findWorry, type WorryKind } from '../engine/rules/worry';
import { findHurt, type HurtKind } from '../engine/rules/hurt';
import { findDistress, type DistressKind } from '../engine/rules/distress';
import { findLowMood, type LowMoodKind } from '../engine/rules/low-mood';
import { findElation, type ElationKind } from '../engine/rules/elation';
import { findSympathy, type SympathyKind } from '../engine/rules/sympathy';
import { findApology, type ApologyKind } from '../engine/rules/apology';
import { findContempt, type ContemptKind } from '../engine/rules/contempt';
import { findGrievance, type GrievanceKind } from '../engine/rules/grievance';
import { findNotice, type NoticeKind } from '../engine/rules/notice';
import { findFault, type FaultKind } from '../engine/rules/fault';
import { findResignation, type ResignationKind } from '../engine/rules/resignation';
import { findOthersFeelings, type OthersKind } from '../engine/rules/others';
import { findSelfReports, type SelfReportKind } from '../engine/rules/self-report';
import { findJudgments, type JudgmentKind } from '../engine/rules/judgment';
import { findFelicitations, type FelicitationKind } from '../engine/rules/felicitation';
import { findLookingAfter, type LookingAfterKind } from '../engine/rules/looking-after';
import { findCompany, type CompanyKind } from '../engine/rules/company';
import { findUnmetHope, type UnmetHopeKind } from '../engine/rules/unmet-hope';
import { findUltimatum, type UltimatumKind } from '../engine/rules/ultimatum';
import { findShouting, type ShoutingKind } from '../engine/rules/shouting';
import { type SarcasmReading } from '../engine/rules/sarcasm/index';
import { findMixed, type MixedVerdict } from './mixed';
import { readInLanguage } from './read-in-language';
import { slight } from './slight';
import { readAxes, type AxesReading } from './read-axes';
import { toneName, type ToneName } from './tone-name';
import { TONES, toneSaying, type ReadingContext, type ToneFamily, type ToneId } from './tones';

/** What a reading is asked to read. */
export interface ReadToneOptions {
  /** A message is read as its reader may take it; a journal entry as the writer's own feeling. Default 'message'. */
  context?: ReadingContext;
  /** The language of the text; detected when not given (analyseAxesLocally's AxesOptions). */
  language?: Language;
}

/** One tone a reading names. */
export interface ReadTone {
  name: ToneId;
  /** The name as shown ("Hurt"). */
  label: string;
  family: ToneFamily;
  /** How clearly the text carries it, 0..1: the evidence mapped so that stronger evidence always shows stronger. */
  strength: number;
  /** "May read as hurt" for a message, "You sound hurt" for a journal entry. */
  saying: string;
  /** One sentence on what the tone means for the reader. */
  meaning: string;
  /** The words of the text behind it, most telling first (at most {@link TONE_PHRASES}). */
  phrases: string[];
}

/** The cues of the tone rules that the reading found. */
export interface ToneCues {
  blame: Cue<BlameKind>[];
  demands: Cue<DemandKind>[];
  dismissals: Cue<DismissalKind>[];
  persistence: Cue<PersistenceKind>[];
  worry: Cue<WorryKind>[];
  hurt: Cue<HurtKind>[];
  distress: Cue<DistressKind>[];
  lowMood: Cue<LowMoodKind>[];
  elation: Cue<ElationKind>[];
  sympathy: Cue<SympathyKind>[];
  apology: Cue<ApologyKind>[];
  contempt: Cue<ContemptKind>[];
  grievance: Cue<GrievanceKind>[];
  notice: Cue<NoticeKind>[];
  fault: Cue<FaultKind>[];
  resignation: Cue<ResignationKind>[];
  others: Cue<OthersKind>[];
  selfReports: Cue<SelfReportKind>[];
  judgments: Cue<JudgmentKind>[];
  felicitations: Cue<FelicitationKind>[];
  lookingAfter: Cue<LookingAfterKind>[];
  company: Cue<CompanyKind>[];
  unmetHope: Cue<UnmetHopeKind>[];
  ultimatum: Cue<UltimatumKind>[];
}

/** The whole reading of a text. */
export interface ToneReading {
  context: ReadingContext;
  /** The language the text was read in. */
  language: Language;
  /** Up to {@link MAX_TONES} tones, strongest first; never empty. */
  tones: ReadTone[];
  axes: LocalAxesResult;
  emotions: EmotionReading;
  politeness: PolitenessReading;
  sarcasm: SarcasmReading;
  cues: ToneCues;
}

/** How many tones a reading shows at most. */
export const MAX_TONES = 3;
/** How many phrases each tone carries at most. */
export const TONE_PHRASES = 4;
/** Strength (0..1) from which a tone counts as present. */
export const TONE_PRESENT = 0.3;
/** A second or third tone is shown only when it reaches this share of the strongest one's strength. */
export const TONE_SECOND_SHARE = 0.6;

/** Everything the tone evidence is weighed from. */
interface Signals {
  text: string;
  context: ReadingContext;
  words: number;
  /** The axes of the words as written (readAxes' surface): sarcasm is weighed by its own tone. */
  axes: LocalAxesResult;
  /** Each emotion's evidence, 0 upward (1 is clear): how far its probability rose from the model's prior toward {@link EMOTION_CLEAR}. */
  e: Readonly<Record<EmotionLabel, number>>;
  emotions: EmotionReading;
  politeness: PolitenessReading;
  sarcasm: SarcasmReading;
  cues: ToneCues;
  /** True when the text speaks to its reader or of being left alone ("you", "nobody"). */
  relational: boolean;
  /** True when the text asks a question. */
  asks: boolean;
  /** The runs of the text written in capitals (rules/shouting.ts), read from the text as written in every language. */
  shouted: Cue<ShoutingKind>[];
  /** The phrase of sympathy ("sorry for your loss"), when the text's "sorry" offers it rather than apologising. */
  sympathy: string | null;
  /** True when the text apologises: its sadness is the apology's, not a grief of its own. */
  apologises: boolean;
  /** Praise on one side of a contrast and a complaint on the other ("Good food, but the waiter was rude"). */
  mixed: MixedVerdict | null;
  /**
   * The share (0..1) of the words' warm and cold weight that tells someone else's feeling (rules/others.ts) or
   * hopes for someone's safety (rules/worry.ts, whose good words voice worry): not the writer's own affect.
   */
  theirs: { positive: number; negative: number };
}

/** A tone's strength and the phrases behind it. */
interface Evidence {
  strength: number;
  phrases: string[];
}

/**
 * The probability (0..1) at which an emotion counts as clearly there. GoEmotions' raters
 * agreed on few labels per comment, so a calibrated probability of 0.4 is a clear reading;
 * an emotion's evidence is its rise from the model's prior (the reading of an empty text)
 * toward this, so rare and common labels weigh alike.
 */
export const EMOTION_CLEAR = 0.5;
/** Affect (LocalAxesResult.valence, −1..1) past which the words themselves say the text is negative or positive. */
export const AFFECT_CLEAR = 0.25;

const clamp01 = (v: number) => (v < 0 ? 0 : v > 1 ? 1 : v);
let prior: Readonly<Record<EmotionLabel, number>> | null = null;
/** Each emotion's evidence, 0..1, from its probability and the model's prior. */
function emotionEvidence(scores: Readonly<Record<EmotionLabel, number>>): Record<EmotionLabel, number> {
  prior ??= readEmotions('').scores;
  const out = {} as Record<EmotionLabel, number>;
  for (const label of Object.keys(scores) as EmotionLabel[]) {
    const base = prior[label];
    out[label] = Math.max(0, (scores[label] - base) / (EMOTION_CLEAR - base));
  }
  return out;
}
/** A stretch of the text whose feeling words a rule reads, and which emotions the model read there it takes over. */
interface ReadByRule {
  start: number;
  end: number;
  takes: (label: EmotionLabel) => boolean;
}
/**
 * The emotions a feeling the writer names keeps from the model (rules/self-report.ts): those its own tone's
 * evidence reads. What the model read in the same words for the labels of other tones ("frustrated" as anger
 * or annoyance) is left to the self-report.
 */
const OWNED: Readonly<Record<SelfReportKind, readonly EmotionLabel[]>> = {
  frustrated: [],
  annoyed: ['annoyance'],
  angry: ['anger', 'disgust'],
  sad: ['sadness', 'grief'],
  disappointed: ['disappointment'],
  worried: ['nervousness', 'fear'],
  anxious: ['fear', 'nervousness'],
  grateful: ['gratitude'],
  excited: ['excitement'],
  joyful: ['joy', 'pride', 'amusement', 'optimism', 'relief'],
  confident: ['optimism'],
  unsure: ['confusion'],
  calm: ['relief'],
};
/** The emotions a word judging a thing dreadful may have raised that are the writer's own feeling, not the thing's. */
const FEAR_LABELS: ReadonlySet<EmotionLabel> = new Set(['fear', 'nervousness']);
/**
 * The stretches whose feeling words the tones read by a rule rather than through the emotion model:
 * - someone else's feeling (rules/others.ts): "you laughed" raised amusement, but the laughter is the reader's,
 *   not the writer's joy — every emotion read there is left out;
 * - a feeling the writer names (rules/self-report.ts): "I'm so frustrated" is frustration, which the model reads
 *   partly as anger — the emotions of other tones read there are left out;
 * - a thing judged dreadful (rules/judgment.ts, in a text that voices no worry): "The food was terrible" judges
 *   the food; the fear the model learned from those words is left out, the complaint they make stays;
 * - a congratulation or good wish (rules/felicitation.ts): the gratitude the model reads in "congrats" thanks no
 *   one; the warmth it is counts in the warm tone;
 * - a reproach (rules/blame.ts): the confusion the model reads in "why didn't you" or "I'm not sure why this
 *   wasn't done" is the reproach's manner, not the writer's doubt; the accusatory tone carries it;
 * - asking after the reader (rules/looking-after.ts): the curiosity the model reads in "have you eaten?" is care,
 *   which the caring tone carries;
 * - gladness of the reader's company (rules/company.ts): the joy the model reads in "I enjoyed our chat" is
 *   warmth toward the reader, which the warm tone carries;
 * - a greeting (the politeness strategy): the "good" of "Good morning" praises nothing; the admiration and
 *   approval the model reads there are the greeting's courtesy, which the courteous tone carries;
 * - a hope told as past or a plan that fell through (rules/unmet-hope.ts): the gladness the model reads in "I was
 *   looking forward to it" and the anger or shame in "Shame it fell through" are a let-down's, which the
 *   disappointed tone carries.
 */
function readByRules(cues: ToneCues, politeness: PolitenessReading): ReadByRule[] {
  return [
    ...cues.others.map((c) => ({ ...c, takes: () => true })),
    ...cues.selfReports.map((c) => ({ ...c, takes: (label: EmotionLabel) => !OWNED[c.kind].includes(label) })),
    ...judged(cues).map((c) => ({ ...c, takes: (label: EmotionLabel) => FEAR_LABELS.has(label) })),
    ...cues.felicitations.map((c) => ({ ...c, takes: (label: EmotionLabel) => label === 'gratitude' })),
    ...cues.blame.map((c) => ({ ...c, takes: (label: EmotionLabel) => label === 'confusion' })),
    ...cues.lookingAfter.map((c) => ({ ...c, takes: (label: EmotionLabel) => label === 'curiosity' })),
    ...cues.company.map((c) => ({ ...c, takes: (label: EmotionLabel) => COMPANY_LABELS.has(label) })),
    ...cues.unmetHope.map((c) => ({ ...c, takes: (label: EmotionLabel) => UNMET_HOPE_LABELS.has(label) })),
    ...politeness.strategies
      .filter((p) => p.name === 'greeting')
      .map((p) => ({ ...p, takes: (label: EmotionLabel) => label === 'admiration' || label === 'approval' })),
  ];
}
/** The glad emotions the model may read in words glad of the reader's company. */
const COMPANY_LABELS: ReadonlySet<EmotionLabel> = new Set(['joy', 'excitement', 'admiration', 'approval']);
/** The emotions the model may read in the words of an unmet hope ("looking forward", "shame") that are not the writer's. */
const UNMET_HOPE_LABELS: ReadonlySet<EmotionLabel> = new Set([
  'joy',
  'excitement',
  'optimism',
  'anger',
  'disgust',
  'embarrassment',
]);
/** The judgments of a text that voices no worry: beside a worry, a dreadful thing ("the storm looks awful") is what is feared. */
const judged = (cues: ToneCues) => (cues.worry.length > 0 ? [] : cues.judgments);
/**
 * The evidence left to each emotion once what the model read in stretches a rule reads is taken out: each
 * label of the drivers keeps the share of its drivers' weight outside the stretches that take it.
 */
function writersOwn(
  e: Record<EmotionLabel, number>,
  drivers: EmotionReading['drivers'],
  stretches: readonly ReadByRule[],
): Record<EmotionLabel, number> {
  if (stretches.length === 0) return e;
  for (const { label, terms } of drivers) {
    // Most labels are taken by no stretch: their terms need no look.
    const taking = stretches.filter((c) => c.takes(label));
    if (taking.length === 0) continue;
    let total = 0;
    let taken = 0;
    for (const t of terms) {
      total += t.weight;
      if (taking.some((c) => t.start >= c.start && t.end <= c.end)) taken += t.weight;
    }
    if (total > 0) e[label] *= 1 - taken / total;
  }
  return e;
}
/**
 * The share of each side's warmth drivers found inside phrases of someone else's feeling ("she is still angry")
 * or of a hope for someone's safety ("I hope she is okay", whose "hope" and "okay" voice worry).
 */
function theirAffect(axes: LocalAxesResult, cues: ToneCues): Signals['theirs'] {
  const others = [...cues.others, ...cues.worry.filter((c) => c.kind === 'safety')];
  if (others.length === 0) return { positive: 0, negative: 0 };
  const phrases = others.map((c) => ` ${c.phrase.toLowerCase()} `);
  const share = (drivers: readonly AxisDriver[]) => {
    let total = 0;
    let theirs = 0;
    for (const d of drivers) {
      total += d.weight;
      const inside = phrases.filter((p) => p.includes(` ${d.term.toLowerCase()} `)).length;
      theirs += d.weight * Math.min(1, inside / d.count);
    }
    return total > 0 ? theirs / total : 0;
  };
  const { positive, negative } = axes.drivers.warmthDetachment;
  return { positive: share(positive), negative: share(negative) };
}
/** The larger of the labels' evidence. */
const most = (s: Signals, ...labels: EmotionLabel[]) => Math.max(...labels.map((l) => s.e[l]));
/** The phrases that raised these emotions, strongest first. */
function emotionPhrases(s: Signals, ...labels: EmotionLabel[]): string[] {
  const out: { term: string; weight: number }[] = [];
  for (const driver of s.emotions.drivers) {
    if (!labels.includes(driver.label)) continue;
    for (const term of driver.terms) if (term.kind !== 'rule' && !slight(term.term)) out.push(term);
  }
  return out.sort((a, b) => b.weight - a.weight).map((d) => d.term);
}
/**
 * How clearly the text fears something: the fear and nervousness the emotion model reads,
 * raised by each phrase that voices worry without naming it (rules/worry.ts).
 */
const fear = (s: Signals) =>
  most(s, 'fear', 'nervousness') + 0.45 * Math.min(2, s.cues.worry.length) + 0.5 * Math.min(2, s.cues.distress.length);
/**
 * True when the fear is care for someone or something (rules/worry.ts: concern, a hope for their safety, asking to
 * be reassured) with no sign of it in the writer's body or mind: worry rather than anxiety.
 */
const worriesFor = (s: Signals) => s.cues.distress.length === 0 && s.cues.worry.some((c) => c.kind !== 'anticipation');
/** True when the text asks its reader to do something: "please", "could you", "would you mind". */
const asksToAct = (s: Signals) =>
  s.politeness.strategies.some((p) => p.name === 'please' || p.name === 'pleaseStart' || p.name === 'indirectRequest');
/** True when the text holds the reader to account or says it was hurt by someone (rules/blame.ts, rules/hurt.ts). */
const reproaches = (s: Signals) => s.cues.blame.length > 0 || s.cues.hurt.length > 0 || s.cues.grievance.length > 0;
/**
 * True when the text's regret is owned toward someone: it says sorry, owns a fault (rules/apology.ts) or speaks
 * to its reader (the politeness strategy's bare "regret" is not enough). Regret of a purchase or a choice of one's own is not an apology.
 */
const owned = (s: Signals) =>
  s.cues.apology.length > 0 ||
  s.relational ||
  s.politeness.strategies.some((p) => p.name === 'apology' && !REGRET_WORD.test(p.phrase));
/** The politeness strategy's phrase of bare regret ("I regret"), which apologises only when said to someone. */
const REGRET_WORD = /\bregret/i;
/** What is left of remorse as an apology when it owns no fault toward anyone. */
const REGRET_OWN = 0.4;
/** The evidence of warmth in each congratulation or good wish (rules/felicitation.ts), or word glad of the reader's company (rules/company.ts). */
const FELICITATION_WEIGHT = 0.5;
/** The evidence of hurt in each phrase that says it wounded (rules/hurt.ts) or gives in to it (rules/resignation.ts). */
const WOUND_WEIGHT = 0.5;
/** The evidence of anger in each phrase of patience run out (rules/ultimatum.ts). */
const ULTIMATUM_WEIGHT = 0.5;
/** The evidence of anger in each shouted run of capitals (rules/shouting.ts). */
const SHOUT_WEIGHT = 0.5;
/** The evidence of care in each phrase that looks after the reader (rules/looking-after.ts). */
const LOOKING_AFTER_WEIGHT = 0.5;
/** The evidence of disappointment in each quiet complaint (rules/fault.ts). */
const FAULT_WEIGHT = 0.45;
/** How many phrases of a rule count toward a tone at most. */
const CUES_COUNTED = 2;
/** The evidence of a rule's phrases: `each` per phrase, up to {@link CUES_COUNTED} of them. */
const cueWeight = (cues: readonly Cue[], each: number) => each * Math.min(CUES_COUNTED, cues.length);
const cuePhrases = (cues: readonly Cue[]) => cues.map((c) => c.phrase);
const lean = (v: number) => v - 0.5;
/** How negative the words are, 0..1 (0 for affect at or above 0), leaving out the words of someone else's feeling. */
const negativeAffect = (s: Signals) => clamp01(-s.axes.valence / (2 * AFFECT_CLEAR)) * (1 - s.theirs.negative);
/** How positive the words are, 0..1, leaving out the words of someone else's feeling. */
const positiveAffect = (s: Signals) => clamp01(s.axes.valence / (2 * AFFECT_CLEAR)) * (1 - s.theirs.positive);
/** The model's emotions of a glad feeling: those of the positive tones. */
const GLAD_FEELINGS: readonly EmotionLabel[] = [
  'joy',
  'excitement',
  'gratitude',
  'love',
  'admiration',
  'amusement',
  'pride',
  'optimism',
];
/** How clearly the model reads a glad feeling, 0..1: the strongest of {@link GLAD_FEELINGS}. */
const gladness = (s: Signals) => Math.min(1, most(s, ...GLAD_FEELINGS));
/** How keyed up the text is beyond balance, 0..1. */
const arousal = (s: Signals) => clamp01(lean(s.axes.intensityRestraint) * 4);
/**
 * Contentment, 0..1: good words at rest ("Pleasant staff and reasonable prices", "Feeling rested"). A settled
 * text whose words are positive says something is good; that is a positive feeling, not a steady stance.
 */
const contentment = (s: Signals) => (pressing(s) ? 0 : CONTENT_WEIGHT * positiveAffect(s) * (1 - arousal(s)));
/** True when a rule found the text pressing, blaming or complaining: its good words (a greeting, a sign-off) are not contentment. */
const pressing = (s: Signals) =>
  s.cues.demands.length +
    s.cues.blame.length +
    s.cues.dismissals.length +
    s.cues.contempt.length +
    s.cues.grievance.length +
    s.cues.persistence.length +
    s.cues.hurt.length +
    s.cues.fault.length +
    s.cues.resignation.length >
  0;
/**
 * How much of hope (the model's optimism) counts as a glad feeling: hope for oneself is joy ahead of time, hope
 * for the reader ("hope you had a lovely holiday") is warmth toward them. Neither is the certainty of a stance.
 */
const HOPE_WEIGHT = 0.8;
/** The model's optimism as a glad hope: none when the hope is for someone's safety (rules/worry.ts), which is worry. */
const hope = (s: Signals) => (hopesForSafety(s) ? 0 : s.e.optimism);
const hopesForSafety = (s: Signals) => s.cues.worry.some((c) => c.kind === 'safety');
/** The labels whose words may show as a glad hope. */
const hopeLabels = (s: Signals): EmotionLabel[] => (hopesForSafety(s) ? [] : ['optimism']);
/** How much of the words' positive affect counts as contentment. */
const CONTENT_WEIGHT = 0.7;
/** Least weight (word-equivalents) of a warm word shown as the reason for contentment: a quarter of a plain word. */
const GOOD_WORD_WEIGHT = 0.25;
/** The words that warmed the text with real weight, not turned by a negator, weightiest first. */
const goodWords = (s: Signals) =>
  s.axes.drivers.warmthDetachment.positive
    .filter((d) => !d.negated && d.weight >= GOOD_WORD_WEIGHT)
    .sort((a, b) => b.weight - a.weight)
    .map((d) => d.term);

const RELATIONAL = /\b(?:you|your|you're|yours|u|ur|nobody|no one)\b/i;

/**
 * The evidence for each tone, read from the signals. Each is a small formula
 * over the emotions' evidence, the cues of the tone rules and the axes; null
 * when the tone is not there at all. Feelings the emotion model reads weakly
 * borrow from the words' own affect and arousal (the axes), so "furious"
 * still reads angry where the model saw few such comments.
 */
const EVIDENCE: Readonly<Record<ToneId, (s: Signals) => Evidence | null>> = {
  sarcastic: (s) =>
    s.sarcasm.sarcastic ? { strength: s.sarcasm.strength, phrases: s.sarcasm.cues.map((c) => c.phrase) } : null,
  angry: (s) => ({
    // Contempt (rules/contempt.ts) is anger that looks down rather than shouts.
    strength:
      Math.max(s.e.anger, 0.8 * s.e.disgust) +
      // Keyed-up negative words are anger or fear: what the text fears (rules/worry.ts, the model's fear) is not anger.
      0.8 * negativeAffect(s) * arousal(s) * (1 - Math.min(1, fear(s))) +
      cueWeight(s.cues.contempt, 0.4) * (1 - positiveAffect(s)) +
      // Patience run out ("This is the last time", rules/ultimatum.ts) is annoyance turned to anger.
      cueWeight(s.cues.ultimatum, ULTIMATUM_WEIGHT) +
      // A raised voice ("WHERE IS MY ORDER??") with nothing glad or feared in its words is anger's.
      cueWeight(s.shouted, SHOUT_WEIGHT) * (1 - Math.max(positiveAffect(s), gladness(s), Math.min(1, fear(s)))),
    phrases: [
      ...cuePhrases(s.cues.ultimatum),
      ...cuePhrases(s.cues.contempt),
      ...emotionPhrases(s, 'anger', 'disgust'),
      ...cuePhrases(s.shouted),
    ],
  }),
  annoyed: (s) => ({ strength: s.e.annoyance, phrases: emotionPhrases(s, 'annoyance') }),
  frustrated: (s) => {
    // A trouble that keeps coming back, or a question that complains of one ("why does it always…"), frustrates.
    const persisting = s.cues.persistence.length > 0;
    const grieving = s.cues.grievance.length > 0;
    const trouble = Math.max(s.e.annoyance, s.e.disappointment, s.e.anger, negativeAffect(s));
    // A fear that keeps coming back ("I couldn't sleep again. I keep thinking I'll lose my job") is dread that
    // will not let go, not a thwarted aim: as with keyed-up words in anger, what the text fears is not frustration.
    // Nor is a let-down the text says wounded it ("He forgot again… it still stings"): that is hurt.
    const recurring = grieving ? 1 : 1 - Math.min(1, fear(s) + cueWeight(s.cues.hurt, WOUND_WEIGHT));
    return {
      strength:
        (persisting || grieving ? (0.35 + trouble) * recurring : Math.min(s.e.annoyance, s.e.disappointment) * 1.2) +
        (grieving ? 0.25 : 0),
      phrases: [
        ...cuePhrases(s.cues.grievance),
        ...cuePhrases(s.cues.persistence),
        ...emotionPhrases(s, 'annoyance', 'disappointment', 'anger'),
      ],
    };
  },
  accusatory: (s) => {
    const blame = s.cues.blame;
    if (blame.length === 0) return null;
    return {
      strength: 0.45 + 0.15 * (blame.length - 1) + 0.3 * most(s, 'anger', 'annoyance', 'disapproval'),
      phrases: cuePhrases(blame),
    };
  },
  demanding: (s) => {
    const { demands } = s.cues;
    if (demands.length === 0) return null;
    const pressing = demands.filter((d) => d.kind !== 'order').length;
    const orders = demands.length - pressing;
    const softened = s.politeness.score >= 0.6 || lean(s.axes.warmthDetachment) > 0.1;
    const base = 0.35 * pressing + 0.25 * orders + (pressing > 0 && orders > 0 ? 0.1 : 0);
    return { strength: softened ? base * 0.6 : base, phrases: cuePhrases(demands) };
  },
  curt: (s) => {
    const dismissals = s.cues.dismissals;
    const warm = lean(s.axes.warmthDetachment) > 0.05 || s.politeness.score >= 0.6;
    const short = s.words <= 3 && !warm && s.e.gratitude < 0.3;
    if (dismissals.length === 0 && !short) return null;
    return {
      strength: 0.45 * dismissals.length + (short ? 0.4 : 0) - (warm ? 0.3 : 0),
      phrases: cuePhrases(dismissals),
    };
  },
  hurt: (s) => {
    // Being hurt, left out or taken for granted is felt toward someone: the text must speak of others or say so.
    // Giving in to being let down again ("I'll just wait again", rules/resignation.ts) says so quietly.
    const wounded = [...s.cues.hurt, ...s.cues.resignation];
    if ((!s.relational && wounded.length === 0) || s.sympathy) return null;
    const sorrow = most(s, 'sadness', 'disappointment', 'grief');
    const letDown = s.cues.blame.some((c) => c.kind === 'let-down' || c.kind === 'absolute');
    return {
      strength:
        sorrow * 1.15 +
        (letDown ? 0.25 : 0) +
        cueWeight(wounded, WOUND_WEIGHT) +
        0.2 * negativeAffect(s) -
        0.5 * s.e.anger,
      phrases: [
        ...cuePhrases(wounded),
        ...cuePhrases(s.cues.blame),
        ...emotionPhrases(s, 'sadness', 'disappointment', 'grief'),
      ],
    };
  },
  sad: (s) => ({
    strength:
      (most(s, 'sadness', 'grief') +
        cueWeight(s.cues.lowMood, 0.5) * (1 - positiveAffect(s)) +
        0.5 * negativeAffect(s) * (1 - arousal(s))) *
      (s.relational ? 0.85 : 1) *
      (s.sympathy ? 0.5 : 1),
    phrases: [...cuePhrases(s.cues.lowMood), ...emotionPhrases(s, 'sadness', 'grief')],
  }),
  disappointed: (s) => ({
    // Regret that owns no fault toward anyone ("I regret buying this") is the writer's own disappointment, and
    // a thing found wanting in plain words ("the pool was closed", rules/fault.ts) or called dreadful ("the food
    // was terrible", rules/judgment.ts), or a hope that was not met ("Shame it fell through", rules/unmet-hope.ts),
    // is a let-down.
    strength:
      Math.max(s.e.disappointment, owned(s) ? 0 : s.e.remorse) +
      cueWeight([...s.cues.fault, ...judged(s.cues), ...s.cues.unmetHope], FAULT_WEIGHT),
    phrases: [
      ...cuePhrases(s.cues.unmetHope),
      ...cuePhrases(s.cues.fault),
      ...cuePhrases(judged(s.cues)),
      ...emotionPhrases(s, 'disappointment', ...(owned(s) ? [] : (['remorse'] as const))),
    ],
  }),
  anxious: (s) => ({
    // Fear felt in one's own body or mind is anxiety rather than worry about someone or something, even when the
    // text asks ("What if they find out? I panic every night") or speaks to its reader.
    strength:
      fear(s) * ((s.cues.distress.length === 0 && (s.relational || s.asks)) || worriesFor(s) ? 0.85 : 1) +
      cueWeight(s.cues.distress, 0.1),
    phrases: [...cuePhrases(s.cues.distress), ...cuePhrases(s.cues.worry), ...emotionPhrases(s, 'fear', 'nervousness')],
  }),
  worried: (s) => ({
    // Asking to be reassured is worry about the reader, and care that something may go wrong for someone or
    // something is worry about them, whatever words the fear takes.
    strength: fear(s) * (s.relational || s.asks || s.cues.worry.some((c) => c.kind !== 'anticipation') ? 1 : 0.85),
    phrases: [...cuePhrases(s.cues.worry), ...emotionPhrases(s, 'nervousness', 'fear', 'caring')],
  }),
  apologetic: (s) => {
    const apology = s.cues.apology;
    const says = apology.some((c) => c.kind === 'apology');
    const regrets = apology.some((c) => c.kind === 'regret');
    if (s.sympathy && !says) return null;
    return {
      strength: Math.max(s.e.remorse * (owned(s) ? 1 : REGRET_OWN), says ? 0.9 : 0, regrets ? 0.7 : 0),
      phrases: [...cuePhrases(apology), ...emotionPhrases(s, 'remorse')],
    };
  },
  grateful: (s) => ({
    // Thanks in a request is a courtesy, which the courteous tone carries.
    strength: s.e.gratitude * (s.politeness.request ? 0.3 : 1),
    phrases: emotionPhrases(s, 'gratitude'),
  }),
  appreciative: (s) => ({
    // Praise the emotion model reads weakly ("Pleasant staff and reasonable prices") is still praise: in a message
    // that does not speak to its reader, good words at rest are a good word for something, not calm.
    strength: Math.max(
      s.e.admiration,
      0.7 * s.e.approval,
      s.context === 'message' && !s.relational ? contentment(s) : 0,
    ),
    phrases: [...emotionPhrases(s, 'admiration', 'approval'), ...goodWords(s)],
  }),
  excited: (s) => ({
    strength:
      Math.max(s.e.excitement, s.e.surprise * positiveAffect(s)) +
      0.3 * arousal(s) * positiveAffect(s) +
      cueWeight(s.cues.elation, 0.5) * (1 - negativeAffect(s)),
    phrases: [...cuePhrases(s.cues.elation), ...emotionPhrases(s, 'excitement', 'joy', 'surprise')],
  }),
  joyful: (s) => ({
    // Pride is a glad feeling of one's own or one's people's doing, not a stance of certainty; relief is the
    // gladness of a worry ended ("What a relief, the results are fine"), which at rest the calm tone reads.
    // In a journal, good words at rest are the writer's own contentment.
    strength: Math.max(
      Math.max(most(s, 'joy', 'amusement', 'pride', 'relief'), s.relational ? 0 : HOPE_WEIGHT * hope(s)) +
        0.2 * positiveAffect(s),
      s.context === 'journal' ? contentment(s) : 0,
    ),
    phrases: [
      ...emotionPhrases(s, 'joy', 'amusement', 'pride', 'relief', ...(s.relational ? [] : hopeLabels(s))),
      ...goodWords(s),
    ],
  }),
  warm: (s) => ({
    // Good words at rest spoken to the reader ("Missing you lots ❤️") are warmth toward them, and so is being
    // glad for them ("Congratulations!", "so happy for you both", rules/felicitation.ts) or of their company
    // ("It was lovely to meet you", rules/company.ts).
    strength:
      Math.max(
        s.e.love + 0.3 * Math.max(0, lean(s.axes.warmthDetachment)),
        s.context === 'message' && s.relational ? contentment(s) : 0,
        // Like thanks, a good wish in a request ("I hope you had a good weekend. Could you…") is its courtesy.
        s.relational ? HOPE_WEIGHT * hope(s) * (s.politeness.request ? 0.3 : 1) : 0,
      ) +
      cueWeight(s.cues.felicitations, FELICITATION_WEIGHT) +
      cueWeight(s.cues.company, FELICITATION_WEIGHT),
    phrases: [
      ...cuePhrases(s.cues.felicitations),
      ...cuePhrases(s.cues.company),
      ...emotionPhrases(s, 'love', ...(s.relational ? hopeLabels(s) : [])),
      ...(s.relational ? goodWords(s) : []),
    ],
  }),
  caring: (s) => ({
    // Sympathy shares the sorrow it answers, and asking after the reader or urging them to rest is care
    // ("Have you eaten today?"). Concern that voices fear is worry, and care that holds the reader to account
    // ("make sure you actually…") is a reproach: each names the text first.
    strength: s.sympathy
      ? Math.max(s.e.caring, 0.9) + 0.5 * most(s, 'sadness', 'grief')
      : (s.e.caring * (s.cues.worry.length > 0 ? 0.6 : 1) + cueWeight(s.cues.lookingAfter, LOOKING_AFTER_WEIGHT)) *
        (reproaches(s) ? 0.5 : 1),
    phrases: [...(s.sympathy ? [s.sympathy] : []), ...cuePhrases(s.cues.lookingAfter), ...emotionPhrases(s, 'caring')],
  }),
  courteous: (s) => {
    if (s.politeness.strategies.length === 0) return null;
    return {
      strength: (s.politeness.score - 0.5) * (s.politeness.request ? 2 : 1.2),
      phrases: s.politeness.strategies.filter((p) => p.weight > 0).map((p) => p.phrase),
    };
  },
  curious: (s) => ({
    // A question asked in fear or pain is not idle curiosity, nor is one that asks the reader to act ("can you please…"),
    // reproaches ("who told you…?") or asks to be reassured ("is everything okay with us?").
    strength:
      s.e.curiosity *
      (s.asks ? 1 : 0.7) *
      (asksToAct(s) || reproaches(s) || s.cues.worry.length > 0 ? 0.5 : 1) *
      // A question that complains or blames ("why does it always…", "why would you even…"), or is shouted
      // ("WHERE IS MY ORDER??"), asks nothing at all.
      (s.cues.grievance.length > 0 || s.cues.blame.length > 0 || s.shouted.length > 0 ? 0.4 : 1) *
      (1 - negativeAffect(s)) *
      (1 - Math.min(1, fear(s))),
    phrases: emotionPhrases(s, 'curiosity'),
  }),
  unsure: (s) => {
    // A hedge before a reproach or in giving in ("I guess my opinion doesn't matter to you", "I guess I'll wait
    // again") softens it; it is no doubt at all. Nor is the confusion of a complaint ("the instructions were confusing").
    const softens = reproaches(s) || s.cues.resignation.length > 0;
    const hedge = softens ? 0 : Math.min(1, s.axes.hedging) * 0.6;
    return {
      // Doubt voiced in fear ("What if they realise I don't know what I'm doing?") is the fear's, as a question
      // asked in fear is not curiosity.
      strength:
        Math.max(s.e.confusion, hedge) * (softens || s.cues.fault.length > 0 ? 0.5 : 1) * (1 - Math.min(1, fear(s))),
      phrases: emotionPhrases(s, 'confusion'),
    };
  },
  confident: (s) => ({
    // Certainty is a stance: plain words of praise or complaint are sure of themselves too, but name a feeling
    // first; the certainty of an order is its demand.
    strength:
      lean(s.axes.certaintyAmbiguity) *
        2 *
        (1 - 0.5 * Math.max(positiveAffect(s), negativeAffect(s))) *
        (s.cues.demands.length > 0 ? 0.5 : 1) +
      hope(s) * 0.3 * (1 - positiveAffect(s)),
    phrases: emotionPhrases(s, ...hopeLabels(s)),
  }),
  calm: (s) => ({
    // Calm is restraint; restraint in good words is contentment, which the positive tones carry.
    strength: (-lean(s.axes.intensityRestraint) * 2 + s.e.relief * 0.5) * (1 - positiveAffect(s)),
    phrases: emotionPhrases(s, 'relief'),
  }),
  // Named from the axes alone when nothing else is clear (see namedTones).
  mixed: (s) =>
    // A complaint after praise ("Good food, but…") is the verdict: the text is mixed, leaning to the complaint.
    s.mixed?.verdict === 'complaint'
      ? { strength: MIXED_BASE + s.mixed.strength, phrases: [s.mixed.complaint, s.mixed.praise] }
      : null,
  friendly: () => null,
  firm: () => null,
  'neutral-formal': () => null,
};

/** The evidence a feeling the writer names adds to its tone (rules/self-report.ts): a clear reading. */
const SELF_REPORTED = 0.8;

/** The evidence of a mixed verdict before the clearness of its sides. */
const MIXED_BASE = 0.4;
/** What a contrast leaves of the conceded side's tones (as the axes weigh the side before "but"). */
const CONCEDED = 0.5;

/** The tones a notice's formulas raise (rules/notice.ts), and what is left of them in a notice. */
const NOTICE_FORMULA: ReadonlySet<ToneId> = new Set(['courteous', 'caring', 'demanding', 'confident']);
const NOTICE_KEEP = 0.4;

/** What is left of the positive tones of a text that gives in to being let down (rules/resignation.ts). */
const RESIGNED_KEEP = 0.4;

/** The tones an apology's own regret would otherwise raise. */
const APOLOGY_EXPLAINS: ReadonlySet<ToneId> = new Set(['sad', 'hurt', 'disappointed', 'anxious', 'worried']);

/**
 * Evidence (0 upward; 1 is a clear reading) as the 0..1 strength a screen shows: 1 − e^(−2·evidence),
 * so strong tones never all saturate at 100 % and a second tone never shows as strong as a clearer first.
 */
function shownStrength(evidence: number): number {
  return 1 - Math.exp(-2 * Math.max(0, evidence));
}

/**
 * The phrases worth showing, in their order: one of each, and none that only repeats part of a longer
 * one beside it ("Thank" beside "Thank you", "appreciate" beside "appreciate it"), the longer kept.
 */
function distinctPhrases(phrases: readonly string[]): string[] {
  const wordsOf = (p: string) =>
    ` ${p
      .toLowerCase()
      .split(/[^\p{L}\p{N}']+/u)
      .filter(Boolean)
      .join(' ')} `;
  const shown = phrases.filter((p) => p.trim() !== '');
  const keys = shown.map(wordsOf);
  return shown.filter((_, i) => {
    const key = keys[i]!;
    if (key.trim() === '') return true;
    // Dropped when another phrase holds it as a longer run of words, or is the same words and comes first.
    return !keys.some(
      (other, j) => j !== i && (other.length > key.length ? other.includes(key) : other === key && j < i),
    );
  });
}

/** A tone of the reading as every screen shows it. */
function toneOf(name: ToneId, strength: number, phrases: readonly string[], context: ReadingContext): ReadTone {
  const entry = TONES[name];
  // The same phrase found again (a cue a long text repeats) is weighed once: distinctPhrases keeps the first anyway.
  const unique = distinctPhrases([...new Set(phrases)]).slice(0, TONE_PHRASES);
  return {
    name,
    label: entry.label,
    family: entry.family,
    strength: Math.round(shownStrength(strength) * 100) / 100,
    saying: toneSaying(name, context),
    meaning: entry.meaning,
    phrases: unique,
  };
}

/** The tone the four axes name (tone-name.ts), as the one tone of a reading. */
function axesTone(axes: LocalAxesResult, context: ReadingContext): ReadTone {
  const byAxes = toneName(axes, axes.drivers);
  return toneOf(byAxes.id, TONE_PRESENT, byAxes.phrases, context);
}

/** The tones of the signals: those present, strongest first, the second and third only when clearly there. */
function namedTones(s: Signals, context: ReadingContext): ReadTone[] {
  const found: { name: ToneId; evidence: Evidence }[] = [];
  for (const name of Object.keys(EVIDENCE) as ToneId[]) {
    if (name === 'neutral-formal') continue;
    const evidence = EVIDENCE[name](s);
    if (evidence && evidence.strength >= TONE_PRESENT) found.push({ name, evidence });
  }
  for (const report of s.cues.selfReports) {
    // A feeling the writer names is clear evidence of it, whatever else the words carry.
    const name: ToneId = report.kind;
    const known = found.find((f) => f.name === name);
    if (known) {
      known.evidence.strength += SELF_REPORTED;
      known.evidence.phrases.unshift(report.phrase);
    } else found.push({ name, evidence: { strength: SELF_REPORTED, phrases: [report.phrase] } });
  }
  if (s.apologises && !s.sympathy) {
    // An apology's regret is the apology itself, not sadness or hurt of the writer's own.
    for (const f of found) if (APOLOGY_EXPLAINS.has(f.name)) f.evidence.strength *= 0.5;
  }
  if (s.cues.notice.length > 0) {
    // A notice's greeting, "please" and care are the manners of its form, and its times its information, not a stance.
    for (const f of found) if (NOTICE_FORMULA.has(f.name)) f.evidence.strength *= NOTICE_KEEP;
  }
  if (s.mixed) {
    // The conceded side of a contrast counts less: praise before "but", a complaint after "though".
    const conceded: ToneFamily = s.mixed.verdict === 'complaint' ? 'positive' : 'tense';
    for (const f of found) if (TONES[f.name].family === conceded) f.evidence.strength *= CONCEDED;
  }
  if (s.cues.resignation.length > 0) {
    // The assent of a text that gives in ("Sure, whatever works for you. I'll just wait again") is the giving in.
    for (const f of found) if (TONES[f.name].family === 'positive') f.evidence.strength *= RESIGNED_KEEP;
  }
  if (s.sarcasm.sarcastic) {
    // The praise of a sarcastic text is the vehicle of its edge, not a feeling of its own.
    for (const f of found) if (TONES[f.name].family === 'positive') f.evidence.strength *= 1 - s.sarcasm.strength;
  }
  // What the weighing above left below presence is not there.
  const present = found.filter((f) => f.evidence.strength >= TONE_PRESENT);
  present.sort((a, b) => b.evidence.strength - a.evidence.strength);
  // No feeling, politeness or cue is clear: the four axes name the tone, as they always have.
  if (present.length === 0) return [axesTone(s.axes, context)];
  const top = present[0]!.evidence.strength;
  return present
    .filter((f, i) => i === 0 || f.evidence.strength >= top * TONE_SECOND_SHARE)
    .slice(0, MAX_TONES)
    .map((f) => toneOf(f.name, f.evidence.strength, f.evidence.phrases, context));
}

/** The phrases every tone rule finds in `text`. */
export function findToneCues(text: string): ToneCues {
  return {
    blame: findBlame(text),
    demands: findDemands(text),
    dismissals: findDismissals(text),
    persistence: findPersistence(text),
    worry: findWorry(text),
    hurt: findHurt(text),
    distress: findDistress(text),
    lowMood: findLowMood(text),
    elation: findElation(text),
    sympathy: findSympathy(text),
    apology: findApology(text),
    contempt: findContempt(text),
    grievance: findGrievance(text),
    notice: findNotice(text),
    fault: findFault(text),
    resignation: findResignation(text),
    others: findOthersFeelings(text),
    selfReports: findSelfReports(text),
    judgments: findJudgments(text),
    felicitations: findFelicitations(text),
    lookingAfter: findLookingAfter(text),
    company: findCompany(text),
    unmetHope: findUnmetHope(text),
    ultimatum: findUltimatum(text),
  };
}

/**
 * The whole reading of `text`: the tones a person would name, strongest first,
 * with the phrases behind each, and the readings they come from (axes,
 * emotions, politeness, sarcasm and the cues of the tone rules).
 */
export function readTone(text: string, options: ReadToneOptions = {}): ToneReading {
  const context = options.context ?? 'message';
  // The axes read the praise sarcasm rides on as its opposite ("Oh great, another meeting" is not warm).
  const { axes, surface, sarcasm, words } = readAxes(text, options.language);
  if (axes.language !== 'en')
    return readToneInLanguage(text, context, axes.language, { axes, surface, sarcasm, words });
  const emotions = readEmotions(text);
  // Politeness reads the words sarcasm read: the text is split once.
  const politeness = readPoliteness(text, words);
  const cues = findToneCues(text);
  const signals: Signals = {
    text,
    context,
    words: axes.wordCount,
    // The tones weigh the words as written: the irony of their praise is counted once, in the sarcastic tone.
    axes: surface,
    e: writersOwn(emotionEvidence(emotions.scores), emotions.drivers, readByRules(cues, politeness)),
    emotions,
    politeness,
    sarcasm,
    cues,
    relational: RELATIONAL.test(text),
    asks: text.includes('?'),
    shouted: findShouting(text),
    sympathy: cues.sympathy[0]?.phrase ?? null,
    apologises: cues.apology.length > 0 || politeness.strategies.some((p) => p.name === 'apology'),
    mixed: findMixed(text),
    theirs: theirAffect(surface, cues),
  };
  const tones = namedTones(signals, context);
  return { context, language: axes.language, tones, axes, emotions, politeness, sarcasm, cues };
}

/**
 * The glad emotions of the model that cold words around them deny: the glad feelings, approval and
 * desire (caring, a tone of care, is not denied by them: {@link MANNERS}); and the painful ones (of the
 * tense tones).
 */
const GLAD_LABELS: ReadonlySet<EmotionLabel> = new Set([...GLAD_FEELINGS, 'approval', 'desire']);
const PAINFUL_LABELS: ReadonlySet<EmotionLabel> = new Set([
  'anger',
  'annoyance',
  'disappointment',
  'disapproval',
  'disgust',
  'embarrassment',
  'fear',
  'grief',
  'nervousness',
  'sadness',
]);
/**
 * The emotions of a text in another language, read from its gloss, kept where the words do not deny them.
 * The gloss holds only the phrases its table knows, each read alone, without the negation, the contrast
 * and the other rated words that the language's own reading weighs ("espero que no vuelva…" glosses "I
 * hope", "es precioso, pero carísimo y feo" glosses "beautiful"); the four axes read every word:
 * - a glad emotion is held back where the words the axes rated lean cold or even (warmth at or below
 *   balance): what surrounds the glad phrase outweighed it. Where they rated none ("¡Qué ganas de que
 *   llegue el viaje!"), the gloss is the only reading of the feeling, and stands;
 * - a painful emotion is held back only where the axes name a positive tone: a steady reading is often
 *   a complaint in words no lexicon rates, which the gloss's cues of feeling find.
 * The cues of the tone rules (apology, sympathy, blame, a feeling the writer names …), which read whole
 * phrases, stay as they are.
 */
function agreeingWithWords(e: Record<EmotionLabel, number>, axes: LocalAxesResult): Record<EmotionLabel, number> {
  const positive = toneName(axes, axes.drivers).family === 'positive';
  const { positive: warm, negative: cold } = axes.drivers.warmthDetachment;
  const deniesGladness = warm.length + cold.length > 0 && axes.warmthDetachment <= 0.5;
  for (const label of Object.keys(e) as EmotionLabel[]) {
    if (positive ? PAINFUL_LABELS.has(label) : deniesGladness && GLAD_LABELS.has(label)) e[label] = 0;
  }
  return e;
}

/**
 * Tones of manners and care, which the gloss reads by their formulas whatever the words around them
 * weigh: an apology's regret and a worried question's worry are their form, not a stance against them.
 */
const MANNERS: ReadonlySet<ToneId> = new Set(['courteous', 'apologetic', 'grateful', 'caring']);

/**
 * The reading of a text in Spanish, French or German: its emotions, politeness, sarcasm and tone
 * cues read from its English gloss (read-in-language.ts), its axes and sarcasm as readAxes read them
 * (`axes` with sarcasm read, as shown; `surface` as written, as the tones weigh them), named by the
 * same evidence as English.
 */
function readToneInLanguage(
  text: string,
  context: ReadingContext,
  language: OtherLanguage,
  { axes, surface, sarcasm: read }: AxesReading,
): ToneReading {
  const { gloss, emotions, politeness, sarcasm, cues } = readInLanguage(text, language, read);
  const own = writersOwn(emotionEvidence(emotions.scores), emotions.drivers, readByRules(cues, politeness));
  const signals: Signals = {
    text,
    context,
    words: surface.wordCount,
    // The tones weigh the words as written: the irony of their praise is counted once, in the sarcastic tone.
    axes: surface,
    e: agreeingWithWords(own, surface),
    emotions,
    politeness,
    sarcasm,
    cues,
    relational: RELATIONAL.test(gloss),
    asks: text.includes('?'),
    shouted: findShouting(text),
    sympathy: cues.sympathy[0]?.phrase ?? null,
    apologises: cues.apology.length > 0 || politeness.strategies.some((p) => p.name === 'apology'),
    // The contrast of praise and complaint, and whose feeling a word tells, are read in English only.
    mixed: null,
    theirs: { positive: 0, negative: 0 },
  };
  // A text with no cue of its language's gloss gave the readings nothing to read: its axes name it, as they always have.
  const named = gloss === '' ? [axesTone(surface, context)] : namedTones(signals, context);
  // The gloss carries only the cues it has words for, while the axes read every rated word of the text (and its
  // irony): when they read it warm or cold and the cues named first a tone of another family (one word of praise
  // among many of complaint), the axes' tone comes first and the cues' tones follow it. A tone of manners or care
  // stays first (MANNERS), but for a courtesy that asks nothing: a greeting or thanks around a complaint
  // ("Danke. Der Zug fällt schon wieder aus", "Guten Morgen. Schon wieder Stau") is its form, and the complaint is the tone.
  const byAxes = axesTone(axes, context);
  const first = named[0]!;
  const manners = MANNERS.has(first.name) && (first.name !== 'courteous' || politeness.request);
  const tones =
    byAxes.family === 'steady' || first.family === byAxes.family || manners
      ? named
      : [byAxes, ...named.filter((t) => t.name !== byAxes.name)].slice(0, MAX_TONES);
  return { context, language, tones, axes, emotions, politeness, sarcasm, cues };
}

/** How many emotions a saved reading keeps, and the least probability (0..1) one needs to be kept. */
export const TOP_EMOTIONS = { count: 3, least: 0.15 } as const;

/** What a saved analysis or journal entry keeps of a reading, so lists can name its tone. */
export interface ToneSummary {
  /** The strongest tone's id. */
  toneName: ToneId;
  /** The likeliest emotions besides neutral, strongest first (at most {@link TOP_EMOTIONS}.count), each 0..1. */
  topEmotions: { label: EmotionLabel; score: number }[];
}

/** The tone name and top emotions of a reading, for a saved row. */
export function toneSummaryOf(reading: ToneReading): ToneSummary {
  const topEmotions = (Object.entries(reading.emotions.scores) as [EmotionLabel, number][])
    .filter(([label, score]) => label !== 'neutral' && score >= TOP_EMOTIONS.least)
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP_EMOTIONS.count)
    .map(([label, score]) => ({ label, score: Math.round(score * 100) / 100 }));
  return { toneName: reading.tones[0]!.name, topEmotions };
}

/**
 * The strongest tone of a reading as the name every screen shows first:
 * its id, label, family, meaning and the phrases behind it.
 */
export function toneNameOf(reading: ToneReading): ToneName {
  const top = reading.tones[0]!;
  return { id: top.name, label: top.label, family: top.family, meaning: top.meaning, phrases: top.phrases };
}
