/** Saving analyses and framed conversations, each with its journal entry, in one transaction. */
import type { SaveAnalysisRequest, SaveFramedConversation } from '@tonelens/core';
import type { Database } from '../db';
import type { Analysis, FramedConversation } from '../models/index';
import { dominantTones, journalPreview } from './journal';

/** Saves an analysis and its journal entry atomically. */
export async function saveAnalysis(db: Database, userId: number, input: SaveAnalysisRequest): Promise<Analysis> {
  const { Analysis: A, JournalEntry } = db.models;
  return db.transaction(async (transaction) => {
    const analysis = await A.create(
      {
        userId,
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
      },
      { transaction },
    );
    await JournalEntry.create(
      {
        userId,
        preview: journalPreview(input.inputText),
        dominantTones: dominantTones(input.inputText, input),
        analysisId: analysis.id,
        framedConversationId: null,
      },
      { transaction },
    );
    return analysis;
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
    const entry = await JournalEntry.findOne({ where: { id, userId }, transaction });
    if (!entry) return false;
    await entry.destroy({ transaction });
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
