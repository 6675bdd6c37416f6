import toast, { Toaster } from 'react-hot-toast';
import { TOAST_DURATION_MS, type Message } from '@tonelens/core';
import { i18n } from '../i18n';
import { translateMessage } from '../i18n/core-text';
import './toast.css';

/** Options of one toast. */
export interface NotifyOptions {
  /** How long it shows, in ms (default 5000). */
  durationMs?: number;
  /** Where the toast points: a button with this label that runs `run` and dismisses the toast. */
  action?: ToastAction;
}

/** A toast's one control: it takes the person where the toast points. */
export interface ToastAction {
  label: string;
  run: () => void;
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
  const action = options.action;
  return toast.custom(
    (shown) => (
      <div
        className={destructive ? 'tl-toast tl-toast--destructive' : 'tl-toast'}
        role={destructive ? 'alert' : 'status'}
        aria-live={destructive ? 'assertive' : 'polite'}
        data-testid="toast"
      >
        <p className="tl-toast__title">{message.title}</p>
        {message.description ? <p className="tl-toast__description">{message.description}</p> : null}
        {action ? (
          <button
            type="button"
            className="tl-toast__action"
            onClick={() => {
              toast.dismiss(shown.id);
              action.run();
            }}
          >
            {action.label}
          </button>
        ) : null}
      </div>
    ),
    { duration: options.durationMs ?? TOAST_DURATION_MS },
  );
}

/**
 * Where toasts appear: render once near the root of a page (the app shell, the
 * extension's pages). Bottom centre: off the journal in the side column, and
 * off the top of the result a phone has just scrolled to. Clicks pass through
 * a toast to whatever it lies over, except on its action button.
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
