/** Auth and account contract: GET/PATCH /api/auth/user. */
import { z } from 'zod';
import { languageSchema } from './common';

/** The signed-in user (GET /api/auth/user). */
export const userSchema = z.object({
  id: z.number().int(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  sitePrefix: z.string().nullable(),
  language: languageSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

const nameField = z.string().trim().max(100).nullable();

/** PATCH /api/auth/user: account settings; every field optional, unknown fields rejected. */
export const updateUserSchema = z
  .object({
    firstName: nameField.optional(),
    lastName: nameField.optional(),
    sitePrefix: z.string().trim().max(200).nullable().optional(),
    language: languageSchema.optional(),
  })
  .strict();
export type UpdateUser = z.infer<typeof updateUserSchema>;
