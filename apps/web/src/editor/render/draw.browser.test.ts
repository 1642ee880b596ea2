import {
  bellColours,
  createDefaultSong,
  noteKey,
  type RowRef,
  rowOrder,
  type Selection,
  type Song,
  STAVE_PADDING_TOP,
  staveColor,
  staveIndex,
} from '@ringalong/song';
import { describe, expect, test } from 'vitest';
import { DPR, drawPicture } from '../../../test/picture.ts';
import { near, painted, type Rgb, runLength } from '../../../test/pixels.ts';
import { songWith } from '../../../test/songs.ts';
import { beatToX, direction, hitPointX, rowCenterY, rowHeight, rowSlot } from '../coords.ts';
import { THEME } from './theme.ts';

interface Picture {
  readonly editMode?: boolean;
  readonly position?: number;
  readonly selection?: Selection;
}

/** The handbell row of `pitchId` among `rows`. */
function rowIndex(rows: readonly RowRef[], pitchId: number): number {
  return rows.findIndex((row) => row.pitchId === pitchId && row.instrument === 'handbell');
}

/** The colour a bell's name is written in (Classic: its hue, lighter where the head is too dark). */
function labelColour(song: Song, pitchId: number): string {
  const row: RowRef = { pitchId, instrument: 'handbell' };
  return bellColours('random', staveIndex(song, row), row).label;
}

/** Draws one picture at devicePixelRatio 2 on a 1000 x 600 canvas, the staves ordered by pitch. */
function render(song: Song, picture: Picture = {}) {
  const rows = rowOrder(song, 'pitch');
  return { rows, ...drawPicture(song, rows, picture) };
}

describe.each([
  ['composer', true],
  ['player', false],
] as const)('%s', (_mode, editMode) => {
  test('a note at beat b on row r is a dot of its bell colour at the computed place', () => {
    const song = songWith({ 60: [2], 65: [3.5] });
    const { rows, vp, device } = render(song, { editMode });
    for (const [pitchId, beat] of [
      [60, 2],
      [65, 3.5],
    ] as const) {
      const row = rowIndex(rows, pitchId);
      const x = beatToX(vp, beat);
      const y = rowCenterY(vp, row);
      // Above the letter in its middle.
      expect(device(x, y - rowHeight(vp) * 0.35)).toEqual(
        painted(staveColor(song, { pitchId: pitchId, instrument: 'handbell' })),
      );
      // Just past the dot's edge, on the side away from its tail, the background shows again.
      const away = x - direction(vp.mode) * (rowHeight(vp) / 2 + 3);
      expect(near(device(away, y), painted(THEME.background), 20)).toBe(true);
    }
  });

  test('the hit point line stands where the mode puts it', () => {
    const { vp, device } = render(createDefaultSong(), { editMode });
    const gap = rowCenterY(vp, 0) + rowSlot(vp) / 2;
    expect(hitPointX(vp)).toBe(editMode ? 150 : 850);
    expect(device(hitPointX(vp), gap)).toEqual(painted(THEME.hitPoint));
    expect(device(hitPointX(vp) + 10, gap)).not.toEqual(painted(THEME.hitPoint));
  });

  test('barlines are 6, 3 and 1 px wide by strength', () => {
    const { vp, canvas } = render(createDefaultSong(), { editMode, position: 0 });
    const gapY = (rowCenterY(vp, 1) + rowSlot(vp) / 2) * DPR;
    const colour = painted(THEME.barline);
    // 4/4: strength 1 on the bar (beat 4), 2 on beat 6, 3 on beat 5.
    for (const [beat, width] of [
      [4, 6],
      [6, 3],
      [5, 1],
    ] as const) {
      const x = beatToX(vp, beat) * DPR;
      expect(runLength(canvas, x - 20, x + 20, gapY, colour)).toBe(width * DPR);
    }
  });

  test('the backing store is the CSS size times the device pixel ratio', () => {
    const { canvas } = render(createDefaultSong(), { editMode });
    expect([canvas.width, canvas.height]).toEqual([2000, 1200]);
  });
});

test('selected notes wear a white ring', () => {
  const song = songWith({ 62: [2] });
  const { rows, vp, device } = render(song, {
    selection: new Set([noteKey({ pitchId: 62, instrument: 'handbell', beat: 2 })]),
  });
  const row = rowIndex(rows, 62);
  const x = beatToX(vp, 2) + rowHeight(vp) / 2 + 2;
  expect(device(x, rowCenterY(vp, row))).toEqual(painted(THEME.selectedRing));
});

