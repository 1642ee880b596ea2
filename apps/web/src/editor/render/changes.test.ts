import {
  noteKey,
  rowOrder,
  type Song,
  setDynamic,
  setHairpin,
  setNoteAccent,
  setPassage,
} from '@ringalong/song';
import { expect, test } from 'vitest';
import { songWith } from '../../../test/songs.ts';
import { pxPerBeat } from '../coords.ts';
import { changedBeats } from './changes.ts';
import type { Frame } from './frame.ts';

function frameOf(song: Song, change: Partial<Frame> = {}): Frame {
  const rows = rowOrder(song, 'pitch');
  return {
    song,
    viewport: {
      width: 1000,
      height: 600,
      mode: 'composer',
      pxPerBeat: pxPerBeat(120, 100),
      position: 0,
      rowCount: rows.length,
    },
    rows,
    selection: new Set(),
    box: null,
    seekRange: { from: -4, to: 40 },
    ...change,
  };
}

const base = songWith({ 60: [1, 2, 3], 64: [8, 9] });

test('the same song and selection change nothing', () => {
  expect(changedBeats(frameOf(base), frameOf(base))).toBeNull();
});

test('a note added or moved changes the beats between where it was and where it is, tails included', () => {
  // Every note of songWith rings one beat: its tail ends a beat after it.
  expect(changedBeats(frameOf(base), frameOf(songWith({ 60: [1, 2, 3, 5], 64: [8, 9] })))).toEqual({
    from: 5,
    to: 6,
  });
  expect(changedBeats(frameOf(base), frameOf(songWith({ 60: [1, 2.5, 3], 64: [8, 9] })))).toEqual({
    from: 2,
    to: 3.5,
  });
});

test("a note's new length or technique changes the beats its drawing covers", () => {
  const [c4] = base.staves.filter((stave) => stave.pitchId === 60);
  const change = (note: { beat: number; length: number; technique?: 'lv' }) => ({
    ...base,
    staves: base.staves.map((stave) =>
      stave === c4 ? { ...stave, notes: stave.notes.map((n) => (n.beat === note.beat ? note : n)) } : stave,
    ),
  });
  expect(changedBeats(frameOf(base), frameOf(change({ beat: 2, length: 3 })))).toEqual({ from: 2, to: 5 });
  expect(changedBeats(frameOf(base), frameOf(change({ beat: 2, length: 1, technique: 'lv' })))).toEqual({
    from: 2,
    to: 3,
  });
});

test('a note past the last one moves the barlines beyond the end too', () => {
  const longer = changedBeats(frameOf(base), frameOf(songWith({ 60: [1, 2, 3], 64: [8, 9, 20] })));
  expect(longer).not.toBe('all');
  expect(longer).not.toBeNull();
  if (longer && longer !== 'all') {
    expect(longer.from).toBeLessThanOrEqual(20);
    // Barlines run 30 beats past the last note: the new ones reach that far.
    expect(longer.to).toBeGreaterThanOrEqual(49);
  }
});

test('selecting a note changes its beat only', () => {
  const selected = frameOf(base, {
    selection: new Set([noteKey({ pitchId: 64, instrument: 'handbell', beat: 9 })]),
  });
  expect(changedBeats(frameOf(base), selected)).toEqual({ from: 9, to: 9 });
});

test('another view, other rows or other colours change everything', () => {
  const frame = frameOf(base);
  expect(changedBeats(frame, { ...frame, viewport: { ...frame.viewport, pxPerBeat: 30 } })).toBe('all');
  expect(changedBeats(frame, { ...frame, rows: [...frame.rows].reverse() })).toBe('all');
  const fewer: Song = { ...base, staves: base.staves.slice(1) };
  expect(changedBeats(frame, frameOf(fewer))).toBe('all');
});

test('a passage, dynamic or hairpin set draws the moving part again whole; an accent, its note', () => {
  expect(changedBeats(frameOf(base), frameOf(setPassage(base, 1, 3, 'lv')))).toBe('all');
  expect(changedBeats(frameOf(base), frameOf(setDynamic(base, 8, 'p')))).toBe('all');
  expect(changedBeats(frameOf(base), frameOf(setHairpin(base, 1, 8, 'crescendo')))).toBe('all');
  const accented = setNoteAccent(base, [{ pitchId: 60, instrument: 'handbell', beat: 2 }], true);
  expect(changedBeats(frameOf(base), frameOf(accented))).toEqual({ from: 2, to: 3 });
});
