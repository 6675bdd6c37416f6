/**
 * The Spanish, French and German readings in `npm run bench:core`: a 2 KB message in each language,
 * timed as English's 2 KB targets time it (core.bench.ts: the axes, ≤ 0.5 ms, and the axes with the
 * emotions, ≤ 0.5 ms): the axes with the language given and with it detected, and the axes with the
 * readings of the text's English gloss (its emotions, politeness, sarcasm and tone cues); target
 * ≤ 0.5 ms each. Each reading reads a message other than the one read before it, so no text's tokens
 * or gloss are kept from an earlier call. Then readTone, every reading and the tones named, beside
 * English's readTone of a 2 KB message (neither has a target), and the first load of each language
 * (its module, lexicon and stems). Run after the English figures: once a language is loaded, a call
 * with no language detects.
 */
import { performance } from 'node:perf_hooks';
import { analyseAxesLocally, loadLanguage, readTone, type OtherLanguage } from '@tonelens/core';
import { readInLanguage } from '../core/src/reading/read-in-language';
import { fmt, interleavedMediansMs } from './measure';
import { messageText } from './texts';

/** Everyday messages in each language, written for this benchmark; cycled to the length asked. */
const SENTENCES: Readonly<Record<OtherLanguage, readonly string[]>> = {
  es: [
    'Gracias por todo, el viaje fue increíble aunque el hotel no era muy bueno.',
    '¿Puedes mandarme el informe antes del viernes? Lo necesito para la reunión.',
    'No me gusta nada cómo se ha hecho esto, la verdad, estoy bastante decepcionada.',
    'Jajaja qué bueno, me alegro muchísimo por ti 😍',
    'Siento mucho lo de tu abuela, si necesitas algo aquí estoy.',
    'El servicio fue lento y la comida llegó fría, pero el camarero fue muy amable.',
    'Mañana no puedo, ¿qué tal el jueves por la tarde?',
    'Estoy harto de que siempre llegues tarde, ¡es la tercera vez esta semana!',
  ],
  fr: [
    'Merci pour tout, le voyage était génial même si l’hôtel n’était pas terrible.',
    'Peux-tu m’envoyer le rapport avant vendredi ? J’en ai besoin pour la réunion.',
    'Je n’aime pas du tout la façon dont ça s’est passé, franchement je suis déçue.',
    'Mdr trop bien, je suis super contente pour toi 😍',
    'Je suis vraiment désolé pour ta grand-mère, si tu as besoin de quoi que ce soit je suis là.',
    'Le service était lent et le plat est arrivé froid, mais le serveur était très aimable.',
    'Demain je ne peux pas, que dirais-tu de jeudi après-midi ?',
    'J’en ai marre que tu sois toujours en retard, c’est la troisième fois cette semaine !',
  ],
  de: [
    'Danke für alles, die Reise war toll, auch wenn das Hotel nicht so gut war.',
    'Kannst du mir den Bericht bis Freitag schicken? Ich brauche ihn für das Meeting.',
    'Mir gefällt überhaupt nicht, wie das gelaufen ist, ehrlich gesagt bin ich enttäuscht.',
    'Haha wie schön, ich freue mich riesig für dich 😍',
    'Das mit deiner Oma tut mir sehr leid, wenn du etwas brauchst, bin ich da.',
    'Der Service war langsam und das Essen kam kalt, aber der Kellner war sehr freundlich.',
    'Morgen kann ich nicht, wie wäre es mit Donnerstagnachmittag?',
    'Ich habe es satt, dass du immer zu spät kommst, das ist schon das dritte Mal diese Woche!',
  ],
};

/** A message of about `chars` characters in `language`, from its sentence `from` on. */
export function languageText(language: OtherLanguage, chars: number, from = 0): string {
  const out: string[] = [];
  let length = 0;
  for (let k = from; length < chars; k++) {
    const s = SENTENCES[language][k % SENTENCES[language].length]!;
    out.push(s);
    length += s.length + 1;
  }
  return out.join(' ').slice(0, chars);
}

/** Prints the per-language figures; returns the slowest 2 KB reading of the target (ms). */
export async function benchLanguages(): Promise<number> {
  console.log(
    '\nlanguage | first load | 2 KB axes (given) | 2 KB axes (detected) | 2 KB axes + gloss readings | 2 KB readTone (given)',
  );
  let slowest = 0;
  for (const language of ['es', 'fr', 'de'] as const) {
    const start = performance.now();
    await loadLanguage(language);
    const loadMs = performance.now() - start;
    // A message of its own for each reading: the tokens and gloss of the text read last are kept, and
    // each reading here reads a new message, as every message a person writes is.
    const [a, b, c, d] = [0, 2, 4, 6].map((from) => languageText(language, 2048, from)) as [
      string,
      string,
      string,
      string,
    ];
    const [given, detected, glossed, tone] = interleavedMediansMs(
      [
        () => analyseAxesLocally(a, { language }),
        () => analyseAxesLocally(b),
        () => [analyseAxesLocally(c, { language }), readInLanguage(c, language)],
        () => readTone(d, { language }),
      ],
      1000,
    );
    slowest = Math.max(slowest, given!, detected!, glossed!);
    console.log(
      `${language.padEnd(8)} | ${fmt(loadMs, 1, 10)} | ${fmt(given!, 3, 17)} | ${fmt(detected!, 3, 20)} | ${fmt(glossed!, 3, 26)} | ${fmt(tone!, 3, 21)}`,
    );
  }
  const english = messageText(2048);
  const [englishTone] = interleavedMediansMs([() => readTone(english)], 300);
  console.log(`  English readTone of a 2 KB message, for comparison: ${englishTone!.toFixed(3)} ms`);
  console.log(
    `  2 KB in any language ≤ 0.5 ms (axes, and axes with the gloss readings): ${slowest.toFixed(3)} ms — ${slowest <= 0.5 ? 'met' : 'MISSED'}`,
  );
  return slowest;
}
