/**
 * The OpenAI-compatible engine: any server speaking the chat completions API
 * (OpenAI, Ollama, vLLM, LM Studio) through the `openai` SDK, with structured
 * outputs validated by zod. Tension and resonance labels are recomputed by
 * core's rules, never taken from the model.
 */
import type OpenAI from 'openai';
import { detectTension, resonanceLabel, type Language } from '@tonelens/core';
import { z } from 'zod';
import type { AiContext, AiEngine } from './types';

/** Connection settings of the OpenAI-compatible engine. */
export interface OpenAiOptions {
  apiKey: string;
  /** Base URL of the server (default OpenAI's). */
  baseURL?: string;
  model: string;
  /** Time budget of one answer, in ms, retries included. */
  timeoutMs: number;
  maxRetries: number;
}

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Spanish', fr: 'French', de: 'German' };

const unit = z.number().min(0).max(1);
const axesShape = {
  warmthDetachment: unit,
  certaintyAmbiguity: unit,
  intensityRestraint: unit,
  conflictCoherence: unit,
};

const plainOut = z.object({
  aiResponse: z.string().min(1),
  feedback: z.string().min(1),
  empathicResponse: z.string().min(1),
  aiInsights: z.string().min(1),
  conversationalPrompt: z.string().min(1),
});
const enhancedOut = z.object({
  ...axesShape,
  toneLensSummary: z.string().min(1),
  conversationalResponse: z.string().min(1),
  echoRoomSuggestion: z.string().min(1),
  resonanceScore: unit,
});
const alternativeOut = z.object({ alternativeText: z.string().min(1) });
const replyOut = z.object({ response: z.string().min(1) });
const echoOut = z.object({ resonantReply: z.string().min(1) });
const definitionOut = z.object({ definition: z.string().min(1) });
const exerciseOut = z.object({
  score: z.number().min(0).max(100),
  resonanceQuality: z.string().min(1),
  lowValence: z.boolean(),
  lowAgency: z.boolean(),
  strengthsIdentified: z.array(z.string()),
  gentlePrompts: z.array(z.string()),
});
const recommendationsOut = z.object({
  recommendations: z
    .array(
      z.object({
        title: z.string().min(1).max(200),
        description: z.string().min(1),
        priority: z.number().int().min(1).max(5),
        personalizedReason: z.string().min(1),
        difficulty: z.number().int().min(1).max(5),
        estimatedTime: z.number().int().min(1).max(240),
        lessonKey: z.string().nullable(),
      }),
    )
    .max(6),
});

const SYSTEM = `You are ToneLens, an assistant that reads the emotional tone of written text with care and precision.
The four axes are scored 0..1 with 0.5 as balance: warmthDetachment (1 warm/connected, 0 cold/detached),
certaintyAmbiguity (1 certain/clear, 0 uncertain/vague), intensityRestraint (1 intense/expressive, 0 restrained),
conflictCoherence (1 coherent/unified, 0 conflicted/mixed). Be specific: quote the words and sentences you rely on.
Never invent facts about the writer. Answer only with the JSON the schema asks for.`;

/**
 * Creates the engine. Each call has its own deadline of `timeoutMs` (retries
 * included). The SDK is loaded here, only when a key is configured: it costs
 * about 15 MB of memory that a local-only server does not need.
 */
