/** GET /api/config: the server's public settings (no sign-in needed). */
import { z } from 'zod';

/** An http(s) address. */
const httpUrlSchema = z.url({ protocol: /^https?$/ });

/** A sister app of ToneLens, linked from the user menu: its display name and address. */
export const sisterAppSchema = z.object({
  name: z.string().min(1),
  url: httpUrlSchema,
});
export type SisterApp = z.infer<typeof sisterAppSchema>;

/** Number of sister apps the user menu links to (spec surroundings: three). */
export const SISTER_APP_COUNT = 3;

/**
 * The answer of GET /api/config: where the audio tool lives (an absolute
 * http(s) URL, the built-in tone studio by default), the three sister apps,
 * and the server's build version (e.g. 0.42.2508.9).
 */
export const appConfigSchema = z.object({
  audioToolUrl: httpUrlSchema,
  sisterApps: z.array(sisterAppSchema).length(SISTER_APP_COUNT),
  version: z.string().min(1),
});
export type AppConfig = z.infer<typeof appConfigSchema>;
