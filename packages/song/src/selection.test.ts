import { describe, expect, it } from 'vitest';
import { deleteNotes } from './notes.ts';
import { pruneSelection, selectAll, selectInBox, toggleSelected } from './selection.ts';
import { noteKey } from './song.ts';
import { bell, songWith } from './test-songs.ts';

const song = songWith({ 60: [0, 1, 2, 3], 62: [1.5], 64: [2] });

describe('selection', () => {
  it('select all picks every note', () => {
    expect(selectAll(song).size).toBe(6);
    expect(selectAll(song).has('62:handbell:1.5')).toBe(true);
  });

  it('toggling selects then deselects, leaving the old set alone', () => {
    const ref = bell(60, 1);
    const once = toggleSelected(new Set(), ref);
    expect(once.has(noteKey(ref))).toBe(true);
    const twice = toggleSelected(once, ref);
    expect(twice.size).toBe(0);
    expect(once.size).toBe(1);
  });

  it('a box selects notes on its staves between its beats, inclusive, in either direction', () => {
    const rows = (...pitches: number[]) =>
      pitches.map((pitchId) => ({ pitchId, instrument: 'handbell' as const }));
    expect([...selectInBox(song, rows(60, 62), 2, 1)].sort()).toEqual([
      '60:handbell:1',
      '60:handbell:2',
      '62:handbell:1.5',
    ]);
    expect(selectInBox(song, rows(64), 0, 1.9).size).toBe(0);
  });

  it('pruning drops notes that are gone and keeps the same set when all remain', () => {
    const all = selectAll(song);
    expect(pruneSelection(song, all)).toBe(all);
    const after = deleteNotes(song, [{ pitchId: 60, instrument: 'handbell', beat: 0 }]);
    const pruned = pruneSelection(after, all);
    expect(pruned.size).toBe(5);
    expect(pruned.has('60:0')).toBe(false);
  });
});
