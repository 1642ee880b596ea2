import { createDefaultSong } from '@ringalong/song';
import { describe, expect, test } from 'vitest';
import type { Frame } from './frame.ts';
import { samePicture } from './same-frame.ts';
import { steppedFrame } from './stepped.ts';

const at = (position: number): Frame => ({
  song: createDefaultSong(),
  viewport: { width: 800, height: 600, mode: 'player', pxPerBeat: 60, position, rowCount: 5 },
  rows: [],
  selection: new Set(),
  box: null,
  seekRange: { from: -4, to: 16 },
});

describe('reduced motion: the playing picture in steps', () => {
  test('holds the position at the beat reached, so frames within a beat are one picture', () => {
    const first = at(2.1);
    const shown = [2.1, 2.5, 2.99].map((p) =>
      steppedFrame({ ...first, viewport: { ...first.viewport, position: p } }),
    );
    expect(shown.map((f) => f.viewport.position)).toEqual([2, 2, 2]);
    expect(samePicture(shown[0]!, shown[2]!)).toBe(true);
    expect(steppedFrame(at(3.01)).viewport.position).toBe(3);
    // The lead-in counts down in steps too.
    expect(steppedFrame(at(-2.5)).viewport.position).toBe(-3);
  });
});
