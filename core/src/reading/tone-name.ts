/**
 * The tone of a text in plain words: one name ("warm", "curt", "unsure" …)
 * read from the four axes, with the words that drove it. Every screen shows
 * this name first, in the same words, colour and icon.
 *
 * The rules are a table tried in order; the first whose condition holds
 * names the tone. Each rule also says which axes (and which side of each)
 * explain it, so the phrases shown are the ones that moved those axes.
 */
import { TONE_NAME_CATALOGUE } from '../contract/catalogue';
import type { AxisDriver, AxisDrivers, AxisKey } from '../engine/axes';
import { detectTension, type AxisScores } from './tension';
import { TONES, type ToneFamily } from './tones';

/** The plain-words tone names, one per rule of {@link TONE_RULES} (contract/catalogue.ts). */
export type ToneNameId = (typeof TONE_NAME_CATALOGUE)[number]['id'];

/**
 * The three families a tone name belongs to. A family decides the colour and
 * the icon everywhere: positive (green, a heart), steady (blue, a circle),
 * tense (amber, a triangle). Tense names are the ones a reader may take badly.
 */

/** An axis and the side of it that explains a tone: 'positive' is the high end (warmth, certainty, intensity, coherence). */
export interface ToneCause {
  axis: AxisKey;
  side: 'positive' | 'negative';
}

/** One rule of the table: when it holds, the name it gives and what explains it. */
export interface ToneRule {
  id: ToneNameId;
  /** The name as a screen shows it, capitalised ("Neutral, formal"). */
  label: string;
  family: ToneFamily;
  /** One sentence saying what the name means for the reader. */
  meaning: string;
  /** The axes whose words are shown as the reason, most telling first. */
  causes: readonly ToneCause[];
  /** True when the axes (and, for appreciative, the words) read this way. */
  holds: (axes: AxisScores, drivers: Partial<Record<AxisKey, AxisDrivers>>) => boolean;
}

/** Distance from balance (0.5) at which an axis counts as leaning: 0.1 on the 0..1 scale. */
export const TONE_LEAN = 0.1;
/** Distance from balance at which an axis counts as strong: 0.2 on the 0..1 scale. */
export const TONE_STRONG = 0.2;

/** Words of thanks and appreciation: warmth driven by these reads as appreciative. */
export const APPRECIATION_TERMS: readonly string[] = [
  'thank',
  'thanks',
  'thank you',
  'thankful',
  'grateful',
  'gratitude',
  'appreciate',
  'appreciated',
  'appreciation',
  'appreciative',
];

/** The id, label and family of tone name `id`, as the catalogue defines them. */
const named = (id: ToneNameId) => ({
  id,
  label: TONES[id].label,
  family: TONES[id].family,
  meaning: TONES[id].meaning,
});

const high = (v: number, by = TONE_LEAN) => v >= 0.5 + by;
const low = (v: number, by = TONE_LEAN) => v <= 0.5 - by;
const near = (v: number) => !high(v) && !low(v);

const thanked = (drivers: Partial<Record<AxisKey, AxisDrivers>>) =>
  (drivers.warmthDetachment?.positive ?? []).some(
    (d) => !d.negated && APPRECIATION_TERMS.includes(d.term.toLowerCase()),
  );

const cause = (axis: AxisKey, side: 'positive' | 'negative'): ToneCause => ({ axis, side });

/**
 * The naming table, tried in order: tense readings first (a tense note must
 * never hide behind a friendly one), then the positive ones, then the steady.
 */
export const TONE_RULES: readonly ToneRule[] = [
  {
    ...named('frustrated'),
    causes: [cause('conflictCoherence', 'negative'), cause('warmthDetachment', 'negative')],
    holds: (a) => low(a.conflictCoherence) && high(a.intensityRestraint) && !high(a.warmthDetachment),
  },
  {
    ...named('mixed'),
    causes: [cause('conflictCoherence', 'negative')],
    // Pulled two ways, not leaning cold: a text whose warmth is low leans one way, and its conflict is that
    // of its negative words (hurt or curt, below).
    holds: (a) => low(a.conflictCoherence) && !low(a.warmthDetachment),
  },
  {
    ...named('hurt'),
    causes: [cause('warmthDetachment', 'negative'), cause('intensityRestraint', 'positive')],
    holds: (a) => low(a.warmthDetachment) && !low(a.intensityRestraint) && !high(a.certaintyAmbiguity),
  },
  {
    ...named('anxious'),
    causes: [cause('certaintyAmbiguity', 'negative'), cause('intensityRestraint', 'positive')],
    holds: (a) => low(a.certaintyAmbiguity) && high(a.intensityRestraint),
  },
  {
    ...named('curt'),
    causes: [cause('warmthDetachment', 'negative'), cause('certaintyAmbiguity', 'positive')],
    holds: (a) => low(a.warmthDetachment),
  },
  {
    ...named('unsure'),
    causes: [cause('certaintyAmbiguity', 'negative')],
    holds: (a) => low(a.certaintyAmbiguity),
  },
  {
    ...named('appreciative'),
    causes: [cause('warmthDetachment', 'positive')],
    holds: (a, d) => high(a.warmthDetachment) && thanked(d),
  },
  {
    ...named('excited'),
    causes: [cause('warmthDetachment', 'positive'), cause('intensityRestraint', 'positive')],
    holds: (a) => high(a.warmthDetachment) && high(a.intensityRestraint, TONE_STRONG),
  },
  {
    ...named('warm'),
    causes: [cause('warmthDetachment', 'positive')],
    holds: (a) => high(a.warmthDetachment, TONE_STRONG),
  },
  {
    ...named('friendly'),
    causes: [cause('warmthDetachment', 'positive')],
    holds: (a) => high(a.warmthDetachment),
  },
  {
    ...named('firm'),
    causes: [cause('certaintyAmbiguity', 'positive')],
    holds: (a) => high(a.certaintyAmbiguity, TONE_STRONG),
  },
  {
    ...named('calm'),
    causes: [cause('intensityRestraint', 'negative')],
    holds: (a) => low(a.intensityRestraint) && near(a.warmthDetachment),
  },
  {
    ...named('neutral-formal'),
    causes: [],
    holds: () => true,
  },
];

