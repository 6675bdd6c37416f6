/**
 * The one message protocol between the extension's parts. Every message is declared
 * in {@link ProtocolMap} with its data and its result; `sendMessage` and `listen`
 * are typed from it, so a sender and its handler cannot disagree.
 *
 * Replies travel as `{ ok, result | error }` envelopes through `sendResponse`
 * (which both Chrome and Firefox honour), so an error thrown in a handler reaches
 * the sender as a rejected promise with the same message.
 *
 * Each message is accepted only from the kinds of sender that need it
 * ({@link ALLOWED_SENDERS}): a content script runs beside pages the extension
 * does not trust, so it may only ask to open the analyser and for the chip's reading of
 * a text it already holds.
 */
import { browser, type Browser } from 'wxt/browser';
import type { User } from '@tonelens/core';
import type { LanguageCode } from '@tonelens/core/reading';
import type { ChipReading } from './chip-reading';
import type { QuickCheck } from './quick-check';

/** Where a request to open the full analyser came from. */
export type AnalyserSource = 'popup' | 'context-menu' | 'chip';

/** What the extension knows about the signed-in person. */
export interface AuthState {
  /** The user, or null when signed out (or the server could not be reached). */
  user: User | null;
  /** When this was last checked, in ms since the epoch (0 = never). */
  checkedAt: number;
  /** Why the last check failed, when it failed for another reason than being signed out. */
  error?: string;
}

/** A request a content script asks the background to make to the API on its behalf. */
export interface BridgeRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Path under the server, starting with "/api/". */
  path: string;
  body?: unknown;
}

/** Every message, by type: the data it carries and the result its handler returns. */
export interface ProtocolMap {
  /** Open the side panel (sidebar on Firefox) and analyse `text` there. */
  'analyser:open': { data: { text: string; source: AnalyserSource }; result: { opened: boolean } };
  /** The current auth state; `refresh` asks the server instead of the cached state. */
  'auth:get': { data: { refresh: boolean }; result: AuthState };
  /** Open the web app's sign-in in a tab; the auth state refreshes when the tab comes back. */
  'auth:sign-in': { data: Record<string, never>; result: { tabId: number | null } };
  /** Sign out of the server; returns the refreshed auth state. */
  'auth:sign-out': { data: Record<string, never>; result: AuthState };
  /** The API bridge: a content script's request, made by the background with the session. */
  'api:request': { data: BridgeRequest; result: unknown };
  /** Background → content script: the whole text of the focused (or last used) writing field. */
  'field:text': { data: Record<string, never>; result: { text: string } };
  /** Popup → content script: the text selected on the page (or inside its focused field). */
  'page:selection': { data: Record<string, never>; result: { text: string } };
  /** Content script → background: what the live-tone chip shows for `text`, in `language` (null when too short). */
  'tone:chip': { data: { text: string; language: LanguageCode }; result: ChipReading | null };
  /** Popup → background: the popup's quick check of `text`, with `language`'s reading loaded (null for blank text). */
  'tone:quick': { data: { text: string; language: LanguageCode }; result: QuickCheck | null };
}

/** A message type of the protocol. */
export type MessageType = keyof ProtocolMap;
/** The data of message `K`. */
export type MessageData<K extends MessageType> = ProtocolMap[K]['data'];
/** The result of message `K`. */
export type MessageResult<K extends MessageType> = ProtocolMap[K]['result'];

/** A message on the wire. */
export interface Envelope<K extends MessageType = MessageType> {
  type: K;
  data: MessageData<K>;
}

/** A reply on the wire. */
export type Reply<R> = { ok: true; result: R } | { ok: false; error: string };

/** The sender of a message, as the runtime describes it. */
export type MessageSender = Browser.runtime.MessageSender;

/** A handler per message type; a part implements only the ones it answers. */
export type Handlers<K extends MessageType = MessageType> = {
  [P in K]: (data: MessageData<P>, sender: MessageSender) => MessageResult<P> | Promise<MessageResult<P>>;
};

/** Who sent a message: one of the extension's own pages or its worker, one of its content scripts, or anyone else. */
export type SenderKind = 'extension' | 'content-script' | 'foreign';

/**
 * The senders each message is accepted from. Only the live-tone chip's
 * content script sends anything (`analyser:open`); the sign-in state, the API
 * bridge and the questions to content scripts are for the extension's own parts.
 */
