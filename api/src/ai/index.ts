/**
 * The AI service the routes use: the OpenAI-compatible engine when a key is
 * configured, with the local engine as the fallback on any error or time-out;
 * the local engine alone otherwise. Every answer says which engine wrote it.
 */
import { createLocalAi } from './local';
import { createOpenAiEngine, type OpenAiOptions } from './openai';
import type { AiContext, AiEngine, Sourced } from './types';

export type { AiContext, AiEngine } from './types';

type Method = Exclude<keyof AiEngine, 'source'>;

/** The AI features, each answer tagged with its source. */
export type AiService = {
  [K in Method]: (
    ...args: Parameters<AiEngine[K]>
  ) => Promise<
    Awaited<ReturnType<AiEngine[K]>> extends (infer U)[]
      ? { items: U[]; source: AiEngine['source'] }
      : Sourced<Awaited<ReturnType<AiEngine[K]>>>
  >;
};

/** Called when the primary engine fails and the local one answers instead. */
export type FallbackLogger = (method: string, error: unknown) => void;

const METHODS: Method[] = [
  'plainFeedback',
  'enhanced',
  'alternative',
  'framedReply',
  'reanalyse',
  'echoReply',
  'spectralDefinition',
  'scoreExercise',
  'recommendations',
];

/** Wraps `primary` so that any failure is answered by `fallback`. */
export function withFallback(primary: AiEngine, fallback: AiEngine, log: FallbackLogger): AiService {
  const service: Record<string, (...args: unknown[]) => Promise<unknown>> = {};
  for (const method of METHODS) {
    service[method] = async (...args: unknown[]) => {
      const call = async (engine: AiEngine) => {
        const fn = engine[method] as (...a: unknown[]) => Promise<unknown>;
        const result = await fn.apply(engine, args);
        return Array.isArray(result)
          ? { items: result, source: engine.source }
          : { ...(result as object), source: engine.source };
      };
      if (primary === fallback) return call(fallback);
      try {
        return await call(primary);
      } catch (error) {
        log(method, error);
        return call(fallback);
      }
    };
  }
  return service as unknown as AiService;
}

/** AI settings from the environment. */
export interface AiSettings {
  OPENAI_API_KEY?: string;
  OPENAI_BASE_URL?: string;
  OPENAI_MODEL: string;
  AI_TIMEOUT_MS: number;
  AI_MAX_RETRIES: number;
}

/** Builds the AI service from the configuration; `local` is the local engine to answer with (or fall back on). */
export async function createAi(
  settings: AiSettings,
  log: FallbackLogger = defaultLog,
  local: AiEngine = createLocalAi(),
): Promise<AiService> {
  if (!settings.OPENAI_API_KEY) return withFallback(local, local, log);
  const options: OpenAiOptions = {
    apiKey: settings.OPENAI_API_KEY,
    baseURL: settings.OPENAI_BASE_URL,
    model: settings.OPENAI_MODEL,
    timeoutMs: settings.AI_TIMEOUT_MS,
    maxRetries: settings.AI_MAX_RETRIES,
  };
  return withFallback(await createOpenAiEngine(options), local, log);
}

function defaultLog(method: string, error: unknown): void {
  const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  console.warn(`[ai] ${method} fell back to the local engine (${reason.slice(0, 200)})`);
}

/** Default AI context for a user without settings. */
export const DEFAULT_AI_CONTEXT: AiContext = { language: 'en' };
