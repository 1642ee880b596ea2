import { addStave, findNote, type NoteRef, noteKey, type Song } from '@ringalong/song';
import { describe, expect, test } from 'vitest';
import { songWith } from '../../../test/songs.ts';
import { TestEditor } from '../../../test/test-editor.ts';
import { scheduledNotes } from '../schedule.ts';
import { openNoteMenuAt } from './commands.ts';

const c4 = (beat: number): NoteRef => ({ pitchId: 60, instrument: 'handbell', beat });

function lengthOf(ed: TestEditor, ref: NoteRef): number | undefined {
  return findNote(ed.song, ref)?.length;
}

function select(ed: TestEditor, ...refs: NoteRef[]): void {
  ed.controller.setSelection(new Set(refs.map(noteKey)));
}

/** A song of C4 notes (one beat long) with a handchime row of C5 beside the bell rows. */
function withChimeRow(song: Song = songWith({})): Song {
  return addStave(song, { pitchId: 72, instrument: 'handchime' });
}

describe('the tail', () => {
  test("dragging a tail's end sets the note's length, snapped, as one undo entry", () => {
    const ed = new TestEditor({ snapPeriod: 0.5 }, songWith({ 60: [2] }));
    const end = ed.at(60, 3);
    const to = ed.at(60, 4.4);
    ed.drag(end.x, end.y, to.x, to.y);
    expect(lengthOf(ed, c4(2))).toBe(2.5);
    expect(ed.beats(60)).toEqual([2]);
    expect(ed.edits).toHaveLength(1);
    ed.controller.undo();
    expect(lengthOf(ed, c4(2))).toBe(1);
  });

  test('dragging it back shortens the note, never below one snapping step', () => {
    const ed = new TestEditor({ snapPeriod: 0.25 }, songWith({ 60: [2] }));
    const end = ed.at(60, 3);
    ed.drag(end.x, end.y, ed.at(60, 1).x, end.y);
    expect(lengthOf(ed, c4(2))).toBe(0.25);
  });

  test('on a selected note the drag sets the length of the whole selection', () => {
    const ed = new TestEditor({ snapPeriod: 1 }, songWith({ 60: [0, 4], 62: [8] }));
    const other: NoteRef = { pitchId: 62, instrument: 'handbell', beat: 8 };
    select(ed, c4(0), other);
    const end = ed.at(60, 1);
    ed.drag(end.x, end.y, ed.at(60, 3).x, end.y);
    expect(lengthOf(ed, c4(0))).toBe(3);
    expect(lengthOf(ed, other)).toBe(3);
    // The unselected note keeps its length.
    expect(lengthOf(ed, c4(4))).toBe(1);
    expect(ed.edits).toHaveLength(1);
  });

  test('Escape during the drag leaves the length as it was and records nothing', () => {
    const ed = new TestEditor({}, songWith({ 60: [2] }));
    const end = ed.at(60, 3);
    ed.down(end.x, end.y)
      .move(end.x + 40, end.y)
      .move(end.x + 80, end.y);
    ed.tool.cancel();
    expect(lengthOf(ed, c4(2))).toBe(1);
    expect(ed.edits).toHaveLength(0);
  });

  test('a click on the tail end still adds a note there (the grab zone takes drags only)', () => {
    const ed = new TestEditor({ snapPeriod: 1 }, songWith({ 60: [2] }));
    const end = ed.at(60, 3);
    ed.click(end.x, end.y);
    expect(ed.beats(60)).toEqual([2, 3]);
  });

  test('a drag beside the tail, away from its end mark, still moves time', () => {
    const ed = new TestEditor({}, songWith({ 60: [2] }));
    const middle = ed.at(60, 2.5);
    const before = ed.controller.position;
    ed.drag(middle.x, middle.y, middle.x - 100, middle.y);
    expect(ed.controller.position).toBeGreaterThan(before);
    expect(lengthOf(ed, c4(2))).toBe(1);
  });

  test('the cursor over a tail end says it resizes', () => {
    const ed = new TestEditor({}, songWith({ 60: [2] }));
    const end = ed.at(60, 3);
    expect(ed.tool.cursor(end.x, end.y)).toBe('col-resize');
    expect(ed.tool.cursor(ed.at(60, 2).x, end.y)).toBe('pointer');
  });
});

