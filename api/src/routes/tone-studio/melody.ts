/**
 * The tone studio's melody: notes drawn from a text's spectral character
 * values on a pentatonic scale around a base frequency, and their rendering
 * as a 16-bit PCM mono WAV.
 */
import { AUDIO_TEXT_LIMIT, characterValuesOf, type ToneParameters } from '@tonelens/core';

/** Sample rate of rendered audio, in Hz. */
export const STUDIO_SAMPLE_RATE_HZ = 22_050;
/** Semitone steps around the base frequency: a major pentatonic over two octaves, so any sequence sounds consonant. */
export const PENTATONIC_STEPS: readonly number[] = [-12, -10, -8, -5, -3, 0, 2, 4, 7, 9, 12];
/** Length of the notes' part of the melody, in seconds (the last note's tail comes on top). */
export const MELODY_LENGTH_S = 4.2;
/** How long the last note rings on after the melody, in seconds. */
export const MELODY_TAIL_S = 0.6;
/** Peak gain of one note (0..1 of full scale); overlapping tails stay below full scale. */
export const NOTE_GAIN = 0.3;

/** One note of the melody. A rest has no frequency. */
export interface MelodyNote {
  /** Pitch in Hz, or null for a rest (whitespace in the text). */
  frequencyHz: number | null;
  /** Start time from the beginning of the melody, in seconds. */
  startS: number;
  /** Time until the next note starts, in seconds. */
  durationS: number;
  /** The spectral value 0..1 of the character the note came from. */
  value: number;
  /** That character. */
  char: string;
}

/** A melody: its notes, the overtone mix (0..1, grows with the tone) and the total length in seconds. */
export interface Melody {
  notes: MelodyNote[];
  /** Weight of the overtones against the fundamental: brighter tones sound brighter. */
  brightness: number;
  /** Total length including the last note's tail, in seconds. */
  lengthS: number;
}

/** Values standing in for a text when none was sent: a golden-ratio walk from the tone, so each tone has its own tune. */
function valuesOfTone(tone: number, count: number): { chars: string[]; values: number[] } {
  const values = Array.from({ length: count }, (_, i) => (tone + i * 0.618_034) % 1);
  return { chars: values.map(() => '·'), values };
}

/** The timing of a tone's melody: seconds per note and how many notes fill MELODY_LENGTH_S. */
function melodyFrame(tone: number): { noteS: number; count: number } {
  const noteS = 0.2 + 0.16 * (1 - tone);
  return { noteS, count: Math.max(8, Math.min(24, Math.round(MELODY_LENGTH_S / noteS))) };
}

/** The pitch of a step of PENTATONIC_STEPS above `frequency`, kept audible and below the Nyquist limit, in Hz. */
function stepFrequency(frequency: number, stepIndex: number): number {
  const pitch = frequency * 2 ** (PENTATONIC_STEPS[stepIndex]! / 12);
  return Math.min(Math.max(pitch, 40), STUDIO_SAMPLE_RATE_HZ * 0.45);
}

/** The index into PENTATONIC_STEPS of a spectral value 0..1. */
const stepOf = (value: number) => Math.round(value * (PENTATONIC_STEPS.length - 1));

/**
 * The melody of tone parameters. Notes last 0.2 s (tone 1) to 0.36 s (tone 0),
 * as many as fill MELODY_LENGTH_S (8 to 24), each from a character of the text
 * (at most its first 500, spread evenly; cycled when shorter): its spectral
 * value picks a step of PENTATONIC_STEPS around `frequency`. Whitespace rests.
 */
export function melodyOf({ tone, frequency, text }: ToneParameters): Melody {
  const { noteS, count } = melodyFrame(tone);
  const chars = [...(text ?? '')].slice(0, AUDIO_TEXT_LIMIT);
  const source =
    chars.length > 0 && chars.some((c) => c.trim())
      ? { chars, values: Array.from(characterValuesOf(chars.join(''))) }
      : valuesOfTone(tone, count);
  const n = source.values.length;
  const notes: MelodyNote[] = [];
  for (let i = 0; i < count; i++) {
    const at = n >= count ? Math.floor((i * n) / count) : i % n;
    const char = source.chars[at]!;
    const value = source.values[at]!;
    notes.push({
      frequencyHz: /\s/.test(char) ? null : stepFrequency(frequency, stepOf(value)),
      startS: i * noteS,
      durationS: noteS,
      value,
      char,
    });
  }
  return { notes, brightness: 0.15 + 0.5 * tone, lengthS: count * noteS + MELODY_TAIL_S };
}

