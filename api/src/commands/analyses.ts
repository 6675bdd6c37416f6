/**
 * Saving analyses, framed conversations and EchoRoom reflections (each
 * analysis and conversation with its journal entry) through the one write
 * path (write.ts), at most once per idempotency key (idempotency.ts).
 */
import type {
  Analysis as AnalysisJson,
  EchoReflection as EchoReflectionJson,
  EchoSaveRequest,
  FramedConversation as FramedConversationJson,
  SaveAnalysisRequest,
  SaveFramedConversation,
} from '@tonelens/core';
import type { Database } from '../db';
import { notFound } from '../errors';
import {
  presentAnalysis,
  presentEchoReflection,
  presentFramedConversation,
  presentKeptReading,
} from '../presenters/index';
import { saveOnce, type SavedOnce } from './idempotency';
import { dominantTones, journalPreview } from './journal';
import { sqlDate, valueBytes, type RowRef, type WriteTransaction } from './write';

/** True when an insert named a row that is not there (a foreign key with nothing to point at). */
function isMissingReference(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; e && depth < 4; depth++) {
    const { code, name, message } = e as { code?: unknown; name?: unknown; message?: unknown };
    if (code === 'ER_NO_REFERENCED_ROW_2' || name === 'SequelizeForeignKeyConstraintError') return true;
    if (code === 'SQLITE_CONSTRAINT' && /FOREIGN KEY/.test(String(message))) return true;
    e = (e as { original?: unknown; parent?: unknown }).original ?? (e as { parent?: unknown }).parent;
  }
  return false;
}

/** The journal entry of a saved analysis or conversation. */
/** The reading a save keeps: core's ToneSummary, or what a client sent of one (the contract checked it). */
export interface KeptReading {
  toneName: string;
  topEmotions: readonly { label: string; score: number }[];
}

/** A reading's tone name and top emotions as a row stores them (both null when no reading was made). */
interface SavedReading {
  toneName: string | null;
  topEmotions: string | null;
}

function savedReading(tone: KeptReading | undefined): SavedReading {
  return tone
    ? { toneName: tone.toneName, topEmotions: JSON.stringify(tone.topEmotions) }
    : { toneName: null, topEmotions: null };
}

function insertJournalEntry(
  w: WriteTransaction,
  userId: number,
  text: string,
  tones: string,
  source: { analysisId: RowRef | null; framedConversationId: RowRef | null },
  stamp: string,
  reading: SavedReading,
): RowRef {
  return w.insert('journal_entries', {
    userId,
    preview: journalPreview(text),
    dominantTones: tones,
    ...source,
    ...reading,
    createdAt: stamp,
    updatedAt: stamp,
  });
}

/**
 * Saves an analysis and its journal entry atomically (once per `key`);
 * answers the saved analysis as the API presents it.
 */
export function saveAnalysis(
  db: Database,
  userId: number,
  input: SaveAnalysisRequest,
  key?: string,
  tone?: KeptReading,
): Promise<SavedOnce<AnalysisJson>> {
  const reading = savedReading(tone);
  const row = {
    inputText: input.inputText,
    mode: input.mode,
    warmthDetachment: input.warmthDetachment ?? null,
    certaintyAmbiguity: input.certaintyAmbiguity ?? null,
    intensityRestraint: input.intensityRestraint ?? null,
    conflictCoherence: input.conflictCoherence ?? null,
    toneLensSummary: input.toneLensSummary ?? null,
    conversationalResponse: input.conversationalResponse ?? null,
    deepTonePercentage: input.deepTonePercentage ?? null,
    suspendedTonePercentage: input.suspendedTonePercentage ?? null,
    brightTonePercentage: input.brightTonePercentage ?? null,
    openingTone: input.openingTone ?? null,
    peakIntensity: input.peakIntensity ?? null,
    resolution: input.resolution ?? null,
    frequencyData: input.frequencyData ?? null,
    tensionDetected: input.tensionDetected === 1 || input.tensionDetected === true,
    echoRoomSuggestion: input.echoRoomSuggestion ?? null,
  };
  const tones = dominantTones(input.inputText, input);
  return saveOnce(
    db,
    userId,
    key,
    'analyse',
    async (w) => {
      const createdAt = new Date().toISOString();
      const stamp = sqlDate(db, createdAt);
      const analysis = w.insert('analyses', { userId, ...row, ...reading, createdAt: stamp, updatedAt: stamp });
      const source = { analysisId: analysis, framedConversationId: null };
      insertJournalEntry(w, userId, input.inputText, tones, source, stamp, reading);
      return { row: analysis, answer: () => ({ id: analysis.id, ...row, createdAt, ...presentKeptReading(tone) }) };
    },
    async (id) => {
      const saved = await db.models.Analysis.findOne({ where: { id, userId } });
      return saved && presentAnalysis(saved);
    },
    valueBytes(row),
  );
}

