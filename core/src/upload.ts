/** Upload validation (spec analysis §5). */
import { UPLOAD_LIMIT_BYTES } from './contract/catalogue';
import { MESSAGES, type Message } from './reading/messages';

export { UPLOAD_LIMIT_BYTES } from './contract/catalogue';
/** What the file chooser accepts. */
export const UPLOAD_ACCEPT = '.txt,.md,text/*';

/** What validation reads of a file. */
export interface UploadCandidate {
  name: string;
  type: string;
  /** Size in bytes. */
  size: number;
}

/** Checks a file before reading it: a text type (or a .txt/.md name), at most 1 MiB. */
export function validateUpload(file: UploadCandidate): { ok: true } | { ok: false; message: Message } {
  const name = file.name.toLowerCase();
  const isText = file.type.startsWith('text/') || name.endsWith('.txt') || name.endsWith('.md');
  if (!isText) return { ok: false, message: MESSAGES.invalidFileType };
  if (file.size > UPLOAD_LIMIT_BYTES) return { ok: false, message: MESSAGES.fileTooLarge };
  return { ok: true };
}
