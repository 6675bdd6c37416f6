/** Web Audio access shared by the tone preview and the tonal playback. */

type AudioContextCtor = typeof AudioContext;

/** The browser's AudioContext constructor, or null where Web Audio is missing. */
export function audioContextClass(): AudioContextCtor | null {
  const g = globalThis as { AudioContext?: AudioContextCtor; webkitAudioContext?: AudioContextCtor };
  return g.AudioContext ?? g.webkitAudioContext ?? null;
}
