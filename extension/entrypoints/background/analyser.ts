/** Opening the full analyser on behalf of content scripts (the live-tone chip). */
import { listen, type Handlers, type MessageSender } from '@/lib/protocol';
import { openAnalyser } from '@/lib/analyser-open';

/** Handles 'analyser:open': opens the panel of the sender's window with the text (synchronously, in the gesture). */
export const analyserHandlers: Pick<Handlers, 'analyser:open'> = {
  'analyser:open': ({ text, source }, sender: MessageSender) =>
    openAnalyser({ windowId: sender.tab?.windowId, tabId: sender.tab?.id }, text, source).then((opened) => ({
      opened,
    })),
};

/** Answers 'analyser:open'. */
export function setupAnalyserOpening(): void {
  listen(analyserHandlers);
}
