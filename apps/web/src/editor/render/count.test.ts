import { HIT_POINT_INDENT } from '@ringalong/song';
import { describe, expect, test } from 'vitest';
import { type CanvasMode, hitPointX, type Viewport } from '../coords.ts';
import { countRect } from './count.ts';
import { HIT_POINT_WIDTH } from './overlay.ts';

const view = (width: number, height: number, mode: CanvasMode): Viewport => ({
  width,
  height,
  mode,
  pxPerBeat: 60,
  position: -2,
  rowCount: 14,
});

describe("the count-in's big count in the main view", () => {
  test.each([
    [390, 844],
    [1280, 720],
    [1920, 1080],
  ] as const)('at %ix%i it covers no row label and not the hit point, and stays large', (width, height) => {
    for (const mode of ['player', 'composer'] as const) {
      const vp = view(width, height, mode);
      const rect = countRect(vp);
      // The indent holds the row labels: the player's right of the hit point, the composer's left.
      const indent =
        mode === 'player' ? { from: width - HIT_POINT_INDENT, to: width } : { from: 0, to: HIT_POINT_INDENT };
      const hit = hitPointX(vp);
      expect(rect.x + rect.width <= indent.from || rect.x >= indent.to, mode).toBe(true);
      expect(
        rect.x + rect.width <= hit - HIT_POINT_WIDTH / 2 || rect.x >= hit + HIT_POINT_WIDTH / 2,
        mode,
      ).toBe(true);
      expect(rect.x).toBeGreaterThanOrEqual(0);
      expect(rect.x + rect.width).toBeLessThanOrEqual(width);
      expect(rect.y + rect.height).toBeLessThanOrEqual(height);
      // Readable across a room: figures at least 48 px tall (the box is 1.2 times them).
      expect(rect.width).toBeGreaterThanOrEqual(48 * 1.2);
    }
  });
});
