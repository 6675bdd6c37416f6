/** What each word does in the emotion scan, as bits in one table by word key; a feeling word's family is kept in the high bits. */
import { EMOTION_WORD_FAMILIES } from './families';
import { hashText } from './keys';
import {
  EMOTION_CONTRASTS,
  EMOTION_INTENSIFIERS,
  EMOTION_NEGATORS,
  EMOTION_SECOND_PERSON,
  LITERAL_HEADS,
  NEGATION_ENDERS,
  PRAISE_DETERMINERS,
  SLANG_PRAISE,
  TOPIC_HEADS,
  TOPIC_WORDS,
  VERDICT_WORDS,
} from './words';

export const ROLE_NEGATOR = 1;
export const ROLE_INTENSIFIER = 2;
export const ROLE_CONTRAST = 4;
export const ROLE_YOU = 8;
export const ROLE_SLANG = 16;
export const ROLE_LITERAL_HEAD = 32;
export const ROLE_DETERMINER = 64;
export const ROLE_TOPIC = 128;
export const ROLE_TOPIC_HEAD = 256;
export const ROLE_BARGAIN = 512;
export const ROLE_BARGAIN_NEXT = 1024;
export const ROLE_VERDICT = 2048;
export const ROLE_SORRY = 4096;
export const ROLE_FOR_ABOUT = 8192;
export const ROLE_TO = 16384;
export const ROLE_POSSESSIVE = 32768;
export const ROLE_HEARING = 65536;
export const ROLE_NEGATION_END = 131072;

export const ROLE_LIST = new Map<number, number>();
for (const [words, role] of [
  [EMOTION_NEGATORS, ROLE_NEGATOR],
  [EMOTION_INTENSIFIERS, ROLE_INTENSIFIER],
  [EMOTION_CONTRASTS, ROLE_CONTRAST],
  [EMOTION_SECOND_PERSON, ROLE_YOU],
  [SLANG_PRAISE, ROLE_SLANG],
  [LITERAL_HEADS, ROLE_LITERAL_HEAD],
  [PRAISE_DETERMINERS, ROLE_DETERMINER],
  [TOPIC_WORDS, ROLE_TOPIC],
  [TOPIC_HEADS, ROLE_TOPIC_HEAD],
  [['steal'], ROLE_BARGAIN],
  [['at', 'for'], ROLE_BARGAIN_NEXT],
  [VERDICT_WORDS, ROLE_VERDICT],
  [['sorry'], ROLE_SORRY],
  [['for', 'about'], ROLE_FOR_ABOUT],
  [['to'], ROLE_TO],
  [['your', 'his', 'her', 'their', 'our', 'ur'], ROLE_POSSESSIVE],
  [['hear', 'see', 'read', 'learn', 'know'], ROLE_HEARING],
  [NEGATION_ENDERS, ROLE_NEGATION_END],
] as const) {
  for (const w of words) ROLE_LIST.set(hashText(w), (ROLE_LIST.get(hashText(w)) ?? 0) | role);
}

/* A feeling word's family (EMOTION_WORD_FAMILIES) is kept in its roles from this bit up, as its index + 1. */
export const FAMILY_SHIFT = 20;
export const FAMILY_NAMES = Object.keys(EMOTION_WORD_FAMILIES).map((family) => `#${family}`);
export const FAMILY_KEYS = FAMILY_NAMES.map(hashText);
Object.values(EMOTION_WORD_FAMILIES).forEach((words: readonly string[], f) => {
  for (const w of words) ROLE_LIST.set(hashText(w), (ROLE_LIST.get(hashText(w)) ?? 0) | ((f + 1) << FAMILY_SHIFT));
});

/*
 * The roles as an open-addressing table by word key (looked up for every word; a Map measured
 * dearer): slot s holds its key at ROLE_TABLE[2s] and its roles at ROLE_TABLE[2s + 1] (a probe
 * reads one cache line), with eight slots per word or more, so that the probe of a word without
 * roles (most words) ends at its first slot.
 */
let roleSlots = 1;
while (roleSlots < ROLE_LIST.size * 8) roleSlots <<= 1;
export const ROLE_MASK = roleSlots - 1;
export const ROLE_TABLE = new Int32Array(roleSlots * 2);
for (const [key, role] of ROLE_LIST) {
  let slot = (key ^ (key >>> 13)) & ROLE_MASK;
  while (ROLE_TABLE[2 * slot + 1] !== 0) slot = (slot + 1) & ROLE_MASK;
  ROLE_TABLE[2 * slot] = key;
  ROLE_TABLE[2 * slot + 1] = role;
}

/** The roles of the word with this key (ROLE_* bits), 0 when it has none. */
export function rolesOf(key: number): number {
  let slot = (key ^ (key >>> 13)) & ROLE_MASK;
  for (;;) {
    const role = ROLE_TABLE[2 * slot + 1]!;
    if (role === 0 || ROLE_TABLE[2 * slot] === key) return role;
    slot = (slot + 1) & ROLE_MASK;
  }
}
