import { useCallback, useEffect, useRef, useState } from 'react';
import { useLanguage } from '../i18n';

/** Language of voice input in English (spec analysis §7). */
export const SPEECH_LANGUAGE = 'en-AU';

/** The voice-input language for each interface language: English keeps the spec's en-AU. */
export const SPEECH_LANGUAGES: Readonly<Record<'en' | 'es' | 'fr' | 'de', string>> = {
  en: SPEECH_LANGUAGE,
  es: 'es-ES',
  fr: 'fr-FR',
  de: 'de-DE',
};

/** The parts of the Web Speech API's recognition object used here. */
export interface SpeechRecognitionLike {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  start(): void;
  stop(): void;
  onresult:
    | ((event: {
        resultIndex: number;
        results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }>;
      }) => void)
    | null;
  onerror: ((event: { error?: string }) => void) | null;
  onend: (() => void) | null;
}

/** A constructor of speech recognition objects. */
export type SpeechRecognitionCtor = new () => SpeechRecognitionLike;

/** The browser's SpeechRecognition (or its webkit name), or null where unsupported. */
export function speechRecognitionClass(): SpeechRecognitionCtor | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as {
    SpeechRecognition?: SpeechRecognitionCtor;
    webkitSpeechRecognition?: SpeechRecognitionCtor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

/**
 * Voice input with the Web Speech API: continuous, interim results, en-AU.
 * `onTranscript` receives the words heard so far in this session (final and
 * interim). An error is logged only, and listening stops.
 */
export function useSpeechInput(onTranscript: (text: string) => void, Ctor = speechRecognitionClass()) {
  const { language } = useLanguage();
  const [listening, setListening] = useState(false);
  const recognition = useRef<SpeechRecognitionLike | null>(null);
  const callback = useRef(onTranscript);
  callback.current = onTranscript;

  const stop = useCallback(() => {
    recognition.current?.stop();
    recognition.current = null;
    setListening(false);
  }, []);

  const start = useCallback(() => {
    if (!Ctor) return;
    const r = new Ctor();
    r.continuous = true;
    r.interimResults = true;
    r.lang = SPEECH_LANGUAGES[language];
    r.onresult = (event) => {
      let text = '';
      for (let i = 0; i < event.results.length; i++) text += event.results[i]![0]?.transcript ?? '';
      callback.current(text.trim());
    };
    r.onerror = (event) => {
      console.error('Speech recognition error:', event.error ?? event);
      stop();
    };
    r.onend = () => {
      recognition.current = null;
      setListening(false);
    };
    recognition.current = r;
    r.start();
    setListening(true);
  }, [Ctor, stop, language]);

  useEffect(() => () => recognition.current?.stop(), []);

  return { supported: Ctor !== null, listening, toggle: listening ? stop : start, stop };
}
