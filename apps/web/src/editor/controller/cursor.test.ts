import { findNote, noteKey } from '@ringalong/song';
import { describe, expect, test } from 'vitest';
import { songWith } from '../../../test/songs.ts';
import { TestEditor } from '../../../test/test-editor.ts';
import { dispatch } from '../actions/registry.ts';
import { editorIntents } from './intents.ts';

const said = (ed: TestEditor) => ed.controller.announcement.text;
const cursor = (ed: TestEditor) => ed.controller.cursor;
/** The default song's rows, top to bottom, by pitch. */
const rowPitches = (ed: TestEditor) => ed.controller.rows().map((row) => row.pitchId);

describe('the grid cursor', () => {
  test('appears with the first arrow at the song start on the top row, and moves by the snapping value', () => {
    const ed = new TestEditor({ snapPeriod: 0.5 });
    const top = rowPitches(ed)[0]!;
    expect(cursor(ed)).toBeNull();
    expect(ed.key('ArrowRight')).toBe(true);
    expect(cursor(ed)).toEqual({ beat: 0.5, row: `${top}:handbell` });
    expect(said(ed)).toBe('Bar 1 beat 1.5, G4, empty');
    ed.key('ArrowRight');
    ed.key('ArrowLeft');
    ed.key('ArrowLeft');
    ed.key('ArrowLeft');
    expect(cursor(ed)?.beat).toBe(0);
    expect(said(ed)).toBe('Bar 1 beat 1, G4, empty');
  });

  test('Ctrl+arrows go by bar, Home and End to the start and the end of the song', () => {
    const ed = new TestEditor({}, songWith({ 60: [9] }));
    ed.key('ArrowRight', { ctrlKey: true });
    expect(cursor(ed)?.beat).toBe(4);
    expect(said(ed)).toMatch(/^Bar 2 beat 1,/);
    ed.key('ArrowRight');
    ed.key('ArrowLeft', { ctrlKey: true });
    expect(cursor(ed)?.beat).toBe(4);
    ed.key('ArrowLeft', { ctrlKey: true });
    expect(cursor(ed)?.beat).toBe(0);
    ed.key('End');
    // The end of the song: after its last note (beat 9, one beat long).
    expect(cursor(ed)?.beat).toBe(10);
    expect(said(ed)).toMatch(/^Bar 3 beat 3,/);
    ed.key('Home');
    expect(cursor(ed)?.beat).toBe(0);
  });

  test('up and down go by row and stop at the first and the last', () => {
    const ed = new TestEditor();
    const rows = rowPitches(ed);
    ed.key('ArrowUp');
    expect(cursor(ed)?.row).toBe(`${rows[0]}:handbell`);
    for (let i = 0; i < rows.length + 2; i++) ed.key('ArrowDown');
    expect(cursor(ed)?.row).toBe(`${rows[rows.length - 1]}:handbell`);
    expect(said(ed)).toBe('Bar 1 beat 1, C4, empty');
  });

  test('Enter places a note of the length of new notes at the cursor, and removes it again: one undo entry each', () => {
    const ed = new TestEditor();
    ed.key('ArrowDown');
    ed.key('2');
    expect(said(ed)).toBe('New notes: half note');
    ed.key('Enter');
    const row = cursor(ed)!.row;
    const pitchId = Number(row.split(':')[0]);
    expect(findNote(ed.song, { pitchId, instrument: 'handbell', beat: 0 })?.length).toBe(2);
    expect(said(ed)).toBe('Note added: Bar 1 beat 1, F4, half note');
    expect(ed.edits).toHaveLength(1);
    expect(ed.audio.previews.map((p) => p.pitchId)).toEqual([pitchId]);
    ed.key('Enter');
    expect(ed.beats(pitchId)).toEqual([]);
    expect(said(ed)).toBe('Note deleted');
    ed.key('z', { ctrlKey: true });
    expect(ed.beats(pitchId)).toEqual([0]);
    expect(said(ed)).toBe('Undone');
  });

  test('on a note, the cursor selects it, so the technique keys act on it; the words say so', () => {
    const ed = new TestEditor({}, songWith({ 67: [1] }));
    ed.key('ArrowRight');
    ed.key('ArrowRight');
    expect([...ed.controller.selection]).toEqual([noteKey({ pitchId: 67, instrument: 'handbell', beat: 1 })]);
    expect(said(ed)).toBe('Bar 1 beat 2, G4, quarter note');
    ed.key('m');
    expect(said(ed)).toBe('Martellato on one note');
    ed.key('ArrowLeft');
    expect(ed.controller.selection.size).toBe(0);
    ed.key('ArrowRight');
    expect(said(ed)).toBe('Bar 1 beat 2, G4, quarter note, martellato');
  });

  test('Shift+arrows extend the selection over the notes between, across rows', () => {
    const ed = new TestEditor({}, songWith({ 67: [0, 1, 3], 65: [0.5] }));
    ed.key('ArrowRight');
    ed.key('ArrowLeft');
    ed.key('ArrowRight', { shiftKey: true });
    ed.key('ArrowRight', { shiftKey: true });
    ed.key('ArrowDown', { shiftKey: true });
    const keys = [...ed.controller.selection].sort();
    expect(keys).toEqual(
      [
        { pitchId: 67, beat: 0 },
        { pitchId: 67, beat: 1 },
        { pitchId: 65, beat: 0.5 },
      ]
        .map((n) => noteKey({ ...n, instrument: 'handbell' }))
        .sort(),
    );
    expect(said(ed)).toMatch(/3 notes selected$/);
    // Delete acts on the selection the cursor made.
    ed.key('Delete');
    expect(said(ed)).toBe('3 notes deleted');
    expect(ed.beats(67)).toEqual([3]);
  });

  test('in the player the arrows and Enter are not the editor’s', () => {
    const ed = new TestEditor({ editMode: false });
    expect(ed.key('ArrowRight')).toBe(false);
    expect(ed.key('Enter')).toBe(false);
    expect(cursor(ed)).toBeNull();
  });

  test('is drawn in the composer’s picture on its row, a step wide', () => {
    const ed = new TestEditor({ snapPeriod: 0.25 });
    expect(ed.controller.frame().cursor).toBeNull();
    ed.key('ArrowDown');
    expect(ed.controller.frame().cursor).toEqual({ beat: 0, row: 1, width: 0.25 });
  });

  test('step entry places a chord at the cursor as one undo entry; a bell the song lacks is left out', () => {
    const ed = new TestEditor();
    const ctx = { editor: editorIntents(ed.controller), app: {} };
    ed.key('ArrowRight');
    dispatch(ctx, 'stepNotes', { pitches: [60, 64, 67, 90] });
    expect([60, 64, 67].map((pitch) => ed.beats(pitch))).toEqual([[0.5], [0.5], [0.5]]);
    expect(ed.edits).toHaveLength(1);
    expect(said(ed)).toBe('3 notes added');
  });

  test('while the song plays, the same words are not said again', () => {
    const ed = new TestEditor({}, songWith({ 60: [8] }));
    ed.controller.announce('Bar 1');
    const serial = ed.controller.announcement.serial;
    ed.controller.announce('Bar 1');
    expect(ed.controller.announcement.serial).toBe(serial + 1);
    ed.key(' ');
    ed.controller.announce('Bar 1');
    expect(ed.controller.announcement.serial).toBe(serial + 1);
  });

  test('Go to bar moves the view to the bar and the cursor with it; far on, the view follows the cursor', () => {
    const ed = new TestEditor({}, songWith({ 60: [40] }));
    const ctx = { editor: editorIntents(ed.controller), app: {} };
    dispatch(ctx, 'goTo', { beat: 8 });
    expect(ed.controller.position).toBe(8);
    expect(cursor(ed)?.beat).toBe(8);
    expect(said(ed)).toMatch(/^Bar 3 beat 1,/);
    // The cursor walks off the right of the canvas: the view starts at it again.
    for (let i = 0; i < 200 && ed.controller.position === 8; i++) ed.key('ArrowRight');
    expect(ed.controller.position).toBe(cursor(ed)?.beat);
  });

  test('in the player a MIDI key sounds its bell and changes nothing', () => {
    const ed = new TestEditor({ editMode: false });
    const ctx = { editor: editorIntents(ed.controller), app: {} };
    expect(dispatch(ctx, 'stepNotes', { pitches: [60] }).done).toBe(false);
    dispatch(ctx, 'previewBell', { pitchId: 64 });
    expect(ed.audio.previews.map((p) => p.pitchId)).toEqual([64]);
    expect(ed.edits).toHaveLength(0);
  });
});
