import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  anchorAt,
  anchorHeardAt,
  contextTimeLeavingAt,
  contextTimeOf,
  dueNotes,
  firstIndexAtOrAfter,
  heardAt,
  heardContextTime,
  heardSongTime,
  LOOKAHEAD_SECONDS,
  START_DELAY_SECONDS,
  songTimeOf,
} from './scheduler';
import type { ScheduledNote } from './types';

const sortedNotes = fc
  .array(
    fc.record({
      time: fc.double({ min: -10, max: 60, noNaN: true }),
      pitchId: fc.integer({ min: 0, max: 127 }),
    }),
  )
  .map((notes) => [...notes].sort((a, b) => a.time - b.time) as ScheduledNote[]);

describe('mapping song time onto the audio clock', () => {
  test('the first note at the start position sounds just after Play, never in the past', () => {
    const anchor = anchorAt(12.5, -2.4);
    expect(contextTimeOf(anchor, -2.4)).toBeCloseTo(12.5 + START_DELAY_SECONDS, 12);
  });

  test('song time and audio-clock time convert back and forth', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e5, noNaN: true }),
        fc.double({ min: -100, max: 1e4, noNaN: true }),
        fc.double({ min: -100, max: 1e4, noNaN: true }),
        (now, from, t) => {
          const anchor = anchorAt(now, from);
          expect(songTimeOf(anchor, contextTimeOf(anchor, t))).toBeCloseTo(t, 6);
        },
      ),
    );
  });

  test('playback from a position starts with the first note at or after it', () => {
    fc.assert(
      fc.property(sortedNotes, fc.double({ min: -12, max: 62, noNaN: true }), (notes, from) => {
        const index = firstIndexAtOrAfter(notes, from);
        expect(index).toBe(
          notes.findIndex((n) => n.time >= from) === -1
            ? notes.length
            : notes.findIndex((n) => n.time >= from),
        );
      }),
    );
  });
});

describe('the lookahead window', () => {
  test('whatever the tick pattern, every note is scheduled once, in order, at its exact time', () => {
    fc.assert(
      fc.property(
        sortedNotes,
        fc.array(fc.double({ min: 0.001, max: 0.3, noNaN: true }), { maxLength: 400 }),
        (notes, gaps) => {
          const anchor = anchorAt(3, -10);
          const scheduled: number[] = [];
          let cursor = 0;
          let now = 3;
          for (const gap of [0, ...gaps, 1000]) {
            now += gap;
            const { due, next } = dueNotes(notes, cursor, anchor, now + LOOKAHEAD_SECONDS);
            for (const { note, when } of due) {
              expect(when).toBe(contextTimeOf(anchor, note.time));
              expect(when).toBeLessThan(now + LOOKAHEAD_SECONDS);
              scheduled.push(note.time);
            }
            cursor = next;
          }
          expect(scheduled).toEqual(notes.map((n) => n.time));
        },
      ),
    );
  });

  test('a note is not handed over before it enters the window', () => {
    const notes = [{ time: 1, pitchId: 60 }];
    const anchor = { contextTime: 10, songTime: 0 };
    expect(dueNotes(notes, 0, anchor, 11).due).toEqual([]);
    expect(dueNotes(notes, 0, anchor, 11.0001).due).toEqual([{ note: notes[0], when: 11 }]);
  });
});

