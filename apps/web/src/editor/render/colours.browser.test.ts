/**
 * The colour schemes as drawn: heads, letters and labels read back from the pixels, their WCAG
 * contrast computed from what was painted.
 */
import {
  type ColorMode,
  createDefaultSong,
  type Instrument,
  type RowRef,
  rowOrder,
  type Song,
} from '@ringalong/song';
import { wcagContrast } from 'culori';
import { describe, expect, test } from 'vitest';
import { DPR, drawPicture } from '../../../test/picture.ts';
import { near, painted, type Rgb } from '../../../test/pixels.ts';
import { beatToX, rowCenterY, rowHeight } from '../coords.ts';
import { LETTER_MIN_RADIUS } from './glyphs.ts';
import { THEME } from './theme.ts';

const css = ([r, g, b]: Rgb) => `rgb(${r}, ${g}, ${b})`;
const contrast = (a: Rgb, b: Rgb) => wcagContrast(css(a), css(b));

/** Off the beat, so that no barline crosses the note. */
const NOTE_AT = 2.25;

/** Rows of these pitches (and instruments), each with one plain note. */
function songOf(pitches: readonly number[], instrument: Instrument = 'handbell'): Song {
  return {
    ...createDefaultSong(),
    // Sorted by pitch, as the Bell Menu keeps a song's rows.
    staves: [...pitches]
      .sort((a, b) => a - b)
      .map((pitchId) => ({ pitchId, instrument, notes: [{ beat: NOTE_AT, length: 0.5 }] })),
  };
}

function render(song: Song, colorMode: ColorMode, height = 1000) {
  const rows = rowOrder(song, 'pitch');
  const picture = drawPicture(song, rows, { colorMode, position: 0, height });
  const r = rowHeight(picture.vp) / 2;
  const at = (row: RowRef) =>
    rowCenterY(
      picture.vp,
      rows.findIndex((other) => other.pitchId === row.pitchId && other.instrument === row.instrument),
    );
  return { ...picture, rows, r, at, x: beatToX(picture.vp, NOTE_AT) };
}

/** The colours in a box of CSS pixels, most painted first (anti-aliased edges fall to the bottom). */
function coloursIn(canvas: HTMLCanvasElement, x: number, y: number, w: number, h: number): [Rgb, number][] {
  const data = canvas
    .getContext('2d')!
    .getImageData(Math.round(x * DPR), Math.round(y * DPR), Math.round(w * DPR), Math.round(h * DPR)).data;
  const counts = new Map<string, number>();
  for (let i = 0; i < data.length; i += 4) {
    const key = `${data[i]},${data[i + 1]},${data[i + 2]}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([key, n]) => [key.split(',').map(Number) as unknown as Rgb, n]);
}

/** A head's two colours as painted: its fill and its letter's ink (the commonest colour far from the fill). */
function headAndLetter(canvas: HTMLCanvasElement, x: number, y: number, r: number) {
  const colours = coloursIn(canvas, x - r * 0.6, y - r * 0.6, r * 1.2, r * 1.2);
  const head = colours[0]![0];
  const letter = colours.find(([c]) => !near(c, head, 60));
  return { head, letter: letter?.[0], letterPixels: letter?.[1] ?? 0 };
}

/** A label's plate and its text's colour, as painted: the plate is the commonest colour in the name's box. */
function plateAndName(canvas: HTMLCanvasElement, y: number) {
  const colours = coloursIn(canvas, 20, y - 10, 60, 20);
  const plate = colours[0]![0];
  const name = colours.find(([c]) => !near(c, plate, 40));
  return { plate, name: name?.[0], namePixels: name?.[1] ?? 0 };
}

// C4 up to C#5: 14 rows, every pitch class, and in Classic the blue and violet rows (12 and 13).
const CHROMATIC = Array.from({ length: 14 }, (_, i) => 60 + i);

describe.each([
  ['random', 4.5],
  ['pitchClass', 4.5],
  ['highContrast', 7],
] as const)('%s', (mode, goal) => {
  test(`every head's letter and every name read at least ${goal}:1 from the pixels`, () => {
    const song = songOf(CHROMATIC);
    const { canvas, device, r, at, x } = render(song, mode);
    expect(r).toBeGreaterThanOrEqual(LETTER_MIN_RADIUS);
    const ground = device(500, 5);
    expect(ground).toEqual(painted(THEME.background));
    const worst = { letter: 99, name: 99, headOnGround: 99, nameOnGround: 99 };
    for (const pitchId of CHROMATIC) {
      const y = at({ pitchId, instrument: 'handbell' });
      const { head, letter, letterPixels } = headAndLetter(canvas, x, y, r);
      expect(letterPixels, `letter on ${pitchId}`).toBeGreaterThan(20);
      const { plate, name, namePixels } = plateAndName(canvas, y);
      expect(plate).toEqual(painted(THEME.labelPlate));
      expect(namePixels, `name of ${pitchId}`).toBeGreaterThan(20);
      worst.letter = Math.min(worst.letter, contrast(letter!, head));
      worst.name = Math.min(worst.name, contrast(name!, plate));
      worst.headOnGround = Math.min(worst.headOnGround, contrast(head, ground));
      worst.nameOnGround = Math.min(worst.nameOnGround, contrast(name!, ground));
    }
    expect(worst.letter).toBeGreaterThanOrEqual(goal);
    expect(worst.name).toBeGreaterThanOrEqual(goal);
    if (mode === 'highContrast') {
      expect(worst.headOnGround).toBeGreaterThanOrEqual(7);
      expect(worst.nameOnGround).toBeGreaterThanOrEqual(7);
    }
  });
});

