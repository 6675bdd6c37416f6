import toast, { Toaster } from 'react-hot-toast';
import { TOAST_DURATION_MS, type Message } from '@tonelens/core';
import { i18n } from '../i18n';
import { translateMessage } from '../i18n/core-text';
import './toast.css';

/** Options of one toast. */
export interface NotifyOptions {
  /** How long it shows, in ms (default 5000). */
  durationMs?: number;
}

/**
 * The one toast call: shows one of core's MESSAGES (title, optional
 * description, destructive styling for errors) in the interface's language,
 * replacing any toast already visible, so only one shows at a time. A message
 * core does not list is shown as given (its caller words it). Returns the
 * toast's id.
 */
export function notify(given: Message, options: NotifyOptions = {}): string {
  const message = translateMessage(i18n.t, given);
  toast.remove();
  const destructive = Boolean(message.destructive);
  return toast.custom(
    () => (
      <div
        className={destructive ? 'tl-toast tl-toast--destructive' : 'tl-toast'}
        role={destructive ? 'alert' : 'status'}
        aria-live={destructive ? 'assertive' : 'polite'}
        data-testid="toast"
      >
        <p className="tl-toast__title">{message.title}</p>
        {message.description ? <p className="tl-toast__description">{message.description}</p> : null}
      </div>
    ),
    { duration: options.durationMs ?? TOAST_DURATION_MS },
  );
}

/**
 * Where toasts appear: render once near the root of a page (the app shell, the
 * extension's pages). Bottom centre: off the journal in the side column, and
 * off the top of the result a phone has just scrolled to. A toast holds no
 * controls, so clicks pass through it to whatever it lies over.
 */
export function AppToaster() {
  return (
    <Toaster
      position="bottom-center"
      toastOptions={{ duration: TOAST_DURATION_MS }}
      containerStyle={{ zIndex: 2147483000 }}
      containerClassName="tl-toaster"
    />
  );
}
