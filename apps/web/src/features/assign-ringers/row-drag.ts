/**
 * Dragging a row between ringers with pointer events (mouse, pen and touch alike). The chip keeps
 * the pointer captured while a ghost follows it; the column under the pointer is found by hit
 * testing its `data-drop` attribute. A press that moves less than a few pixels is not a drag.
 */
import type { RingerId, RowRef } from '@ringalong/song';
import { type PointerEvent, useRef, useState } from 'react';

/** A drop target's attribute value: 'ringer:<id>' or 'nobody'. */
export const dropValue = (ringer: RingerId | null): string =>
  ringer === null ? 'nobody' : `ringer:${ringer}`;

function targetAt(x: number, y: number): RingerId | null | undefined {
  const found = document.elementFromPoint(x, y)?.closest('[data-drop]')?.getAttribute('data-drop');
  if (found === undefined || found === null) return undefined;
  return found === 'nobody' ? null : found.slice('ringer:'.length);
}

export interface Dragging {
  readonly row: RowRef;
  readonly x: number;
  readonly y: number;
  /** The column under the pointer: a ringer, null for nobody, undefined for none. */
  readonly over: RingerId | null | undefined;
}

const THRESHOLD_PX = 5;

export function useRowDrag(onDrop: (row: RowRef, ringer: RingerId | null) => void) {
  const [dragging, setDragging] = useState<Dragging | null>(null);
  const press = useRef<{ row: RowRef; x: number; y: number; id: number } | null>(null);

  const handlers = (row: RowRef) => ({
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.button !== 0) return;
      press.current = { row, x: event.clientX, y: event.clientY, id: event.pointerId };
      event.currentTarget.setPointerCapture?.(event.pointerId);
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const start = press.current;
      if (!start || start.id !== event.pointerId) return;
      const moved = Math.hypot(event.clientX - start.x, event.clientY - start.y);
      if (!dragging && moved < THRESHOLD_PX) return;
      event.preventDefault();
      setDragging({
        row: start.row,
        x: event.clientX,
        y: event.clientY,
        over: targetAt(event.clientX, event.clientY),
      });
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      const start = press.current;
      press.current = null;
      if (!start || !dragging) return;
      const over = targetAt(event.clientX, event.clientY);
      setDragging(null);
      if (over !== undefined) onDrop(start.row, over);
    },
    onPointerCancel() {
      press.current = null;
      setDragging(null);
    },
  });

  return { dragging, handlers };
}
