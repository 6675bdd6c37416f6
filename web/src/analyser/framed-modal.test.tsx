import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AiReply, AxisScores, FramedRequest } from '@tonelens/core';
import { AppToaster } from '../lib/toast';
import { FramedInteractionModal, type FramedInteractionModalProps } from './framed-modal';
import { INSIGHTS_REQUEST } from './framed-chat';
import type { SpeechRecognitionLike } from './use-speech-input';
import type { FramedConversationPayload } from './types';

const VALUES: AxisScores = {
  warmthDetachment: 0.7,
  certaintyAmbiguity: 0.4,
  intensityRestraint: 0.5,
  conflictCoherence: 0.6,
};

/** A reply function that records requests and answers when told to. */
function replies() {
  const requests: FramedRequest[] = [];
  const pending: { resolve: (r: AiReply) => void; reject: (e: Error) => void }[] = [];
  const requestReply = (request: FramedRequest) =>
    new Promise<AiReply>((resolve, reject) => {
      requests.push(request);
      pending.push({ resolve, reject });
    });
  const answer = async (text: string) => act(async () => pending.shift()!.resolve({ response: text, source: 'local' }));
  const fail = async () => act(async () => pending.shift()!.reject(new Error('500: down')));
  return { requests, requestReply, answer, fail };
}

function renderModal(props: Partial<FramedInteractionModalProps> = {}) {
  const r = replies();
  const saved: FramedConversationPayload[] = [];
  render(
    <>
      <FramedInteractionModal
        open
        onOpenChange={() => undefined}
        mode="full"
        originalText="Original words."
        alternativeText="Kinder words."
        initialValues={VALUES}
        requestReply={r.requestReply}
        onSave={(p) => void saved.push(p)}
        speechRecognition={null}
        {...props}
      />
      <AppToaster />
    </>,
  );
  const box = screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
  const send = screen.getByRole('button', { name: 'Send message' }) as HTMLButtonElement;
  return { ...r, saved, box, send };
}

