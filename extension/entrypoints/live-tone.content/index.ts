import { defineContentScript } from 'wxt/utils/define-content-script';
import { startLiveTone } from './live-tone';

// Live tone in the fields where people write: a small chip, computed on the page, nothing sent.
export default defineContentScript({
  matches: ['http://*/*', 'https://*/*'],
  runAt: 'document_idle',
  allFrames: true,
  main(ctx) {
    startLiveTone(ctx);
  },
});
