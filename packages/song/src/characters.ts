/**
 * Lengths as the spec's limits mean them: characters are Unicode code points, as a person counts
 * them and as JSON Schema's `maxLength` does. '𝔄' or '𠀀' is one character, although JavaScript's
 * `length` counts it as two (UTF-16 units).
 */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/** The first `max` characters of `text`, never half of one. */
export function firstCharacters(text: string, max: number): string {
  let count = 0;
  let end = 0;
  for (const character of text) {
    if (count === max) break;
    count += 1;
    end += character.length;
  }
  return text.slice(0, end);
}

/**
 * An edit of a text field held to `max` characters, as a browser's `maxlength` holds it but counting
 * characters rather than UTF-16 units: an edit that fits is taken whole; otherwise only as much of
 * what it inserted as fits is kept (typing at the limit changes nothing, a long paste is cut).
 */
export function limitedEdit(previous: string, next: string, max: number): string {
  const after = Array.from(next);
  if (after.length <= max) return next;
  const before = Array.from(previous);
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start += 1;
  let end = 0;
  while (
    end < before.length - start &&
    end < after.length - start &&
    before[before.length - 1 - end] === after[after.length - 1 - end]
  ) {
    end += 1;
  }
  const inserted = after.slice(start, after.length - end);
  const room = Math.max(0, max - (after.length - inserted.length));
  const kept = [...after.slice(0, start), ...inserted.slice(0, room), ...after.slice(after.length - end)];
  // Still too long (it was before the edit): cut from the end.
  return kept.slice(0, Math.max(max, 0)).join('');
}
