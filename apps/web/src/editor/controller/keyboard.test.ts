import { noteKey } from '@ringalong/song';
import { describe, expect, test } from 'vitest';
import { songWith } from '../../../test/songs.ts';
import { TestEditor } from '../../../test/test-editor.ts';

function selectNote(ed: TestEditor, pitchId: number, beat: number): void {
  const { x, y } = ed.at(pitchId, beat);
  ed.click(x, y, { shift: true });
}

describe('Space', () => {
  test('plays and pauses when focus is on the page body', () => {
    const ed = new TestEditor({}, songWith({ 60: [4] }));
    expect(ed.key(' ')).toBe(true);
    expect(ed.controller.playback.state).toBe('playing');
    expect(ed.key(' ')).toBe(true);
    expect(ed.controller.playback.state).toBe('paused');
  });

  test('held down, it toggles once', () => {
    const ed = new TestEditor({}, songWith({ 60: [4] }));
    ed.key(' ');
    expect(ed.key(' ', { repeat: true })).toBe(true);
    expect(ed.key(' ', { repeat: true })).toBe(true);
    expect(ed.controller.playback.state).toBe('playing');
  });

  test('plays and pauses with the focus on a header button, not only on the page body', () => {
    const ed = new TestEditor({}, songWith({ 60: [4] }));
    expect(ed.key(' ', { bodyFocused: false, spaceFree: true })).toBe(true);
    expect(ed.controller.playback.state).toBe('playing');
  });

  test('is left alone while a text field, a dialog or a menu has the focus', () => {
    const ed = new TestEditor({}, songWith({ 60: [4] }));
    expect(ed.key(' ', { bodyFocused: false, spaceFree: false })).toBe(false);
    expect(ed.controller.playback.state).toBe('stopped');
  });
});

describe('Backspace and Delete', () => {
  test('delete the selected notes as one undo entry', () => {
    for (const key of ['Backspace', 'Delete']) {
      const ed = new TestEditor({}, songWith({ 60: [1, 2], 62: [1] }));
      selectNote(ed, 60, 1);
      selectNote(ed, 62, 1);
      expect(ed.key(key)).toBe(true);
      expect(ed.beats(60)).toEqual([2]);
      expect(ed.beats(62)).toEqual([]);
      expect(ed.edits).toHaveLength(1);
      expect(ed.controller.selection.size).toBe(0);
      ed.controller.undo();
      expect(ed.beats(62)).toEqual([1]);
    }
  });

  test('only with body focus, so typing in a field never deletes notes', () => {
    const ed = new TestEditor({}, songWith({ 60: [1] }));
    selectNote(ed, 60, 1);
    expect(ed.key('Backspace', { bodyFocused: false, typing: true })).toBe(false);
    expect(ed.beats(60)).toEqual([1]);
  });
});

describe('copy and paste', () => {
  test('Ctrl+C then Ctrl+V pastes at the current position and selects the pasted notes', () => {
    const ed = new TestEditor({}, songWith({ 60: [1], 62: [2] }));
    selectNote(ed, 60, 1);
    selectNote(ed, 62, 2);
    expect(ed.key('c', { ctrlKey: true })).toBe(true);
    ed.controller.setPosition(8);
    expect(ed.key('v', { ctrlKey: true })).toBe(true);
    expect(ed.beats(60)).toEqual([1, 8]);
    expect(ed.beats(62)).toEqual([2, 9]);
    expect([...ed.controller.selection].sort()).toEqual(
      [
        noteKey({ pitchId: 60, instrument: 'handbell', beat: 8 }),
        noteKey({ pitchId: 62, instrument: 'handbell', beat: 9 }),
      ].sort(),
    );
    expect(ed.edits).toHaveLength(1);
  });

  test('pasting during the warm-up lands at beat 0, on the snapping grid', () => {
    const ed = new TestEditor({}, songWith({ 60: [3] }));
    selectNote(ed, 60, 3);
    ed.key('c', { metaKey: true });
    ed.controller.setPosition(-2);
    ed.key('v', { metaKey: true });
    expect(ed.beats(60)).toEqual([0, 3]);
  });

  test('paste with an empty clipboard, or one of bells the song lacks, does nothing', () => {
    // The clipboard holds only what Ctrl+C copied; a clipboard from elsewhere is checked by the
    // song package's pasteNotes (packages/song/src/clipboard.test.ts).
    const ed = new TestEditor({}, songWith({ 60: [3] }));
    ed.key('v', { ctrlKey: true });
    ed.controller.setClipboard([{ beat: 0, pitchId: 90, instrument: 'handbell', length: 1 }]);
    ed.key('v', { ctrlKey: true });
    expect(ed.beats(60)).toEqual([3]);
    expect(ed.edits).toHaveLength(0);
  });

  test('in a text field the browser keeps its own copy and paste', () => {
    const ed = new TestEditor({}, songWith({ 60: [3] }));
    expect(ed.key('c', { ctrlKey: true, typing: true })).toBe(false);
    expect(ed.key('v', { ctrlKey: true, typing: true })).toBe(false);
  });
});

describe('undo and redo keys', () => {
  test('Ctrl+Z undoes, Ctrl+Y and Ctrl+Shift+Z redo', () => {
    const ed = new TestEditor();
    const { x, y } = ed.at(60, 1);
    ed.click(x, y);
    expect(ed.key('z', { ctrlKey: true })).toBe(true);
    expect(ed.beats(60)).toEqual([]);
    expect(ed.key('y', { ctrlKey: true })).toBe(true);
    expect(ed.beats(60)).toEqual([1]);
    ed.key('z', { ctrlKey: true });
    expect(ed.key('Z', { ctrlKey: true, shiftKey: true })).toBe(true);
    expect(ed.beats(60)).toEqual([1]);
    expect(ed.edits).toHaveLength(5);
  });
});

describe('edit-mode-only shortcuts', () => {
  test('Ctrl+A selects every note in edit mode only', () => {
    const song = songWith({ 60: [1, 2], 67: [5] });
    const player = new TestEditor({ editMode: false }, song);
    expect(player.key('a', { ctrlKey: true })).toBe(false);
    expect(player.controller.selection.size).toBe(0);
    const composer = new TestEditor({}, song);
    expect(composer.key('a', { ctrlKey: true })).toBe(true);
    expect(composer.controller.selection.size).toBe(3);
  });

  test('Ctrl+S asks the app to save in edit mode only', () => {
    const player = new TestEditor({ editMode: false });
    expect(player.key('s', { ctrlKey: true })).toBe(false);
    expect(player.saves).toBe(0);
    const composer = new TestEditor();
    expect(composer.key('s', { ctrlKey: true, typing: true })).toBe(true);
    expect(composer.saves).toBe(1);
  });
});

describe('rehearsal keys', () => {
  test('O switches the loop on and off, R restarts from its lead-in', async () => {
    const ed = new TestEditor(
      { editMode: false, bpm: 60, warmupBeats: 2 },
      songWith({ 60: [0, 4, 8, 12, 16, 20] }),
    );
    const playback = ed.controller.playback;
    expect(ed.key('o')).toBe(true);
    expect(playback.loop).toMatchObject({ on: true, from: 1, to: 4 });
    playback.setLoop({ ...playback.loop!, from: 3, to: 4 });
    expect(ed.controller.position).toBe(6);
    playback.play();
    ed.frame(5);
    expect(ed.key('r')).toBe(true);
    expect(playback.state).toBe('playing');
    expect(ed.audio.started.at(-1)?.fromSongTime).toBe(6);
    expect(ed.key('o')).toBe(true);
    expect(playback.loop?.on).toBe(false);
  });
});