describe('what the listener hears', () => {
  test('without an output timestamp, the output latency is taken off the clock', () => {
    expect(heardContextTime({ currentTime: 5, latency: 0.04, performanceNow: 0 })).toBeCloseTo(4.96, 12);
  });

  test('the output timestamp advances smoothly between audio callbacks and never runs ahead of the clock', () => {
    const timestamp = { contextTime: 4.9, performanceTime: 1000 };
    expect(heardContextTime({ currentTime: 5, latency: 0.04, timestamp, performanceNow: 1020 })).toBeCloseTo(
      4.92,
      12,
    );
    expect(heardContextTime({ currentTime: 5, latency: 0.04, timestamp, performanceNow: 1500 })).toBe(5);
  });

  test('a frame shown a little later gets the audio-clock time leaving the speakers then', () => {
    const timestamp = { contextTime: 4.9, performanceTime: 1000 };
    // Asked at 1020 for a frame on screen at 1036: 16 ms further on the output's clock.
    expect(
      heardContextTime({ currentTime: 5, latency: 0.04, timestamp, performanceNow: 1020 }, 1036),
    ).toBeCloseTo(4.936, 12);
    // Without a timestamp: the clock less its latency, moved on to the same instant.
    expect(heardContextTime({ currentTime: 5, latency: 0.04, performanceNow: 1020 }, 1036)).toBeCloseTo(
      4.976,
      12,
    );
    // Still never past what the clock itself will have reached by then.
    expect(
      heardContextTime({ currentTime: 5, latency: 0.04, timestamp, performanceNow: 1500 }, 1510),
    ).toBeCloseTo(5.01, 12);
  });

  test('an audio-clock time maps to the instant it leaves the speakers, the inverse of the heard time', () => {
    const timestamp = { contextTime: 4.9, performanceTime: 1000 };
    const reading = { currentTime: 5, latency: 0.04, timestamp, performanceNow: 1020 };
    expect(heardAt(reading, 5.1)).toBeCloseTo(1200, 9);
    expect(heardContextTime(reading, heardAt(reading, 4.95))).toBeCloseTo(4.95, 12);
    // Without a timestamp: the output latency after the clock.
    expect(heardAt({ currentTime: 5, latency: 0.04, performanceNow: 1020 }, 5)).toBeCloseTo(1060, 9);
  });

  test('the audio-clock time leaving the speakers at an instant is the inverse of the instant it leaves', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 1e4, noNaN: true }),
        fc.double({ min: 0, max: 0.3, noNaN: true }),
        fc.boolean(),
        fc.double({ min: -2, max: 10, noNaN: true }),
        (currentTime, latency, stamped, ahead) => {
          const performanceNow = 50_000;
          const timestamp = stamped
            ? { contextTime: currentTime - latency, performanceTime: performanceNow - 3 }
            : undefined;
          const reading = { currentTime, latency, performanceNow, ...(timestamp ? { timestamp } : {}) };
          const context = currentTime + ahead;
          expect(contextTimeLeavingAt(reading, heardAt(reading, context))).toBeCloseTo(context, 6);
        },
      ),
    );
  });

  test('a start planned for an instant is scheduled that early before it leaves the speakers', () => {
    const timestamp = { contextTime: 4.9, performanceTime: 1000 };
    const reading = { currentTime: 5, latency: 0.04, timestamp, performanceNow: 1020 };
    // Heard at 1400 ms: leaves at context 5.3, scheduled 6 ms before the master bus's lookahead.
    const anchor = anchorHeardAt(reading, 1400, -2, 0.006);
    expect(anchor.songTime).toBe(-2);
    expect(anchor.contextTime).toBeCloseTo(5.294, 12);
    expect(heardAt(reading, contextTimeOf(anchor, -2) + 0.006)).toBeCloseTo(1400, 9);
  });

  test('a start whose instant has passed begins further on in the song, in step with the plan', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 1e4, noNaN: true }),
        fc.double({ min: -5000, max: 5000, noNaN: true }),
        fc.double({ min: -10, max: 100, noNaN: true }),
        (currentTime, inMs, from) => {
          const reading = { currentTime, latency: 0.02, performanceNow: 7000 };
          const anchor = anchorHeardAt(reading, 7000 + inMs, from, 0.006);
          // Never in the past ...
          expect(anchor.contextTime).toBeGreaterThanOrEqual(currentTime + START_DELAY_SECONDS - 1e-9);
          expect(anchor.songTime).toBeGreaterThanOrEqual(from);
          // ... and every song time leaves the speakers when the plan says.
          const leaves = heardAt(reading, contextTimeOf(anchor, from + 20) + 0.006);
          expect(leaves).toBeCloseTo(7000 + inMs + 20_000, 5);
        },
      ),
    );
  });

  test('the picture holds at the start position until the first sound can be heard, then moves with the clock', () => {
    const anchor = anchorAt(10, 2);
    expect(heardSongTime(anchor, 10)).toBe(2);
    expect(heardSongTime(anchor, 10 + START_DELAY_SECONDS + 1.5)).toBeCloseTo(3.5, 12);
  });
});