test("By pitch class: adding a bell leaves every other row's colour as drawn; Classic recolours them", () => {
  const eight = [60, 62, 64, 65, 67, 69, 71, 72];
  const headColours = (pitches: number[], mode: ColorMode) => {
    const { canvas, r, at, x } = render(songOf(pitches), mode, 600);
    return eight.map((pitchId) => headAndLetter(canvas, x, at({ pitchId, instrument: 'handbell' }), r).head);
  };
  const added = [...eight, 61];
  expect(headColours(added, 'pitchClass')).toEqual(headColours(eight, 'pitchClass'));
  expect(headColours(added, 'highContrast')).toEqual(headColours(eight, 'highContrast'));
  expect(headColours(added, 'random')).not.toEqual(headColours(eight, 'random'));
  // The same C in every octave.
  const { canvas, r, at, x } = render(songOf([48, 60, 72, 84]), 'pitchClass', 600);
  const cs = [48, 60, 72, 84].map(
    (pitchId) => headAndLetter(canvas, x, at({ pitchId, instrument: 'handbell' }), r).head,
  );
  expect(new Set(cs.map(String)).size).toBe(1);
});

test('a natural is a disc, a sharp a square, a chime a diamond', () => {
  const bells = render(songOf([60, 61]), 'pitchClass', 600);
  const chimes = render(songOf([60, 61], 'handchime'), 'pitchClass', 600);
  const ground = painted(THEME.background);
  const corner = (p: typeof bells, pitchId: number, instrument: Instrument) =>
    p.device(p.x + p.r * 0.77, p.at({ pitchId, instrument }) - p.r * 0.7);
  const top = (p: typeof bells, pitchId: number, instrument: Instrument) =>
    p.device(p.x, p.at({ pitchId, instrument }) - p.r * 1.04);
  // Towards the corner: inside the square only.
  expect(near(corner(bells, 60, 'handbell'), ground, 20)).toBe(true);
  expect(near(corner(bells, 61, 'handbell'), ground, 20)).toBe(false);
  expect(near(corner(chimes, 61, 'handchime'), ground, 20)).toBe(true);
  // Straight up past the disc's edge: only the diamond's point reaches.
  expect(near(top(chimes, 60, 'handchime'), ground, 20)).toBe(false);
  expect(near(top(bells, 60, 'handbell'), ground, 20)).toBe(true);
  expect(near(top(bells, 61, 'handbell'), ground, 20)).toBe(true);
});

test(`letters only on heads at least ${2 * LETTER_MIN_RADIUS} px across`, () => {
  const pitches = (n: number) => Array.from({ length: n }, (_, i) => 48 + i);
  // 600 px high: 8 rows give heads 22.5 px across, 37 rows under 5 px.
  for (const [n, lettered] of [
    [8, true],
    [37, false],
  ] as const) {
    const { canvas, r, at, x } = render(songOf(pitches(n)), 'pitchClass', 600);
    const { letterPixels } = headAndLetter(canvas, x, at({ pitchId: 48 + 4, instrument: 'handbell' }), r);
    expect(r >= LETTER_MIN_RADIUS, `${n} rows`).toBe(lettered);
    expect(letterPixels > 4, `${n} rows`).toBe(lettered);
  }
});
