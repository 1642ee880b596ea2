import { describe, expect, test } from 'vitest';
import { type AudioClock, Playback } from './playback';
import { LOOKAHEAD_SECONDS, MAX_LATENESS_SECONDS, START_DELAY_SECONDS } from './scheduler';
import type { ScheduledNote } from './types';

/** A hand-driven audio clock: tests move time and fire the ticker as a busy or idle page would. */
function manualClock(start = 0) {
  let listener: (() => void) | null = null;
  const clock = {
    currentTime: start,
    onTick(l: () => void) {
      listener = l;
      return () => {
        listener = null;
      };
    },
    advance(seconds: number) {
      clock.currentTime += seconds;
      listener?.();
    },
    get ticking() {
      return listener !== null;
    },
  };
  return clock satisfies AudioClock;
}

const everyTenthSecond = (count: number): ScheduledNote[] =>
  Array.from({ length: count }, (_, i) => ({ time: i * 0.1, pitchId: 60 + (i % 12) }));

describe('playback on the audio clock', () => {
  test('notes before the start position are skipped and the rest play at their exact times', () => {
    const clock = manualClock(7);
    const heard: [number, number][] = [];
    new Playback(everyTenthSecond(30), 1, clock, (note, when) => heard.push([note.time, when]));
    for (let i = 0; i < 60; i++) clock.advance(0.05);
    expect(heard.map(([t]) => t)).toEqual(
      everyTenthSecond(30)
        .slice(10)
        .map((n) => n.time),
    );
    for (const [t, when] of heard) expect(when).toBeCloseTo(7 + START_DELAY_SECONDS + (t - 1), 9);
  });

  test('a stalled main thread shorter than the lookahead makes no note late', () => {
    const clock = manualClock();
    const playback = new Playback(everyTenthSecond(100), 0, clock, () => {});
    for (let i = 0; i < 40; i++) clock.advance(LOOKAHEAD_SECONDS - 0.06);
    expect(playback.stats).toMatchObject({ scheduled: 100, late: 0, dropped: 0 });
    expect(playback.stats.tightestLead).toBeGreaterThan(0);
  });

  test('after a longer stall, slightly late notes play at once and very late ones stay silent', () => {
    const clock = manualClock();
    const played = new Map<number, number>();
    const playback = new Playback(everyTenthSecond(20), 0, clock, (note, when) =>
      played.set(note.time, when),
    );
    clock.advance(START_DELAY_SECONDS + 0.9 + MAX_LATENESS_SECONDS / 2);
    expect(played.get(0.9)).toBe(clock.currentTime);
    expect(played.has(0.5)).toBe(false);
    expect(played.get(1)).toBeCloseTo(START_DELAY_SECONDS + 1, 9);
    const handedAtStart = everyTenthSecond(20).filter(
      (n) => START_DELAY_SECONDS + n.time < LOOKAHEAD_SECONDS,
    );
    const late = 10 - handedAtStart.length;
    expect(playback.stats.late).toBe(late);
    expect(playback.stats.dropped).toBe(late - 1);
  });

  test('rescheduling from a later time hands over the notes from there again, once each', () => {
    const clock = manualClock();
    const heard: number[] = [];
    const playback = new Playback(everyTenthSecond(10), 0, clock, (note) => heard.push(note.time));
    for (let i = 0; i < 6; i++) clock.advance(0.1);
    expect(heard).toContain(0.9);
    heard.length = 0;
    playback.rescheduleFrom(clock.currentTime);
    for (let i = 0; i < 10; i++) clock.advance(0.1);
    expect(heard.map((t) => Math.round(t * 10))).toEqual([6, 7, 8, 9]);
  });

  test('stop ends the scheduling: nothing more is handed to Web Audio', () => {
    const clock = manualClock();
    let count = 0;
    const playback = new Playback(everyTenthSecond(50), 0, clock, () => count++);
    playback.stop();
    const before = count;
    for (let i = 0; i < 50; i++) clock.advance(0.1);
    expect(count).toBe(before);
    expect(clock.ticking).toBe(false);
  });
});
