/**
 * The calibration's figures: each tap against the click nearest it, and the device offset as the
 * median of those differences once stray taps are set aside.
 */
import { DEVICE_OFFSET_RANGE } from '@ringalong/song';

/** Fewer steady taps than this measure nothing. */
export const MIN_TAPS = 8;
/** A tap further than this from the taps' median (ms) is a stray one, whatever the spread. */
const STRAY_MS = 120;
/** Or further than this many (scaled) median absolute deviations: a tap that missed the beat. */
const STRAY_DEVIATIONS = 3;

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Each tap minus the click nearest it (ms); a tap more than half a beat from every click (before
 * the first, after the last) is no answer to any of them.
 */
export function tapOffsets(clicks: readonly number[], taps: readonly number[], spacingMs: number): number[] {
  const offsets: number[] = [];
  for (const tap of taps) {
    let nearest = Number.POSITIVE_INFINITY;
    for (const click of clicks) if (Math.abs(tap - click) < Math.abs(nearest)) nearest = tap - click;
    if (Math.abs(nearest) < spacingMs / 2) offsets.push(nearest);
  }
  return offsets;
}

export interface Calibration {
  /** The device offset to store (whole ms, within the preference's range). */
  readonly offsetMs: number;
  /** The taps it rests on, and those set aside as stray. */
  readonly used: number;
  readonly discarded: number;
}

/** The median of the offsets once stray ones are set aside; null with too few steady taps. */
export function calibrate(offsets: readonly number[]): Calibration | null {
  if (offsets.length < MIN_TAPS) return null;
  const centre = median(offsets);
  // 1.4826 x the median absolute deviation estimates a normal spread's standard deviation.
  const spread = 1.4826 * median(offsets.map((offset) => Math.abs(offset - centre)));
  const reach = Math.min(STRAY_MS, Math.max(STRAY_DEVIATIONS * spread, 10));
  const kept = offsets.filter((offset) => Math.abs(offset - centre) <= reach);
  if (kept.length < MIN_TAPS) return null;
  const offsetMs = Math.round(median(kept));
  return {
    offsetMs: Math.min(DEVICE_OFFSET_RANGE.max, Math.max(DEVICE_OFFSET_RANGE.min, offsetMs)),
    used: kept.length,
    discarded: offsets.length - kept.length,
  };
}
