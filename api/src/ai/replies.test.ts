import { analyseAxesLocally, englishProblems, type AxisKey, type AxisScores, type FramedRequest } from '@tonelens/core';
import { describe, expect, it } from 'vitest';
import { intentOf, type Intent } from './intent';
import { createLocalAi, NOTHING_TO_CHANGE, NOTHING_TO_CHANGE_FELT } from './local';
import { REPLY_CASES } from './replies.cases';
import { rewriteTowardBalance, splitFrame, type Aim } from './rewrite';

const ctx = { language: 'en' as const };
const BALANCE: AxisScores = {
  warmthDetachment: 0.5,
  certaintyAmbiguity: 0.5,
  intensityRestraint: 0.5,
  conflictCoherence: 0.5,
};
const AIM_AXIS: Partial<Record<Aim, [AxisKey, 1 | -1]>> = {
  warmer: ['warmthDetachment', 1],
  clearer: ['certaintyAmbiguity', 1],
  gentler: ['certaintyAmbiguity', -1],
  calmer: ['intensityRestraint', -1],
  steadier: ['conflictCoherence', 1],
};

/** Problems of a reply by the English helper's rules, leaving out any the quoted input already had. */
function newProblems(reply: string, ...inputs: string[]): string[] {
  const inherited = new Set(inputs.flatMap((i) => englishProblems(i)));
  return englishProblems(reply).filter((p) => !inherited.has(p));
}

/** Words that belong to the reading's machinery, never to a reflection. */
const MEASURING = /\d|\b(?:warmth|certainty|intensity|coherence|axis|axes|tension|score)\b|:\s*$/i;

describe('the local rewrite, on realistic inputs', () => {
  it('has at least forty inputs of every kind', () => {
    expect(REPLY_CASES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(REPLY_CASES.map((c) => c.kind)).size).toBe(5);
  });

  it.each(REPLY_CASES.map((c) => [c.kind, c.text, c] as const))('rewrites a %s: %j', async (_kind, text, c) => {
    const ai = createLocalAi();
    const first = (await ai.alternative(text, ctx)).alternativeText;
    if (c.fine) {
      expect([NOTHING_TO_CHANGE, NOTHING_TO_CHANGE_FELT]).toContain(first);
      return;
    }
    // It addresses the input: every flagged phrase is gone, and greetings and sign-offs stay where they were.
    expect(first).not.toBe(text);
    for (const phrase of c.mustChange ?? []) {
      if (phrase === phrase.toUpperCase()) expect(first).not.toContain(phrase);
      else expect(first.toLowerCase()).not.toContain(phrase.toLowerCase());
    }
    const { head, tail } = splitFrame(text);
    expect(first.startsWith(head)).toBe(true);
    expect(first.endsWith(tail)).toBe(true);
    for (const kept of c.keep ?? []) expect(first).toContain(kept);
    // It is grammatical by the helper's rules.
    expect(newProblems(first, text)).toEqual([]);
    // It moved the way it set out to, as core's engine reads it.
    const rewrite = rewriteTowardBalance(text);
    const before = analyseAxesLocally(text);
    const after = analyseAxesLocally(rewrite.text);
    let moved = 0;
    for (const aim of rewrite.aims) {
      const axis = AIM_AXIS[aim];
      if (!axis) continue;
      const [key, sign] = axis;
      const step = (after[key] - before[key]) * sign;
      expect(step, `${aim} moved ${key} the wrong way`).toBeGreaterThan(-0.05);
      moved += step;
    }
    if (rewrite.aims.some((a) => AIM_AXIS[a])) expect(moved).toBeGreaterThanOrEqual(0);
    // Asked again, it words the same edits another way when the table has another wording.
    const second = (await ai.alternative(text, ctx)).alternativeText;
    if (rewrite.edits.some((e) => e.choices > 1) || rewrite.added.length > 0) expect(second).not.toBe(first);
    expect(newProblems(second, text)).toEqual([]);
  });

  it.each(REPLY_CASES.map((c) => [c.kind, c.text] as const))(
    'writes the plain feedback, ToneLens reading and spectral definition of a %s in good English: %j',
    async (_kind, text) => {
      const ai = createLocalAi();
      const plain = await ai.plainFeedback(text, ctx);
      const reading = await ai.enhanced(text, ctx);
      const { definition } = await ai.spectralDefinition(text, ctx);
      for (const written of [
        ...Object.values(plain),
        reading.toneLensSummary,
        reading.conversationalResponse,
        definition,
      ])
        expect(newProblems(written, text), written).toEqual([]);
    },
  );

  it('moves every axis it aims at toward the requested values across the whole table', () => {
    let closer = 0;
    let total = 0;
    for (const c of REPLY_CASES.filter((x) => !x.fine)) {
      const r = rewriteTowardBalance(c.text);
      const before = analyseAxesLocally(c.text);
      const after = analyseAxesLocally(r.text);
      const keys = r.aims.flatMap((a) => (AIM_AXIS[a] ? [AIM_AXIS[a]![0]] : []));
      if (keys.length === 0) continue;
      total += 1;
      const distance = (x: AxisScores) => keys.reduce((s, k) => s + Math.abs(x[k] - BALANCE[k]), 0);
      if (distance(after) < distance(before)) closer += 1;
    }
    expect(total).toBeGreaterThan(10);
    expect(closer / total).toBeGreaterThanOrEqual(0.8);
  });
});

