import {
  addBars,
  addNote,
  applyBellSelection,
  createDefaultSong,
  deleteBars,
  HISTORY_CAPACITY,
  rowCallInfo,
  type Song,
  setBarTimeSignature,
} from '@ringalong/song';
import { describe, expect, test } from 'vitest';
import { TestEditor } from '../../../test/test-editor.ts';
import { editorFor } from '../index.ts';

const addNoteAtBeat = (song: Song, beat: number) =>
  addNote(song, { pitchId: 60, instrument: 'handbell', beat }, 0.5);

describe('history', () => {
  test('each click is one undo entry; undo and redo tell the app the song changed', () => {
    const ed = new TestEditor();
    for (const beat of [1, 2, 3]) {
      const { x, y } = ed.at(60, beat);
      ed.click(x, y);
    }
    ed.controller.undo();
    expect(ed.beats(60)).toEqual([1, 2]);
    ed.controller.undo();
    ed.controller.redo();
    expect(ed.beats(60)).toEqual([1, 2]);
    expect(ed.edits.map((song) => song.staves[0]!.notes.length)).toEqual([1, 2, 3, 2, 1, 2]);
  });

  test('a new edit after undo drops the redo entries', () => {
    const ed = new TestEditor();
    ed.click(ed.at(60, 1).x, ed.at(60, 1).y);
    ed.controller.undo();
    ed.click(ed.at(62, 2).x, ed.at(62, 2).y);
    const before = ed.edits.length;
    ed.controller.redo();
    expect(ed.edits.length).toBe(before);
    expect(ed.beats(60)).toEqual([]);
  });

  test(`undo reaches back ${HISTORY_CAPACITY} entries`, () => {
    const ed = new TestEditor();
    ed.controller.setPosition(0);
    for (let i = 0; i < HISTORY_CAPACITY + 5; i++) {
      const { x, y } = ed.at(60, i * 0.5);
      ed.click(x, y);
    }
    for (let i = 0; i < HISTORY_CAPACITY + 5; i++) ed.controller.undo();
    expect(ed.beats(60)).toHaveLength(5);
  });

  test('Bar Menu and Bell Menu actions are one entry each', () => {
    const ed = new TestEditor();
    const editor = editorFor(ed.controller);
    ed.click(ed.at(60, 5).x, ed.at(60, 5).y);
    editor.edit((song) => addBars(song, 4, 2));
    expect(ed.beats(60)).toEqual([13]);
    editor.edit((song) => setBarTimeSignature(song, 4, 3, 4));
    expect(ed.song.timeSignatures.some((ts) => ts.beat === 4 && ts.numerator === 3)).toBe(true);
    editor.edit((song) => applyBellSelection(song, { 60: true, 72: true }));
    expect(ed.song.staves.map((s) => s.pitchId)).toEqual([60, 72]);
    editor.undo();
    expect(ed.song.staves).toHaveLength(5);
    editor.undo();
    editor.undo();
    expect(ed.beats(60)).toEqual([5]);
    expect(ed.edits).toHaveLength(7);
  });

  test('deleting bars at the end brings a view left past the new end back inside the song', () => {
    const ed = new TestEditor({ editMode: false });
    const editor = editorFor(ed.controller);
    ed.controller.commit(addNoteAtBeat(ed.song, 40));
    ed.controller.setPosition(40);
    editor.edit((song) => deleteBars(song, 8, 10));
    expect(ed.controller.position).toBe(ed.controller.positionRange().to);
    expect(ed.controller.position).toBeLessThan(40);
  });

  test('loading with resetHistory clears undo and stops playback', () => {
    const ed = new TestEditor();
    const editor = editorFor(ed.controller);
    ed.click(ed.at(60, 1).x, ed.at(60, 1).y);
    editor.play();
    editor.loadSong(createDefaultSong(), { resetHistory: true });
    expect(editor.getPlaybackState()).toBe('stopped');
    editor.undo();
    expect(ed.beats(60)).toEqual([]);
    expect(ed.edits).toHaveLength(1);
  });

  test("row call info (read by the app from the editor's song) follows the chosen line order", () => {
    const ed = new TestEditor({ lineSortMode: 'pitch' });
    const info = rowCallInfo(ed.controller.song, ed.prefs.lineSortMode);
    expect(info.map((bell) => bell.name)).toHaveLength(5);
    expect(info.every((bell) => bell.count === 0)).toBe(true);
  });

  test('a rename is not an undo step: every song undo and redo bring back carries the current title', () => {
    const ed = new TestEditor();
    ed.click(ed.at(60, 1).x, ed.at(60, 1).y);
    ed.controller.setTitle('Morning Bells');
    expect(ed.controller.song.meta.title).toBe('Morning Bells');
    expect(ed.edits).toHaveLength(1);
    ed.controller.undo();
    expect(ed.beats(60)).toEqual([]);
    expect(ed.controller.song.meta.title).toBe('Morning Bells');
    expect(ed.controller.canUndo).toBe(false);
    ed.controller.redo();
    expect(ed.beats(60)).toEqual([1]);
    expect(ed.controller.song.meta.title).toBe('Morning Bells');
  });

  test('opening a song takes its title; a song put in as an edit keeps the current one', () => {
    const ed = new TestEditor();
    ed.controller.loadSong({ ...createDefaultSong(), meta: { title: 'Carol' } }, { resetHistory: true });
    expect(ed.controller.title).toBe('Carol');
    ed.controller.loadSong(addNoteAtBeat(createDefaultSong(), 2));
    expect(ed.controller.song.meta.title).toBe('Carol');
    expect(ed.edits).toHaveLength(1);
  });
});
