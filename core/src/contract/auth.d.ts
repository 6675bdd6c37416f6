/** Auth and account contract: GET/PATCH /api/auth/user. */
import { z } from 'zod';
/** The signed-in user (GET /api/auth/user). */
export declare const userSchema: z.ZodObject<
  {
    id: z.ZodNumber;
    email: z.ZodNullable<z.ZodString>;
    firstName: z.ZodNullable<z.ZodString>;
    lastName: z.ZodNullable<z.ZodString>;
    profileImageUrl: z.ZodNullable<z.ZodString>;
    sitePrefix: z.ZodNullable<z.ZodString>;
    language: z.ZodEnum<{
      es: 'es';
      en: 'en';
      fr: 'fr';
      de: 'de';
    }>;
    createdAt: z.ZodString;
    updatedAt: z.ZodString;
  },
  z.core.$strip
>;
export type User = z.infer<typeof userSchema>;
/** PATCH /api/auth/user: account settings; every field optional, unknown fields rejected. */
export declare const updateUserSchema: z.ZodObject<
  {
    firstName: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    lastName: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    sitePrefix: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    language: z.ZodOptional<
      z.ZodEnum<{
        es: 'es';
        en: 'en';
        fr: 'fr';
        de: 'de';
      }>
    >;
  },
  z.core.$strict
>;
export type UpdateUser = z.infer<typeof updateUserSchema>;