const EMAIL = 'Per my last email, I need this by Friday. Please action immediately.';
const JOURNAL = 'Everyone here seems to have someone and I never do. I feel so alone tonight.';
const SLIDERS: AxisScores = {
  warmthDetachment: 0.7,
  certaintyAmbiguity: 0.5,
  intensityRestraint: 0.4,
  conflictCoherence: 0.6,
};

const CHAT_CASES: readonly [string, string, Intent][] = [
  ['How can I say this without sounding passive-aggressive?', EMAIL, 'phrasing'],
  ['How do I make this sound less bossy?', EMAIL, 'phrasing'],
  ['Can you rephrase it so it is kinder?', 'You never reply on time. This is ridiculous.', 'phrasing'],
  ['Is there a better way to say the second sentence?', 'Hi Jo, I need this now. It is urgent!!', 'phrasing'],
  ['How should I word “I hate how you handled it” so it lands?', '', 'phrasing'],
  ['Help me say this more clearly please', 'I was wondering if maybe we could sort of meet, I guess.', 'phrasing'],
  ['What would be a firmer version?', 'Maybe we could possibly look at it, if that is okay?', 'phrasing'],
  ['I feel really alone tonight', JOURNAL, 'feeling'],
  ['I am so tired of pretending everything is fine.', JOURNAL, 'feeling'],
  ['Honestly I feel hurt that nobody asked how I was.', JOURNAL, 'feeling'],
  ["I'm anxious about sending it at all.", EMAIL, 'feeling'],
  ['I felt proud of myself today for speaking up.', 'I spoke up in the meeting.', 'feeling'],
  ['I am overwhelmed and I do not know where to start.', JOURNAL, 'feeling'],
  ["I feel like I'm failing at everything lately.", JOURNAL, 'feeling'],
  ["I got the job!!! I can't believe it.", 'I got the job!!!', 'feeling'],
  ['Nobody texted me on my birthday.', JOURNAL, 'feeling'],
  ['We argued again and I said things I regret.', JOURNAL, 'feeling'],
  ['Why does it read as so cold?', EMAIL, 'reading'],
  ['Which words make the intensity so high?', EMAIL, 'reading'],
  ['What makes it come across as uncertain?', 'I guess maybe we could try, sort of?', 'reading'],
  ['Why is there tension in this?', 'You ALWAYS ignore me!!! I hate it.', 'reading'],
  ['Can you explain the reading?', 'Thank you so much, I am grateful for your help.', 'reading'],
  [
    'Please share your insights about this text and the emotional state it conveys, in light of the current emotional dimension values.',
    EMAIL,
    'reading',
  ],
  ['Make it warmer please', EMAIL, 'other'],
  ['ok thanks', EMAIL, 'other'],
];

function request(
  userMessage: string,
  originalText: string,
  history: FramedRequest['conversationHistory'] = [],
  aiText: string | null = null,
): FramedRequest {
  return { userMessage, emotionalValues: SLIDERS, originalText, aiText, conversationHistory: history };
}

