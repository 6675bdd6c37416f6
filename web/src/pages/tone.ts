/** Playing a plain sine tone through Web Audio (the bridge page's preview and the analyser's audio-tone button). */

/** A sine tone: frequency in Hz, duration in seconds, peak gain 0..1, optional fade-in in seconds. */
export interface SineTone {
  frequencyHz: number;
  durationS: number;
  gain: number;
  fadeInS?: number;
}

type AudioContextConstructor = new () => AudioContext;

/** The page's AudioContext constructor, or null where Web Audio is missing. */
export function audioContextConstructor(win: Window = window): AudioContextConstructor | null {
  const w = win as unknown as { AudioContext?: AudioContextConstructor; webkitAudioContext?: AudioContextConstructor };
  return w.AudioContext ?? w.webkitAudioContext ?? null;
}

/**
 * Plays the tone once and resolves when it has ended. Returns false (and
 * plays nothing) where audio is unsupported.
 */
export async function playSine(tone: SineTone, win: Window = window): Promise<boolean> {
  const Ctor = audioContextConstructor(win);
  if (!Ctor) return false;
  const ctx = new Ctor();
  const oscillator = ctx.createOscillator();
  const gain = ctx.createGain();
  oscillator.type = 'sine';
  oscillator.frequency.value = tone.frequencyHz;
  const start = ctx.currentTime;
  const end = start + tone.durationS;
  const fadeIn = tone.fadeInS ?? 0.02;
  // Ramps avoid the click of a square start and stop.
  gain.gain.setValueAtTime(0, start);
  gain.gain.linearRampToValueAtTime(tone.gain, start + fadeIn);
  gain.gain.setValueAtTime(tone.gain, Math.max(start + fadeIn, end - 0.08));
  gain.gain.linearRampToValueAtTime(0, end);
  oscillator.connect(gain).connect(ctx.destination);
  oscillator.start(start);
  oscillator.stop(end);
  await new Promise<void>((resolve) => {
    oscillator.onended = () => resolve();
  });
  await ctx.close().catch(() => undefined);
  return true;
}
