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

describe('a looped passage on the audio clock', () => {
  /** A passage of four notes a beat apart at 120 bpm (2 s), and the pass after pass of it. */
  const passage: ScheduledNote[] = [0, 0.5, 1, 1.5].map((time, i) => ({ time, pitchId: 60 + i }));
  const loop = { end: 2, pass: () => ({ notes: passage, seconds: 2 }) };

  test('passes follow each other seamlessly: each note once, at its time in its pass', () => {
    const clock = manualClock(3);
    const heard: [number, number][] = [];
    new Playback(passage, 0, clock, (note, when) => heard.push([note.pitchId, when]), loop);
    for (let i = 0; i < 130; i++) clock.advance(0.05);
    const start = 3 + START_DELAY_SECONDS;
    // Three passes and a bit: the run's own, then passes 1 and 2 (and the first of pass 3 ahead).
    const expected = Array.from({ length: 13 }, (_, i) => [60 + (i % 4), start + i * 0.5]);
    expect(heard.slice(0, 13).map(([p]) => p)).toEqual(expected.map(([p]) => p));
    heard.slice(0, 13).forEach(([, when], i) => {
      expect(when).toBeCloseTo(expected[i]![1]!, 9);
    });
  });

  test('the seam is handed over ahead: the first note of the next pass is scheduled before the seam', () => {
    const clock = manualClock();
    const handed: { when: number; at: number }[] = [];
    new Playback(passage, 0, clock, (_note, when) => handed.push({ when, at: clock.currentTime }), loop);
    for (let i = 0; i < 60; i++) clock.advance(0.05);
    const seam = handed.find((h) => Math.abs(h.when - (START_DELAY_SECONDS + 2)) < 1e-9)!;
    expect(seam.at).toBeLessThan(seam.when - 0.1);
  });

  test('a note written at the loop end is not struck with the first note of the next pass', () => {
    const clock = manualClock();
    const heard: number[] = [];
    const withEndNote = [...passage, { time: 2, pitchId: 72 }];
    new Playback(withEndNote, 0, clock, (note) => heard.push(note.pitchId), loop);
    for (let i = 0; i < 50; i++) clock.advance(0.05);
    expect(heard).not.toContain(72);
  });

  test('each pass can have its own tempo (speed up each pass)', () => {
    const clock = manualClock();
    const heard: number[] = [];
    const faster = {
      end: 2,
      pass: (index: number) => {
        const scale = 1 / (1 + 0.25 * index);
        return { notes: passage.map((n) => ({ ...n, time: n.time * scale })), seconds: 2 * scale };
      },
    };
    new Playback(passage, 0, clock, (_n, when) => heard.push(when - START_DELAY_SECONDS), faster);
    for (let i = 0; i < 100; i++) clock.advance(0.05);
    // Pass 1 at 1.25x from 2 s (1.6 s long), pass 2 at 1.5x from 3.6 s.
    expect(heard.slice(4, 10)).toEqual([2, 2.4, 2.8, 3.2, 3.6, 3.6 + 1 / 3].map((t) => expect.closeTo(t, 9)));
  });

  test('clicks are handed over on the clock ahead of their times', () => {
    const clock = manualClock();
    const clicks = [-2, -1.5, -1, -0.5].map((time, i) => ({ time, accent: i === 0 }));
    const heard: [boolean, number][] = [];
    new Playback(
      passage,
      -2,
      clock,
      () => {},
      undefined,
      clicks,
      (click, when) => heard.push([click.accent, when]),
    );
    for (let i = 0; i < 40; i++) clock.advance(0.05);
    expect(heard).toEqual(
      [-2, -1.5, -1, -0.5].map((t, i) => [i === 0, expect.closeTo(START_DELAY_SECONDS + t + 2, 9)]),
    );
  });

  test('a click found late by less than its own length still sounds, at once; a later one does not', () => {
    const clock = manualClock();
    const clicks = [1, 2, 3].map((time) => ({ time, accent: false }));
    const heard: [number, number, number][] = [];
    new Playback(
      [],
      0,
      clock,
      () => {},
      undefined,
      clicks,
      (click, when, late) => heard.push([click.time, when, late]),
    );
    // The main thread stalls past the first click by 30 ms (a click lasts 60 ms): it sounds then.
    clock.advance(START_DELAY_SECONDS + 1 + 0.03);
    expect(heard).toEqual([[1, clock.currentTime, expect.closeTo(0.03, 9)]]);
    // Past the second by 70 ms: it would be heard after its own length, so it stays silent.
    clock.advance(1 - 0.03 + 0.07);
    expect(heard.map(([time]) => time)).toEqual([1]);
    // The third is handed over ahead again, on time.
    clock.advance(0.5);
    expect(heard.at(-1)).toEqual([3, expect.closeTo(START_DELAY_SECONDS + 3, 9), 0]);
  });
});

describe('a run placed on the audio clock ahead (rehearsing together)', () => {
  test('plays from its anchor: the first note at the planned time, none early', () => {
    const clock = manualClock(3);
    const heard: [number, number][] = [];
    const anchor = { contextTime: 3.4, songTime: -1 };
    new Playback(
      everyTenthSecond(5),
      -1,
      clock,
      (note, when) => heard.push([note.time, when]),
      undefined,
      [],
      undefined,
      anchor,
    );
    for (let i = 0; i < 60; i++) clock.advance(0.05);
    expect(heard.map(([, when]) => when)).toEqual([4.4, 4.5, 4.6, 4.7, 4.8].map((t) => expect.closeTo(t, 9)));
  });

  test('joining passes into a loop hands over the current pass from the room’s place, nothing earlier', () => {
    const passage: ScheduledNote[] = [
      { time: 0, pitchId: 60 },
      { time: 1, pitchId: 62 },
    ];
    const loop = { end: 2, pass: () => ({ notes: passage, seconds: 2 }) };
    const clock = manualClock(0);
    const heard: [number, number][] = [];
    // The room is 7.5 s into the run: pass 3 (6-8 s), past its first note.
    const anchor = { contextTime: 0.1, songTime: 7.5 };
    const playback = new Playback(
      passage,
      7.5,
      clock,
      (note, when) => heard.push([note.pitchId, when]),
      loop,
      [],
      undefined,
      anchor,
    );
    for (let i = 0; i < 30; i++) clock.advance(0.05);
    // The next note is pass 4's first (run 8 s: context 0.6), then its second (1.6).
    expect(heard).toEqual([
      [60, expect.closeTo(0.6, 9)],
      [62, expect.closeTo(1.6, 9)],
    ]);
    expect(playback.stats.late).toBe(0);
  });
});