describe('the framed chat answers what was asked', () => {
  it.each(CHAT_CASES)('answers %j (about %j) as a %s question', async (message, base, kind) => {
    const ai = createLocalAi();
    expect(intentOf(message)).toBe(kind);
    expect(intentOf(`Please respond again to my last message using the updated emotional values: ${message}`)).toBe(
      kind,
    );
    const first = (await ai.framedReply(request(message, base), ctx)).response;
    expect(newProblems(first, message, base)).toEqual([]);
    if (kind === 'phrasing') {
      // A rewrite of the relevant sentence, and what changed.
      expect(first).toMatch(/“[^”]+”/);
      expect(first).toMatch(/Where you had|Leaving out|add “|no phrase in it|Paste the sentence/);
    }
    if (kind === 'feeling') {
      expect(first).not.toMatch(MEASURING);
      expect(first.match(/\?/g)?.length).toBe(1);
      expect(first).toMatch(/\?$/);
      expect(first).not.toMatch(/“/);
    }
    if (kind === 'reading') {
      // It names words that moved the reading, whatever they are.
      const drivers = Object.values(analyseAxesLocally(base).drivers).flatMap((d) => [...d.positive, ...d.negative]);
      if (drivers.length > 0)
        expect(drivers.some((d) => first.toLowerCase().includes(`“${d.term.toLowerCase()}”`))).toBe(true);
      expect(first).not.toMatch(/\d/);
    }
    // The second reply, with the first in the history, is not the first again.
    const now = new Date().toISOString();
    const history = [
      { id: '1', type: 'user' as const, content: message, timestamp: now },
      { id: '2', type: 'ai' as const, content: first, timestamp: now },
    ];
    // As the AI Response button asks it: the last message again, with the first answer in the history.
    const again = `Please respond again to my last message using the updated emotional values: ${message}`;
    const second = (await ai.framedReply(request(again, base, history), ctx)).response;
    expect(second).not.toBe(first);
    expect(newProblems(second, message, base)).toEqual([]);
  });

  it('takes a thank-you as one, without rewriting the text again', async () => {
    const ai = createLocalAi();
    const reply = (await ai.framedReply(request('ok thanks', EMAIL), ctx)).response;
    expect(reply).toMatch(/^(Glad it helps|You are welcome|Any time)/);
    expect(reply).not.toContain('I need this by Friday');
  });

  it('answers about the person’s own text when an alternative is already open beside it, differently each time', async () => {
    const ai = createLocalAi();
    const alternative = (await ai.alternative(EMAIL, ctx)).alternativeText;
    const neutral = { warmthDetachment: 0.5, certaintyAmbiguity: 0.5, intensityRestraint: 0.5, conflictCoherence: 0.5 };
    const ask = (message: string, history: FramedRequest['conversationHistory']) =>
      ai.framedReply({ ...request(message, EMAIL, history, alternative), emotionalValues: neutral }, ctx);
    const first = (await ask(CHAT_CASES[0]![0], [])).response;
    expect(first).toMatch(/Where you had “(Per my last email|Please action immediately)”/);
    const now = new Date().toISOString();
    const history = [
      { id: '1', type: 'user' as const, content: CHAT_CASES[0]![0], timestamp: now },
      { id: '2', type: 'ai' as const, content: first, timestamp: now },
    ];
    const again = `Please respond again to my last message using the updated emotional values: ${CHAT_CASES[0]![0]}`;
    const second = (await ask(again, history)).response;
    expect(second).not.toBe(first);
    // Asked why it reads cold, it starts from the words that cool it.
    const reading = (await ask('Why does it read as so cold?', history)).response;
    const cooling = analyseAxesLocally(EMAIL).drivers.warmthDetachment.negative.map((d) => d.term.toLowerCase());
    const firstLine = reading.split('. ')[1]!.toLowerCase();
    expect(cooling.some((term) => firstLine.includes(`“${term}”`))).toBe(true);
    expect(reading).not.toMatch(/more reserved/);
  });

  it('offers the rewritten sentence for the issue’s example, not the whole text with a line repeated', async () => {
    const ai = createLocalAi();
    const reply = (await ai.framedReply(request(CHAT_CASES[0]![0], EMAIL), ctx)).response;
    expect(reply).not.toMatch(/“aggressive”/);
    expect(reply.split('I need this by Friday').length).toBeLessThanOrEqual(3);
    expect(reply).toMatch(/Could you|As I mentioned|Following up|To pick up/);
  });
});

describe('EchoRoom reflections', () => {
  const JOURNALS = REPLY_CASES.filter((c) => c.kind === 'journal').map((c) => c.text);
  JOURNALS.push('I think I am lonelier than I let anyone see. Everyone thinks I am fine.');

  it.each(JOURNALS)(
    'reflects %j in plain words, with one open question, and differently when asked again',
    async (text) => {
      const ai = createLocalAi();
      for (const echoMode of ['solo', 'message', 'thread'] as const) {
        const first = (await ai.echoReply({ inputText: text, echoMode }, ctx)).resonantReply;
        expect(first, echoMode).not.toMatch(MEASURING);
        expect(first).not.toMatch(/Tension|0\.|→/);
        expect(first.match(/\?/g)?.length, echoMode).toBe(1);
        expect(newProblems(first, text)).toEqual([]);
        const second = (await ai.echoReply({ inputText: text, echoMode }, ctx)).resonantReply;
        expect(second).not.toBe(first);
      }
    },
  );

  it('says a feeling back as a feeling, and meets good news gladly without turning its volume down', async () => {
    const ai = createLocalAi();
    const failing = (await ai.echoReply({ inputText: "I feel like I'm failing at everything.", echoMode: 'solo' }, ctx))
      .resonantReply;
    expect(failing).toMatch(/you feel you're failing/);
    const news = "I got the job!!! I can't believe it.";
    expect((await ai.echoReply({ inputText: news, echoMode: 'solo' }, ctx)).resonantReply).toMatch(/good news/);
    expect((await ai.alternative(news, ctx)).alternativeText).toBe(NOTHING_TO_CHANGE_FELT);
  });

  it('says a feeling back to the person rather than diagnosing it', async () => {
    const ai = createLocalAi();
    const { resonantReply } = await ai.echoReply(
      { inputText: 'I think I am lonelier than I let anyone see.', echoMode: 'solo' },
      ctx,
    );
    expect(resonantReply).toMatch(/you are lonelier than you let anyone see|lonely/);
    expect(resonantReply).not.toMatch(/unsure|certainty/i);
  });
});
