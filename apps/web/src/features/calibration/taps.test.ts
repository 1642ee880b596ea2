import { describe, expect, test } from 'vitest';
import { calibrate, MIN_TAPS, median, tapOffsets } from './taps.ts';

describe('the calibration figures', () => {
  test('median of odd and even counts', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  test('each tap is measured against the click nearest it; taps half a beat from every click are dropped', () => {
    const clicks = [1000, 1600, 2200, 2800];
    // Late, early, on the beat; one between two clicks; one long after the last.
    const taps = [1042, 1590, 2200, 2500, 4000];
    expect(tapOffsets(clicks, taps, 600)).toEqual([42, -10, 0]);
  });

  test('the device offset is the median of the taps, stray taps set aside', () => {
    const steady = [38, 41, 42, 44, 40, 43, 45, 39, 42, 41];
    const stray = [-250, 260, 180];
    const result = calibrate([...steady, ...stray]);
    expect(result).toEqual({ offsetMs: 42, used: steady.length, discarded: stray.length });
  });

  test('a spread-out hand keeps its taps: only those far from the rest go', () => {
    const loose = [10, 30, 50, 70, 90, 40, 60, 20, 80, 55];
    expect(calibrate(loose)?.used).toBe(loose.length);
    expect(calibrate(loose)?.offsetMs).toBe(53);
  });

  test('too few steady taps measure nothing', () => {
    expect(calibrate([40, 41, 42])).toBeNull();
    const scattered = [...Array.from({ length: MIN_TAPS - 1 }, () => 40), 300, -300, 200];
    expect(calibrate(scattered)).toBeNull();
  });

  test('the offset stays within what the preference takes (a Bluetooth headset, a wild hand)', () => {
    expect(calibrate(Array.from({ length: 10 }, () => 900))?.offsetMs).toBe(500);
    expect(calibrate(Array.from({ length: 10 }, () => -900))?.offsetMs).toBe(-200);
  });
});