export const ALLOWED_SENDERS: { readonly [K in MessageType]: readonly SenderKind[] } = {
  'analyser:open': ['content-script', 'extension'],
  'auth:get': ['extension'],
  'auth:sign-in': ['extension'],
  'auth:sign-out': ['extension'],
  'api:request': ['extension'],
  'field:text': ['extension'],
  'page:selection': ['extension'],
  // A reading of a text the page's script already holds: it tells the page nothing new.
  'tone:chip': ['content-script', 'extension'],
  'tone:quick': ['extension'],
};

const MESSAGE_TYPES: ReadonlySet<string> = new Set(Object.keys(ALLOWED_SENDERS));

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    // URL#origin is "null" for extension schemes: compare scheme and host instead.
    const u = new URL(url);
    return `${u.protocol}//${u.host}`;
  } catch {
    return undefined;
  }
}

/**
 * What kind of sender `sender` is: another extension (or a page) is foreign; a
 * frame of this extension's origin (popup, side panel, options, worker) is the
 * extension; anything else of this extension in a tab is a content script.
 */
export function senderKind(sender: MessageSender): SenderKind {
  if (sender.id !== browser.runtime.id) return 'foreign';
  const own = originOf(browser.runtime.getURL('/'));
  if (sender.tab && originOf(sender.url) !== own) return 'content-script';
  return 'extension';
}

/** True when `value` is a message of this protocol. */
export function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { type?: unknown }).type === 'string' &&
    MESSAGE_TYPES.has((value as { type: string }).type)
  );
}

function unwrap<R>(type: string, reply: Reply<R> | undefined): R {
  if (!reply) throw new Error(`No part of the extension answered "${type}".`);
  if (!reply.ok) throw new Error(reply.error);
  return reply.result;
}

/** Sends message `type` to the background (or any extension page that answers it) and returns its result. */
export async function sendMessage<K extends MessageType>(type: K, data: MessageData<K>): Promise<MessageResult<K>> {
  const reply = (await browser.runtime.sendMessage({ type, data } satisfies Envelope<K>)) as
    Reply<MessageResult<K>> | undefined;
  return unwrap(type, reply);
}

/** Sends message `type` to the content script of one tab (and frame). */
export async function sendTabMessage<K extends MessageType>(
  tabId: number,
  type: K,
  data: MessageData<K>,
  frameId?: number,
): Promise<MessageResult<K>> {
  const envelope: Envelope<K> = { type, data };
  const reply = (await (frameId === undefined
    ? browser.tabs.sendMessage(tabId, envelope)
    : browser.tabs.sendMessage(tabId, envelope, { frameId }))) as Reply<MessageResult<K>> | undefined;
  return unwrap(type, reply);
}

/**
 * Runs the handler for `message`, if this part has one, and resolves with the reply
 * envelope; returns undefined for messages that are not ours or that this part does
 * not answer (so another part can).
 */
export function dispatch(
  handlers: Partial<Handlers>,
  message: unknown,
  sender: MessageSender,
): Promise<Reply<unknown>> | undefined {
  if (!isEnvelope(message)) return undefined;
  const handler = handlers[message.type] as
    ((data: unknown, sender: MessageSender) => unknown | Promise<unknown>) | undefined;
  if (!handler) return undefined;
  const fail = (error: unknown): Reply<unknown> => ({
    ok: false,
    error: error instanceof Error ? error.message : String(error),
  });
  if (!ALLOWED_SENDERS[message.type].includes(senderKind(sender))) {
    return Promise.resolve(fail(new Error(`"${message.type}" is not accepted from this sender.`)));
  }
  let result: unknown;
  try {
    // Called synchronously, inside the message event: a handler that opens the side panel
    // keeps the sender's user gesture only until the event returns.
    result = handler(message.data, sender);
  } catch (error) {
    return Promise.resolve(fail(error));
  }
  return Promise.resolve(result).then((value): Reply<unknown> => ({ ok: true, result: value }), fail);
}

/** Answers the given message types in this part; returns a function that stops listening. */
export function listen(handlers: Partial<Handlers>): () => void {
  const listener = (message: unknown, sender: MessageSender, sendResponse: (reply: Reply<unknown>) => void) => {
    const reply = dispatch(handlers, message, sender);
    if (!reply) return false;
    void reply.then(sendResponse);
    // Keeps the channel open for the asynchronous reply.
    return true;
  };
  browser.runtime.onMessage.addListener(listener);
  return () => browser.runtime.onMessage.removeListener(listener);
}
