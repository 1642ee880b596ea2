import type { z } from 'zod';
import { httpError } from './http-error.ts';

/** Parses request input with its contract schema; a mismatch is a 400 naming the field. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  throw httpError(400, `${where}${issue?.message ?? 'Invalid request'}`);
}
