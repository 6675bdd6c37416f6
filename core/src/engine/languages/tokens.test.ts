import { describe, expect, it } from 'vitest';
import {
  BREAK_CLAUSE,
  BREAK_SENTENCE,
  marks,
  normaliseWord,
  PLAIN_FORM_CACHE_SIZE,
  tokenise,
  WORD_TOKEN_CACHE_SIZE,
  type Token,
} from './tokens';

const forms = (text: string) => tokenise(text).map((t) => `${t.kind}:${t.form}`);

describe('tokenise', () => {
  it('drops mentions and links, and reads hashtags as their words', () => {
    expect(forms('@user mira esto http://t.co/x #LaVidaEsBella')).toEqual([
      'word:mira',
      'word:esto',
      'word:la',
      'word:vida',
      'word:es',
      'word:bella',
    ]);
  });

  it('reads a heart written onto a word, and the level faces, as symbols; a number before "<3" is a comparison', () => {
    expect(forms('nachtiii<3')).toEqual(['word:nachtiii', 'symbol:<3']);
    expect(forms('schon wieder -.- und -_- oder >_<')).toEqual([
      'word:schon',
      'word:wieder',
      'symbol:-.-',
      'word:und',
      'symbol:-_-',
      'word:oder',
      'symbol:>_<',
    ]);
    expect(forms('5<3')).toEqual(['word:5', 'word:3']);
  });

  it('splits French elisions into their words', () => {
    expect(forms("n'est l'amour")).toEqual(['word:n', 'word:est', 'word:l', 'word:amour']);
  });

  it('keeps emoticons and emoji as symbols, and breaks at punctuation', () => {
    expect(forms('bien :) 😍, ok. xD')).toEqual([
      'word:bien',
      'symbol::)',
      'symbol:😍',
      'break:,',
      'word:ok',
      'break:.',
      'symbol:xD',
    ]);
  });

  it('reads a face written against the word before it, but not a time or a colon before a word', () => {
    expect(forms('klappt nicht:/ schade:-(')).toEqual([
      'word:klappt',
      'word:nicht',
      'symbol::/',
      'word:schade',
      'symbol::-(',
    ]);
    expect(forms('um 10:30 Uhr')).toEqual(['word:um', 'word:10', 'break::', 'word:30', 'word:uhr']);
    expect(forms('Hinweis:Deutsch')).toEqual(['word:hinweis', 'break::', 'word:deutsch']);
  });

  it('reads the characters HTML escapes as themselves ("&lt;3" is a heart)', () => {
    expect(forms('Gute Nacht &lt;3 &amp; bis morgen')).toEqual([
      'word:gute',
      'word:nacht',
      'symbol:<3',
      'word:bis',
      'word:morgen',
    ]);
  });

  it('marks words in capitals and keeps the word as written beside its plain form', () => {
    const [t] = tokenise('SCHÖN');
    expect(t).toMatchObject({ caps: true, lower: 'schön', form: 'schon' });
  });

  it('takes a word of one letter, a word with no case and a mixed-case word as not in capitals', () => {
    expect(tokenise('A ok Ok OK ÑU').map((t) => t.caps)).toEqual([false, false, false, true, true]);
  });

  it('gives a word its plain form whether its accent is one character or a letter and a combining mark', () => {
    expect(tokenise('Mañana MAÑANA mañana').map((t) => t.form)).toEqual(['manana', 'manana', 'manana']);
  });
});

describe('normaliseWord', () => {
  it('lowers case and removes diacritics, keeping ß', () => {
    expect(normaliseWord('Café')).toBe('cafe');
    expect(normaliseWord('Straße')).toBe('straße');
    expect(normaliseWord('ÉTÉ')).toBe('ete');
    expect(normaliseWord('plain')).toBe('plain');
  });

  it('spells out the ligatures œ and æ', () => {
    expect(normaliseWord('Cœur')).toBe('coeur');
    expect(normaliseWord('écœurant')).toBe('ecoeurant');
    expect(normaliseWord('æquo')).toBe('aequo');
  });

  it('gives the same plain form to a word seen again, and to words past the forms it keeps', () => {
    expect([normaliseWord('Été'), normaliseWord('été'), normaliseWord('ÉTÉ')]).toEqual(['ete', 'ete', 'ete']);
    for (let k = 0; k <= PLAIN_FORM_CACHE_SIZE; k++) normaliseWord(`é${k}`);
    expect(normaliseWord('Mañana')).toBe('manana');
    expect(normaliseWord(`é${PLAIN_FORM_CACHE_SIZE}`)).toBe(`e${PLAIN_FORM_CACHE_SIZE}`);
  });

  it('gives a word seen again the same token, and reads words past the tokens it keeps as before', () => {
    const [first] = tokenise('Schön');
    expect(tokenise('Das ist Schön')[2]).toBe(first);
    expect(first).toEqual({
      kind: 'word',
      text: 'Schön',
      form: 'schon',
      lower: 'schön',
      caps: false,
      brk: 0,
      tagged: false,
    });
    const letters = (k: number): string =>
      (k < 26 ? '' : letters(Math.floor(k / 26) - 1)) + 'abcdefghijklmnopqrstuvwxyz'[k % 26];
    const many = Array.from({ length: WORD_TOKEN_CACHE_SIZE + 5 }, (_, k) => `Wort${letters(k)}`);
    const lower = tokenise(many.join(' ')).map((t) => t.lower);
    expect(lower.length).toBe(many.length);
    expect(lower.every((w, k) => w === many[k]!.toLowerCase())).toBe(true);
    expect(tokenise('SCHÖN Schön')).toEqual([
      { kind: 'word', text: 'SCHÖN', form: 'schon', lower: 'schön', caps: true, brk: 0, tagged: false },
      first,
    ]);
    // A hashtag's word is its own token: no capitals rule applies to it.
    expect(tokenise('#Schön')[0]!.tagged).toBe(true);
  });
});

