/**
 * Everyday words of Spanish, French and German that carry no tone of their own but that the
 * automatic and machine-translated lexicons rate (ML-SentiCon rates "hablar" and "vivir"
 * positive, the translated AFINN makes "groß" positive as "great"): light verbs, verbs of
 * saying, moving and perceiving, and common nouns and adjectives of size, order and place.
 * build-language-lexicons.ts drops every lexicon key that is one of these words or its stem,
 * so their inflections read as nothing too. Written from the languages' grammar, not from
 * any labelled text.
 */
import type { OtherLanguage } from '../src/engine/languages/language';

/** Per language, the words (lower case, as written) whose forms and stems no rated lexicon may rate. */
export const NEUTRAL_WORDS: Readonly<Record<OtherLanguage, readonly string[]>> = {
  es: [
    'ser', 'estar', 'haber', 'tener', 'hacer', 'poder', 'decir', 'ir', 'ver', 'dar', 'saber', 'querer', 'llegar',
    'pasar', 'deber', 'poner', 'parecer', 'quedar', 'creer', 'hablar', 'llevar', 'dejar', 'seguir', 'encontrar',
    'llamar', 'venir', 'pensar', 'salir', 'volver', 'tomar', 'conocer', 'vivir', 'sentir', 'tratar', 'mirar',
    'contar', 'empezar', 'esperar', 'buscar', 'entrar', 'trabajar', 'escribir', 'entender', 'pedir', 'recibir',
    'recordar', 'terminar', 'servir', 'sacar', 'necesitar', 'mantener', 'resultar', 'leer', 'cambiar',
    'presentar', 'crear', 'abrir', 'considerar', 'acabar', 'formar', 'traer', 'partir', 'realizar', 'explicar',
    'casa', 'tiempo', 'parte', 'año', 'día', 'vez', 'mundo', 'país', 'gente', 'cosa', 'madre', 'padre', 'todo',
    'nuevo', 'grande', 'mismo', 'general', 'social', 'público', 'mayor', 'equipo', 'cara', 'caso', 'forma',
    'punto', 'lugar', 'hora', 'semana', 'mes', 'noche', 'tarde', 'mañana', 'primero', 'último', 'gobierno',
    'presidente', 'partido', 'política', 'político', 'ley', 'voto', 'campaña', 'programa', 'noticia',
  ],
  fr: [
    'être', 'avoir', 'faire', 'dire', 'aller', 'voir', 'savoir', 'pouvoir', 'vouloir', 'venir', 'devoir',
    'prendre', 'trouver', 'donner', 'falloir', 'parler', 'mettre', 'passer', 'regarder', 'arriver', 'laisser',
    'sentir', 'commencer', 'attendre', 'demander', 'finir', 'changer', 'présenter', 'rester', 'penser', 'sortir',
    'gens', 'partie', 'autre', 'premier', 'dernier', 'social', 'france', 'équipe', 'après', 'avant', 'grand',
    'nouveau', 'temps', 'jour', 'année', 'fois', 'monde', 'pays', 'chose', 'maison', 'soir', 'semaine',
    'gouvernement', 'président', 'politique', 'élection', 'vote', 'programme', 'débat',
  ],
  de: [
    'sein', 'haben', 'werden', 'können', 'müssen', 'sagen', 'machen', 'geben', 'kommen', 'sollen', 'wollen',
    'gehen', 'wissen', 'sehen', 'lassen', 'stehen', 'finden', 'bleiben', 'liegen', 'nehmen', 'glauben',
    'halten', 'ziehen', 'fallen', 'tragen', 'anfangen', 'bringen', 'zeigen', 'führen', 'stellen', 'setzen',
    'gleich', 'kind', 'groß', 'neu', 'erste', 'letzte', 'zeit', 'jahr', 'tag', 'welt', 'land', 'sache', 'haus',
    'woche', 'abend', 'regierung', 'wahl', 'partei', 'politik',
  ],
};
