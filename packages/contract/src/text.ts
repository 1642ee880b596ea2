/**
 * The building blocks of every route input that arrives as text: strings, and whole numbers and
 * booleans written in a path or query string. Each one is checked exactly, so an odd value is a
 * 400 naming the field rather than a guess (an empty `bellMin` read as 0) or a database error (a
 * NUL character, which PostgreSQL cannot store in text or JSON, answered with a 500).
 */
import * as z from 'zod/mini';

/** Any text without a NUL character (U+0000). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is the character refused.
export const NO_NUL = /^[^\u0000]*$/;
const NO_NUL_MESSAGE = 'Text must not contain a NUL character';

/**
 * A string a route accepts: at most `max` characters and never a NUL. A `pattern` of its own
 * replaces the NUL rule, so it must refuse NUL itself (the contract's tests check every input).
 */
export function text(
  max: number,
  options: { min?: number; pattern?: RegExp; message?: string; typeError?: string } = {},
) {
  const { min = 0, pattern = NO_NUL, message = NO_NUL_MESSAGE, typeError } = options;
  return z
    .string(typeError ? { error: typeError } : undefined)
    .check(
      ...(min > 0 ? [z.minLength(min, `At least ${min} character${min === 1 ? '' : 's'} expected`)] : []),
      z.maxLength(max, `At most ${max} characters expected`),
      z.regex(pattern, message),
    );
}

/**
 * A whole number from `min` to `max` written as decimal digits, as in a path or query string.
 * Nothing else is read as a number: not '', ' 5', '0x10', '1e3' or '2.0'.
 */
export function wholeNumberText(min: number, max: number) {
  const message = `A whole number from ${min} to ${max} expected`;
  return z.pipe(
    z.pipe(z.string().check(z.regex(/^[0-9]{1,10}$/, message)), z.transform(Number)),
    z.int().check(z.minimum(min, message), z.maximum(max, message)),
  );
}

/** `true` or `false`, exactly so: what a client writes for a boolean in a query string. */
export function booleanText() {
  return z.stringbool({
    truthy: ['true'],
    falsy: ['false'],
    case: 'sensitive',
    error: 'true or false expected',
  });
}
