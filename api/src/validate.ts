/**
 * Validation of bodies, queries and path ids against the core contract, and
 * the `validate(schema)` middleware that hands a handler its typed input in
 * `ctx.state.input`.
 */
import { idSchema } from '@tonelens/core';
import type { Middleware } from 'koa';
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

/** The query string as one value per name (the first of a repeated one), empty values left out. */
export function queryOf(ctx: { query: Record<string, string | string[] | undefined> }): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(ctx.query)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first) values[name] = first;
  }
  return values;
}

/** Router state after `validate(schema)`: the parsed input. */
export interface InputState<T> {
  input: T;
}

/**
 * Parses the JSON body (or, with `from: 'query'`, the query string) with
 * `schema` (see queryOf) into `ctx.state.input`, typed for the handlers after it; 400
 * validation_failed naming each field otherwise. Place it after the body
 * parser (the routers' jsonBody).
 */
export function validate<S extends z.ZodType>(
  schema: S,
  from: 'body' | 'query' = 'body',
): Middleware<InputState<z.infer<S>>> {
  // Not an async function: nothing here waits, so the handler runs in the same turn.
  return (ctx, next) => {
    try {
      ctx.state.input = parse(schema, from === 'body' ? bodyOf(ctx) : queryOf(ctx));
    } catch (error) {
      return Promise.reject(error as Error);
    }
    return next();
  };
}