/** Saves a framed conversation and its journal entry atomically (once per `key`). */
export function saveFramedConversation(
  db: Database,
  userId: number,
  input: SaveFramedConversation,
  key?: string,
  tone?: KeptReading,
): Promise<SavedOnce<FramedConversationJson>> {
  const tones = dominantTones(input.originalText);
  const reading = savedReading(tone);
  return saveOnce(
    db,
    userId,
    key,
    'framed-conversation',
    async (w) => {
      const createdAt = new Date().toISOString();
      const stamp = sqlDate(db, createdAt);
      const timestamp = new Date(input.timestamp).toISOString();
      const values = {
        originalText: input.originalText,
        aiGeneratedText: input.aiGeneratedText ?? null,
        emotionalValues: JSON.stringify(input.emotionalValues),
        conversation: JSON.stringify(input.conversation),
      };
      const conversation = w.insert('framed_conversations', {
        userId,
        ...values,
        timestamp: sqlDate(db, timestamp),
        createdAt: stamp,
        updatedAt: stamp,
      });
      const source = { analysisId: null, framedConversationId: conversation };
      insertJournalEntry(w, userId, input.originalText, tones, source, stamp, reading);
      return {
        row: conversation,
        answer: () => ({
          id: conversation.id,
          originalText: values.originalText,
          aiGeneratedText: values.aiGeneratedText,
          emotionalValues: input.emotionalValues,
          conversation: input.conversation,
          timestamp,
          createdAt,
        }),
      };
    },
    async (id) => {
      const saved = await db.models.FramedConversation.findOne({ where: { id, userId } });
      return saved && presentFramedConversation(saved);
    },
    JSON.stringify(input).length * 3,
  );
}

/**
 * Saves an EchoRoom reflection (once per `key`); 404 when it names an
 * analysis that is not this user's. On MySQL the analysis is locked for the
 * save (SQLite's write transactions run one at a time), so a concurrent
 * delete of it waits, then detaches the reflection as it does every other.
 */
export function saveEchoReflection(
  db: Database,
  userId: number,
  input: EchoSaveRequest,
  key?: string,
): Promise<SavedOnce<EchoReflectionJson>> {
  return saveOnce(
    db,
    userId,
    key,
    'echo-reflection',
    async (w) => {
      if (input.analysisId !== null) {
        const lock = w.dialect === 'mysql' ? ' LOCK IN SHARE MODE' : '';
        const owned = await w.select('SELECT id FROM analyses WHERE id = ? AND userId = ?' + lock, [
          input.analysisId,
          userId,
        ]);
        if (owned.length === 0) throw notFound('analysis');
      }
      const createdAt = new Date().toISOString();
      const stamp = sqlDate(db, createdAt);
      const values = { ...input, emotionalInsights: null };
      const reflection = w.insert('echo_reflections', { userId, ...values, createdAt: stamp, updatedAt: stamp });
      return { row: reflection, answer: () => ({ id: reflection.id, ...values, createdAt }) };
    },
    async (id) => {
      const saved = await db.models.EchoReflection.findOne({ where: { id, userId } });
      return saved && presentEchoReflection(saved);
    },
    valueBytes(input),
  ).catch((error: unknown) => {
    // Had the analysis gone between the check and the insert all the same, it is still a 404.
    if (isMissingReference(error)) throw notFound('analysis');
    throw error;
  });
}

/**
 * Deletes a journal entry and what it records (the analysis or framed
 * conversation), so the signature no longer counts it. Reflections that
 * pointed at the analysis keep their text with analysisId set to null.
 * Returns false when the entry is not this user's.
 */
export async function deleteJournalEntry(db: Database, userId: number, id: number): Promise<boolean> {
  const { JournalEntry, Analysis: A, FramedConversation: F, EchoReflection } = db.models;
  return db.transaction(async (transaction) => {
    // Locked on MySQL, so of two concurrent deletes the second waits, then finds nothing (SQLite's write
    // transactions run one at a time); the delete's own row count settles it whatever happens.
    const lock = db.dialect === 'mysql' ? transaction.LOCK.UPDATE : undefined;
    const entry = await JournalEntry.findOne({ where: { id, userId }, transaction, lock });
    if (!entry) return false;
    const deleted = await JournalEntry.destroy({ where: { id, userId }, transaction });
    if (deleted === 0) return false;
    if (entry.analysisId !== null) {
      await EchoReflection.update(
        { analysisId: null },
        { where: { analysisId: entry.analysisId, userId }, transaction },
      );
      await A.destroy({ where: { id: entry.analysisId, userId }, transaction });
    }
    if (entry.framedConversationId !== null) {
      await F.destroy({ where: { id: entry.framedConversationId, userId }, transaction });
    }
    return true;
  });
}
