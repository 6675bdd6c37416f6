import { defineBackground } from 'wxt/utils/define-background';
import { setupContextMenu } from './context-menu';
import { setupAnalyserOpening } from './analyser';
import { setupAuth } from './auth';
import { setupApiBridge } from './api-bridge';
import { setupToneReading } from './tone';

// The background only wires things: each concern lives in its own file with a setupX().
export default defineBackground(() => {
  setupContextMenu();
  setupAnalyserOpening();
  setupAuth();
  setupApiBridge();
  setupToneReading();
});
