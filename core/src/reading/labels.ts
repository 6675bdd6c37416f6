/** Display labels and colour choices shared by every screen (spec analysis §9, surroundings §9). */

/** Level label of a value 0..1: below 0.2 Very Low, below 0.4 Low, below 0.6 Moderate, below 0.8 High, otherwise Very High. */
export function levelLabel(v: number): 'Very Low' | 'Low' | 'Moderate' | 'High' | 'Very High' {
  if (v < 0.2) return 'Very Low';
  if (v < 0.4) return 'Low';
  if (v < 0.6) return 'Moderate';
  if (v < 0.8) return 'High';
  return 'Very High';
}

/** A value 0..1 as a whole percentage 0..100 (value × 100, rounded). */
export function percent(v: number): number {
  return Math.round((Number.isFinite(v) ? v : 0) * 100);
}

/** Days after which a date is shown as a date rather than 'N days ago'. */
export const RELATIVE_DATE_MAX_DAYS = 7;

function startOfDay(d: Date): number {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
}

/**
 * A date relative to `now` by calendar day: 'Today', 'Yesterday', 'N days ago'
 * up to 7 days, otherwise the date in the given locale (e.g. '12 Mar 2025').
 */
export function dateLabel(date: Date | string, now: Date = new Date(), locale = 'en'): string {
  const d = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(d.getTime())) return '';
  const days = Math.round((startOfDay(now) - startOfDay(d)) / 86_400_000);
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days <= RELATIVE_DATE_MAX_DAYS) return `${days} days ago`;
  return d.toLocaleDateString(locale, { day: 'numeric', month: 'short', year: 'numeric' });
}

/** What initials are drawn from. */
export interface InitialsSource {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

/** Initials for an avatar: first letters of the names; else the email's first two letters; else 'TL'. Upper-case. */
export function initials(user: InitialsSource | null | undefined): string {
  const names = [user?.firstName, user?.lastName].map((n) => n?.trim() ?? '').filter(Boolean);
  if (names.length > 0)
    return names
      .map((n) => [...n][0]!)
      .join('')
      .toUpperCase();
  const email = user?.email?.trim() ?? '';
  if (email.length > 0) return [...email].slice(0, 2).join('').toUpperCase();
  return 'TL';
}

/** The three resonance labels of the ToneLens result. */
export type ResonanceLabel = 'in-tune' | 'emergent' | 'fragmented';

/** Fixed text per resonance label, and for a missing label. */
export const RESONANCE_TEXT: Readonly<Record<ResonanceLabel | 'none', string>> = {
  'in-tune': 'In tune: your words and their feeling point the same way.',
  emergent: 'Emergent: the tone is forming; a few words pull in other directions.',
  fragmented: 'Fragmented: the text pulls in several directions at once.',
  none: 'No resonance reading yet.',
};

/** Colour of a resonance label: in-tune green, emergent amber, fragmented or missing red. */
export function resonanceLabelColour(label: ResonanceLabel | null | undefined): string {
  if (label === 'in-tune') return '#16a34a';
  if (label === 'emergent') return '#d97706';
  return '#dc2626';
}

/** Colour of the resonance bar by value 0..1: up to 0.33 red-orange, up to 0.66 green, above purple-pink. */
export function resonanceBarColour(v: number): string {
  if (v <= 0.33) return '#ef4444';
  if (v <= 0.66) return '#22c55e';
  return '#c026d3';
}

/** Colour band of a learning score 0..100: 80 and above excellent, 60 good, 40 developing, below that emerging. */
export function scoreBand(score: number): 'excellent' | 'good' | 'developing' | 'emerging' {
  if (score >= 80) return 'excellent';
  if (score >= 60) return 'good';
  if (score >= 40) return 'developing';
  return 'emerging';
}

/** A recommendation priority (1..5, 5 most urgent) in plain words: 4 and above 'Start here', 3 'Next', lower 'When you have time'. */
export function recommendationPriorityLabel(priority: number): 'Start here' | 'Next' | 'When you have time' {
  if (priority >= 4) return 'Start here';
  if (priority === 3) return 'Next';
  return 'When you have time';
}

/** Badge variant of a recommendation priority: 4 and above destructive, 3 default, lower secondary. */
export function recommendationVariant(priority: number): 'destructive' | 'default' | 'secondary' {
  if (priority >= 4) return 'destructive';
  if (priority === 3) return 'default';
  return 'secondary';
}

/**
 * Guidance band of an axis value 0..1 (spec surroundings §9: low 0.0–0.3,
 * medium 0.4–0.6, high 0.7–1.0). The spec's bands are given to one decimal,
 * so the value is rounded to one decimal first: 0.34 is low, 0.35 medium.
 */
export function axisGuidanceBand(v: number): 'low' | 'medium' | 'high' {
  const tenth = Math.round(v * 10) / 10;
  if (tenth <= 0.3) return 'low';
  if (tenth <= 0.6) return 'medium';
  return 'high';
}
