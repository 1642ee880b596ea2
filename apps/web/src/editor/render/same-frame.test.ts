import { createDefaultSong, noteKey, rowOrder } from '@ringalong/song';
import { expect, test } from 'vitest';
import { pxPerBeat } from '../coords.ts';
import type { Frame } from './frame.ts';
import { samePicture } from './same-frame.ts';

const song = createDefaultSong();
const frame: Frame = {
  song,
  viewport: {
    width: 1000,
    height: 600,
    mode: 'composer',
    pxPerBeat: pxPerBeat(120, 100),
    position: 0,
    rowCount: 5,
  },
  rows: rowOrder(song, 'pitch'),
  selection: new Set(),
  box: null,
  seekRange: { from: -4, to: 16 },
};

test('a frame rebuilt from the same state is the same picture', () => {
  expect(
    samePicture(frame, { ...frame, viewport: { ...frame.viewport }, seekRange: { from: -4, to: 16 } }),
  ).toBe(true);
});

test.each<[string, Partial<Frame>]>([
  ['time moved', { viewport: { ...frame.viewport, position: 0.001 } }],
  ['the canvas was resized', { viewport: { ...frame.viewport, width: 999 } }],
  ['the mode switched', { viewport: { ...frame.viewport, mode: 'player' } }],
  ['the spacing changed', { viewport: { ...frame.viewport, pxPerBeat: 80 } }],
  ['the song was edited', { song: { ...song } }],
  ['the rows were reordered', { rows: [...frame.rows].reverse() }],
  [
    'a note was selected',
    { selection: new Set([noteKey({ pitchId: 60, instrument: 'handbell', beat: 0 })]) },
  ],
  ['a selection box is drawn', { box: { x0: 0, y0: 0, x1: 10, y1: 10 } }],
  ['the seeker covers another span', { seekRange: { from: -4, to: 20 } }],
])('a different picture when %s', (_what, change) => {
  expect(samePicture(frame, { ...frame, ...change })).toBe(false);
});
