/** The local four-axis engine: see engine/axes.ts. */
export * from './engine/axes';