/** The symbol of a rest in a melody's steps. */
export const REST_SYMBOL = '-';
/** The symbols of PENTATONIC_STEPS' indices in a melody's steps, in order. */
const STEP_SYMBOLS = '0123456789a';

/**
 * All a rendering of the melody depends on besides tone and frequency: one
 * symbol per note, the index of its step (0-9, a) or a rest (-). It holds no
 * more of the text than 8 to 24 choices among 12, so it may travel in a URL.
 */
export function melodySteps(params: ToneParameters): string {
  return melodyOf(params)
    .notes.map((note) => (note.frequencyHz === null ? REST_SYMBOL : STEP_SYMBOLS[stepOf(note.value)]!))
    .join('');
}

/** True when `steps` are the steps of a melody of `tone` (the right count, known symbols only). */
export function validSteps(tone: number, steps: string): boolean {
  return (
    steps.length === melodyFrame(tone).count && [...steps].every((c) => c === REST_SYMBOL || STEP_SYMBOLS.includes(c))
  );
}

/**
 * The melody of `tone` and `frequency` (Hz) played as `steps` (see
 * melodySteps): for rendering, it sounds exactly as melodyOf's; its notes
 * carry no character and the value of their step.
 */
export function melodyFromSteps(tone: number, frequency: number, steps: string): Melody {
  const { noteS } = melodyFrame(tone);
  const notes = [...steps].map((symbol, i): MelodyNote => {
    const step = STEP_SYMBOLS.indexOf(symbol);
    return {
      frequencyHz: symbol === REST_SYMBOL ? null : stepFrequency(frequency, step),
      startS: i * noteS,
      durationS: noteS,
      value: Math.max(0, step) / (PENTATONIC_STEPS.length - 1),
      char: '',
    };
  });
  return { notes, brightness: 0.15 + 0.5 * tone, lengthS: steps.length * noteS + MELODY_TAIL_S };
}

/** Renders a melody as mono samples in -1..1: a sine with two overtones per note, a 20 ms attack and an exponential decay. */
export function renderMelody(melody: Melody, sampleRate = STUDIO_SAMPLE_RATE_HZ): Float32Array {
  const samples = new Float32Array(Math.ceil(melody.lengthS * sampleRate));
  const nyquist = sampleRate / 2;
  const partials = [
    { ratio: 1, gain: 1 },
    { ratio: 2, gain: melody.brightness * 0.5 },
    { ratio: 3, gain: melody.brightness * 0.25 },
  ];
  for (const note of melody.notes) {
    if (note.frequencyHz === null) continue;
    // Each note rings into the next for a legato line, and fades to silence by its end.
    const ringS = Math.min(note.durationS * 1.8, melody.lengthS - note.startS);
    const start = Math.round(note.startS * sampleRate);
    const length = Math.min(Math.round(ringS * sampleRate), samples.length - start);
    const attack = 0.02 * sampleRate;
    const release = 0.05 * sampleRate;
    for (let k = 0; k < length; k++) {
      const t = k / sampleRate;
      const envelope = Math.min(1, k / attack) * Math.exp(-3 * t) * Math.min(1, (length - k) / release) * NOTE_GAIN;
      let sample = 0;
      for (const p of partials) {
        const f = note.frequencyHz * p.ratio;
        if (f < nyquist) sample += p.gain * Math.sin(2 * Math.PI * f * t);
      }
      samples[start + k]! += (sample / 1.75) * envelope;
    }
  }
  return samples;
}

/** Encodes mono samples (-1..1, clipped) as a 16-bit PCM WAV file. */
export function encodeWav(samples: Float32Array, sampleRate = STUDIO_SAMPLE_RATE_HZ): Buffer {
  const dataBytes = samples.length * 2;
  const wav = Buffer.alloc(44 + dataBytes);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + dataBytes, 4);
  wav.write('WAVE', 8, 'ascii');
  wav.write('fmt ', 12, 'ascii');
  wav.writeUInt32LE(16, 16); // fmt chunk size
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * 2, 28); // bytes per second
  wav.writeUInt16LE(2, 32); // bytes per frame
  wav.writeUInt16LE(16, 34); // bits per sample
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(dataBytes, 40);
  for (let i = 0; i < samples.length; i++) {
    const s = Math.max(-1, Math.min(1, samples[i]!));
    wav.writeInt16LE(Math.round(s * 32767), 44 + i * 2);
  }
  return wav;
}
