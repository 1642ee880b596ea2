import { httpError } from '../http-error.ts';

/**
 * A library page's cursor: the keys of the page's last song in the list's order, two unsigned
 * 32-bit numbers (big-endian, 8 bytes) written in base64url (11 characters). The public list is
 * ordered by view count then id (`[view_count, id]`), the own and demo lists by id alone
 * (`[0, id]`). Every text the contract's pattern lets through (`songSearchQuerySchema`'s cursor)
 * decodes to such a pair, so a cursor is either malformed (a 400 naming it) or a place in the list.
 */
export type ListKeys = readonly [first: number, id: number];

export const BAD_CURSOR_MESSAGE =
  "The cursor must be a list answer's next_cursor, as it came: ask for the first page again.";

export function encodeCursor([first, id]: ListKeys): string {
  const bytes = Buffer.alloc(8);
  bytes.writeUInt32BE(first, 0);
  bytes.writeUInt32BE(id, 4);
  return bytes.toString('base64url');
}

export function decodeCursor(cursor: string): ListKeys {
  const bytes = Buffer.from(cursor, 'base64url');
  if (bytes.length !== 8 || bytes.toString('base64url') !== cursor) throw httpError(400, BAD_CURSOR_MESSAGE);
  return [bytes.readUInt32BE(0), bytes.readUInt32BE(4)];
}
