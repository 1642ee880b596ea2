import {
  createDefaultSong,
  type Song,
  setDynamic,
  setHairpin,
  setNoteAccent,
  setPassage,
} from '@ringalong/song';
import { describe, expect, test } from 'vitest';
import { DPR, drawPicture } from '../../../test/picture.ts';
import { near, painted } from '../../../test/pixels.ts';
import { beatToX, rowCenterY, rowHeight } from '../coords.ts';
import { contrastRatio } from '../ring-along/contrast.ts';
import { rowsFor } from '../scene.ts';
import { dynamicsY, passageY, SCORE_MARK_STYLE } from './score-marks.ts';
import { THEME } from './theme.ts';

/** The default rows with notes on beats 0-7 and no marks. */
function unmarked(): Song {
  const plain = createDefaultSong();
  return {
    ...plain,
    staves: plain.staves.map((stave, i) => ({
      ...stave,
      notes: [0, 2, 4, 6].map((beat) => ({ beat: beat + (i % 2), length: 1 })),
    })),
  };
}

function marked(): Song {
  let song = setPassage(unmarked(), 0, 4, 'lv');
  song = setDynamic(song, 0, 'p');
  song = setHairpin(song, 2, 6, 'crescendo');
  return setNoteAccent(song, [{ pitchId: 60, instrument: 'handbell', beat: 2 }], true);
}

/** How many device pixels in the box near the marks' ink. */
function inked(canvas: HTMLCanvasElement, x0: number, y0: number, x1: number, y1: number): number {
  const data = canvas
    .getContext('2d')!
    .getImageData(
      Math.round(x0 * DPR),
      Math.round(y0 * DPR),
      Math.round((x1 - x0) * DPR),
      Math.round((y1 - y0) * DPR),
    ).data;
  const ink = painted(SCORE_MARK_STYLE.ink);
  let n = 0;
  for (let i = 0; i < data.length; i += 4) if (near([data[i]!, data[i + 1]!, data[i + 2]!], ink, 40)) n++;
  return n;
}

describe('the score marks on the canvas', () => {
  test.each([
    ['composer', true, 1000],
    ['player', false, 1000],
    ['composer on a phone', true, 390],
  ])(
    '%s: the passage over the staves, the dynamic and the hairpin under them, the accent over its head',
    (_, editMode, width) => {
      const song = marked();
      const rows = rowsFor(song, true, 'pitch');
      const position = editMode ? 0 : -1;
      const { canvas, vp } = drawPicture(song, rows, { editMode, position, width });
      const x = (beat: number) => beatToX(vp, beat);
      const py = passageY();
      const dy = dynamicsY(vp.height);
      const [a, b] = [x(0), x(4)].sort((p, q) => p - q) as [number, number];
      // Against the same notes without marks (the hit point's line is the same ink).
      const plain = drawPicture(unmarked(), rows, { editMode, position, width }).canvas;
      const added = (x0: number, y0: number, x1: number, y1: number) =>
        inked(canvas, x0, y0, x1, y1) - inked(plain, x0, y0, x1, y1);
      // 'LV', the dashed line and the 'R' between the passage's ends.
      expect(added(a - 30, py - 7, b + 10, py + 7)).toBeGreaterThan(40);
      // 'p' at beat 0 and the wedge from 2 to 6 under the staves.
      expect(added(x(0) - 10, dy - 10, x(0) + 10, dy + 10)).toBeGreaterThan(10);
      const [h0, h1] = [x(2), x(6)].sort((p, q) => p - q) as [number, number];
      expect(added(h0, dy - 8, h1, dy + 8)).toBeGreaterThan(20);
      // '>' just over the accented head, none over its neighbour.
      const row = rows.findIndex((r) => r.pitchId === 60);
      const top = rowCenterY(vp, row) - rowHeight(vp) / 2;
      expect(added(x(2) - 8, top - 14, x(2) + 8, top)).toBeGreaterThan(4);
      expect(added(x(0) - 8, top - 14, x(0) + 8, top)).toBe(0);
    },
  );

  test('the ink reads at more than 4.5:1 on the ground, as the words of the canvas must', () => {
    expect(contrastRatio(painted(SCORE_MARK_STYLE.ink), painted(THEME.background))).toBeGreaterThan(4.5);
  });
});
