import type { Note } from '@ringalong/song';
import { describe, expect, it } from 'vitest';
import type { System } from './layout.ts';
import { marksOf } from './marks.ts';

/** A system of bars from `start` to `end` at 10 mm a beat. */
const system = (start: number, end: number): System => ({ bars: [], firstBar: 1, start, end, beatMm: 10 });

describe('note marks', () => {
  it('draws a head where a note is struck and a tail to its written end, damped there', () => {
    const notes: Note[] = [{ beat: 1, length: 2 }];
    expect(marksOf(notes, system(0, 8))).toEqual([{ headX: 10, tailFrom: 10, tailTo: 30, end: 'damp' }]);
  });

  it('cuts a tail where the next strike on the row damps it', () => {
    const notes: Note[] = [
      { beat: 0, length: 4 },
      { beat: 1, length: 1, technique: 'martellato' },
    ];
    expect(marksOf(notes, system(0, 8))).toEqual([
      { headX: 0, tailFrom: 0, tailTo: 10, end: 'restrike' },
      { headX: 10, tailFrom: 10, tailTo: 20, end: 'damp', technique: 'martellato' },
    ]);
  });

  it('ends a let-vibrate note with its own end', () => {
    const notes: Note[] = [{ beat: 2, length: 1, technique: 'lv' }];
    expect(marksOf(notes, system(0, 8))[0]?.end).toBe('lv');
  });

  it('carries a note ringing past the end of a line onto the next, without a second head', () => {
    const notes: Note[] = [{ beat: 6, length: 4 }];
    expect(marksOf(notes, system(0, 8))).toEqual([{ headX: 60, tailFrom: 60, tailTo: 80, end: 'continues' }]);
    expect(marksOf(notes, system(8, 16))).toEqual([{ headX: null, tailFrom: 0, tailTo: 20, end: 'damp' }]);
  });

  it('leaves out notes before and after the line', () => {
    const notes: Note[] = [
      { beat: 0, length: 1 },
      { beat: 9, length: 1 },
      { beat: 20, length: 1 },
    ];
    expect(marksOf(notes, system(8, 16)).map((mark) => mark.headX)).toEqual([10]);
  });
});
