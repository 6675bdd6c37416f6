/** Display labels and colour choices shared by every screen (spec analysis §9, surroundings §9). */
/** Level label of a value 0..1: below 0.2 Very Low, below 0.4 Low, below 0.6 Moderate, below 0.8 High, otherwise Very High. */
export declare function levelLabel(v: number): 'Very Low' | 'Low' | 'Moderate' | 'High' | 'Very High';
/** A value 0..1 as a whole percentage 0..100 (value × 100, rounded). */
export declare function percent(v: number): number;
/** Days after which a date is shown as a date rather than 'N days ago'. */
export declare const RELATIVE_DATE_MAX_DAYS = 7;
/**
 * A date relative to `now` by calendar day: 'Today', 'Yesterday', 'N days ago'
 * up to 7 days, otherwise the date in the given locale (e.g. '12 Mar 2025').
 */
export declare function dateLabel(date: Date | string, now?: Date, locale?: string): string;
/** What initials are drawn from. */
export interface InitialsSource {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}
/** Initials for an avatar: first letters of the names; else the email's first two letters; else 'TL'. Upper-case. */
export declare function initials(user: InitialsSource | null | undefined): string;
/** The three resonance labels of the ToneLens result. */
export type ResonanceLabel = 'in-tune' | 'emergent' | 'fragmented';
/** Fixed text per resonance label, and for a missing label. */
export declare const RESONANCE_TEXT: Readonly<Record<ResonanceLabel | 'none', string>>;
/** Colour of a resonance label: in-tune green, emergent amber, fragmented or missing red. */
export declare function resonanceLabelColour(label: ResonanceLabel | null | undefined): string;
/** Colour of the resonance bar by value 0..1: up to 0.33 red-orange, up to 0.66 green, above purple-pink. */
export declare function resonanceBarColour(v: number): string;
/** Colour band of a learning score 0..100: 80 and above excellent, 60 good, 40 developing, below that emerging. */
export declare function scoreBand(score: number): 'excellent' | 'good' | 'developing' | 'emerging';
/** Badge variant of a recommendation priority: 4 and above destructive, 3 default, lower secondary. */
export declare function recommendationVariant(priority: number): 'destructive' | 'default' | 'secondary';
/**
 * Guidance band of an axis value 0..1 (spec surroundings §9: low 0.0–0.3,
 * medium 0.4–0.6, high 0.7–1.0). The spec's bands are given to one decimal,
 * so the value is rounded to one decimal first: 0.34 is low, 0.35 medium.
 */
export declare function axisGuidanceBand(v: number): 'low' | 'medium' | 'high';
