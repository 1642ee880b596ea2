/**
 * The gestures only the composer uses (moving notes, box selection, dragging a note's length):
 * the pointer tool's states beside the player's (pointer-tool.ts).
 */
import { boxSelecting } from './states/box-selecting.ts';
import { draggingNotes } from './states/dragging-notes.ts';
import { draggingTail } from './states/dragging-tail.ts';

export const COMPOSER_GESTURES = {
  'dragging-notes': draggingNotes,
  'box-selecting': boxSelecting,
  'dragging-tail': draggingTail,
} as const;
