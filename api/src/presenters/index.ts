/** Presenters: model → the JSON of the API contract (spec §3). Dates are ISO strings. */
import type {
  Analysis as AnalysisJson,
  EchoReflection as EchoReflectionJson,
  Feedback as FeedbackJson,
  FramedConversation as FramedConversationJson,
  JournalEntry as JournalEntryJson,
  LearningProfile as LearningProfileJson,
  Progress as ProgressJson,
  Recommendation as RecommendationJson,
  User as UserJson,
} from '@tonelens/core';
import { TONE_NAME_CATALOGUE, toneSummaryFields } from '@tonelens/core';
import type {
  Analysis,
  EchoReflection,
  FramedConversation,
  JournalEntry,
  LearningProfile,
  LessonProgress,
  Recommendation,
  ToneFeedback,
  User,
} from '../models/index';

/** MySQL's DATETIME(3) text as the fast path reads it (UTC): 'YYYY-MM-DD HH:MM:SS.mmm'. */
const MYSQL_DATETIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}$/;

/** A stored date as an ISO string; MySQL's UTC text is rewritten without building a Date. */
export function isoDate(d: Date | string): string {
  if (typeof d === 'string' && MYSQL_DATETIME.test(d)) return `${d.slice(0, 10)}T${d.slice(11)}Z`;
  return new Date(d).toISOString();
}

/** isoDate, keeping a missing date null. */
const iso = (d: Date | string | null): string | null => (d === null ? null : isoDate(d));
const num = (v: number | string | null): number | null => (v === null ? null : Number(v));

/** GET /api/auth/user. */
export function presentUser(u: User): UserJson {
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    profileImageUrl: u.profileImageUrl,
    sitePrefix: u.sitePrefix ?? null,
    language: u.language ?? 'en',
    createdAt: iso(u.createdAt)!,
    updatedAt: iso(u.updatedAt)!,
  };
}

/** A saved analysis. */
export function presentAnalysis(a: Analysis): AnalysisJson {
  return {
    id: a.id,
    inputText: a.inputText,
    mode: a.mode,
    warmthDetachment: num(a.warmthDetachment),
    certaintyAmbiguity: num(a.certaintyAmbiguity),
    intensityRestraint: num(a.intensityRestraint),
    conflictCoherence: num(a.conflictCoherence),
    toneLensSummary: a.toneLensSummary,
    conversationalResponse: a.conversationalResponse,
    deepTonePercentage: num(a.deepTonePercentage),
    suspendedTonePercentage: num(a.suspendedTonePercentage),
    brightTonePercentage: num(a.brightTonePercentage),
    openingTone: num(a.openingTone),
    peakIntensity: num(a.peakIntensity),
    resolution: num(a.resolution),
    frequencyData: a.frequencyData,
    tensionDetected: Boolean(a.tensionDetected),
    echoRoomSuggestion: a.echoRoomSuggestion,
    createdAt: iso(a.createdAt)!,
    ...presentToneSummary(a),
  };
}

/** Tone ids the catalogue names. */
const TONE_IDS: ReadonlySet<string> = new Set(TONE_NAME_CATALOGUE.map((tone) => tone.id));

/**
 * A reading as a save keeps it (the contract checked what a client sent; the engine's own is well formed),
 * presented as presentToneSummary presents the row it is stored in, without reading back its stored JSON.
 */
export function presentKeptReading(
  tone: { toneName: string; topEmotions: readonly { label: string; score: number }[] } | undefined,
): Pick<JournalEntryJson, 'toneName' | 'topEmotions'> {
  if (!tone) return { toneName: null, topEmotions: [] };
  return {
    toneName: TONE_IDS.has(tone.toneName) ? (tone.toneName as JournalEntryJson['toneName']) : null,
    topEmotions: tone.topEmotions.map(({ label, score }) => ({ label, score })),
  };
}

/** A stored tone id as presented: null on older rows, or for one the catalogue no longer names. */
export function presentToneName(stored: string | null): JournalEntryJson['toneName'] {
  return stored !== null && TONE_IDS.has(stored) ? (stored as JournalEntryJson['toneName']) : null;
}

