import type { Frame } from './frame.ts';

/**
 * Whether two frames make the same picture. Songs, rows and selections are immutable values
 * replaced on every change, so identity tells whether they changed.
 */
export function samePicture(a: Frame, b: Frame): boolean {
  const va = a.viewport;
  const vb = b.viewport;
  return (
    a.song === b.song &&
    a.rows === b.rows &&
    a.selection === b.selection &&
    a.box === b.box &&
    a.count === b.count &&
    a.loop === b.loop &&
    a.colorMode === b.colorMode &&
    a.choir === b.choir &&
    a.cursor === b.cursor &&
    a.seekRange.from === b.seekRange.from &&
    a.seekRange.to === b.seekRange.to &&
    va.position === vb.position &&
    va.width === vb.width &&
    va.height === vb.height &&
    va.mode === vb.mode &&
    va.pxPerBeat === vb.pxPerBeat &&
    va.rowCount === vb.rowCount
  );
}
