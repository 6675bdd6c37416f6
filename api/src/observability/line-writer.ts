/**
 * The log's way out: lines gathered as UTF-8 bytes in one buffer and written
 * to a file descriptor (standard output) in the background, so a slow reader
 * never stalls a request and a busy server makes one write per LOG_BUFFER_BYTES.
 *
 * It does what pino's own destination (sonic-boom) did with `minLength` and
 * `periodicFlush`, more cheaply under load: that one kept the pending lines as
 * one growing string (measuring its UTF-8 length again on every line, and
 * encoding it again for each write), which cost an access line more than
 * building it. Here each line is encoded once, straight into the buffer.
 */
import { write as fsWrite, writeSync } from 'node:fs';

/** Errors a non-blocking descriptor answers while its reader is behind: the write is tried again. */
const BUSY = new Set(['EAGAIN', 'EBUSY']);

/** Wait before trying a busy descriptor again, in ms. */
const BUSY_RETRY_MS = 10;

/** Longest a last synchronous flush keeps trying a busy descriptor, in ms. */
const FLUSH_SYNC_PATIENCE_MS = 2000;

/** Options of a LineWriter. */
export interface LineWriterOptions {
  /** File descriptor written to (1: standard output). */
  fd: number;
  /** Bytes gathered before a write starts. */
  minLength: number;
  /** Longest a line waits in the buffer, in ms. */
  flushMs: number;
}

/** Sleeps the thread `ms` milliseconds (only for the last synchronous flush, when the process is about to exit). */
function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** A buffered, asynchronous line writer with pino's destination interface (write, flush, flushSync). */
export class LineWriter {
  private readonly fd: number;
  private readonly minLength: number;
  /** Where new lines go. */
  private buffer: Buffer;
  private length = 0;
  /** A buffer of the usual size whose bytes have been written, ready to take new lines. */
  private spare: Buffer | undefined;
  /** A write is under way (of a buffer that no longer takes lines). */
  private writing = false;
  /** Bytes gathered since the start, and bytes of those written (or given up on). */
  private gathered = 0;
  private done = 0;
  /** Flushes not yet complete: each waits until the bytes gathered when it was asked for are written. */
  private waiting: { upTo: number; callback: (error?: Error) => void }[] = [];
  private readonly timer: NodeJS.Timeout;

  constructor({ fd, minLength, flushMs }: LineWriterOptions) {
    this.fd = fd;
    this.minLength = minLength;
    this.buffer = Buffer.allocUnsafe(this.usualSize());
    this.timer = setInterval(() => {
      if (this.length > 0 && !this.writing) this.startWrite();
    }, flushMs);
    this.timer.unref();
  }

  private usualSize(): number {
    return Math.max(64 * 1024, this.minLength * 4);
  }

  /** Adds one line (pino hands over each line whole, newline included). */
  write(line: string): boolean {
    // A UTF-16 code unit never takes more than 3 bytes of UTF-8.
    const room = this.length + line.length * 3;
    if (room > this.buffer.length) {
      const grown = Buffer.allocUnsafe(Math.max(room, this.buffer.length * 2));
      this.buffer.copy(grown, 0, 0, this.length);
      this.buffer = grown;
    }
    const bytes = this.buffer.write(line, this.length);
    this.length += bytes;
    this.gathered += bytes;
    if (!this.writing && this.length >= this.minLength) this.startWrite();
    return true;
  }

  /** Starts writing whatever is gathered now; `callback` runs once those bytes are written. */
  flush(callback?: (error?: Error) => void): void {
    if (this.done >= this.gathered) {
      if (callback) process.nextTick(callback);
      return;
    }
    this.waiting.push({ upTo: this.gathered, callback: callback ?? (() => undefined) });
    if (!this.writing) this.startWrite();
  }

  /**
   * Writes everything gathered at once, blocking (for the last lines before the process exits). A write
   * already under way in the background is left to finish on its own.
   */
  flushSync(): void {
    let offset = 0;
    let busySince: number | undefined;
    while (offset < this.length) {
      try {
        offset += writeSync(this.fd, this.buffer, offset, this.length - offset);
        busySince = undefined;
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (!code || !BUSY.has(code)) throw error;
        busySince ??= Date.now();
        if (Date.now() - busySince > FLUSH_SYNC_PATIENCE_MS) throw error;
        sleepSync(BUSY_RETRY_MS);
      }
    }
    this.done += this.length;
    this.length = 0;
    this.answer();
  }

  /** Stops the periodic flush (the buffer is not written: call flush or flushSync first). */
  close(): void {
    clearInterval(this.timer);
  }

  private startWrite(): void {
    const out = this.buffer;
    const end = this.length;
    this.buffer = this.spare ?? Buffer.allocUnsafe(this.usualSize());
    this.spare = undefined;
    this.length = 0;
    this.writing = true;
    this.writeFrom(out, 0, end);
  }

  private writeFrom(out: Buffer, offset: number, end: number): void {
    fsWrite(this.fd, out, offset, end - offset, null, (error, written) => {
      if (error) {
        if (error.code && BUSY.has(error.code)) {
          setTimeout(() => this.writeFrom(out, offset, end), BUSY_RETRY_MS);
          return;
        }
        // The descriptor is gone (a closed pipe, say): these lines are lost, later ones are still tried.
        this.written(out, end, error);
        return;
      }
      if (offset + written < end) this.writeFrom(out, offset + written, end);
      else this.written(out, end);
    });
  }

  private written(out: Buffer, bytes: number, error?: Error): void {
    this.writing = false;
    this.done += bytes;
    if (out.length === this.usualSize()) this.spare = out;
    this.answer(error);
    if (this.length > 0 && (this.waiting.length > 0 || this.length >= this.minLength)) this.startWrite();
  }

  /** Answers the flushes whose bytes are all written. */
  private answer(error?: Error): void {
    while (this.waiting.length > 0 && this.waiting[0]!.upTo <= this.done) {
      process.nextTick(this.waiting.shift()!.callback, error);
    }
  }
}
