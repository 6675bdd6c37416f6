import { describe, expect, it } from 'vitest';
import { joinedVerbs, joinSplitVerbs } from './split-verbs';
import { tokenise } from './tokens';

const PARTICLES = new Set(['an', 'auf', 'aus']);
const KNOWN = new Set(['aufregen', 'ankotzen', 'ausrasten', 'aufmuntern', 'auslachen']);
const words = (text: string) =>
  joinSplitVerbs(tokenise(text), PARTICLES, (w) => KNOWN.has(w))
    .filter((t) => t.kind === 'word')
    .map((t) => (t.lower === t.text.toLowerCase() ? t.lower : `${t.text}=${t.lower}`));

describe('joinedVerbs', () => {
  it.each([
    ['regt', 'auf', ['aufregt', 'aufregen']],
    ['rastet', 'aus', ['ausrastet', 'ausrasen', 'ausrasten']],
    ['munterst', 'auf', ['aufmunterst', 'aufmuntern', 'aufmunteren']],
  ])('%j with %j may make %j', (verb, particle, expected) => {
    expect(joinedVerbs(verb, particle).slice(0, expected.length)).toEqual(expected);
  });
});

describe('joinSplitVerbs', () => {
  it.each([
    ['a particle closing the clause joins its verb', 'Das regt mich auf', ['das', 'regt=aufregen', 'mich']],
    ['before a comma too', 'Das kotzt mich an, echt', ['das', 'kotzt=ankotzen', 'mich', 'echt']],
    ['before "und", which opens a clause', 'Er rastet aus und geht', ['er', 'rastet=ausrasten', 'und', 'geht']],
    ['a verb with a first part of two words', 'Der Lärm regt mich auf', ['der', 'lärm', 'regt=aufregen', 'mich']],
    ['a stem in "-er" takes "-n"', 'Du munterst mich auf', ['du', 'munterst=aufmuntern', 'mich']],
    ['no verb the language knows: left as it is', 'Ich rufe dich morgen an', ['ich', 'rufe', 'dich', 'morgen', 'an']],
    ['a particle that does not close its clause stays', 'Er regt auf mich', ['er', 'regt', 'auf', 'mich']],
    ['an infinitive after "zu" is no finite verb', 'Zu lachen aus', ['zu', 'lachen', 'aus']],
    [
      'a verb past the third word of its clause is not reached',
      'Leute hier drüben lachen mich aus',
      ['leute', 'hier', 'drüben', 'lachen', 'mich', 'aus'],
    ],
  ])('%s (%j)', (_rule, text, expected) => {
    expect(words(text)).toEqual(expected);
  });

  it('gives the tokens back as they are when no verb is joined', () => {
    const tokens = tokenise('Ich rufe dich an');
    expect(joinSplitVerbs(tokens, PARTICLES, (w) => KNOWN.has(w))).toBe(tokens);
  });
});
