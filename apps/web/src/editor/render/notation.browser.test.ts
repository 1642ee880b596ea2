import {
  addStave,
  createDefaultSong,
  type Note,
  type RowRef,
  rowColor,
  type Song,
  staveColor,
  staveIndex,
  TECHNIQUES,
} from '@ringalong/song';
import { describe, expect, test } from 'vitest';
import { DPR, drawPicture } from '../../../test/picture.ts';
import { near, painted, type Rgb } from '../../../test/pixels.ts';
import { beatToX, direction, hitPointX, rowCenterY, rowHeight } from '../coords.ts';
import { rowsFor } from '../scene.ts';
import { drawGlyph } from './glyphs.ts';
import { THEME } from './theme.ts';

const bell = (pitchId: number): RowRef => ({ pitchId, instrument: 'handbell' });
const chime = (pitchId: number): RowRef => ({ pitchId, instrument: 'handchime' });

/** A default song with these notes on these rows (chime rows added as needed). */
function songOf(rows: readonly (readonly [RowRef, readonly Note[]])[]): Song {
  let song = createDefaultSong();
  for (const [row] of rows) song = addStave(song, row);
  return {
    ...song,
    staves: song.staves.map((stave) => {
      const found = rows.find(
        ([row]) => row.pitchId === stave.pitchId && row.instrument === stave.instrument,
      );
      return found ? { ...stave, notes: [...found[1]] } : stave;
    }),
  };
}

function render(song: Song, { editMode = true, position = -4 } = {}) {
  const rows = rowsFor(song, true, 'pitch');
  const { canvas, vp, device } = drawPicture(song, rows, { editMode, position });
  const rowY = (row: RowRef) =>
    rowCenterY(
      vp,
      rows.findIndex((r) => r.pitchId === row.pitchId && r.instrument === row.instrument),
    );
  return { canvas, vp, device, rowY };
}

/** `colour` laid at `alpha` over the background, as the canvas paints it. */
function over(colour: Rgb, alpha: number): Rgb {
  const ground = painted(THEME.background);
  return colour.map((c, i) => Math.round(c * alpha + ground[i]! * (1 - alpha))) as unknown as Rgb;
}

/** How many device pixels in the square of `half` CSS px around (x, y) are near `colour`. */
function count(canvas: HTMLCanvasElement, x: number, y: number, half: number, colour: Rgb, tolerance = 3) {
  const size = Math.round(2 * half * DPR);
  const data = canvas
    .getContext('2d')!
    .getImageData(Math.round((x - half) * DPR), Math.round((y - half) * DPR), size, size).data;
  let n = 0;
  for (let i = 0; i < data.length; i += 4)
    if (near([data[i]!, data[i + 1]!, data[i + 2]!], colour, tolerance)) n++;
  return n;
}

/** How wide (device pixels) the pixels near `colour` spread across the row within `half` CSS px of (x, y). */
function inkWidth(canvas: HTMLCanvasElement, x: number, y: number, half: number, colour: Rgb): number {
  const size = Math.round(2 * half * DPR);
  const data = canvas
    .getContext('2d')!
    .getImageData(Math.round((x - half) * DPR), Math.round((y - half) * DPR), size, size).data;
  let [left, right] = [size, -1];
  for (let i = 0; i < data.length; i += 4) {
    if (!near([data[i]!, data[i + 1]!, data[i + 2]!], colour, 2)) continue;
    const column = (i / 4) % size;
    [left, right] = [Math.min(left, column), Math.max(right, column)];
  }
  return right - left;
}

