/**
 * The composer's grid cursor: a beat on a row, moved by the keys (a step of the snapping value,
 * a bar, a row, the start or the end), placing and removing notes where it stands, and extending
 * the selection with Shift. The cursor and the pointer share one selection (the session's): a
 * plain move selects the note under the cursor (or nothing), so every key that acts on the
 * selection (techniques, copy, delete) acts on it. Each move says where it is in the live region.
 */
import {
  addNote,
  barStartAt,
  deleteNotes,
  findNote,
  findStave,
  hasNote,
  MAX_BEAT,
  NOTE_LIMIT,
  type NoteRef,
  nextBarStart,
  noteCount,
  noteKey,
  quantize,
  type RowRef,
  rowKey,
  songEnd,
  soundingTranspose,
} from '@ringalong/song';
import type { CursorMove } from '../actions/types.ts';
import { beatToX, hitPointX } from '../coords.ts';
import { cursorWords, notesWords } from '../cursor-words.ts';
import type { GridCursor } from '../session.ts';
import type { EditorController } from './controller.ts';

/** Where the selection Shift+arrows extend started (the cursor before the first Shift move). */
const anchors = new WeakMap<EditorController, GridCursor>();

const parseRow = (key: string): RowRef | undefined => {
  const [pitch, instrument] = key.split(':');
  return instrument === 'handbell' || instrument === 'handchime'
    ? { pitchId: Number(pitch), instrument }
    : undefined;
};

/**
 * The cursor where it stands, or where it first appears: at the hit point's step on the first row
 * (the middle row when the first has no notes is no better: the first is where the eye starts).
 * A row no longer in the song moves it to the nearest row by pitch. Null when the song has no rows.
 */
export function currentCursor(editor: EditorController): GridCursor | null {
  const rows = editor.rows();
  if (rows.length === 0) return null;
  const kept = editor.cursor;
  if (kept) {
    if (rows.some((row) => rowKey(row) === kept.row)) return kept;
    const pitch = parseRow(kept.row)?.pitchId ?? 0;
    const nearest = rows.reduce((best, row) =>
      Math.abs(row.pitchId - pitch) < Math.abs(best.pitchId - pitch) ? row : best,
    );
    return { beat: kept.beat, row: rowKey(nearest) };
  }
  const beat = Math.max(0, quantize(Math.max(0, editor.position), editor.step));
  return { beat, row: rowKey(rows[0]!) };
}

/** The cursor after `move` (not yet set). */
export function movedCursor(editor: EditorController, from: GridCursor, move: CursorMove): GridCursor {
  const song = editor.song;
  const step = editor.step;
  const rows = editor.rows();
  const index = Math.max(
    0,
    rows.findIndex((row) => rowKey(row) === from.row),
  );
  const onGrid = (beat: number) => Math.min(MAX_BEAT, Math.max(0, quantize(beat, step)));
  switch (move) {
    case 'left':
      return { ...from, beat: onGrid(from.beat - step) };
    case 'right':
      return { ...from, beat: onGrid(from.beat + step) };
    case 'up':
      return { ...from, row: rowKey(rows[Math.max(0, index - 1)]!) };
    case 'down':
      return { ...from, row: rowKey(rows[Math.min(rows.length - 1, index + 1)]!) };
    case 'barBack': {
      const start = barStartAt(song, from.beat);
      return { ...from, beat: start < from.beat ? start : barStartAt(song, Math.max(0, start - 1e-6)) };
    }
    case 'barForward':
      return { ...from, beat: nextBarStart(song, from.beat) };
    case 'start':
      return { ...from, beat: 0 };
    case 'end':
      return { ...from, beat: onGrid(songEnd(song)) };
  }
}

/** The note the cursor stands on (a note starting on its beat, on its row), if any. */
export function noteAtCursor(editor: EditorController, cursor: GridCursor): NoteRef | null {
  const row = parseRow(cursor.row);
  if (!row) return null;
  const ref = { ...row, beat: cursor.beat };
  return hasNote(editor.song, ref) ? ref : null;
}

/** 'Bar 3 beat 2, C5, quarter note, martellato' for where the cursor stands. */
export function describeCursor(editor: EditorController, cursor: GridCursor): string {
  const row = parseRow(cursor.row);
  if (!row) return '';
  const note = findNote(editor.song, { ...row, beat: cursor.beat });
  return cursorWords(editor.song, cursor.beat, row, note);
}

/**
 * Brings the cursor's beat into view when it is off the canvas or behind the hit point (under the
 * labels): the view then starts at the cursor, as Go to bar and the bar keys leave it.
 */
