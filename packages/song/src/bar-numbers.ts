/**
 * Bars by number (bar 1 starts at beat 0) and the steps 'back one bar' and 'forward one bar', for
 * going to a bar, drawing bar numbers and the transport's keys.
 */
import { barStartAt, bars, barsEnd } from './bars.ts';
import { MAX_BEAT } from './constants.ts';
import type { Song } from './types.ts';

/** The number of the bar holding `beat`, from 1 (beats before the song are in bar 1). */
export function barNumberAt(song: Song, beat: number): number {
  const start = barStartAt(song, beat);
  return bars(song, start).filter((bar) => bar.start < start).length + 1;
}

/** Where bar `number` starts, or null for anything but a whole number from 1 whose bar starts by MAX_BEAT. */
export function barStartOf(song: Song, number: number): number | null {
  if (!Number.isInteger(number) || number < 1 || number > MAX_BEAT) return null;
  const start = barsEnd(song, 0, number - 1);
  return start <= MAX_BEAT ? start : null;
}

/**
 * 'Back one bar': the start of the bar holding `beat` when `beat` is more than `grace` beats
 * into it (a playing song moves on while the key goes down), otherwise the start of the bar
 * before; never before beat 0.
 */
export function previousBarStart(song: Song, beat: number, grace = 0.5): number {
  if (!(beat > 0)) return 0;
  const start = barStartAt(song, beat);
  if (beat - start > grace) return start;
  return start > 0 ? barStartAt(song, start - Math.min(1e-6, start / 2)) : 0;
}

/** 'Forward one bar': the start of the bar after the one holding `beat` (bar 1 from the lead-in). */
export function nextBarStart(song: Song, beat: number): number {
  if (beat < 0) return 0;
  return Math.min(MAX_BEAT, barsEnd(song, barStartAt(song, beat), 1));
}
