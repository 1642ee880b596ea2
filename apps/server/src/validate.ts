import * as z from 'zod/mini';
import { httpError } from './http-error.ts';

// The contract's schemas are zod/mini, which carries no messages of its own: a client reading a
// 400 should still learn what was wrong in plain English.
z.config(z.locales.en());

/**
 * Parses request input with its contract schema; a mismatch is a 400 naming the field. No input at
 * all is a 400 too, unless the schema itself says what it means (a default, or optional).
 */
export function validate<S extends z.core.$ZodType>(schema: S, input: unknown): z.infer<S> {
  // A bodiless request reaches its route with no body at all (plugins/content-type.ts).
  if (input === undefined && schema._zod.optin === undefined) {
    throw httpError(400, 'This request needs a JSON body.');
  }
  const result = z.safeParse(schema, input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  throw httpError(400, `${where}${issue?.message ?? 'Invalid request'}`);
}
