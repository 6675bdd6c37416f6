/** Upload validation (spec analysis §5). */
import { type Message } from './messages';
/** Largest uploadable file and largest input text: 1 MiB (1024·1024 bytes). */
export declare const UPLOAD_LIMIT_BYTES: number;
/** What the file chooser accepts. */
export declare const UPLOAD_ACCEPT = '.txt,.md,text/*';
/** What validation reads of a file. */
export interface UploadCandidate {
  name: string;
  type: string;
  /** Size in bytes. */
  size: number;
}
/** Checks a file before reading it: a text type (or a .txt/.md name), at most 1 MiB. */
export declare function validateUpload(file: UploadCandidate):
  | {
      ok: true;
    }
  | {
      ok: false;
      message: Message;
    };
