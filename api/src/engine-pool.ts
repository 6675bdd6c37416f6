/**
 * The engine's heavy work off the event loop: a small pool of worker threads
 * (engine-worker.ts) running the local AI engine and the plain statistics.
 * Reading a 1 MiB text takes the engine a second or two; on the server's own
 * thread that would hold every other request, health checks included, for as
 * long. Each call goes to the worker its text hashes to, so the local
 * engine's "ask again, get another wording" memory stays with its text.
 */
import { readTone, toneSummaryOf, type PlainStats, type ToneSummary } from '@tonelens/core';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { AiEngine } from './ai/types';

/** Most worker threads: one core stays with the server's own thread. */
export const ENGINE_WORKERS_MAX = 2;

/** Texts up to this many UTF-16 code units are read on the event loop (well under a millisecond); longer ones in a worker. */
export const INLINE_READING_CHARACTERS = 8192;

type AiMethod = Exclude<keyof AiEngine, 'source'>;

/** A call sent to a worker. */
export interface EngineRequest {
  id: number;
  method: AiMethod | 'plainStats' | 'toneSummary';
  args: unknown[];
}

/** A worker's answer to call `id`. */
export type EngineResponse = { id: number; result: unknown; error?: undefined } | { id: number; error: string };

/** Engine work a route does beside the AI service. */
export interface EngineWork {
  /** Word and character counts, sentiment class and axes of a text (core's plainStats). */
  plainStats(text: string): Promise<PlainStats>;
  /** The tone name and top emotions of a text (core's readTone), as a saved row keeps them. */
  toneSummary(text: string): Promise<ToneSummary>;
}

/** The pool: the local AI engine and the route work, both run on the workers. */
export interface EnginePool {
  ai: AiEngine;
  work: EngineWork;
  /** Stops the workers (calls under way fail). */
  close(): Promise<void>;
}

/**
 * Starts a worker on the code beside this module: the bundle's JavaScript, or
 * (running from source, in tests and development) the TypeScript, through
 * tsx registered in the worker first (`--import tsx` is not honoured there).
 */
function startWorker(): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./engine-worker.js', import.meta.url));
  const source = JSON.stringify(new URL('./engine-worker.ts', import.meta.url).href);
  return new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${source}); });`, {
    eval: true,
  });
}

/** A 32-bit FNV-1a hash of a string's first and last 256 code units and its length (enough to spread texts). */
function spread(text: string): number {
  let h = 0x811c9dc5 ^ text.length;
  const take = (from: number, to: number) => {
    for (let i = from; i < to; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  };
  take(0, Math.min(256, text.length));
  take(Math.max(256, text.length - 256), text.length);
  return h >>> 0;
}

/** The first string among a call's arguments, or within its first object argument. */
function textOf(args: unknown[]): string {
  for (const arg of args) {
    if (typeof arg === 'string') return arg;
    if (arg && typeof arg === 'object') {
      for (const value of Object.values(arg)) if (typeof value === 'string') return value;
    }
  }
  return '';
}

/** Starts `size` workers lazily (on the first call each receives). */
export function createEnginePool(
  size = Math.max(1, Math.min(ENGINE_WORKERS_MAX, availableParallelism() - 1)),
): EnginePool {
  const workers: (Worker | undefined)[] = Array.from({ length: size }, () => undefined);
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void; slot: number }>();
  let nextId = 1;
  let closed = false;

  const start = (slot: number): Worker => {
    const worker = startWorker();
    // An idle pool never keeps the process alive.
    worker.unref();
    worker.on('message', (response: EngineResponse) => {
      const call = pending.get(response.id);
      if (!call) return;
      pending.delete(response.id);
      if (response.error !== undefined) call.reject(new Error(response.error));
      else call.resolve(response.result);
    });
    const fail = (error: Error) => {
      workers[slot] = undefined;
      // Every call this worker held fails; the next call starts a fresh worker in its place.
      for (const [id, call] of pending) {
        if (call.slot === slot) {
          pending.delete(id);
          call.reject(error);
        }
      }
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The engine worker stopped (exit code ${code}).`)));
    workers[slot] = worker;
    return worker;
  };

  const call = <T>(method: EngineRequest['method'], args: unknown[]): Promise<T> => {
    if (closed) return Promise.reject(new Error('The engine pool is closed.'));
    const slot = spread(textOf(args)) % size;
    const worker = workers[slot] ?? start(slot);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject, slot });
      worker.ref();
      worker.postMessage({ id, method, args } satisfies EngineRequest);
    }).finally(() => {
      // A worker with nothing to do lets the process exit.
      if (![...pending.values()].some((c) => c.slot === slot)) workers[slot]?.unref();
    });
  };

  const ai = {
    source: 'local',
    plainFeedback: (...args) => call('plainFeedback', args),
    enhanced: (...args) => call('enhanced', args),
    alternative: (...args) => call('alternative', args),
    framedReply: (...args) => call('framedReply', args),
    reanalyse: (...args) => call('reanalyse', args),
    echoReply: (...args) => call('echoReply', args),
    spectralDefinition: (...args) => call('spectralDefinition', args),
    scoreExercise: (...args) => call('scoreExercise', args),
    recommendations: (...args) => call('recommendations', args),
  } as AiEngine;

  return {
    ai,
    work: {
      plainStats: (text) => call<PlainStats>('plainStats', [text]),
      // A message is read in a fraction of a millisecond: only long texts are worth a worker's round trip.
      toneSummary: (text) =>
        text.length <= INLINE_READING_CHARACTERS
          ? Promise.resolve(toneSummaryOf(readTone(text)))
          : call<ToneSummary>('toneSummary', [text]),
    },
    close: async () => {
      closed = true;
      await Promise.all(workers.map((w) => w?.terminate()));
    },
  };
}
