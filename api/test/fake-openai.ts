/** A small OpenAI-compatible chat completions server on loopback, for testing the OpenAI engine for real over HTTP. */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the server answers: well-formed, malformed JSON, schema-breaking JSON, an HTTP 500, or too slowly. */
export type FakeMode = 'ok' | 'malformed' | 'wrong-shape' | 'error' | 'slow';

/** A request the server received. */
export interface FakeRequest {
  authorization: string | undefined;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    response_format?: { type: string; json_schema?: { name: string } };
  };
}

const ANSWERS: Record<string, unknown> = {
  plain_feedback: {
    aiResponse: 'Model: your note is warm.',
    feedback: 'Model feedback.',
    empathicResponse: 'Model empathy.',
    aiInsights: 'Model insights.',
    conversationalPrompt: 'Model prompt?',
  },
  tonelens_reading: {
    warmthDetachment: 0.2,
    certaintyAmbiguity: 0.5,
    intensityRestraint: 0.9,
    conflictCoherence: 0.6,
    toneLensSummary: 'Model summary.',
    conversationalResponse: 'Model response.',
    echoRoomSuggestion: 'Thread Return',
    resonanceScore: 0.8,
  },
  alternative_text: { alternativeText: 'Model alternative.' },
  framed_reply: { response: 'Model framed reply.' },
  reanalysis: { response: 'Model reanalysis.' },
  echo_reply: { resonantReply: 'Model echo.' },
  spectral_definition: { definition: 'Model definition.' },
  exercise_score: {
    score: 77,
    resonanceQuality: 'in-tune',
    lowValence: false,
    lowAgency: false,
    strengthsIdentified: ['Model strength'],
    gentlePrompts: ['Model prompt'],
  },
  recommendations: {
    recommendations: [
      {
        title: 'Model recommendation',
        description: 'Do this.',
        priority: 3,
        personalizedReason: 'Because.',
        difficulty: 2,
        estimatedTime: 10,
        lessonKey: 'not-a-lesson',
      },
    ],
  },
};

async function readJson(req: IncomingMessage): Promise<FakeRequest['body']> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as FakeRequest['body'];
}

/** Starts the server; `mode` can be changed between requests. */
export async function startFakeOpenAi(): Promise<{
  baseURL: string;
  requests: FakeRequest[];
  setMode(mode: FakeMode, slowMs?: number): void;
  close(): Promise<void>;
}> {
  let mode: FakeMode = 'ok';
  let slowMs = 5000;
  const requests: FakeRequest[] = [];
  const server: Server = createServer(async (req, res) => {
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404).end();
      return;
    }
    const body = await readJson(req);
    requests.push({ authorization: req.headers.authorization, body });
    if (mode === 'error') {
      res.writeHead(500, { 'Content-Type': 'application/json' }).end('{"error":{"message":"boom"}}');
      return;
    }
    if (mode === 'slow') await new Promise((r) => setTimeout(r, slowMs));
    const name = body.response_format?.json_schema?.name ?? '';
    let content: string;
    if (mode === 'malformed') content = '{"this is": not json';
    else if (mode === 'wrong-shape') content = JSON.stringify({ unexpected: true });
    else content = JSON.stringify(ANSWERS[name] ?? {});
    if (res.destroyed) return;
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(
      JSON.stringify({
        id: 'chatcmpl-test',
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content, refusal: null } }],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    setMode(m, ms = 5000) {
      mode = m;
      slowMs = ms;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
}
