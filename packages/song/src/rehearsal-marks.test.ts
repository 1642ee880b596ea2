import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addBars, deleteBars, setBarTimeSignature } from './bar-edits.ts';
import { barNumberAt, barStartOf, nextBarStart, previousBarStart } from './bar-numbers.ts';
import { barLength, barsEnd, timeSignatureAt } from './bars.ts';
import { pasteNotes } from './clipboard.ts';
import { MARKS_MAX } from './constants.ts';
import { copyNotes } from './copy-paste.ts';
import { migrateSong } from './migrate.ts';
import {
  barTarget,
  clearMark,
  defaultMarkLabel,
  markAt,
  marksOf,
  sanitizeMarkLabel,
  setMark,
} from './rehearsal-marks.ts';
import { parseSong } from './schema.ts';
import { selectAll } from './selection.ts';
import { arbitraryMarkedSong, arbitrarySongV2, marksInPlace, songWith } from './test-songs.ts';
import { SONG_VERSION, type Song } from './types.ts';

const sig = (beat: number, numerator: number, denominator: number) => ({ beat, numerator, denominator });
/** 4/4 for two bars, then 3/4: bars start at 0, 4, 8, 11, 14 … */
const song = songWith({ 60: [0, 4, 9, 12] }, [sig(0, 4, 4), sig(8, 3, 4)]);

function parsed(input: unknown): Song {
  const result = parseSong(input);
  if (!result.ok) throw new Error(result.error);
  return result.song;
}

function errorOf(input: unknown): string {
  const result = parseSong(input);
  if (result.ok) throw new Error('expected the song to be refused');
  return result.error;
}

describe('bar numbers', () => {
  it('count bars from 1 at beat 0 across time-signature changes', () => {
    expect([0, 3.5, 4, 8, 10.9, 11, 14].map((beat) => barNumberAt(song, beat))).toEqual([
      1, 1, 2, 3, 3, 4, 5,
    ]);
    expect(barNumberAt(song, -4)).toBe(1);
    expect([1, 2, 3, 4, 5].map((n) => barStartOf(song, n))).toEqual([0, 4, 8, 11, 14]);
    expect(barStartOf(song, 0)).toBeNull();
    expect(barStartOf(song, 2.5)).toBeNull();
    expect(barStartOf(song, 10 ** 9)).toBeNull();
  });

  it('step back and forward one bar; back within half a beat of a bar start goes to the bar before', () => {
    expect(nextBarStart(song, -4)).toBe(0);
    expect(nextBarStart(song, 0)).toBe(4);
    expect(nextBarStart(song, 9)).toBe(11);
    expect(previousBarStart(song, 9)).toBe(8);
    expect(previousBarStart(song, 8.2)).toBe(4);
    expect(previousBarStart(song, 11)).toBe(8);
    expect(previousBarStart(song, 2)).toBe(0);
    expect(previousBarStart(song, 0)).toBe(0);
    expect(previousBarStart(song, -3)).toBe(0);
  });

  it('agree: the bar a number starts holds that number', () => {
    fc.assert(
      fc.property(arbitraryMarkedSong, fc.integer({ min: 1, max: 80 }), (marked, n) => {
        const start = barStartOf(marked, n)!;
        expect(barNumberAt(marked, start)).toBe(n);
        expect(nextBarStart(marked, start)).toBe(barStartOf(marked, n + 1));
        if (n > 1) expect(previousBarStart(marked, start)).toBe(barStartOf(marked, n - 1));
      }),
    );
  });
});

