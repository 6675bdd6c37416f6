/** Saving analyses and framed conversations, each with its journal entry, in one transaction. */
import type { Analysis as AnalysisJson, SaveAnalysisRequest, SaveFramedConversation } from '@tonelens/core';
import type { ResultSetHeader } from 'mysql2';
import { QueryTypes, type Transaction } from 'sequelize';
import type { Database } from '../db';
import type { FramedConversation } from '../models/index';
import { ANALYSIS_COLUMNS } from '@tonelens/core';
import { dominantTones, journalPreview } from './journal';

/**
 * A date as Sequelize itself stores it, milliseconds kept (its own escaping of
 * Date replacements drops them on MySQL): UTC 'YYYY-MM-DD HH:MM:SS.mmm', with
 * ' +00:00' on SQLite. From the Date#toISOString text of a four-digit year
 * ('YYYY-MM-DDTHH:MM:SS.mmmZ'), which the save answers too.
 */
function sqlDate(db: Database, iso: string): string {
  const text = `${iso.slice(0, 10)} ${iso.slice(11, 23)}`;
  return db.dialect === 'sqlite' ? `${text} +00:00` : text;
}

/**
 * Inserts one row with a plain parameterised INSERT and returns its id. The
 * hot save path uses this instead of Model.create: building, validating and
 * tracking a model instance costs more than the insert itself (the values
 * were validated by the contract schema already).
 */
async function insertRow(db: Database, table: string, values: Record<string, unknown>, transaction: Transaction) {
  const columns = Object.keys(values);
  // Bound, never written into the SQL text: a value may hold any character, NUL included.
  const sql = `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})`;
  const [id] = await db.sequelize.query(sql, {
    type: QueryTypes.INSERT,
    bind: columns.map((c) => values[c]),
    transaction,
  });
  return Number(id);
}

/**
 * MySQL: the whole save as one multi-statement query (one round trip instead
 * of four). If any statement fails the rest do not run, so the connection is
 * rolled back before it goes back to the pool.
 */
const MYSQL_SAVE_SQL = [
  'START TRANSACTION',
  `INSERT INTO analyses (userId, ${ANALYSIS_COLUMNS.join(', ')}, createdAt, updatedAt) VALUES (?, ${ANALYSIS_COLUMNS.map(() => '?').join(', ')}, ?, ?)`,
  'INSERT INTO journal_entries (userId, preview, dominantTones, analysisId, framedConversationId, createdAt, updatedAt) VALUES (?, ?, ?, LAST_INSERT_ID(), NULL, ?, ?)',
  'COMMIT',
].join(';\n');

/** Saves an analysis and its journal entry atomically; answers the saved analysis as the API presents it. */
export async function saveAnalysis(db: Database, userId: number, input: SaveAnalysisRequest): Promise<AnalysisJson> {
  const createdAt = new Date().toISOString();
  const stamp = sqlDate(db, createdAt);
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
  const preview = journalPreview(input.inputText);
  const tones = dominantTones(input.inputText, input);
  if (db.fast) {
    const results = await db.fast.transaction(MYSQL_SAVE_SQL, [
      userId,
      ...ANALYSIS_COLUMNS.map((c) => row[c]),
      stamp,
      stamp,
      userId,
      preview,
      tones,
      stamp,
      stamp,
    ]);
    const id = (results as ResultSetHeader[])[1]!.insertId;
    return { id, ...row, createdAt };
  }
  return db.transaction(async (transaction) => {
    const id = await insertRow(db, 'analyses', { userId, ...row, createdAt: stamp, updatedAt: stamp }, transaction);
    await insertRow(
      db,
      'journal_entries',
      {
        userId,
        preview,
        dominantTones: tones,
        analysisId: id,
        framedConversationId: null,
        createdAt: stamp,
        updatedAt: stamp,
      },
      transaction,
    );
    return { id, ...row, createdAt };
  });
}

/** Saves a framed conversation and its journal entry atomically. */
export async function saveFramedConversation(
  db: Database,
  userId: number,
  input: SaveFramedConversation,
): Promise<FramedConversation> {
  const { FramedConversation: F, JournalEntry } = db.models;
  return db.transaction(async (transaction) => {
    const conversation = await F.create(
      {
        userId,
        originalText: input.originalText,
        aiGeneratedText: input.aiGeneratedText ?? null,
        emotionalValues: JSON.stringify(input.emotionalValues),
        conversation: JSON.stringify(input.conversation),
        timestamp: new Date(input.timestamp),
      },
      { transaction },
    );
    await JournalEntry.create(
      {
        userId,
        preview: journalPreview(input.originalText),
        dominantTones: dominantTones(input.originalText),
        analysisId: null,
        framedConversationId: conversation.id,
      },
      { transaction },
    );
    return conversation;
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
