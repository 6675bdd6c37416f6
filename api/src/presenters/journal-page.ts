/**
 * A page of journal entries as the JSON text GET /api/journal answers,
 * written straight from the stored rows: each entry is exactly what
 * presentJournalEntry presents, serialised once.
 *
 * The list is the API's most read answer. Its top emotions are stored as
 * JSON text, and each row's was parsed, checked with zod, rebuilt as
 * objects and serialised again, only to come out as the text that went in:
 * with the page's JSON.stringify over those objects, about a fifth of the
 * CPU of answering a 50-entry page. A save writes that text itself from a
 * reading the contract checked (commands/analyses.ts), so a stored value in
 * exactly that form goes into the answer as it is, once one regular
 * expression has proved the form; any other value (an older row, one edited
 * by hand) is presented by presentToneSummary as before.
 */
import { isoDate, presentToneName, presentToneSummary, type JournalRow } from './index';

/**
 * A JSON string as JSON.stringify writes one: any character but a quote, a backslash or a control character,
 * or one of the escapes it writes (a control character, or a lone surrogate, as \u and four lowercase digits).
 */
const JSON_STRING = String.raw`"(?:[^"\\\u0000-\u001f]|\\(?:["\\bfnrt]|u00[01][0-9a-f]|ud[89a-f][0-9a-f]{2}))*"`;
/** A score 0..1 as JSON.stringify writes one: 0, 1, a decimal fraction, or a tiny one in exponent form (1e-7). */
const JSON_SCORE = String.raw`(?:0|1|0\.\d*[1-9]|[1-9](?:\.\d*[1-9])?e-[1-9]\d*)`;
const EMOTION = String.raw`\{"label":${JSON_STRING},"score":${JSON_SCORE}\}`;

/**
 * Top emotions as a save stores them: JSON.stringify of at most 3
 * `{label, score}` objects, keys in that order, each score 0..1 (the shape
 * of toneSummaryFields.topEmotions). Text that matches is valid JSON that
 * the contract accepts as it is.
 */
export const STORED_TOP_EMOTIONS = new RegExp(String.raw`^\[(?:${EMOTION}(?:,${EMOTION}){0,2})?\]$`);

/** The JSON text of a row's top emotions: the stored text when it has the form a save writes, else as presented. */
function topEmotionsJson(row: JournalRow): string {
  if (row.topEmotions === null) return '[]';
  if (STORED_TOP_EMOTIONS.test(row.topEmotions)) return row.topEmotions;
  return JSON.stringify(presentToneSummary(row).topEmotions);
}

/** One entry's JSON text: presentJournalEntry's fields, in its order. */
function journalEntryJson(row: JournalRow): string {
  return (
    `{"id":${row.id},"createdAt":"${isoDate(row.createdAt)}","preview":${JSON.stringify(row.preview)}` +
    `,"dominantTones":${JSON.stringify(row.dominantTones)},"analysisId":${row.analysisId}` +
    `,"framedConversationId":${row.framedConversationId},"toneName":${JSON.stringify(presentToneName(row.toneName))}` +
    `,"topEmotions":${topEmotionsJson(row)}}`
  );
}

/** The JSON text of a page of entries (an array, in the rows' order), as JSON.stringify(rows.map(presentJournalEntry)) writes it. */
export function presentJournalPage(rows: readonly JournalRow[]): string {
  let json = '[';
  for (let i = 0; i < rows.length; i++) json += (i === 0 ? '' : ',') + journalEntryJson(rows[i]!);
  return `${json}]`;
}
