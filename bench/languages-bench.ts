/**
 * The Spanish, French and German readings in `npm run bench:core`: a 2 KB message in each language
 * read by analyseAxesLocally and by readTone with the language given, and with it detected
 * (target: ≤ 0.5 ms each), and the first load of each language (its module, lexicon and stems).
 * Run after the English figures: once a language is loaded, a call with no language detects.
 */
import { performance } from 'node:perf_hooks';
import { analyseAxesLocally, loadLanguage, readTone, type OtherLanguage } from '@tonelens/core';
import { fmt, interleavedMediansMs } from './measure';

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

/** A message of about `chars` characters in `language`. */
export function languageText(language: OtherLanguage, chars: number): string {
  const out: string[] = [];
  let length = 0;
  for (let k = 0; length < chars; k++) {
    const s = SENTENCES[language][k % SENTENCES[language].length]!;
    out.push(s);
    length += s.length + 1;
  }
  return out.join(' ').slice(0, chars);
}

/** Prints the per-language figures; returns the slowest 2 KB reading (ms). */
export async function benchLanguages(): Promise<number> {
  console.log('\nlanguage | first load | 2 KB axes (given) | 2 KB axes (detected) | 2 KB readTone (given)');
  let slowest = 0;
  for (const language of ['es', 'fr', 'de'] as const) {
    const start = performance.now();
    await loadLanguage(language);
    const loadMs = performance.now() - start;
    const text = languageText(language, 2048);
    const [given, detected, tone] = interleavedMediansMs(
      [
        () => analyseAxesLocally(text, { language }),
        () => analyseAxesLocally(text),
        () => readTone(text, { language }),
      ],
      1000,
    );
    slowest = Math.max(slowest, given!, detected!, tone!);
    console.log(
      `${language.padEnd(8)} | ${fmt(loadMs, 1, 10)} | ${fmt(given!, 3, 17)} | ${fmt(detected!, 3, 20)} | ${fmt(tone!, 3, 21)}`,
    );
  }
  console.log(`  2 KB in any language ≤ 0.5 ms: ${slowest.toFixed(3)} ms — ${slowest <= 0.5 ? 'met' : 'MISSED'}`);
  return slowest;
}