export async function createOpenAiEngine(options: OpenAiOptions): Promise<AiEngine> {
  const [{ default: OpenAIClient }, { zodResponseFormat }] = await Promise.all([
    import('openai'),
    import('openai/helpers/zod'),
  ]);
  const client: OpenAI = new OpenAIClient({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    timeout: options.timeoutMs,
    maxRetries: options.maxRetries,
  });

  async function ask<S extends z.ZodType>(
    schema: S,
    name: string,
    task: string,
    payload: unknown,
    ctx: AiContext,
  ): Promise<z.infer<S>> {
    const deadline = AbortSignal.timeout(options.timeoutMs);
    const completion = await client.chat.completions.parse(
      {
        model: options.model,
        temperature: 0.4,
        messages: [
          { role: 'system', content: `${SYSTEM}\nWrite every text field in ${LANGUAGE_NAMES[ctx.language]}.` },
          { role: 'user', content: `${task}\n\n${JSON.stringify(payload)}` },
        ],
        response_format: zodResponseFormat(schema, name),
      },
      { signal: deadline, timeout: options.timeoutMs },
    );
    const message = completion.choices[0]?.message;
    if (!message || message.refusal) throw new Error('The model gave no answer');
    // parse() already validated; validate again so a lenient server cannot slip anything through.
    return schema.parse(message.parsed);
  }

  return {
    source: 'openai',
    plainFeedback: (text, ctx) =>
      ask(
        plainOut,
        'plain_feedback',
        'Give empathetic feedback on this text: a response, concrete feedback, an empathic response, insights, and a prompt inviting a four-axis analysis.',
        { text },
        ctx,
      ),
    async enhanced(text, ctx) {
      const out = await ask(
        enhancedOut,
        'tonelens_reading',
        'Score the four axes of this text, summarise the tone, write a short conversational response, and suggest a reflection room (Solo Echo, Message Echo, Thread Return, or guided reflection). resonanceScore is how well the feeling holds together.',
        { text },
        ctx,
      );
      return {
        ...out,
        tensionDetected: detectTension(out),
        resonanceLabel: resonanceLabel(out.resonanceScore),
      };
    },
    alternative: (text, ctx) =>
      ask(
        alternativeOut,
        'alternative_text',
        'Rewrite this text toward balance: soften absolutes, add warmth, clarify hedges, keep the meaning and the first person. Change only the phrases that need it; keep greetings, names and sign-offs where they are. If nothing needs changing, say so in one sentence instead of padding the text.',
        { text },
        ctx,
      ),
    framedReply: (request, ctx) =>
      ask(
        replyOut,
        'framed_reply',
        'Reply to the user message in a conversation about their text. Answer what it asks: for how to phrase something, offer a rewrite of the relevant sentence and say what changed; for a feeling, reflect it back in plain words and ask one open question, with no numbers; for a question about the reading, name the words that moved it. Write in the tone the four slider values ask for, and do not repeat an earlier reply from the history.',
        request,
        ctx,
      ),
    reanalyse: (request, ctx) =>
      ask(
        replyOut,
        'reanalysis',
        'Explain how the text would read with these adjusted axis values and give a version of it that matches them.',
        request,
        ctx,
      ),
    echoReply: (request, ctx) =>
      ask(
        echoOut,
        'echo_reply',
        'Write a resonant reply for this reflection mode: solo is private reflection, message is how the recipient would hear it, thread is returning to an ongoing conversation. Reflect the feeling in plain words and end with one open question; no numbers, scores or axis names.',
        request,
        ctx,
      ),
    spectralDefinition: (text, ctx) =>
      ask(
        definitionOut,
        'spectral_definition',
        'Give a short spectral (emotional-tone) definition of this text.',
        { text },
        ctx,
      ),
    async scoreExercise(input, ctx) {
      const out = await ask(
        exerciseOut,
        'exercise_score',
        "Score this learning-exercise answer 0..100 for what the lesson asks for: naming feelings, taking the other person's view, specifics and enough length; a careful answer to the prompt scores well. Put a one-sentence explanation of the score in resonanceQuality; flag lowValence and lowAgency; list strengths and gentle prompts.",
        input,
        ctx,
      );
      return {
        score: out.score,
        enhancedAnalysis: {
          resonanceQuality: out.resonanceQuality,
          safetyFlags: { lowValence: out.lowValence, lowAgency: out.lowAgency },
          strengthsIdentified: out.strengthsIdentified,
          gentlePrompts: out.gentlePrompts,
        },
      };
    },
    async recommendations(input, ctx) {
      const out = await ask(
        recommendationsOut,
        'recommendations',
        'Recommend up to four next learning steps. lessonKey must be one of openLessons or null.',
        input,
        ctx,
      );
      const open = new Set(input.openLessons.map((l) => l.lessonKey));
      return out.recommendations.map((r) => ({
        ...r,
        lessonKey: r.lessonKey && open.has(r.lessonKey) ? r.lessonKey : null,
      }));
    },
  };
}