describe('the current length', () => {
  test('new notes ring one beat until another length is chosen', () => {
    const ed = new TestEditor({ snapPeriod: 0.5 });
    ed.click(ed.at(60, 1).x, ed.at(60, 1).y);
    expect(lengthOf(ed, c4(1))).toBe(1);
    ed.controller.setLengthChoice(3);
    ed.click(ed.at(60, 4).x, ed.at(60, 4).y);
    expect(lengthOf(ed, c4(4))).toBe(3);
    ed.controller.setLengthChoice('snap');
    ed.click(ed.at(60, 8).x, ed.at(60, 8).y);
    expect(lengthOf(ed, c4(8))).toBe(0.5);
  });

  test('the snapping value follows the snapping; with snapping off it is one beat', () => {
    const ed = new TestEditor({ snapPeriod: 0.25 });
    ed.controller.setLengthChoice('snap');
    expect(ed.controller.newNoteLength).toBe(0.25);
    ed.prefs = { ...ed.prefs, snapPeriod: 0 };
    expect(ed.controller.newNoteLength).toBe(1);
  });

  test('choosing a length is no edit and changes no note', () => {
    const ed = new TestEditor({}, songWith({ 60: [2] }));
    ed.controller.setLengthChoice(4);
    expect(ed.edits).toHaveLength(0);
    expect(lengthOf(ed, c4(2))).toBe(1);
  });
});

describe('techniques', () => {
  test('a technique key sets the technique of every selected note as one undo entry', () => {
    const ed = new TestEditor({}, songWith({ 60: [0, 1, 2] }));
    select(ed, c4(0), c4(2));
    expect(ed.key('m')).toBe(true);
    expect(findNote(ed.song, c4(0))?.technique).toBe('martellato');
    expect(findNote(ed.song, c4(2))?.technique).toBe('martellato');
    expect(findNote(ed.song, c4(1))?.technique).toBeUndefined();
    expect(ed.edits).toHaveLength(1);
    ed.controller.undo();
    expect(findNote(ed.song, c4(0))?.technique).toBeUndefined();
  });

  test('martellato on handchime notes is set but said; on bells, or another technique on chimes, nothing is said', () => {
    const base = songWith({ 60: [0, 1] });
    const song = {
      ...base,
      staves: [
        ...base.staves,
        { pitchId: 60, instrument: 'handchime' as const, notes: [{ beat: 2, length: 1 }] },
      ],
    };
    const ed = new TestEditor({}, song);
    select(ed, c4(0), { pitchId: 60, instrument: 'handchime', beat: 2 });
    expect(ed.key('m')).toBe(true);
    expect(ed.chimeMartellatos).toEqual([1]);
    expect(findNote(ed.song, { pitchId: 60, instrument: 'handchime', beat: 2 })?.technique).toBe(
      'martellato',
    );
    select(ed, c4(1));
    ed.key('m');
    select(ed, { pitchId: 60, instrument: 'handchime', beat: 2 });
    ed.key('l');
    expect(ed.chimeMartellatos).toEqual([1]);
  });

  test('L is let vibrate, T thumb damp, and 0 makes the notes plain again', () => {
    const ed = new TestEditor({}, songWith({ 60: [0] }));
    select(ed, c4(0));
    ed.key('L', { shiftKey: false });
    expect(findNote(ed.song, c4(0))?.technique).toBe('lv');
    ed.key('t');
    expect(findNote(ed.song, c4(0))?.technique).toBe('thumb damp');
    ed.key('0');
    expect(findNote(ed.song, c4(0))).toEqual({ beat: 0, length: 1 });
    expect(ed.edits).toHaveLength(3);
    ed.controller.undo();
    expect(findNote(ed.song, c4(0))?.technique).toBe('thumb damp');
  });

  test('without a selection, in the player, with a modifier or outside the body, the keys are not ours', () => {
    const ed = new TestEditor({}, songWith({ 60: [0] }));
    expect(ed.key('m')).toBe(false);
    select(ed, c4(0));
    expect(ed.key('m', { bodyFocused: false })).toBe(false);
    expect(ed.key('m', { ctrlKey: true })).toBe(false);
    const player = new TestEditor({ editMode: false }, songWith({ 60: [0] }));
    select(player, c4(0));
    expect(player.key('m')).toBe(false);
    expect(ed.edits).toHaveLength(0);
    expect(player.edits).toHaveLength(0);
  });

  test('the same technique again records nothing', () => {
    const ed = new TestEditor({}, songWith({ 60: [0] }));
    select(ed, c4(0));
    ed.key('l');
    ed.key('l');
    expect(ed.edits).toHaveLength(1);
  });

  test('the spec shortcuts keep their meaning with a selection (Ctrl+A, Backspace)', () => {
    const ed = new TestEditor({}, songWith({ 60: [0, 1] }));
    expect(ed.key('a', { ctrlKey: true })).toBe(true);
    expect(ed.controller.selection.size).toBe(2);
    ed.key('Backspace');
    expect(ed.beats(60)).toEqual([]);
  });
});

