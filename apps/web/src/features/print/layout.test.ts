import { songEnd } from '@ringalong/song';
import { DEMO_SONGS } from '@ringalong/song/demo-songs';
import { describe, expect, it } from 'vitest';
import { run, scoreSong } from '../../../test/score-songs.ts';
import {
  beatWidth,
  contentBox,
  gridWidth,
  HEADER_MM,
  layoutScore,
  MIN_BEAT_MM,
  PAPERS,
  ROW_MM,
  rowHeight,
  STRIP_MM,
  SYSTEM_GAP_MM,
  systemsOf,
  systemsPerPage,
} from './layout.ts';

const A4 = PAPERS.a4;
const LETTER = PAPERS.letter;
const a4Line = contentBox(A4).width;
const barsPer = (systems: { bars: readonly unknown[] }[]) => systems.map((s) => s.bars.length);

describe('paper', () => {
  it('is A4 (210 x 297 mm) or US Letter (8.5 x 11 in), less 12 mm margins', () => {
    expect(contentBox(A4).width).toBe(186);
    expect(contentBox(LETTER).width).toBeCloseTo(191.9);
    expect(contentBox(A4).height).toBeGreaterThan(contentBox(LETTER).height);
  });
});

describe('bars per system', () => {
  it('puts four bars of 4/4 in eighth notes on a line, on A4 and on Letter', () => {
    const song = scoreSong([{ pitchId: 60, notes: run(64, 0.5) }]); // 8 bars
    expect(beatWidth(song)).toBe(10);
    expect(barsPer(systemsOf(song, a4Line))).toEqual([4, 4]);
    expect(barsPer(systemsOf(song, contentBox(LETTER).width))).toEqual([4, 4]);
  });

  it('puts five bars of 3/4 in eighth notes on a line', () => {
    const song = scoreSong(
      [{ pitchId: 60, notes: run(60, 0.5) }],
      [{ beat: 0, numerator: 3, denominator: 4 }],
    );
    expect(barsPer(systemsOf(song, a4Line))).toEqual([5, 5]);
  });

  it('widens the beat for sixteenths, so their heads stay apart: two bars of 4/4 a line', () => {
    const song = scoreSong([{ pitchId: 60, notes: run(64, 0.25) }]); // 4 bars
    expect(beatWidth(song)).toBe(20);
    expect(barsPer(systemsOf(song, a4Line))).toEqual([2, 2]);
  });

  it('keeps the narrowest beat for notes on different rows at the same time', () => {
    const song = scoreSong([
      { pitchId: 60, notes: [[0, 1]] },
      { pitchId: 64, notes: [[0.25, 1]] },
    ]);
    expect(beatWidth(song)).toBe(MIN_BEAT_MM);
  });

  it('stretches every full line to the width, and numbers the bars on', () => {
    const song = scoreSong([{ pitchId: 60, notes: run(36, 1) }]); // 9 bars
    const systems = systemsOf(song, a4Line);
    expect(barsPer(systems)).toEqual([4, 4, 1]);
    expect(systems.map((s) => s.firstBar)).toEqual([1, 5, 9]);
    expect(systems.map((s) => s.start)).toEqual([0, 16, 32]);
    expect(systems[0]!.beatMm * 16).toBeCloseTo(gridWidth(a4Line));
    // The short last line keeps the scale of the one before it rather than one bar a line wide.
    expect(systems[2]!.beatMm).toBeCloseTo(systems[1]!.beatMm);
    expect(systems[2]!.end).toBe(36);
  });

  it('breaks lines where the bars of mixed time signatures fill them', () => {
    const song = scoreSong(
      [{ pitchId: 60, notes: run(28, 1) }],
      [
        { beat: 0, numerator: 4, denominator: 4 },
        { beat: 8, numerator: 3, denominator: 4 },
        { beat: 17, numerator: 2, denominator: 4 },
      ],
    );
    // At 9 mm a beat, 4+4+3+3+3 = 17 beats fit the 164 mm grid (153 mm); a bar of 2 more does not.
    const systems = systemsOf(song, a4Line);
    expect(systems[0]!.bars.map((bar) => bar.length)).toEqual([4, 4, 3, 3, 3]);
    expect(systems[1]!.bars.map((bar) => bar.length)).toEqual([2, 2, 2, 2, 2, 2]);
    expect(systems[1]!.firstBar).toBe(6);
  });

  it('prints one bar for a song without notes, and runs to the end of the last note', () => {
    expect(barsPer(systemsOf(scoreSong([{ pitchId: 60, notes: [] }]), a4Line))).toEqual([1]);
    expect(songEnd(scoreSong([{ pitchId: 60, notes: [[14, 4]] }]))).toBe(18);
    expect(barsPer(systemsOf(scoreSong([{ pitchId: 60, notes: [[14, 4]] }]), a4Line))).toEqual([4, 1]);
  });
});

describe('systems per page', () => {
  it('counts the systems that fit with their gaps, never less than one', () => {
    expect(systemsPerPage(100, 45)).toBe(2); // 45 + 5 + 45 = 95
    expect(systemsPerPage(95, 45)).toBe(2);
    expect(systemsPerPage(94, 45)).toBe(1);
    expect(systemsPerPage(30, 45)).toBe(1);
  });

  it('shrinks the rows so that one system of many rows still fits a page', () => {
    expect(rowHeight(8, 250)).toBe(ROW_MM);
    const rows = 60;
    const rowMm = rowHeight(rows, 250);
    expect(rowMm).toBeLessThan(ROW_MM);
    expect(STRIP_MM + rows * rowMm).toBeCloseTo(250);
  });

  it('lays Ode to Joy (8 rows, 16 bars) on one A4 page, four systems of four bars', () => {
    const ode = DEMO_SONGS.find((song) => song.meta.title === 'Ode to Joy')!;
    const layout = layoutScore(ode, ode.staves.length, A4, 6);
    expect(layout.pages.map((page) => page.map((s) => s.bars.length))).toEqual([[4, 4, 4, 4]]);
  });

  it('fills pages with whole systems, the same bars on any number of rows', () => {
    const song = scoreSong([{ pitchId: 60, notes: run(64 * 4, 1) }]); // 64 bars, 16 systems
    for (const paper of [A4, LETTER]) {
      for (const rows of [1, 2, 8, 20, 40, 90]) {
        const layout = layoutScore(song, rows, paper, 12);
        const body = contentBox(paper).height - HEADER_MM;
        expect(layout.pages.flat()).toHaveLength(16);
        for (const [i, page] of layout.pages.entries()) {
          const room = i === 0 ? body - 12 : body;
          expect(page.length * layout.systemMm + (page.length - 1) * SYSTEM_GAP_MM).toBeLessThanOrEqual(room);
          // No page could have held one more system.
          if (i < layout.pages.length - 1) {
            expect((page.length + 1) * layout.systemMm + page.length * SYSTEM_GAP_MM).toBeGreaterThan(room);
          }
        }
      }
    }
  });

  it('needs more pages on Letter than on A4 when the pages are full', () => {
    const song = scoreSong([{ pitchId: 60, notes: run(64 * 4, 1) }]);
    // 19 rows: a system is 121.5 mm, two with their gap 248 mm; A4 has 250 mm under its header
    // and legend, Letter 232.4 mm.
    expect(layoutScore(song, 19, A4, 6).pages.map((p) => p.length)).toEqual([2, 2, 2, 2, 2, 2, 2, 2]);
    expect(layoutScore(song, 19, LETTER, 6).pages).toHaveLength(16);
  });
});