describe('rehearsal marks', () => {
  it('are set on the start of the bar holding the beat, sorted, one a bar, renamed in place', () => {
    const marked = setMark(setMark(song, 9.5, 'B'), 0, 'A');
    expect(marked.marks).toEqual([
      { beat: 0, label: 'A' },
      { beat: 8, label: 'B' },
    ]);
    expect(setMark(marked, 8, 'Coda').marks).toEqual([
      { beat: 0, label: 'A' },
      { beat: 8, label: 'Coda' },
    ]);
    expect(markAt(marked, 8)?.label).toBe('B');
    expect(markAt(marked, 4)).toBeUndefined();
  });

  it('keep only letters and digits, at most four; refuse a label with nothing left', () => {
    expect(sanitizeMarkLabel(' B-2! ')).toBe('B2');
    expect(sanitizeMarkLabel('Introduction')).toBe('Intr');
    expect(sanitizeMarkLabel('Ä1')).toBe('Ä1');
    expect(setMark(song, 4, ' !? ')).toBe(song);
    expect(setMark(song, -1, 'A')).toBe(song);
    expect(setMark(song, Number.NaN, 'A')).toBe(song);
  });

  it('clear to no marks at all (the key goes), and clearing a bar without one changes nothing', () => {
    const marked = setMark(song, 4, 'A');
    const cleared = clearMark(marked, 5);
    expect(cleared).toEqual(song);
    expect('marks' in cleared).toBe(false);
    expect(clearMark(song, 4)).toBe(song);
  });

  it('offer A, B, C … by default: the first letter not in use, then A2', () => {
    expect(defaultMarkLabel(song)).toBe('A');
    expect(defaultMarkLabel(setMark(setMark(song, 0, 'A'), 4, 'c'))).toBe('B');
    let full = song;
    for (let bar = 1; bar <= 26; bar++) full = setMark(full, barStartOf(full, bar)!, defaultMarkLabel(full));
    expect(
      marksOf(full)
        .map((mark) => mark.label)
        .join(''),
    ).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    expect(defaultMarkLabel(full)).toBe('A2');
  });

  it(`hold at most ${MARKS_MAX} a song`, () => {
    let full = song;
    for (let bar = 1; bar <= MARKS_MAX; bar++) full = setMark(full, barStartOf(full, bar)!, 'A');
    expect(marksOf(full)).toHaveLength(MARKS_MAX);
    expect(setMark(full, barStartOf(full, MARKS_MAX + 1)!, 'B')).toBe(full);
    // Renaming one that is there still works.
    expect(markAt(setMark(full, 0, 'Z'), 0)?.label).toBe('Z');
  });

  it("'Go to bar' takes a bar number or a mark's label in any case", () => {
    const marked = setMark(setMark(song, 8, 'B'), 11, 'Coda');
    expect(barTarget(marked, ' 4 ')).toBe(11);
    expect(barTarget(marked, 'b')).toBe(8);
    expect(barTarget(marked, 'CODA')).toBe(11);
    expect(barTarget(marked, 'C')).toBeNull();
    expect(barTarget(marked, '0')).toBeNull();
    expect(barTarget(marked, '')).toBeNull();
    expect(barTarget(marked, 'B!')).toBeNull();
  });
});

describe('rehearsal marks through bar edits', () => {
  const marked = setMark(setMark(setMark(song, 4, 'A'), 8, 'B'), 14, 'C');

  it('adding bars moves the marks from there on, the mark of the bar added at included', () => {
    expect(addBars(marked, 4, 2).marks).toEqual([
      { beat: 12, label: 'A' },
      { beat: 16, label: 'B' },
      { beat: 22, label: 'C' },
    ]);
    expect(addBars(marked, 11, 1).marks).toEqual([
      { beat: 4, label: 'A' },
      { beat: 8, label: 'B' },
      { beat: 17, label: 'C' },
    ]);
  });

  it('deleting bars drops their marks and moves later ones back', () => {
    // Bars 2 and 3 (beats 4 to 11) go.
    expect(deleteBars(marked, 4, 2).marks).toEqual([{ beat: 7, label: 'C' }]);
    expect(deleteBars(marked, 0, 1).marks).toEqual([
      { beat: 0, label: 'A' },
      { beat: 4, label: 'B' },
      { beat: 10, label: 'C' },
    ]);
    expect(deleteBars(deleteBars(marked, 4, 1), 0, 3).marks).toEqual([{ beat: 0, label: 'C' }]);
    expect(deleteBars(marked, 0, 5).marks).toBeUndefined();
  });

  it('a time-signature change moves each mark to the start of the bar its beat now falls in', () => {
    // Bar 3 back to 4/4: bars at 8, 12, 16; the mark of the bar at 14 goes to 12.
    const changed = setBarTimeSignature(marked, 8, 4, 4);
    expect(changed.timeSignatures).toEqual([sig(0, 4, 4)]);
    expect(changed.marks).toEqual([
      { beat: 4, label: 'A' },
      { beat: 8, label: 'B' },
      { beat: 12, label: 'C' },
    ]);
    // Two marks in one new bar: the first stays.
    const merged = setBarTimeSignature(setMark(marked, 11, 'X'), 8, 4, 4);
    expect(merged.marks).toEqual([
      { beat: 4, label: 'A' },
      { beat: 8, label: 'B' },
      { beat: 12, label: 'C' },
    ]);
  });

  it('keep every mark on a bar start, sorted, one a bar, whatever the edit', () => {
    const edit = fc.oneof(
      fc.record({
        kind: fc.constant('add' as const),
        bar: fc.integer({ min: 1, max: 40 }),
        count: fc.integer({ min: 1, max: 4 }),
      }),
      fc.record({
        kind: fc.constant('delete' as const),
        bar: fc.integer({ min: 1, max: 40 }),
        count: fc.integer({ min: 1, max: 4 }),
      }),
      fc.record({
        kind: fc.constant('signature' as const),
        bar: fc.integer({ min: 1, max: 40 }),
        signature: fc.constantFrom([4, 4], [3, 4], [2, 4], [6, 8], [2, 2]),
      }),
    );
    fc.assert(
      fc.property(arbitraryMarkedSong, fc.array(edit, { maxLength: 5 }), (start, edits) => {
        let current = start;
        for (const e of edits) {
          const at = barStartOf(current, e.bar)!;
          const before = current;
          if (e.kind === 'add') {
            current = addBars(current, at, e.count);
            const shift = e.count * barLength(timeSignatureAt(before, at));
            if (current !== before)
              expect(marksOf(current)).toEqual(
                marksOf(before).map((m) => (m.beat >= at ? { ...m, beat: m.beat + shift } : m)),
              );
          } else if (e.kind === 'delete') {
            current = deleteBars(current, at, e.count);
            const end = barsEnd(before, at, e.count);
            expect(marksOf(current).map((m) => m.label)).toEqual(
              marksOf(before)
                .filter((m) => m.beat < at || m.beat >= end)
                .map((m) => m.label),
            );
          } else {
            current = setBarTimeSignature(current, at, e.signature[0]!, e.signature[1]!);
            expect(marksOf(current).length).toBeLessThanOrEqual(marksOf(before).length);
          }
          expect(marksInPlace(current)).toBe(true);
          // What the edits leave is a valid song, and survives saving and opening.
          expect(parsed(JSON.parse(JSON.stringify(current)))).toEqual(current);
        }
      }),
    );
  });

  it('copy and paste leave them alone', () => {
    fc.assert(
      fc.property(arbitraryMarkedSong, fc.integer({ min: 0, max: 200 }), (start, at) => {
        const { song: after } = pasteNotes(start, copyNotes(start, selectAll(start)), at, 0.5);
        expect(after.marks).toBe(start.marks);
      }),
    );
  });
});