describe('the technique menu', () => {
  test('a right click on a note selects it alone and opens the menu there; elsewhere it does nothing', () => {
    const ed = new TestEditor({}, songWith({ 60: [0, 2] }));
    select(ed, c4(2));
    const { x, y } = ed.at(60, 0);
    expect(openNoteMenuAt(ed.controller, x, y, { x: 300, y: 200 })).toBe(true);
    expect([...ed.controller.selection]).toEqual([noteKey(c4(0))]);
    expect(ed.controller.noteMenu).toEqual({ x: 300, y: 200 });
    ed.controller.setNoteMenu(null);
    expect(openNoteMenuAt(ed.controller, x + 60, y, { x: 1, y: 1 })).toBe(false);
    expect(ed.controller.noteMenu).toBeNull();
    expect(ed.edits).toHaveLength(0);
  });

  test('on a note of the selection the whole selection stays selected', () => {
    const ed = new TestEditor({}, songWith({ 60: [0, 2] }));
    select(ed, c4(0), c4(2));
    const { x, y } = ed.at(60, 2);
    openNoteMenuAt(ed.controller, x, y, { x: 0, y: 0 });
    expect(ed.controller.selection.size).toBe(2);
  });

  test('not in the player', () => {
    const ed = new TestEditor({ editMode: false }, songWith({ 60: [0] }));
    const { x, y } = ed.at(60, 0);
    expect(openNoteMenuAt(ed.controller, x, y, { x: 0, y: 0 })).toBe(false);
  });
});

describe('chime rows', () => {
  test('the editor shows a chime row beside the bell rows; a click on it adds a chime note and sounds a chime', () => {
    const ed = new TestEditor({}, withChimeRow());
    const rows = ed.controller.rows();
    expect(rows.some((row) => row.pitchId === 72 && row.instrument === 'handchime')).toBe(true);
    const { x, y } = ed.at(72, 2, 'handchime');
    ed.click(x, y);
    expect(ed.beats(72, 'handchime')).toEqual([2]);
    expect(ed.audio.previews).toEqual([{ pitchId: 72, transposeSemitones: 12, instrument: 'handchime' }]);
    // A click on the chime note deletes it again; the bell rows are untouched.
    ed.click(x, y);
    expect(ed.beats(72, 'handchime')).toEqual([]);
    expect(ed.song.staves.filter((s) => s.instrument === 'handbell').every((s) => s.notes.length === 0)).toBe(
      true,
    );
  });

  test('a bell and a chime row of one pitch are two rows, selected and boxed apart', () => {
    const song = addStave(songWith({ 60: [1] }), { pitchId: 60, instrument: 'handchime' });
    const ed = new TestEditor({}, song);
    const chime = ed.at(60, 1, 'handchime');
    ed.click(chime.x, chime.y);
    expect(ed.beats(60, 'handchime')).toEqual([1]);
    expect(ed.beats(60)).toEqual([1]);
    ed.click(chime.x, chime.y, { shift: true });
    expect([...ed.controller.selection]).toEqual([
      noteKey({ pitchId: 60, instrument: 'handchime', beat: 1 }),
    ]);
  });

  test('playback hands each note its ringing time at the tempo, technique and instrument', () => {
    const song = withChimeRow(songWith({ 60: [0] }));
    const ed = new TestEditor({ bpm: 120 }, song);
    ed.click(ed.at(72, 1, 'handchime').x, ed.at(72, 1, 'handchime').y);
    select(ed, c4(0));
    ed.key('l');
    const end = ed.at(60, 1);
    ed.controller.setSelection(new Set());
    ed.drag(end.x, end.y, ed.at(60, 2).x, end.y);
    expect(scheduledNotes(ed.song, 120)).toEqual([
      { time: 0, pitchId: 60, duration: 1, instrument: 'handbell', technique: 'lv' },
      { time: 0.5, pitchId: 72, duration: 0.5, instrument: 'handchime' },
    ]);
  });
});
