/**
 * Character values (spec analysis §9): every character of a text maps to a
 * spectral value in 0..1. The mapping is positional and deliberately simple,
 * so the same text always paints the same spectrum.
 */
/**
 * Punctuation values, all inside 0.01..0.118 as the spec requires. Pauses that
 * close a thought sit lowest, marks that open or join sit in the middle, and
 * emphatic marks sit highest.
 */
export declare const PUNCTUATION_VALUES: Readonly<Record<string, number>>;
/** Value of `t` (spec §9). */
export declare const LOWER_T_VALUE = 0.96;
/** Value of `T` (spec §9). */
export declare const UPPER_T_VALUE = 0.97;
/** Value of `u`/`U`; v..z climb from here in steps of {@link UVWXYZ_STEP}. */
export declare const UVWXYZ_START = 0.971;
/** Step between u, v, w, x, y, z (and their capitals). */
export declare const UVWXYZ_STEP = 0.003;
/**
 * Spectral value (0..1) of one character (spec analysis §9). For a string of
 * more than one character, the first code point counts; the empty string is 0.
 */
export declare function charValue(ch: string): number;
/**
 * Writes the value of every code point of `text` into a new Float64Array and
 * returns it (length = number of code points; a lone surrogate counts as one).
 */
export declare function characterValuesOf(text: string): Float64Array;