/** The saved reading of a row: its tone id (see presentToneName) and its top emotions. */
export function presentToneSummary(row: {
  toneName: string | null;
  topEmotions: string | null;
}): Pick<JournalEntryJson, 'toneName' | 'topEmotions'> {
  const toneName = presentToneName(row.toneName);
  let topEmotions: JournalEntryJson['topEmotions'] = [];
  if (row.topEmotions) {
    const parsed = toneSummaryFields.topEmotions.safeParse(storedJson(row.topEmotions));
    if (parsed.success) topEmotions = parsed.data;
  }
  return { toneName, topEmotions };
}

/**
 * Stored JSON text read back; undefined when it is not JSON (a row edited by hand, a write cut short), so one
 * bad row is presented without its emotions, as the contract's check presents one of the wrong shape, rather
 * than failing the whole list it is in.
 */
function storedJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** What a journal entry is presented from: the columns the list reads (see commands/journal-list.ts). */
export type JournalRow = Pick<
  JournalEntry,
  'id' | 'createdAt' | 'preview' | 'dominantTones' | 'analysisId' | 'framedConversationId' | 'toneName' | 'topEmotions'
>;

/** A journal entry. */
export function presentJournalEntry(j: JournalRow): JournalEntryJson {
  return {
    id: j.id,
    createdAt: iso(j.createdAt)!,
    preview: j.preview,
    dominantTones: j.dominantTones,
    analysisId: j.analysisId,
    framedConversationId: j.framedConversationId,
    ...presentToneSummary(j),
  };
}

/** A catalogue tone id, or null for any other stored value. */
const toneIdOrNull = (value: string | null): FeedbackJson['toneId'] =>
  TONE_NAME_CATALOGUE.find((tone) => tone.id === value)?.id ?? null;

/** A "Not right?" feedback. */
export function presentFeedback(f: ToneFeedback): FeedbackJson {
  return {
    id: f.id,
    createdAt: iso(f.createdAt)!,
    tone: f.tone,
    toneId: toneIdOrNull(f.toneId),
    shownTone: toneIdOrNull(f.shownTone),
    role: f.role === 'writer' || f.role === 'reader' ? f.role : null,
    analysisId: f.analysisId,
    text: f.text,
    textHash: f.textHash,
  };
}

/** A saved framed conversation (JSON columns parsed back). */
export function presentFramedConversation(f: FramedConversation): FramedConversationJson {
  return {
    id: f.id,
    originalText: f.originalText,
    aiGeneratedText: f.aiGeneratedText,
    emotionalValues: JSON.parse(f.emotionalValues) as FramedConversationJson['emotionalValues'],
    conversation: JSON.parse(f.conversation) as FramedConversationJson['conversation'],
    timestamp: iso(f.timestamp)!,
    createdAt: iso(f.createdAt)!,
  };
}

/** A saved EchoRoom reflection. */
export function presentEchoReflection(e: EchoReflection): EchoReflectionJson {
  return {
    id: e.id,
    analysisId: e.analysisId,
    echoMode: e.echoMode,
    originalText: e.originalText,
    resonantReply: e.resonantReply,
    userReflection: e.userReflection,
    emotionalInsights: null,
    spectralResonance: e.spectralResonance,
    createdAt: iso(e.createdAt)!,
  };
}

/** GET /api/learning/profile (scores rounded to one decimal). */
export function presentProfile(p: LearningProfile): LearningProfileJson {
  const score = (v: number) => Math.round(Number(v) * 10) / 10;
  return {
    totalXp: p.totalXp,
    lessonsCompleted: p.lessonsCompleted,
    currentStreak: p.currentStreak,
    difficultyLevel: p.difficultyLevel,
    selfAwarenessScore: score(p.selfAwarenessScore),
    empathyScore: score(p.empathyScore),
    emotionalRegulationScore: score(p.emotionalRegulationScore),
    socialSkillsScore: score(p.socialSkillsScore),
  };
}

/** A lesson's progress. */
export function presentProgress(p: LessonProgress): ProgressJson {
  return {
    lessonKey: p.lessonKey,
    status: p.status,
    bestScore: num(p.bestScore),
    attempts: p.attempts,
    lastAccessedAt: iso(p.lastAccessedAt),
    completedAt: iso(p.completedAt),
  };
}

/** A recommendation. */
export function presentRecommendation(r: Recommendation): RecommendationJson {
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    priority: r.priority,
    personalizedReason: r.personalizedReason,
    difficulty: r.difficulty,
    estimatedTime: r.estimatedTime,
  };
}
