/**
 * @tonelens/core/reading — what turns the engine's scores into words and colours: tone names,
 * summary sentences, tension, labels, English helpers, bands, the spectrum as Hz and gradient,
 * the journal signature, the sliders and the messages people see. No zod.
 */
export * from '../contract/catalogue';
export * from './bands';
export * from './english';
export * from './labels';
export * from './messages';
export * from './signature';
export * from './sliders';
export * from './spectrum-display';
export * from './tension';
export * from './tone-name';
export * from './tonelens';
export * from './tones';
export * from './read-tone';
export * from './read-axes';
