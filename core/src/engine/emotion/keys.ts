/** The 32-bit keys of the emotion features: hashing, salts per kind, and the keys of the rule features and placeholders. */
import { EMOTICONS, EMOTION_RULES, type EmotionFeatureKind } from './words';

export const FNV_OFFSET = 0x811c9dc5 | 0;
export const FNV_PRIME = 0x01000193;
export const NEGATED_SALT = 0x2f6b1d3a;
export const START_SALT = 0x51c4e9b7;

/** FNV-1a of the UTF-16 code units of `s` (signed 32-bit). */
export function hashText(s: string): number {
  let h = FNV_OFFSET;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), FNV_PRIME);
  return h;
}

/** Two 32-bit keys mixed into one (a pair of words, or a word and a kind's salt). */
export function combineKeys(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ b;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h | 0;
}

/** The 32-bit key of a feature from its kind and its written key ("so happy" for a pair). */
export function featureKey(kind: EmotionFeatureKind, key: string): number {
  switch (kind) {
    case 'pair': {
      const space = key.indexOf(' ');
      return combineKeys(hashText(key.slice(0, space)), hashText(key.slice(space + 1)));
    }
    case 'negated':
      return combineKeys(hashText(key), NEGATED_SALT);
    case 'start':
      return combineKeys(hashText(key), START_SALT);
    case 'stem':
      return combineKeys(hashText(key), STEM_SALT);
    default:
      return hashText(key);
  }
}

export const KIND_WORD = 0;
export const KIND_STEM = 1;
export const KIND_NEGATED = 2;
export const KIND_PAIR = 3;
export const KIND_START = 4;
export const KIND_SYMBOL = 5;
export const KIND_RULE = 6;
export const STEM_SALT = 0x1b873593;

export const RULE_KEY = Object.fromEntries(EMOTION_RULES.map((r) => [r, hashText(r)])) as Record<
  (typeof EMOTION_RULES)[number],
  number
>;
export const R_INTENSIFIER = RULE_KEY['#intensifier'];
export const R_CAPS = RULE_KEY['#caps'];
export const R_EXCLAMATION = RULE_KEY['#exclamation'];
export const R_EXCLAMATIONS = RULE_KEY['#exclamations'];
export const R_QUESTION = RULE_KEY['#question'];
export const R_INTERROBANG = RULE_KEY['#interrobang'];
export const R_ELLIPSIS = RULE_KEY['#ellipsis'];
export const R_CONTRAST = RULE_KEY['#contrast'];
export const R_YOU = RULE_KEY['#you'];
export const R_NEGATION = RULE_KEY['#negation'];
export const NUM_KEY = hashText('<num>');
export const URL_KEY = hashText('<url>');
export const USER_KEY = hashText('<user>');
export const EMOTICON_KEYS = EMOTICONS.map(([, canonical]) => hashText(canonical));