/**
 * How each family looks on every screen: a colour, an icon and a word for
 * screen readers. Each colour carries white text at 4.5:1 or more (the chip)
 * and stands at 3:1 or more against the light and dark surfaces (icons, borders).
 */
export const TONE_FAMILY_LOOK: Readonly<Record<ToneFamily, { colour: string; icon: string; word: string }>> = {
  positive: { colour: '#27803a', icon: '♥', word: 'positive' },
  steady: { colour: '#3b6fd8', icon: '●', word: 'steady' },
  tense: { colour: '#c2410c', icon: '▲', word: 'may read as tense' },
};

/** A text's tone in plain words. */
export interface ToneName {
  id: ToneNameId;
  /** The name as shown ("Warm"). */
  label: string;
  family: ToneFamily;
  meaning: string;
  /** The words that drove it, heaviest first (as the engine orders them), at most {@link TONE_PHRASES_SHOWN}; a negated word reads "not happy". */
  phrases: string[];
}

/** How many driving phrases a tone name carries. */
export const TONE_PHRASES_SHOWN = 4;

/** A driver as a reader would say it: "not happy" when a negator flipped it. */
export function driverPhrase(d: AxisDriver): string {
  return d.negated ? `not ${d.term}` : d.term;
}

/** The phrases behind a rule's causes, most telling axis first, each phrase once. */
function phrasesOf(rule: ToneRule, drivers: Partial<Record<AxisKey, AxisDrivers>>): string[] {
  const seen = new Set<string>();
  for (const { axis, side } of rule.causes) {
    for (const d of drivers[axis]?.[side] ?? []) {
      seen.add(driverPhrase(d));
      if (seen.size === TONE_PHRASES_SHOWN) return [...seen];
    }
  }
  return [...seen];
}

/**
 * The plain-words tone of four axis scores (each 0..1, 0.5 is balance): the
 * first rule of {@link TONE_RULES} that holds, with the driving phrases of its
 * axes when `drivers` are given (none otherwise). A score that is not a
 * finite number counts as balance.
 */
export function toneName(axes: AxisScores, drivers: Partial<Record<AxisKey, AxisDrivers>> = {}): ToneName {
  const clean = (v: number) => (Number.isFinite(v) ? v : 0.5);
  const scores: AxisScores = {
    warmthDetachment: clean(axes.warmthDetachment),
    certaintyAmbiguity: clean(axes.certaintyAmbiguity),
    intensityRestraint: clean(axes.intensityRestraint),
    conflictCoherence: clean(axes.conflictCoherence),
  };
  const rule = TONE_RULES.find((r) => r.holds(scores, drivers)) ?? TONE_RULES[TONE_RULES.length - 1]!;
  return {
    id: rule.id,
    label: rule.label,
    family: rule.family,
    meaning: rule.meaning,
    phrases: phrasesOf(rule, drivers),
  };
}

/**
 * True when a reading should be told as tense on every screen: the spec's
 * tension rule holds (or the reading says it found tension), or its tone
 * name is a tense one. The second catches curt and hurt text the spec's rule
 * lets through, so a badge never says "balance" beside "Hurt". `family` is the
 * family of the name the screen shows (readTone's strongest tone); without it,
 * the name the axes alone give.
 */
export function readsTense(axes: AxisScores, tensionDetected?: boolean | null, family?: ToneFamily): boolean {
  return tensionDetected === true || detectTension(axes) || (family ?? toneName(axes).family) === 'tense';
}

/** How every screen words a reading's verdict: the spec's tension, a tense name the rule let through, or balance. */
export interface ToneVerdict {
  kind: 'tension' | 'tense' | 'balance';
  /** "Tension detected", "May read as hurt" or "Emotional balance". */
  text: string;
}

/** The verdict of a reading, from its name, the spec's tension rules that hold and whether it reads tense (see readsTense). */
export function toneVerdict(name: Pick<ToneName, 'label'>, reasonCount: number, tense: boolean): ToneVerdict {
  if (reasonCount > 0) return { kind: 'tension', text: 'Tension detected' };
  if (tense) return { kind: 'tense', text: `May read as ${name.label.toLowerCase()}` };
  return { kind: 'balance', text: 'Emotional balance' };
}
