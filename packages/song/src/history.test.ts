import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HISTORY_CAPACITY } from './constants.ts';
import { canRedo, canUndo, createHistory, recordEdit, redo, undo } from './history.ts';
import { addNote } from './notes.ts';
import { createDefaultSong } from './song.ts';

const start = createDefaultSong();
const edit = (song: typeof start, beat: number) =>
  addNote(song, { pitchId: 60, instrument: 'handbell', beat }, 0.5);

describe('history', () => {
  it('starts with nothing to undo or redo', () => {
    const history = createHistory(start);
    expect(canUndo(history)).toBe(false);
    expect(canRedo(history)).toBe(false);
    expect(undo(history)).toBe(history);
    expect(redo(history)).toBe(history);
  });

  it('undoes and redoes edits in order', () => {
    const one = edit(start, 1);
    const two = edit(one, 2);
    let history = recordEdit(recordEdit(createHistory(start), one), two);
    history = undo(history);
    expect(history.present).toBe(one);
    expect(canRedo(history)).toBe(true);
    history = undo(history);
    expect(history.present).toBe(start);
    history = redo(redo(history));
    expect(history.present).toBe(two);
  });

  it('records nothing when an operation refused and returned the same song', () => {
    const history = createHistory(start);
    expect(recordEdit(history, start)).toBe(history);
  });

  it('drops the redo entries on a new edit after undo', () => {
    const one = edit(start, 1);
    const other = edit(start, 3);
    const history = recordEdit(undo(recordEdit(createHistory(start), one)), other);
    expect(canRedo(history)).toBe(false);
    expect(undo(history).present).toBe(start);
  });

  it(`keeps at most ${HISTORY_CAPACITY} undo steps, dropping the oldest`, () => {
    let history = createHistory(start);
    const songs = [start];
    for (let i = 1; i <= HISTORY_CAPACITY + 5; i++) {
      songs.push(edit(songs[i - 1]!, i));
      history = recordEdit(history, songs[i]!);
    }
    expect(history.past.length).toBe(HISTORY_CAPACITY);
    let steps = 0;
    while (canUndo(history)) {
      history = undo(history);
      steps++;
    }
    expect(steps).toBe(HISTORY_CAPACITY);
    expect(history.present).toBe(songs[5]);
  });

  it('undo after any run of edits restores each earlier song, and redo replays them', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 1, maxLength: 60 }), (beats) => {
        let history = createHistory(start);
        const seen = [start];
        for (const beat of beats) {
          const next = edit(history.present, beat);
          history = recordEdit(history, next);
          if (next !== seen[seen.length - 1]) seen.push(next);
        }
        const reachable = seen.slice(-(HISTORY_CAPACITY + 1));
        for (let i = reachable.length - 1; i >= 0; i--) {
          expect(history.present).toBe(reachable[i]);
          history = undo(history);
        }
        while (canRedo(history)) history = redo(history);
        expect(history.present).toBe(seen[seen.length - 1]);
      }),
    );
  });
});
