import { expect, test } from 'vitest';
import { FrameTimes } from './frame-times.ts';

test('a frame is seen one display refresh after its timestamp, the refresh learnt from the frames', () => {
  const frames = new FrameTimes();
  expect(frames.shownAt(1000)).toBeCloseTo(1000 + 1000 / 60, 9);
  // A 120 Hz display: the interval settles at about 8.3 ms.
  let shown = 0;
  for (let i = 1; i <= 60; i++) shown = frames.shownAt(1000 + i * (1000 / 120));
  expect(shown - (1000 + 60 * (1000 / 120))).toBeCloseTo(1000 / 120, 1);
});

test('a stalled or idle page does not teach it a wrong refresh', () => {
  const frames = new FrameTimes();
  frames.shownAt(1000);
  frames.shownAt(1500);
  frames.shownAt(1501);
  expect(frames.interval).toBeCloseTo(1000 / 60, 9);
});
