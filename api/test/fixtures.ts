/** Request bodies shaped like the web app's, built from real text with core's engine. */
import { analyseSpectral, toneLensLocally, type SaveAnalysisRequest } from '@tonelens/core';

/** A message with clear warmth and some tension. */
export const TENSE_TEXT =
  'I really appreciate everything you did, but I am furious that nobody told me the deadline moved. This is never going to work if we keep doing this!!';

/** A calm, warm note. */
export const WARM_TEXT =
  'Thank you so much for your help yesterday. I am grateful and glad we could sort it out together.';

/** The save payload of spec analysis §3 for `text` in `mode`, as the web app sends it. */
export function savePayload(text: string, mode: SaveAnalysisRequest['mode'] = 'full'): SaveAnalysisRequest {
  const s = analyseSpectral(text);
  const t = toneLensLocally(text);
  return {
    inputText: text,
    mode,
    warmthDetachment: t.warmthDetachment,
    certaintyAmbiguity: t.certaintyAmbiguity,
    intensityRestraint: t.intensityRestraint,
    conflictCoherence: t.conflictCoherence,
    toneLensSummary: t.toneLensSummary,
    conversationalResponse: t.conversationalResponse,
    deepTonePercentage: s.deepTonePercentage,
    suspendedTonePercentage: s.suspendedTonePercentage,
    brightTonePercentage: s.brightTonePercentage,
    openingTone: s.openingTone,
    peakIntensity: s.peakIntensity,
    resolution: s.resolution,
    frequencyData: JSON.stringify(s.frequencyData),
    tensionDetected: t.tensionDetected ? 1 : 0,
    echoRoomSuggestion: t.echoRoomSuggestion,
  };
}

/** A realistic analysis text of about `bytes` bytes (sentences of a real message, repeated). */
export function textOfSize(bytes: number): string {
  const sentences = [
    'I wanted to follow up on our conversation from Tuesday about the launch plan.',
    'Honestly, I am worried that we are moving too fast and nobody has checked the numbers.',
    'I really appreciate how much work the team has put in, and I do not want that to get lost.',
    'Maybe we could take another day to review the risks together before we commit?',
    'If we rush this, I think we will regret it, and I would rather be careful than sorry.',
  ];
  let out = '';
  for (let i = 0; out.length < bytes; i++) out += (out ? ' ' : '') + sentences[i % sentences.length];
  return out.slice(0, bytes);
}
