/**
 * A worker thread of the engine pool (engine-pool.ts): runs the local AI
 * engine and the plain statistics on the texts it is sent, so a 1 MiB text
 * never holds the server's event loop. Messages in: {id, method, args};
 * out: {id, result} or {id, error}.
 */
import { analyseAxesLocally, plainStats, readTone, toneSummaryOf } from '@tonelens/core';
import { parentPort } from 'node:worker_threads';
import { createLocalAi } from './ai/local';
import type { EngineRequest, EngineResponse } from './engine-pool';

const ai = createLocalAi();
const port = parentPort!;

async function answer({ method, args }: EngineRequest): Promise<unknown> {
  if (method === 'toneSummary') {
    const [text] = args as [string];
    return toneSummaryOf(readTone(text));
  }
  if (method === 'plainStats') {
    const [text] = args as [string];
    return plainStats(text, analyseAxesLocally(text));
  }
  const fn = ai[method] as (...a: unknown[]) => Promise<unknown>;
  return fn.apply(ai, args);
}

port.on('message', (request: EngineRequest) => {
  answer(request).then(
    (result) => port.postMessage({ id: request.id, result } satisfies EngineResponse),
    (error: unknown) =>
      port.postMessage({
        id: request.id,
        error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      } satisfies EngineResponse),
  );
});
