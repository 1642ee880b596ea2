/**
 * Note input and the keys that change notes already there (composer):
 * - N switches note input on and off. In it the letters A to G place the nearest bell of that
 *   name (in the song's key: F is F# in G major) at the cursor, on the cursor's instrument, with
 *   the length of new notes, and the cursor moves on a step, as in MuseScore. The placed note
 *   stays selected, so Ctrl+Up/Down and the length keys act on it.
 * - Ctrl+Up/Down move the selected notes an octave up or down (where the song has the bell).
 * - The length keys (1 to 4, S) also give the selected notes that length, outside note input.
 * Every change is one undo entry and is said in the live region.
 */
import {
  findNote,
  keyFifths,
  moveNotesByPitch,
  type NoteRef,
  noteKey,
  parseNoteKey,
  type RowRef,
  rowKey,
  setNoteLengths,
  songRowName,
} from '@ringalong/song';
import { lengthWords, notesWords } from '../cursor-words.ts';
import { letterPitchClass, type NoteLetter } from '../note-letters.ts';
import type { EditorController } from './controller.ts';
import { currentCursor, describeCursor, movedCursor, placeNotes } from './cursor.ts';

/** N: note input on or off. Says which, and what the letters now do. */
export function toggleNoteInput(editor: EditorController): void {
  const on = !editor.noteInput;
  editor.setNoteInput(on);
  editor.announce(on ? 'Note input on: the letters A to G place bells' : 'Note input off');
}

/** The row of that letter's name nearest the cursor's row (the instrument's rows first), if any. */
function nearestRow(editor: EditorController, letter: NoteLetter, from: RowRef): RowRef | undefined {
  const pitchClass = letterPitchClass(letter, keyFifths(editor.song));
  const named = editor.rows().filter((row) => ((row.pitchId % 12) + 12) % 12 === pitchClass);
  const own = named.filter((row) => row.instrument === from.instrument);
  const pool = own.length > 0 ? own : named;
  // Nearest by pitch; of two as near, the higher (a melody tends up from where it stands).
  return pool.reduce<RowRef | undefined>((best, row) => {
    if (!best) return row;
    const [d, b] = [Math.abs(row.pitchId - from.pitchId), Math.abs(best.pitchId - from.pitchId)];
    return d < b || (d === b && row.pitchId > best.pitchId) ? row : best;
  }, undefined);
}

const rowOf = (key: string): RowRef | undefined => {
  const [pitch, instrument] = key.split(':');
  return instrument === 'handbell' || instrument === 'handchime'
    ? { pitchId: Number(pitch), instrument }
    : undefined;
};

/**
 * A letter in note input: the bell of that name nearest the cursor gets a note at the cursor (one
 * already there stays as it is), the note is selected, and the cursor moves on a step on its row.
 */
export function placeLetter(editor: EditorController, letter: NoteLetter): void {
  const cursor = currentCursor(editor);
  const from = cursor ? rowOf(cursor.row) : undefined;
  if (!cursor || !from) return;
  const row = nearestRow(editor, letter, from);
  if (!row) {
    editor.announce(`No ${letter.toUpperCase()} bell in this song`);
    return;
  }
  const there = { beat: cursor.beat, row: rowKey(row) };
  const ref: NoteRef = { ...row, beat: cursor.beat };
  const before = findNote(editor.song, ref);
  const added = before ? [] : placeNotes(editor, cursor.beat, [row]);
  if (!before && added.length === 0) return;
  const said = describeCursor(editor, there);
  const selected = added[0] ?? ref;
  editor.setCursor(movedCursor(editor, there, 'right'));
  editor.setSelection(new Set([noteKey(selected)]));
  editor.announce(before ? `Already there: ${said}` : `${notesWords(1, 'added')}: ${said}`);
}

/** Ctrl+Up/Down: the selected notes an octave up (1) or down (-1), one undo entry; the cursor follows one it stood on. */
export function moveSelectedOctave(editor: EditorController, direction: 1 | -1): void {
  const refs = [...editor.selection].map(parseNoteKey);
  if (refs.length === 0) return;
  const { song, notes, moved } = moveNotesByPitch(editor.song, refs, 12 * direction);
  const way = direction > 0 ? 'up' : 'down';
  if (moved === 0) {
    editor.announce(`No bell an octave ${way}`);
    return;
  }
  editor.commit(song);
  const keys = new Set(notes.map(noteKey));
  editor.setSelection(keys);
  const before = new Set(refs.map(noteKey));
  const landed = notes.filter((note) => !before.has(noteKey(note)));
  // The cursor follows a note it stood on.
  const cursor = editor.cursor;
  const row = cursor ? rowOf(cursor.row) : undefined;
  if (cursor && row) {
    const up = { ...row, pitchId: row.pitchId + 12 * direction, beat: cursor.beat };
    if (before.has(noteKey({ ...row, beat: cursor.beat })) && keys.has(noteKey(up)))
      editor.setCursor({ beat: cursor.beat, row: rowKey(up) });
  }
  const name = moved === 1 ? songRowName(editor.song, landed[0]!) : `${moved} notes`;
  editor.announce(`An octave ${way}: ${name}`);
}

/** The length keys on a selection: every selected note rings `length` beats, one undo entry. */
export function setSelectedLength(editor: EditorController, length: number): number {
  const refs = [...editor.selection].map(parseNoteKey);
  if (refs.length === 0) return 0;
  return editor.commit(setNoteLengths(editor.song, refs, length)) ? refs.length : 0;
}

/** '2 notes: half note'. */
export function lengthChangeWords(count: number, length: number): string {
  return `${count === 1 ? 'One note' : `${count} notes`}: ${lengthWords(length)}`;
}
