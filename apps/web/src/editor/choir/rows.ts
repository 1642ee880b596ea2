/**
 * The player's rows with the choir: in the view's lanes (when they hold exactly the song's rows),
 * and the picture the renderer draws over them (lanes by their first row, 'I am''s rows).
 */
import { type RowRef, rowKey } from '@ringalong/song';
import type { ChoirPicture } from '../render/frame.ts';
import type { ChoirView } from '../types.ts';

/** The player's rows in the choir view's lanes (when they hold exactly `plain`'s rows) and its picture. */
export function choirRows(
  view: ChoirView,
  plain: readonly RowRef[],
): { rows: readonly RowRef[]; picture: ChoirPicture } {
  let rows: readonly RowRef[] = [...plain];
  let lanes: ChoirPicture['lanes'] = null;
  const laid = view.lanes?.flatMap((lane) => lane.rows) ?? [];
  const keys = new Set(plain.map(rowKey));
  if (view.lanes && laid.length === plain.length && new Set(laid.map(rowKey)).size === keys.size) {
    if (laid.every((row) => keys.has(rowKey(row)))) {
      rows = laid;
      let first = 0;
      lanes = view.lanes.map((lane) => {
        const placed = { name: lane.name, first, count: lane.rows.length };
        first += lane.rows.length;
        return placed;
      });
    }
  }
  const focus = view.focus;
  return { rows, picture: { lanes, focus: focus ? rows.map((row) => focus.has(rowKey(row))) : null } };
}