test('a bell label dims once no notes remain ahead of the hit point', () => {
  const song = songWith({ 60: [1], 67: [9] });
  const { rows, vp, canvas } = render(song, { position: 4 });
  const labelPixels = (pitchId: number) => {
    const y = rowCenterY(vp, rowIndex(rows, pitchId));
    const data = canvas.getContext('2d')!.getImageData(24 * DPR, (y - 8) * DPR, 40 * DPR, 16 * DPR).data;
    const colour = painted(labelColour(song, pitchId));
    let full = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (near([data[i]!, data[i + 1]!, data[i + 2]!], colour, 2)) full++;
    }
    return full;
  };
  expect(labelPixels(67)).toBeGreaterThan(20);
  expect(labelPixels(60)).toBe(0);
});

/** Pixels within `margin` device pixels of a name's letters, as drawn on `canvas` around (x, y). */
function aroundName(canvas: HTMLCanvasElement, colour: Rgb, x: number, y: number, margin: number) {
  const [x0, y0, w, h] = [Math.round((x - 20) * DPR), Math.round((y - 24) * DPR), 100 * DPR, 48 * DPR];
  const data = canvas.getContext('2d')!.getImageData(x0, y0, w, h).data;
  const letters: number[] = [];
  for (let i = 0; i < w * h; i++)
    if (near([data[i * 4]!, data[i * 4 + 1]!, data[i * 4 + 2]!], colour, 2)) letters.push(i);
  const around = new Set<number>();
  for (const i of letters) {
    const [px, py] = [i % w, Math.floor(i / w)];
    for (let dy = -margin; dy <= margin; dy++)
      for (let dx = -margin; dx <= margin; dx++)
        if (px + dx >= 0 && px + dx < w && py + dy >= 0 && py + dy < h) around.add((py + dy) * w + px + dx);
  }
  return { letters: letters.length, around, data };
}

/** Renders with and without a note passing under the name of `pitchId`'s row; counts changed pixels near it. */
function changedAroundName(clearSong: Song, passedSong: Song, pitchId: number, picture: Picture): number {
  const clear = render(clearSong, picture);
  const passed = render(passedSong, picture);
  const y = rowCenterY(clear.vp, rowIndex(clear.rows, pitchId));
  const labelX = picture.editMode === false ? hitPointX(clear.vp) + 24 : 24;
  const name = painted(labelColour(clearSong, pitchId));
  const before = aroundName(clear.canvas, name, labelX, y, 4 * DPR);
  const now = aroundName(passed.canvas, name, labelX, y, 4 * DPR);
  expect(before.letters).toBeGreaterThan(40);
  let changed = 0;
  for (const i of before.around) {
    const [a, b] = [before.data, now.data];
    if (!near([a[i * 4]!, a[i * 4 + 1]!, a[i * 4 + 2]!], [b[i * 4]!, b[i * 4 + 1]!, b[i * 4 + 2]!], 2))
      changed++;
  }
  return changed;
}

test('player: the name beside the hit point stays whole while its bell is rung and the note slides past', () => {
  // Two rows make the biggest dots (45 px): the one being rung reaches the name at once.
  const withStaves = (c4: number[]): Song => ({
    ...createDefaultSong(),
    staves: [
      { pitchId: 60, instrument: 'handbell', notes: c4.map((beat) => ({ beat, length: 1 })) },
      { pitchId: 67, instrument: 'handbell', notes: [{ beat: 12, length: 1 }] },
    ],
  });
  for (const position of [4, 4.1, 4.25, 4.5]) {
    // The name and 4 px around it look as if no note were there.
    const changed = changedAroundName(withStaves([12]), withStaves([4, 12]), 60, {
      editMode: false,
      position,
    });
    expect(changed, `pixels changed around the name at beat ${position}`).toBe(0);
  }
});

test('composer: a passed note sliding under a bell name leaves the name whole', () => {
  // Position 4: beat 2.5 lies 108 px left of the hit point, under the name.
  expect(changedAroundName(songWith({ 67: [9] }), songWith({ 67: [2.5, 9] }), 67, { position: 4 })).toBe(0);
});

test('the composer shows a pencil above each strong barline and the stave-edit button', () => {
  const { vp, device } = render(createDefaultSong(), { position: 0 });
  const buttonY = STAVE_PADDING_TOP / 2;
  expect(near(device(beatToX(vp, 4) - 10, buttonY), painted(THEME.button), 2)).toBe(true);
  expect(near(device(beatToX(vp, 6) - 10, buttonY), painted(THEME.button), 2)).toBe(false);
  expect(near(device(16, buttonY), painted(THEME.button), 2)).toBe(true);
  const player = render(createDefaultSong(), { editMode: false, position: 0 });
  expect(near(player.device(16, buttonY), painted(THEME.button), 2)).toBe(false);
});
