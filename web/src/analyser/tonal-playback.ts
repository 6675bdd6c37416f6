/**
 * Spectral tonal playback: the text's character values played as a short
 * sequence of sine tones (each value's frequency, 220–880 Hz), stoppable.
 */
import { toneToFrequency } from '@tonelens/core';
import { audioContextClass } from './audio-context';

/** Most tones in one playback: long texts are sampled evenly. */
export const PLAYBACK_MAX_NOTES = 32;
/** Length of each tone, in seconds. */
export const PLAYBACK_NOTE_S = 0.18;
/** Peak gain of each tone. */
export const PLAYBACK_GAIN = 0.15;

/** The values to play: all of them when few, else `max` evenly spaced samples. Spaces (value 0) are rests. */
export function playbackValues(values: ArrayLike<number>, max = PLAYBACK_MAX_NOTES): number[] {
  const n = values.length;
  if (n <= max) return Array.from(values);
  return Array.from({ length: max }, (_, i) => values[Math.floor((i * n) / max)]!);
}

/** A playback in progress: `stop()` ends it at once; `done` resolves when it ends either way. */
export interface Playback {
  stop: () => void;
  done: Promise<void>;
}

/** Plays the values; returns null where Web Audio is missing. */
export function playSpectralSequence(values: ArrayLike<number>): Playback | null {
  const Ctor = audioContextClass();
  if (!Ctor) return null;
  const ctx = new Ctor();
  const notes = playbackValues(values);
  const start = ctx.currentTime + 0.05;
  const oscillators: OscillatorNode[] = [];
  notes.forEach((v, i) => {
    if (v <= 0) return;
    const at = start + i * PLAYBACK_NOTE_S;
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = 'sine';
    osc.frequency.value = toneToFrequency(v);
    gain.gain.setValueAtTime(0, at);
    gain.gain.linearRampToValueAtTime(PLAYBACK_GAIN, at + 0.02);
    gain.gain.linearRampToValueAtTime(0, at + PLAYBACK_NOTE_S * 0.95);
    osc.connect(gain).connect(ctx.destination);
    osc.start(at);
    osc.stop(at + PLAYBACK_NOTE_S);
    oscillators.push(osc);
  });
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (finish = resolve));
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    clearTimeout(timer);
    for (const osc of oscillators) {
      try {
        osc.stop();
      } catch {
        // Already stopped.
      }
    }
    void ctx.close().finally(finish);
  };
  const timer = setTimeout(stop, (notes.length * PLAYBACK_NOTE_S + 0.2) * 1000);
  return { stop, done };
}
