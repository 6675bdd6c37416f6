import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { fromAnotherExtension, fromContentScript, fromExtensionPage } from '../test/senders';
import { ALLOWED_SENDERS, dispatch, isEnvelope, listen, sendMessage, senderKind } from './protocol';

const sender = fromExtensionPage();

describe('isEnvelope', () => {
  it('accepts only messages of the protocol', () => {
    expect(isEnvelope({ type: 'auth:get', data: { refresh: false } })).toBe(true);
    expect(isEnvelope({ type: 'unknown', data: {} })).toBe(false);
    expect(isEnvelope('auth:get')).toBe(false);
    expect(isEnvelope(null)).toBe(false);
  });
});

describe('dispatch', () => {
  it('runs the handler of the message type and wraps its result', async () => {
    const reply = dispatch({ 'field:text': () => ({ text: 'hello' }) }, { type: 'field:text', data: {} }, sender);
    await expect(reply).resolves.toEqual({ ok: true, result: { text: 'hello' } });
  });

  it('wraps a thrown error as its message', async () => {
    const reply = dispatch(
      {
        'api:request': () => {
          throw new Error('refused');
        },
      },
      { type: 'api:request', data: { method: 'GET', path: '/api/x' } },
      sender,
    );
    await expect(reply).resolves.toEqual({ ok: false, error: 'refused' });
  });

  it('leaves messages it has no handler for to other parts', () => {
    expect(dispatch({}, { type: 'field:text', data: {} }, sender)).toBeUndefined();
    expect(dispatch({ 'field:text': () => ({ text: '' }) }, { hello: 1 }, sender)).toBeUndefined();
  });
});

describe('senderKind', () => {
  it('tells the extension’s pages, its content scripts and everyone else apart', () => {
    expect(senderKind(fromExtensionPage('sidepanel'))).toBe('extension');
    expect(senderKind({ ...fromExtensionPage('popup'), tab: { id: 4 } as never })).toBe('extension');
    expect(senderKind({ id: fromExtensionPage().id })).toBe('extension');
    expect(senderKind(fromContentScript())).toBe('content-script');
    expect(senderKind(fromAnotherExtension())).toBe('foreign');
    expect(senderKind({})).toBe('foreign');
  });
});

describe('sender rules', () => {
  it('let content scripts only open the analyser and ask for the chip’s reading of a text they hold', () => {
    const fromPages = Object.entries(ALLOWED_SENDERS).filter(([, kinds]) => kinds.includes('content-script'));
    expect(fromPages.map(([type]) => type)).toEqual(['analyser:open', 'tone:chip']);
  });

  it('refuse a message from a sender it is not for, without running the handler', async () => {
    let ran = false;
    const reply = dispatch(
      {
        'auth:get': () => {
          ran = true;
          return { user: null, checkedAt: 0 };
        },
      },
      { type: 'auth:get', data: { refresh: false } },
      fromContentScript(),
    );
    await expect(reply).resolves.toEqual({ ok: false, error: '"auth:get" is not accepted from this sender.' });
    expect(ran).toBe(false);
  });
});

describe('sendMessage and listen', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    // The in-memory runtime names no sender: deliver as the popup does.
    fakeBrowser.runtime.sendMessage = (async (message: unknown) =>
      new Promise((resolve) => {
        void fakeBrowser.runtime.onMessage.trigger(message, fromExtensionPage(), resolve);
      })) as never;
  });

  it('carry a typed request to its handler and the result back', async () => {
    const stop = listen({ 'analyser:open': ({ text, source }) => ({ opened: text === 'hi' && source === 'chip' }) });
    await expect(sendMessage('analyser:open', { text: 'hi', source: 'chip' })).resolves.toEqual({ opened: true });
    stop();
  });

  it('reject with the handler’s error message', async () => {
    const stop = listen({
      'auth:sign-out': async () => {
        throw new Error('server unreachable');
      },
    });
    await expect(sendMessage('auth:sign-out', {})).rejects.toThrow('server unreachable');
    stop();
  });

  it('let several parts listen, each answering its own messages', async () => {
    const stopA = listen({ 'field:text': () => ({ text: 'from A' }) });
    const stopB = listen({ 'page:selection': () => ({ text: 'from B' }) });
    await expect(sendMessage('page:selection', {})).resolves.toEqual({ text: 'from B' });
    await expect(sendMessage('field:text', {})).resolves.toEqual({ text: 'from A' });
    stopA();
    stopB();
  });
});

describe('dispatch timing', () => {
  it('calls the handler synchronously, inside the message event (the side panel needs the gesture)', () => {
    let called = false;
    void dispatch(
      {
        'analyser:open': () => {
          called = true;
          return { opened: true };
        },
      },
      { type: 'analyser:open', data: { text: 'x', source: 'chip' } },
      sender,
    );
    expect(called).toBe(true);
  });
});