describe('FramedInteractionModal chat', () => {
  it('is titled Framed Text Interaction, badged Interactive, with the texts in a 24rem sidebar', () => {
    renderModal();
    expect(screen.getByRole('dialog', { name: /Framed Text Interaction/ })).toBeTruthy();
    expect(screen.getByText('Interactive')).toBeTruthy();
    const sidebar = screen.getByRole('complementary', { name: 'Text Analysis' });
    expect(sidebar.style.width).toBe('24rem');
    expect(screen.getByTestId('framed-original').textContent).toBe('Original words.');
    expect(screen.getByTestId('framed-alternative').textContent).toBe('Kinder words.');
    fireEvent.click(screen.getByRole('button', { name: 'Hide sidebar' }));
    expect(screen.queryByRole('complementary')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Enter full screen' }));
    expect(screen.getByRole('dialog').className).toContain('tl-framed--fullscreen');
  });

  it('sends on Enter, keeps Shift+Enter for a new line, and never sends blank text', async () => {
    const { box, send, requests, answer } = renderModal();
    expect(send.disabled).toBe(true);
    fireEvent.change(box, { target: { value: '   ' } });
    expect(send.disabled).toBe(true);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(requests).toHaveLength(0);

    fireEvent.change(box, { target: { value: '  How does this sound?  ' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(requests).toHaveLength(0);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      userMessage: 'How does this sound?',
      emotionalValues: VALUES,
      originalText: 'Original words.',
      aiText: 'Kinder words.',
      conversationHistory: [],
    });
    expect(box.value).toBe('');
    expect(screen.getAllByTestId('chat-user')[0]!.textContent).toContain('How does this sound?');

    // While the reply is pending, sending is disabled.
    fireEvent.change(box, { target: { value: 'Another one' } });
    expect(send.disabled).toBe(true);
    fireEvent.click(send);
    expect(requests).toHaveLength(1);
    await answer('It sounds warm.');
    expect(screen.getByTestId('chat-ai').textContent).toContain('It sounds warm.');
    expect(send.disabled).toBe(false);
    fireEvent.click(send);
    expect(requests).toHaveLength(2);
    expect(requests[1]!.conversationHistory.map((m) => m.type)).toEqual(['user', 'ai']);
  });

  it('AI Response with an empty chat asks for insights with the history sent empty', async () => {
    const { requests, answer } = renderModal();
    fireEvent.click(screen.getByRole('button', { name: /AI Response/ }));
    expect(requests[0]).toMatchObject({ userMessage: INSIGHTS_REQUEST, conversationHistory: [] });
    await answer('Here is what I notice.');
    expect(screen.queryByTestId('chat-user')).toBeNull();
    expect(screen.getByTestId('chat-ai').textContent).toContain('Here is what I notice.');
  });

  it('AI Response after a user message responds again under the updated values with the history', async () => {
    const { box, requests, answer } = renderModal({ unlockedByDefault: true });
    fireEvent.change(box, { target: { value: 'Is it too blunt?' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await answer('A little.');
    fireEvent.click(screen.getByRole('button', { name: /Reset/ }));
    fireEvent.click(screen.getByRole('button', { name: /AI Response/ }));
    const last = requests.at(-1)!;
    expect(last.userMessage).toContain('Is it too blunt?');
    expect(last.userMessage).toContain('updated emotional values');
    expect(last.conversationHistory.map((m) => m.content)).toEqual(['Is it too blunt?', 'A little.']);
    expect(last.emotionalValues).toEqual({
      warmthDetachment: 0.5,
      certaintyAmbiguity: 0.5,
      intensityRestraint: 0.5,
      conflictCoherence: 0.5,
    });
  });

  it("shows 'AI Response Failed' when the reply fails", async () => {
    const { box, fail } = renderModal();
    fireEvent.change(box, { target: { value: 'Hello' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await fail();
    expect(await screen.findByText('Unable to generate AI response.')).toBeTruthy();
  });

  it('saves the conversation payload through the parent, with no call of its own', async () => {
    const { box, answer, saved } = renderModal();
    fireEvent.change(box, { target: { value: 'Hello' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await answer('Hi.');
    fireEvent.click(screen.getByRole('button', { name: /^Save Conversation$/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      originalText: 'Original words.',
      aiGeneratedText: 'Kinder words.',
      emotionalValues: VALUES,
    });
    expect(saved[0]!.conversation.map((m) => m.type)).toEqual(['user', 'ai']);
    expect(new Date(saved[0]!.timestamp).toISOString()).toBe(saved[0]!.timestamp);
  });

  it('shows only the sliders in gradient-only mode', () => {
    render(
      <FramedInteractionModal
        open
        onOpenChange={() => undefined}
        mode="gradient-only"
        originalText="x"
        initialValues={VALUES}
        requestReply={async () => ({ response: '', source: 'local' })}
        onSave={() => undefined}
      />,
    );
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
    expect(screen.getAllByRole('slider')).toHaveLength(4);
  });
});

describe('FramedInteractionModal voice input', () => {
  it('disables the voice button with a note where speech recognition is missing', () => {
    renderModal({ speechRecognition: null });
    expect((screen.getByRole('button', { name: 'Start voice input' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Voice input not supported in this browser')).toBeTruthy();
  });

  it('listens continuously with interim results in en-AU, fills the box, and stops on error', () => {
    const made: FakeRecognition[] = [];
    class FakeRecognition implements SpeechRecognitionLike {
      continuous = false;
      interimResults = false;
      lang = '';
      started = false;
      onresult: SpeechRecognitionLike['onresult'] = null;
      onerror: SpeechRecognitionLike['onerror'] = null;
      onend: SpeechRecognitionLike['onend'] = null;
      constructor() {
        made.push(this);
      }
      start() {
        this.started = true;
      }
      stop() {
        this.started = false;
      }
    }
    const { box } = renderModal({ speechRecognition: FakeRecognition });
    fireEvent.click(screen.getByRole('button', { name: 'Start voice input' }));
    const rec = made[0]!;
    expect([rec.continuous, rec.interimResults, rec.lang, rec.started]).toEqual([true, true, 'en-AU', true]);
    const result = (transcript: string, isFinal: boolean) => Object.assign([{ transcript }], { isFinal });
    act(() => rec.onresult!({ resultIndex: 0, results: [result('I feel', true), result(' hopeful', false)] }));
    expect(box.value).toBe('I feel hopeful');
    expect(screen.getByRole('button', { name: 'Stop voice input' })).toBeTruthy();
    act(() => rec.onerror!({ error: 'network' }));
    expect(rec.started).toBe(false);
    expect(screen.getByRole('button', { name: 'Start voice input' })).toBeTruthy();
  });
});
