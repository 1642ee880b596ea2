import { createDefaultSong, findNote, type Song, setKey } from '@ringalong/song';
import { describe, expect, test } from 'vitest';
import { TestEditor } from '../../../test/test-editor.ts';

/** A song of these handbell rows only (pitch -> beats of one-beat notes), top row the highest. */
const songWith = (notes: Record<number, number[]>): Song => ({
  ...createDefaultSong(),
  staves: Object.entries(notes).map(([pitch, beats]) => ({
    pitchId: Number(pitch),
    instrument: 'handbell' as const,
    notes: beats.map((beat) => ({ beat, length: 1 })),
  })),
});

const said = (ed: TestEditor) => ed.controller.announcement.text;
const bell = (pitchId: number, beat: number) => ({ pitchId, instrument: 'handbell' as const, beat });

describe('note input (N, then the bell letters)', () => {
  test('the letters place the nearest bell of their name at the cursor, which moves on a step', () => {
    const ed = new TestEditor({ snapPeriod: 1 }, songWith({ 60: [], 62: [], 64: [], 67: [], 72: [] }));
    ed.key('ArrowDown'); // C5 is the top row; down to G4
    expect(ed.key('n')).toBe(true);
    expect(said(ed)).toBe('Note input on: the letters A to G place bells');
    ed.key('c'); // from G4, C5 (5 up) is nearer than C4 (7 down)
    expect(said(ed)).toBe('Note added: Bar 1 beat 1, C5, quarter note');
    ed.key('e');
    ed.key('d');
    ed.key('c');
    expect(ed.beats(72)).toEqual([0]);
    expect(ed.beats(64)).toEqual([1]);
    expect(ed.beats(62)).toEqual([2]);
    expect(ed.beats(60)).toEqual([3]);
    expect(ed.controller.cursor).toEqual({ beat: 4, row: '60:handbell' });
    // One undo entry each; the last note placed is the selection.
    expect(ed.edits).toHaveLength(4);
    expect([...ed.controller.selection]).toEqual(['60:handbell:3']);
  });

  test('a letter the song has no bell of is said, and nothing changes', () => {
    const ed = new TestEditor({}, songWith({ 60: [], 64: [] }));
    ed.key('n');
    ed.key('a');
    expect(said(ed)).toBe('No A bell in this song');
    expect(ed.edits).toHaveLength(0);
  });

  test('the song’s key sharpens the letters: F is F# in G major', () => {
    const ed = new TestEditor({}, setKey(songWith({ 65: [], 66: [], 67: [] }), 1));
    ed.key('n');
    ed.key('f');
    expect(ed.beats(66)).toHaveLength(1);
    expect(ed.beats(65)).toEqual([]);
  });

  test('the letters keep their own keys outside note input; Esc or N leaves it', () => {
    const ed = new TestEditor({}, songWith({ 60: [0], 62: [] }));
    ed.key('n');
    ed.key('Escape');
    expect(said(ed)).toBe('Note input off');
    ed.key('ArrowDown');
    ed.key('ArrowDown');
    // C4's note is under the cursor: D is damp again, on it.
    ed.key('d');
    expect(findNote(ed.song, bell(60, 0))?.technique).toBe('damp');
    expect(ed.beats(62)).toEqual([]);
    ed.key('n');
    ed.key('n');
    expect(ed.controller.noteInput).toBe(false);
  });

  test('the other keys still work in note input (the arrows, Enter, undo)', () => {
    const ed = new TestEditor({ snapPeriod: 1 }, songWith({ 60: [], 62: [] }));
    ed.key('n');
    ed.key('d');
    ed.key('ArrowRight');
    ed.key('Enter');
    expect(ed.beats(62)).toEqual([0, 2]);
    ed.key('z', { ctrlKey: true });
    expect(ed.beats(62)).toEqual([0]);
  });
});

describe('Ctrl+Up and Ctrl+Down', () => {
  test('move the selected notes an octave where the song has the bells, the cursor with them', () => {
    const ed = new TestEditor({ snapPeriod: 1 }, songWith({ 60: [], 67: [], 72: [] }));
    ed.key('n');
    ed.key('c');
    expect(ed.beats(72)).toEqual([0]);
    ed.key('ArrowDown', { ctrlKey: true });
    expect(said(ed)).toBe('An octave down: C4');
    expect(ed.beats(72)).toEqual([]);
    expect(ed.beats(60)).toEqual([0]);
    ed.key('ArrowDown', { ctrlKey: true });
    expect(said(ed)).toBe('No bell an octave down');
    ed.key('Escape');
    ed.key('ArrowLeft');
    expect(ed.controller.cursor).toEqual({ beat: 0, row: '72:handbell' });
    ed.key('ArrowDown');
    ed.key('ArrowDown');
    ed.key('ArrowUp', { ctrlKey: true });
    expect(ed.beats(72)).toEqual([0]);
    expect(ed.controller.cursor).toEqual({ beat: 0, row: '72:handbell' });
  });
});

describe('the length keys on the selected notes', () => {
  test('give the note at the cursor (or the selection) that length, one undo entry, and new notes too', () => {
    const ed = new TestEditor({}, songWith({ 67: [0, 1] }));
    ed.key('ArrowUp');
    ed.key('2');
    expect(said(ed)).toBe('One note and new notes: half note');
    expect(findNote(ed.song, bell(67, 0))?.length).toBe(2);
    expect(ed.edits).toHaveLength(1);
    ed.key('a', { ctrlKey: true });
    ed.key('4');
    expect(said(ed)).toBe('2 notes and new notes: whole note');
    expect(findNote(ed.song, bell(67, 1))?.length).toBe(4);
    expect(ed.controller.lengthChoice).toBe(4);
  });

  test('in note input they choose the next note’s length, leaving the note just placed', () => {
    const ed = new TestEditor({ snapPeriod: 1 }, songWith({ 60: [] }));
    ed.key('1');
    ed.key('n');
    ed.key('c');
    ed.key('2');
    expect(said(ed)).toBe('New notes: half note');
    ed.key('c');
    expect(findNote(ed.song, bell(60, 0))?.length).toBe(1);
    expect(findNote(ed.song, bell(60, 1))?.length).toBe(2);
  });
});

describe('the menus at the cursor', () => {
  test('Shift+F10 or the menu key opens the bar menu of the cursor’s bar; Ctrl+Shift+F10 the Bell Menu', () => {
    const ed = new TestEditor({}, songWith({ 60: [9] }));
    ed.key('ArrowRight', { ctrlKey: true });
    ed.key('ArrowRight');
    expect(ed.key('F10', { shiftKey: true })).toBe(true);
    expect(ed.barMenus.map((menu) => menu.barStart)).toEqual([4]);
    expect(ed.key('ContextMenu')).toBe(true);
    expect(ed.barMenus).toHaveLength(2);
    expect(ed.key('F10', { ctrlKey: true, shiftKey: true })).toBe(true);
    expect(ed.bellMenus).toBe(1);
    const player = new TestEditor({ editMode: false });
    expect(player.key('F10', { shiftKey: true })).toBe(false);
  });
});
