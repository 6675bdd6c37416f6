import { englishProblems, readTone, TONES, type FramedRequest } from '@tonelens/core';
import { describe, expect, it } from 'vitest';
import { framedChatReply } from './chat';
import { CHAT_QUESTIONS, CHAT_TEXTS, type ChatExpectation } from './chat-questions.cases';
import { FLAGGED_TONES } from './tone-rewrite';
import { toneQuestionOf } from './tone-chat';

const NEUTRAL = { warmthDetachment: 0.5, certaintyAmbiguity: 0.5, intensityRestraint: 0.5, conflictCoherence: 0.5 };

function ask(userMessage: string, originalText: string, history: FramedRequest['conversationHistory'] = []): string {
  return framedChatReply({
    userMessage,
    originalText,
    aiText: null,
    conversationHistory: history,
    emotionalValues: NEUTRAL,
  }).response;
}

/** The rewritten text a reply offers: the quotation after a colon. */
function offered(reply: string): string | undefined {
  return /: “([^”]{12,})”/.exec(reply)?.[1];
}

/** Marks of informal writing: contractions, exclamation marks and chat words. */
function informality(text: string): number {
  return (text.match(/\b\w+'(?:m|re|ve|ll|d|s|t)\b|!|\b(?:hey|yeah|gonna|thanks|ok|ASAP)\b/g) ?? []).length;
}

/** True when `after` reads further in the asked direction than `before`, as readTone reads both. */
function movedToward(aim: Extract<ChatExpectation, { kind: 'make' }>['aim'], before: string, after: string): boolean {
  const a = readTone(before);
  const b = readTone(after);
  const flaggedGone = FLAGGED_TONES.has(a.tones[0]!.name) && !b.tones.some((t) => t.name === a.tones[0]!.name);
  switch (aim) {
    case 'warmer':
      return (
        b.axes.warmthDetachment > a.axes.warmthDetachment || b.politeness.score > a.politeness.score || flaggedGone
      );
    case 'firmer':
      return b.axes.certaintyAmbiguity > a.axes.certaintyAmbiguity || b.axes.hedging < a.axes.hedging;
    case 'shorter':
      return b.axes.wordCount < a.axes.wordCount;
    case 'formal':
      return informality(after) < informality(before) || flaggedGone;
    case 'casual':
      return informality(after) > informality(before);
    case 'calmer':
      return b.axes.intensityRestraint < a.axes.intensityRestraint || flaggedGone;
  }
}

describe('the framed chat answers questions about the tone', () => {
  it('is asked at least thirty realistic questions about five kinds of text', () => {
    expect(CHAT_QUESTIONS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(CHAT_QUESTIONS.map(([, text]) => text)).size).toBe(5);
  });

  it.each(CHAT_QUESTIONS)('answers %j about the %s text', (question, which, expected) => {
    const text = CHAT_TEXTS[which];
    const reading = readTone(text);
    const reply = ask(question, text);
    const inherited = new Set([...englishProblems(text), ...englishProblems(question)]);
    expect(englishProblems(reply).filter((p) => !inherited.has(p))).toEqual([]);
    const named = (tone: (typeof reading.tones)[number]) =>
      reply.includes(TONES[tone.name].adjective) &&
      (tone.phrases.length === 0 || tone.phrases.some((p) => reply.includes(`“${p}”`)));
    switch (expected.kind) {
      case 'yes-no': {
        expect(reply.startsWith(`${expected.answer},`) || reply.startsWith(`${expected.answer}.`)).toBe(true);
        // Why, from the reading: a tone it names, with a phrase of the text behind it.
        expect(reading.tones.some(named)).toBe(true);
        if (expected.answer === 'Yes') {
          const rewrite = offered(reply);
          expect(rewrite).toBeDefined();
          expect(rewrite).not.toBe(text);
          expect(readTone(rewrite!).tones[0]!.name).not.toBe(reading.tones[0]!.name);
        }
        break;
      }
      case 'make': {
        const rewrite = offered(reply);
        expect(rewrite).toBeDefined();
        expect(rewrite).not.toBe(text);
        expect(movedToward(expected.aim, text, rewrite!)).toBe(true);
        break;
      }
      case 'feel':
      case 'why':
        expect(named(reading.tones[0]!)).toBe(true);
        expect(reply).not.toMatch(/\?$/);
        break;
      case 'instead': {
        const rewrite = offered(reply);
        expect(rewrite).toBeDefined();
        expect(rewrite).not.toBe(text);
        expect(readTone(rewrite!).tones.map((t) => t.name)).not.toContain(reading.tones[0]!.name);
        break;
      }
      case 'send': {
        expect(reply.startsWith(`${expected.answer}.`)).toBe(true);
        expect(named(reading.tones[0]!)).toBe(true);
        if (expected.answer === 'Not as it is') {
          const rewrite = offered(reply);
          expect(rewrite).toBeDefined();
          expect(readTone(rewrite!).tones.map((t) => t.name)).not.toContain(reading.tones[0]!.name);
        }
        break;
      }
      case 'clarify':
        expect(reply.match(/\?/g)).toHaveLength(1);
        expect(reply).toMatch(/\?$/);
        expect(named(reading.tones[0]!)).toBe(true);
        break;
    }
  });

  it('reads who a question is about and what it asks', () => {
    expect(toneQuestionOf('Is this too blunt for my manager?')).toEqual({
      kind: 'too',
      quality: 'blunt',
      word: 'blunt',
      who: 'your manager',
    });
    expect(toneQuestionOf('make it warmer')).toEqual({ kind: 'make', aim: 'warmer' });
    expect(toneQuestionOf('Can you make it less formal?')).toEqual({ kind: 'make', aim: 'casual' });
    expect(toneQuestionOf('ok thanks')).toBeUndefined();
  });

  it('never says a text reads as a tone its reading does not name', () => {
    const reply = ask('Why does it read as sarcastic?', CHAT_TEXTS.demanding);
    expect(reply).toMatch(/^It does not read as sarcastic\. It reads as demanding because of “Send”/);
  });

  it('leads the insights the web app asks for first with the tone the reading names', () => {
    const insights =
      'Please share your insights about this text and the emotional state it conveys, in light of the current emotional dimension values.';
    expect(ask(insights, CHAT_TEXTS.curt)).toMatch(/^It reads as curt, from “Fine” and “Do whatever you want”\./);
    expect(ask(insights, CHAT_TEXTS.sarcastic)).toMatch(
      /^It reads as sarcastic, from “Oh great” and “Thanks for nothing”\./,
    );
  });

  it('answers a second time with another wording when asked again', () => {
    const first = ask('Is this too blunt for my manager?', CHAT_TEXTS.demanding);
    const now = new Date().toISOString();
    const second = ask('Is this too blunt for my manager?', CHAT_TEXTS.demanding, [
      { id: '1', type: 'user', content: 'Is this too blunt for my manager?', timestamp: now },
      { id: '2', type: 'ai', content: first, timestamp: now },
    ]);
    expect(second).not.toBe(first);
    expect(second).toMatch(/^Yes/);
  });
});
