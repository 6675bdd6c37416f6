/** Validation of bodies, queries and path ids against the core contract. */
import { idSchema } from '@tonelens/core';
import type { z } from 'zod';
import { notFound, validationError } from './errors';

/** Parses `data` with `schema`, or throws 400 validation_failed naming each field. */
export function parse<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/** A path id: a positive integer, else 404 (a malformed id names no row). */
export function pathId(value: string | undefined, what: string): number {
  const result = idSchema.safeParse(value);
  if (!result.success || result.data > 2_147_483_647) throw notFound(what);
  return result.data;
}

/** The parsed JSON body of a request (set by middlewares/body.ts; unknown until validated). */
export function bodyOf(ctx: { request: object }): unknown {
  return (ctx.request as { body?: unknown }).body;
}