function keepInView(editor: EditorController, beat: number): void {
  const vp = editor.viewport();
  const x = beatToX(vp, beat);
  const [left, right] = [Math.min(hitPointX(vp), vp.width), vp.width - 24];
  if (x >= left - 1 && x <= right) return;
  editor.setPosition(beat);
}

/**
 * Sets the cursor and what follows from it: the selection (the note under it, or with `extend`
 * every note between where the extending started and here), the view, and the words said.
 */
export function placeCursor(editor: EditorController, cursor: GridCursor, extend = false): void {
  const from = currentCursor(editor) ?? cursor;
  if (!extend || !anchors.has(editor)) anchors.set(editor, extend ? from : cursor);
  editor.setCursor(cursor);
  keepInView(editor, cursor.beat);
  if (extend) editor.setSelection(notesBetween(editor, anchors.get(editor)!, cursor));
  else {
    const note = noteAtCursor(editor, cursor);
    editor.setSelection(new Set(note ? [noteKey(note)] : []));
  }
  const said = describeCursor(editor, cursor);
  const count = editor.selection.size;
  editor.announce(extend ? `${said}; ${count} note${count === 1 ? '' : 's'} selected` : said);
}

/** Moves the cursor by `move`; `extend` (Shift) extends the selection to the new place. */
export function moveCursor(editor: EditorController, move: CursorMove, extend = false): void {
  const from = currentCursor(editor);
  if (!from) return;
  placeCursor(editor, movedCursor(editor, from, move), extend);
}

/** Puts the cursor on a beat (and a row, else the row it is on): Go to bar, the text view. */
export function cursorTo(editor: EditorController, beat: number, row?: RowRef): void {
  const from = currentCursor(editor);
  if (!from) return;
  const onRow = row && findStave(editor.song, row) ? rowKey(row) : from.row;
  placeCursor(editor, { beat: Math.max(0, Math.min(MAX_BEAT, beat)), row: onRow });
}

/** Every note whose beat and row lie between two cursors (both included). */
function notesBetween(editor: EditorController, a: GridCursor, b: GridCursor): Set<string> {
  const rows = editor.rows();
  const ia = rows.findIndex((row) => rowKey(row) === a.row);
  const ib = rows.findIndex((row) => rowKey(row) === b.row);
  const [r0, r1] = [Math.min(ia, ib), Math.max(ia, ib)];
  const [from, to] = [Math.min(a.beat, b.beat), Math.max(a.beat, b.beat)];
  const keys = new Set<string>();
  for (const row of rows.slice(Math.max(0, r0), r1 + 1)) {
    const stave = findStave(editor.song, row);
    for (const note of stave?.notes ?? []) {
      if (note.beat >= from && note.beat <= to) keys.add(noteKey({ ...row, beat: note.beat }));
    }
  }
  return keys;
}

/**
 * Enter: places a note at the cursor with the length of new notes, or removes the note there. One
 * undo entry; the new note sounds and becomes the selection. Says what happened.
 */
export function toggleNoteAtCursor(editor: EditorController): void {
  const cursor = currentCursor(editor);
  if (!cursor) return;
  editor.setCursor(cursor);
  const there = noteAtCursor(editor, cursor);
  if (there) {
    editor.commit(deleteNotes(editor.song, [there]));
    editor.setSelection(new Set());
    editor.announce(notesWords(1, 'deleted'));
    return;
  }
  const row = parseRow(cursor.row);
  if (!row) return;
  const added = placeNotes(editor, cursor.beat, [row]);
  if (added.length > 0) editor.announce(`${notesWords(1, 'added')}: ${describeCursor(editor, cursor)}`);
}

/**
 * Places a note on each of `rows` at `beat` (a chord from a MIDI keyboard, or Enter's one note):
 * one undo entry; the new notes sound and become the selection. Rows the song lacks and beats
 * already holding a note are left out. Returns the notes added.
 */
export function placeNotes(editor: EditorController, beat: number, rows: readonly RowRef[]): NoteRef[] {
  let song = editor.song;
  const added: NoteRef[] = [];
  for (const row of rows) {
    const next = addNote(song, { ...row, beat }, editor.prefs.snapPeriod, editor.newNoteLength);
    if (next === song) continue;
    song = next;
    added.push({ ...row, beat: quantize(beat, editor.prefs.snapPeriod) });
  }
  const wanted = rows.filter((row) => findStave(song, row) && !hasNote(editor.song, { ...row, beat })).length;
  if (added.length < wanted && noteCount(song) >= NOTE_LIMIT)
    editor.host.onNoteLimit?.(wanted - added.length);
  if (added.length === 0) return added;
  editor.commit(song);
  editor.setSelection(new Set(added.map(noteKey)));
  const transpose = soundingTranspose(editor.prefs);
  for (const row of added) editor.audio.preview(row.pitchId, transpose, row.instrument);
  return added;
}