describe('song version 3', () => {
  it('round-trips any song with marks through JSON', () => {
    fc.assert(
      fc.property(arbitraryMarkedSong, (marked) => {
        expect(marksInPlace(marked)).toBe(true);
        expect(parsed(JSON.parse(JSON.stringify(marked)))).toEqual(marked);
        expect(migrateSong(marked)).toBe(marked);
      }),
    );
  });

  it('lifts any version 2 song to the current version with no marks, keeping everything else; lifting twice changes nothing', () => {
    fc.assert(
      fc.property(arbitrarySongV2, (current) => {
        const v2 = JSON.parse(JSON.stringify({ ...current, version: 2 }));
        const lifted = parsed(v2);
        expect(lifted).toEqual(current);
        expect(lifted.version).toBe(SONG_VERSION);
        expect('marks' in lifted).toBe(false);
        expect(parsed(lifted)).toEqual(lifted);
      }),
    );
  });

  it('sorts marks as it reads them, and drops an empty list', () => {
    const doc = {
      ...song,
      marks: [
        { beat: 8, label: 'B' },
        { beat: 0, label: 'A' },
      ],
    };
    expect(parsed(doc).marks).toEqual([
      { beat: 0, label: 'A' },
      { beat: 8, label: 'B' },
    ]);
    expect('marks' in parsed({ ...song, marks: [] })).toBe(false);
  });

  it('names each broken rule of the marks', () => {
    const withMarks = (marks: unknown) => ({ ...song, marks });
    expect(errorOf(withMarks([{ beat: 5, label: 'A' }]))).toMatch(
      /marks\.0\.beat: A rehearsal mark must be on the start of a bar; beat 5 is not/,
    );
    expect(errorOf(withMarks([{ beat: 9, label: 'A' }]))).toMatch(/beat 9 is not/);
    expect(
      errorOf(
        withMarks([
          { beat: 4, label: 'A' },
          { beat: 4, label: 'B' },
        ]),
      ),
    ).toMatch(/Two rehearsal marks share one bar/);
    expect(errorOf(withMarks([{ beat: 4, label: 'B-2' }]))).toMatch(
      /marks\.0\.label: A rehearsal mark label must be 1 to 4 letters or digits/,
    );
    expect(errorOf(withMarks([{ beat: 4, label: '' }]))).toMatch(/label/);
    expect(errorOf(withMarks([{ beat: 4, label: 'Intro' }]))).toMatch(/label/);
    expect(errorOf(withMarks([{ beat: 4, label: 7 }]))).toMatch(/label must be text/);
    expect(errorOf(withMarks([{ beat: -4, label: 'A' }]))).toMatch(
      /marks\.0\.beat: A beat must not be negative/,
    );
    expect(errorOf(withMarks({ beat: 4, label: 'A' }))).toMatch(/marks/);
    const many = Array.from({ length: MARKS_MAX + 1 }, (_, i) => ({
      beat: barStartOf(song, i + 1)!,
      label: 'A',
    }));
    expect(errorOf(withMarks(many))).toMatch(/at most 200 rehearsal marks/);
  });
});
