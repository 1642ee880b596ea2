import { setMark } from '@ringalong/song';
import { describe, expect, test } from 'vitest';
import { songWith } from '../../../test/songs.ts';
import { TestEditor } from '../../../test/test-editor.ts';
import { barLabelAt } from '../render/bar-labels.ts';
import { late } from '../render/late.ts';

// 4/4 at 60 bpm: a bar is 4 seconds; bars 1 to 5 start at beats 0, 4, 8, 12, 16.
const song = () => setMark(songWith({ 60: [0, 4, 8, 12, 16, 20] }), 8, 'A');

/** Where bar `n`'s number is drawn (its middle). */
function barNumber(ed: TestEditor, beat: number): { x: number; y: number } {
  const vp = ed.controller.viewport();
  for (let x = 0; x < vp.width; x++) if (barLabelAt(vp, ed.song, x, 25) === beat) return { x: x + 6, y: 25 };
  throw new Error(`bar at ${beat} has no number on screen`);
}

describe('going to a bar', () => {
  test('a press on a bar number moves the position to its start, in the player and the composer', () => {
    expect(late.barAt).toBe(barLabelAt);
    for (const editMode of [false, true]) {
      const ed = new TestEditor({ editMode, bpm: 60, warmupBeats: 4 }, song());
      ed.controller.setPosition(3);
      const { x, y } = barNumber(ed, 4);
      ed.click(x, y);
      expect(ed.controller.position).toBe(4);
      // Play counts in the four warm-up beats before it, and the bar's notes are the first struck.
      ed.controller.playback.play();
      expect(ed.audio.started.at(-1)?.fromSongTime).toBe(0);
      expect(ed.audio.started.at(-1)?.options.clicks).toHaveLength(4);
      expect(ed.audio.started.at(-1)?.notes.every((note) => note.time >= 4)).toBe(true);
      // No note was added or removed by the press.
      expect(ed.edits).toHaveLength(0);
    }
  });

  test('while playing, a press on a bar number plays on from that bar', () => {
    const ed = new TestEditor({ editMode: false, bpm: 60, warmupBeats: 4 }, song());
    ed.controller.playback.play();
    ed.frame(6);
    const { x, y } = barNumber(ed, 4);
    ed.click(x, y);
    expect(ed.controller.playback.state).toBe('playing');
    expect(ed.audio.started.at(-1)?.fromSongTime).toBe(4);
    ed.frame(1);
    expect(ed.controller.position).toBeCloseTo(5, 9);
  });

  test('a press elsewhere on the canvas still pauses', () => {
    const ed = new TestEditor({ editMode: false, bpm: 60 }, song());
    ed.controller.playback.play();
    ed.frame(1);
    ed.click(400, 300);
    expect(ed.controller.playback.state).toBe('paused');
  });
});

describe('the transport keys', () => {
  test('] and [ step a bar forward and back, Home goes back to the start of the lead-in', () => {
    const ed = new TestEditor({ editMode: false, bpm: 60, warmupBeats: 4 }, song());
    expect(ed.key(']')).toBe(true);
    expect(ed.controller.position).toBe(0);
    ed.key(']');
    ed.key(']');
    expect(ed.controller.position).toBe(8);
    ed.controller.setPosition(10);
    expect(ed.key('[')).toBe(true);
    expect(ed.controller.position).toBe(8);
    ed.key('[');
    expect(ed.controller.position).toBe(4);
    expect(ed.key('Home')).toBe(true);
    expect(ed.controller.position).toBe(-4);
    expect(ed.edits).toHaveLength(0);
  });

  test('while playing, a step plays on from the new bar', () => {
    const ed = new TestEditor({ editMode: true, bpm: 60, warmupBeats: 0 }, song());
    ed.controller.playback.play();
    ed.frame(9);
    ed.key(']');
    expect(ed.controller.playback.state).toBe('playing');
    expect(ed.audio.started.at(-1)?.fromSongTime).toBe(12);
  });

  test('are left alone in a text field, and ? and b ask for the help sheet and Go to bar', () => {
    const ed = new TestEditor({ editMode: false }, song());
    expect(ed.key(']', { bodyFocused: false })).toBe(false);
    expect(ed.controller.position).toBe(-4);
    const asked: string[] = [];
    ed.controller.host.onOpenPanel = (name) => asked.push(name);
    expect(ed.key('?', { shiftKey: true })).toBe(true);
    expect(ed.key('b')).toBe(true);
    expect(asked).toEqual(['keyHelp', 'goToBar']);
  });

  test('1 to 4 and S choose the length of new notes in the composer only', () => {
    const ed = new TestEditor({ editMode: true }, song());
    expect(ed.key('2')).toBe(true);
    expect(ed.controller.lengthChoice).toBe(2);
    ed.key('s');
    expect(ed.controller.lengthChoice).toBe('snap');
    const player = new TestEditor({ editMode: false }, song());
    expect(player.key('2')).toBe(false);
  });
});
