import { describe, expect, it } from 'vitest';
import { ringSong } from '../../../test/ring-songs.ts';
import { rowsFor } from '../scene.ts';
import { geometry, noteX, type RingFrame } from './draw.ts';
import { estimateWidth, GROUP_GAP, type RingGroup } from './layout.ts';
import { pxPerSecondFor, RING_SIZES } from './sizes.ts';

/** The picture of a song at a position, as the frame loop builds it (no choir unless given groups). */
function frameOf(
  rows: 8 | 14 | 37,
  width: number,
  height: number,
  groups: readonly RingGroup[] | null = null,
  part: string | null = null,
): RingFrame {
  const song = ringSong(rows);
  const order = rowsFor(song, false, 'pitch');
  return {
    song,
    rows: order,
    width,
    height,
    position: 8,
    secondsPerBeat: 0.6,
    playing: true,
    lookAheadSeconds: 5,
    quiet: order.map(() => false),
    quietRows: 'dim',
    groups,
    part,
  };
}

/** `rows` rows dealt to ringers of two, three or four rows, as a choir's positions are. */
function ringersOf(rows: number, names: readonly string[]): RingGroup[] {
  const groups: RingGroup[] = [];
  for (let first = 0, i = 0; first < rows; i++) {
    const count = Math.min(rows - first, 2 + (i % 3));
    groups.push({ name: names[i % names.length]!, first, count });
    first += count;
  }
  return groups;
}

/** Every row placed once, none overlapping another, all between the bar band and the bottom. */
function expectFixedPlaces(frame: RingFrame) {
  const g = geometry(frame);
  expect(g.places.map((p) => p.row)).toEqual(frame.rows.map((_, i) => i));
  for (const place of g.places) {
    expect(place.y - place.height / 2).toBeGreaterThanOrEqual(RING_SIZES.barBand - 0.01);
    expect(place.y + place.height / 2).toBeLessThanOrEqual(frame.height - RING_SIZES.bottom + 0.01);
    for (const other of g.places)
      if (other !== place && other.column === place.column)
        expect(Math.abs(other.y - place.y)).toBeGreaterThanOrEqual(place.height - 0.01);
  }
  return g;
}

describe('Ring along’s layout: every row in a fixed place', () => {
  const cases = [
    // [rows, width, height, columns]
    [8, 1280, 720, 1],
    [14, 1280, 720, 1],
    [37, 1280, 720, 2],
    [8, 1920, 1080, 1],
    [14, 1920, 1080, 1],
    [37, 1920, 1080, 2],
  ] as const;

  for (const [rows, width, height, columns] of cases) {
    it(`${rows} rows at ${width}x${height}: all shown in ${columns} column(s), names at least 24 px, notes at least 25 px`, () => {
      const g = expectFixedPlaces(frameOf(rows, width, height));
      expect(g.columns).toHaveLength(columns);
      expect(g.slot).toBeGreaterThanOrEqual(RING_SIZES.slotMin);
      expect(g.labelFont).toBeGreaterThanOrEqual(RING_SIZES.labelMin);
      expect(g.note).toBeGreaterThanOrEqual(RING_SIZES.noteMin);
      expect(g.groups).toEqual([]);
    });
  }

  it('36 rows of 11 ringers at 1280x720: grouped by ringer in order, each name beside its rows and fitting its column', () => {
    const names = [
      'Ann',
      'Ben',
      'Cat',
      'Dominique-Alexandra',
      'Eve',
      'Fay',
      'Gus',
      'Hal',
      'Ivy',
      'Jo',
      'Kim',
    ];
    const groups = ringersOf(36, names).slice(0, 11);
    const rows = groups.reduce((sum, group) => sum + group.count, 0);
    const frame = { ...frameOf(37, 1280, 720, groups), rows: frameOf(37, 1280, 720).rows.slice(0, rows) };
    const g = expectFixedPlaces(frame);
    // Two columns, not three: rows a little under the least, for the gaps between ringers.
    expect(g.columns).toHaveLength(2);
    expect(g.slot).toBeGreaterThanOrEqual(RING_SIZES.slotMin - GROUP_GAP / 4);
    expect(g.labelFont).toBeGreaterThanOrEqual(RING_SIZES.labelMin);
    // The notes keep at least half of each column.
    for (const column of g.columns)
      expect(column.hitX - column.x0).toBeGreaterThanOrEqual((column.x1 - column.x0) / 2 - 40);
    expect(g.groups.map((group) => group.name)).toEqual(groups.map((group) => group.name));
    for (const [i, group] of g.groups.entries()) {
      const column = g.columns[group.column]!;
      // The name within its column, right of the bells' names, never cut.
      expect(column.ringerX).toBeGreaterThan(column.labelX);
      expect(column.ringerX + 12 + estimateWidth(group.name, g.ringerFont)).toBeLessThanOrEqual(
        column.x1 + 0.01,
      );
      // Beside exactly its rows.
      const own = g.places.filter(
        (p) => p.row >= groups[i]!.first && p.row < groups[i]!.first + groups[i]!.count,
      );
      expect(own.every((p) => p.column === group.column && p.y > group.top && p.y < group.bottom)).toBe(true);
    }
    // Two ringers' names never overlap.
    for (const a of g.groups)
      for (const b of g.groups)
        if (a !== b && a.column === b.column) expect(a.bottom <= b.top || b.bottom <= a.top).toBe(true);
  });

  it('my part on a 390x844 phone: a ringer’s three rows fill the screen, larger than a projector’s', () => {
    const frame = { ...frameOf(8, 390, 844, [{ name: 'Ben', first: 0, count: 3 }], 'Ben') };
    const part = expectFixedPlaces({ ...frame, rows: frame.rows.slice(0, 3) });
    expect(part.slot * 3).toBeGreaterThan((844 - RING_SIZES.barBand) * 0.9);
    expect(part.note).toBeGreaterThanOrEqual(2 * RING_SIZES.noteMin);
    // The notes keep most of the width, a beat at least a note apart.
    expect(part.hitX).toBeGreaterThan(390 * 0.55);
    expect(part.pxPerBeat).toBeGreaterThan(part.note);
  });
});

describe('look-ahead sets the spacing', () => {
  for (const seconds of [2, 5, 12]) {
    it(`${seconds} s: a note that far ahead enters at the left edge, one at the hit point sits on the line`, () => {
      const frame = { ...frameOf(14, 1920, 1080), lookAheadSeconds: seconds };
      const g = geometry(frame);
      expect(g.pxPerBeat).toBeCloseTo(pxPerSecondFor(g.hitX, seconds) * 0.6, 6);
      expect(noteX(g, frame.position, frame.position + seconds / 0.6)).toBeCloseTo(0, 6);
      expect(noteX(g, frame.position, frame.position)).toBeCloseTo(g.hitX, 6);
    });
  }

  it('in two columns, each column’s notes come from its own left edge to its own hit line', () => {
    const frame = frameOf(37, 1920, 1080);
    const g = geometry(frame);
    const [left, right] = g.columns;
    expect(noteX(g, frame.position, frame.position + 5 / 0.6, 1)).toBeCloseTo(right!.x0, 6);
    expect(noteX(g, frame.position, frame.position, 1)).toBeCloseTo(right!.hitX, 6);
    expect(left!.x1).toBeLessThanOrEqual(right!.x0);
  });
});