describe.each([
  ['composer', true],
  ['player', false],
] as const)('%s', (_mode, editMode) => {
  test("a note's length is a tail behind its dot, ending in a damp mark", () => {
    const song = songOf([[bell(62), [{ beat: 2, length: 3 }]]]);
    const { vp, device, rowY } = render(song, { editMode, position: 1 });
    const y = rowY(bell(62));
    const colour = painted(staveColor(song, bell(62)));
    // Along the tail (off the row's guide line): the row's colour laid over the ground.
    for (const beat of [3.3, 4.4, 4.8])
      expect(
        near(device(beatToX(vp, beat), y + 2), over(colour, THEME.tailAlpha), 2),
        `at beat ${beat}`,
      ).toBe(true);
    // The damp mark stands across the row at the end, above the tail.
    const end = beatToX(vp, 5) - direction(vp.mode);
    expect(device(end, y - rowHeight(vp) * 0.3)).toEqual(colour);
    // Past the end nothing rings.
    expect(near(device(beatToX(vp, 5.3), y), painted(THEME.background), 20)).toBe(true);
  });

  test('a chime note is a diamond in its paler shade; a bell note a disc', () => {
    const song = songOf([
      [bell(60), [{ beat: 2, length: 0.25 }]],
      [chime(60), [{ beat: 2, length: 0.25 }]],
    ]);
    const { vp, device, rowY } = render(song, { editMode, position: 0 });
    const x = beatToX(vp, 2);
    const r = rowHeight(vp) / 2;
    // Classic: the chime row's hue, paler (off the letter in the middle).
    const shade = painted(staveColor(song, chime(60)));
    expect(device(x, rowY(chime(60)) - r * 0.7)).toEqual(shade);
    expect(shade).not.toEqual(painted(rowColor(staveIndex(song, chime(60)))));
    // Towards a corner of the disc: inside the bell's disc, outside the chime's diamond.
    expect(device(x - r * 0.7, rowY(bell(60)) - r * 0.6)).toEqual(painted(staveColor(song, bell(60))));
    expect(near(device(x - r * 0.7, rowY(chime(60)) - r * 0.6), painted(THEME.background), 20)).toBe(true);
    // Its diamond's points reach past the disc's edge.
    expect(device(x, rowY(chime(60)) - r * 1.05)).toEqual(shade);
  });

  test('a technique is a dark glyph on the dot; LV adds a tie past the tail and drops the damp mark', () => {
    const song = songOf([
      [bell(60), [{ beat: 2, length: 1, technique: 'martellato' }]],
      [bell(64), [{ beat: 2, length: 2, technique: 'lv' }]],
      [bell(67), [{ beat: 2, length: 1 }]],
    ]);
    const { canvas, vp, device, rowY } = render(song, { editMode, position: 0 });
    const x = beatToX(vp, 2);
    const r = rowHeight(vp) / 2;
    // Black ink on these heads (Classic gives white only to blue and violet heads).
    const glyph = painted('#000');
    // The martellato triangle fills the middle of the dot.
    expect(device(x, rowY(bell(60)) - r * 0.2)).toEqual(glyph);
    // LV's two letters take the place of the bell's one letter (E): a wider run of ink; a plain
    // note shows its letter (G).
    expect(count(canvas, x, rowY(bell(64)), r * 0.8, glyph, 2)).toBeGreaterThan(20);
    expect(count(canvas, x, rowY(bell(67)), r * 0.8, glyph, 2)).toBeGreaterThan(20);
    expect(inkWidth(canvas, x, rowY(bell(64)), r, glyph)).toBeGreaterThan(
      1.2 * inkWidth(canvas, x, rowY(bell(67)), r, glyph),
    );
    // The LV tie curves below the row just past the tail's end, in the row's colour.
    const colour = painted(staveColor(song, bell(64)));
    const tieX = beatToX(vp, 4) + direction(vp.mode) * Math.max(6, r * 1.1) * 0.5;
    expect(count(canvas, tieX, rowY(bell(64)) + r * 0.3, r * 0.3, colour, 40)).toBeGreaterThan(3);
    // ... and no damp mark stands across the row at the end of an LV tail.
    expect(near(device(beatToX(vp, 4) - direction(vp.mode), rowY(bell(64)) - r * 0.5), colour, 40)).toBe(
      false,
    );
  });

  test('every technique has a glyph, and the picture is the same pixels each time it is drawn', () => {
    const notes = TECHNIQUES.map((technique, i) => ({ beat: i, length: 0.5, technique }));
    const song = songOf([
      [bell(60), notes],
      [chime(72), notes],
    ]);
    const a = render(song, { editMode, position: 2 });
    const b = render(song, { editMode, position: 2 });
    const read = (canvas: HTMLCanvasElement) => canvas.getContext('2d')!.getImageData(0, 0, 2000, 1200).data;
    const [da, db] = [read(a.canvas), read(b.canvas)];
    let differ = 0;
    for (let i = 0; i < da.length; i++) if (da[i] !== db[i]) differ++;
    expect(differ).toBe(0);
    for (const technique of TECHNIQUES) {
      const probe = new OffscreenCanvas(40, 40).getContext('2d')!;
      probe.translate(20, 20);
      drawGlyph(probe, technique, 12);
      const data = probe.getImageData(0, 0, 40, 40).data;
      let inked = 0;
      for (let i = 3; i < data.length; i += 4) if (data[i]! > 128) inked++;
      expect(inked, technique).toBeGreaterThan(15);
    }
  });
});

test("a chime row is labelled as a chime: a diamond after its name makes its plate wider than the bell row's", () => {
  const song = songOf([
    [bell(60), [{ beat: 9, length: 1 }]],
    [chime(60), [{ beat: 9, length: 1 }]],
  ]);
  const { canvas, rowY } = render(song, { position: 0 });
  const plate = painted(THEME.labelPlate);
  const plateWidth = (y: number) => {
    const data = canvas.getContext('2d')!.getImageData(0, Math.round(y * DPR), 150 * DPR, 1).data;
    let last = 0;
    for (let i = 0; i < data.length / 4; i++) {
      const px: Rgb = [data[i * 4]!, data[i * 4 + 1]!, data[i * 4 + 2]!];
      if (near(px, plate, 2)) last = i;
    }
    return last;
  };
  expect(plateWidth(rowY(chime(60)) - 9) - plateWidth(rowY(bell(60)) - 9)).toBeGreaterThan(15);
});

test('player: a technique is cued large beside its row name shortly before its note is rung', () => {
  const song = songOf([
    [bell(60), [{ beat: 8, length: 1, technique: 'martellato' }]],
    [bell(67), [{ beat: 8, length: 1 }]],
  ]);
  const far = render(song, { editMode: false, position: 4 });
  const near1 = render(song, { editMode: false, position: 7 });
  const y = far.rowY(bell(60));
  const labelX = hitPointX(far.vp) + 24;
  const glyph = painted('#000');
  // Right of the name 'C4' on its plate, inside the indent.
  const region = (canvas: HTMLCanvasElement) => count(canvas, labelX + 50, y, 16, glyph, 2);
  expect(region(far.canvas)).toBe(0);
  expect(region(near1.canvas)).toBeGreaterThan(20);
});
