/** Display names and numeric settings (spec section 5): every value lands in its range. */
import {
  BELL_FILTER_RANGE,
  BPM_RANGE,
  SPACING_RANGE,
  TRANSPOSE_RANGE,
  USERNAME_MAX,
  WARMUP_RANGE,
} from './constants.ts';
import { randomWhole } from './export.ts';

/**
 * Trimmed, only letters, digits and spaces, whitespace runs as one space, at most 20
 * characters; an empty result becomes 'User' plus a random number from 10000 to 99999.
 */
export function sanitizeDisplayName(name: string, random: () => number = Math.random): string {
  const kept = name
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, USERNAME_MAX)
    .trimEnd();
  return kept.length > 0 ? kept : `User${randomWhole(10000, 99999, random)}`;
}

/** Numbers, and numeric text from form fields; anything else is not a number. */
function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
}

/** Whole and within [min, max]; not a number gives `fallback`. Infinity clamps like any large number. */
function clampWhole(value: unknown, min: number, max: number, fallback: number): number {
  const n = toNumber(value);
  if (Number.isNaN(n)) return fallback;
  return Math.min(max, Math.max(min, Math.round(n)));
}

export function clampBpm(value: unknown): number {
  return clampWhole(value, BPM_RANGE.min, BPM_RANGE.max, BPM_RANGE.default);
}

export function clampWarmupBeats(value: unknown): number {
  return clampWhole(value, WARMUP_RANGE.min, WARMUP_RANGE.max, WARMUP_RANGE.default);
}

export function clampTranspose(value: unknown): number {
  return clampWhole(value, TRANSPOSE_RANGE.min, TRANSPOSE_RANGE.max, TRANSPOSE_RANGE.default);
}

export function clampSpacing(value: unknown): number {
  return clampWhole(value, SPACING_RANGE.min, SPACING_RANGE.max, SPACING_RANGE.default);
}

/** A slider end; the spec gives no default, so a non-number falls to the lower end, 1. */
export function clampBellFilter(value: unknown): number {
  return clampWhole(value, BELL_FILTER_RANGE.min, BELL_FILTER_RANGE.max, BELL_FILTER_RANGE.min);
}

/** 'Clear search' resets the bell-count filter to 0..32: no lower bound at all. */
export const CLEARED_BELL_RANGE: readonly [number, number] = [0, BELL_FILTER_RANGE.max];