describe('marks', () => {
  it('counts "¡…!" once and "¿…?" once', () => {
    expect(marks('¡Hola! ¿Qué tal?')).toEqual({ exclamations: 1, questions: 1 });
    expect(marks('Genial!!!')).toEqual({ exclamations: 3, questions: 0 });
  });
});

/** The tokens as TOKEN's matches give them, every match by the regex (tokens.ts reads plain words without it). */
function byRegexAlone(text: string): Token[] {
  const tokens: Token[] = [];
  const TOKEN =
    /(?:https?:\/\/|www\.)\S+|@[\p{L}\p{N}_]+|#([\p{L}\p{N}_]+)|((?<!\p{N})[:;=][-'^o]?(?:[)(\][|/\\]+|[dDpPoO3*]+(?![\p{L}\p{N}]))|(?<!\p{N})<\/?3+|(?<![\p{L}\p{N}])(?:\^[_.-]?\^|[xX][dD]+(?![\p{L}\p{N}])|-[._]-|>[._]<))|([\p{L}\p{M}]+)|(\p{N}+)|(\p{Extended_Pictographic})|([!¡?¿.…;:,\n])/gu;
  const entities: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'", '#39': "'" };
  text = text.replace(/&(lt|gt|amp|quot|apos|#39);/g, (_, name: string) => entities[name]!);
  for (const m of text.matchAll(TOKEN)) {
    const [, tag, face, letters, digits, emoji, mark] = m;
    const plain = (kind: Token['kind'], t: string, brk = 0) =>
      ({ kind, text: t, form: t, lower: t, caps: false, brk, tagged: false }) as Token;
    if (letters !== undefined) {
      const caps = letters.length >= 2 && letters === letters.toUpperCase() && letters !== letters.toLowerCase();
      tokens.push({ ...plain('word', letters), lower: letters.toLowerCase(), form: normaliseWord(letters), caps });
    } else if (tag !== undefined) tokens.push(...tokenise(`#${tag}`));
    else if (digits !== undefined) tokens.push(plain('word', digits));
    else if (emoji !== undefined || face !== undefined) tokens.push(plain('symbol', (emoji ?? face)!));
    else if (mark === ',' || mark === ';' || mark === ':') tokens.push(plain('break', mark, BREAK_CLAUSE));
    else if (mark !== undefined && mark !== '¡' && mark !== '¿') tokens.push(plain('break', mark, BREAK_SENTENCE));
  }
  return tokens;
}

describe('tokenise reads words without the regex as the regex reads them', () => {
  it.each([
    'Hola, ¿qué tal? Très bien :) xD xDD XD xdd wxd',
    'http://a.b/c https://x.y www.z.de wwwbla hhttp://a ahttp://b',
    '5abc ab5 a:) 10:30 nicht:/ Hinweis:Deutsch nachti<3 5<3 -.- >_< ^^ ^-^',
    'Mañana Mañana e\u0301te \u0301a 𝐀𝐁c a𝐀b 😍😍 a😍b \ud83d x \ude0d y',
    '#LaCafeteraFallida @nutzer_1 &lt;3 ʼn ǅa ΣΑΣ İstanbul\n\tnext\r\nline',
    '«Génial», dit-il… (vraiment?) C’est “top” — ¡Qué bien! ¿Sí? a,b.c!d?e :( *_* |x| 50% $5',
  ])('%j', (text) => {
    expect(tokenise(text)).toEqual(byRegexAlone(text));
  });

  it('on random text of letters, marks, digits, faces, emoji and punctuation', () => {
    const pieces = [
      ' ',
      ' ',
      'a',
      'é',
      'X',
      'x',
      'D',
      'h',
      'w',
      'ttp://',
      'www.',
      ':',
      ')',
      '(',
      '3',
      '<',
      '^',
      '_',
      '-',
      '.',
      '>',
      '#',
      '@',
      '!',
      '¿',
      '\n',
      '\t',
      "'",
      'ß',
      '\u0301',
      '𝐀',
      '😍',
      '\ud83d',
      '5',
      '&lt;',
      'ÉTÉ',
      'dD',
      // Marks read without the regex.
      ',',
      '…',
      '¡',
      '’',
      '«',
      '"',
      '(',
      '|',
      '*',
    ];
    let seed = 23;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let round = 0; round < 500; round++) {
      let text = '';
      for (let k = 0, n = 1 + Math.floor(next() * 30); k < n; k++) text += pieces[Math.floor(next() * pieces.length)];
      expect(tokenise(text), text).toEqual(byRegexAlone(text));
    }
  });
});
