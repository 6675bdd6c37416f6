import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { App } from './App';

/**
 * Replaces the first view of index.html with the app, keeping what was typed in its
 * text box and where the caret was. Synchronous, so no keystroke falls between.
 */
export function mountPopup(): void {
  const container = document.getElementById('root')!;
  const shell = container.querySelector<HTMLTextAreaElement>('#quick-text');
  const typed = shell?.value ?? '';
  const [start, end] = [shell?.selectionStart ?? typed.length, shell?.selectionEnd ?? typed.length];
  const root = createRoot(container);
  flushSync(() =>
    root.render(
      <StrictMode>
        <App initialText={typed} />
      </StrictMode>,
    ),
  );
  const box = container.querySelector<HTMLTextAreaElement>('#quick-text');
  if (box && typed) box.setSelectionRange(start, end);
}
