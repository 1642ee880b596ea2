import { beatsToSeconds, type Song } from '@ringalong/song';
import { DEMO_SONGS } from '@ringalong/song/demo-songs';
import * as Tone from 'tone';
import { describe, expect, test } from 'vitest';
import { peak, RATE, render } from '../../test/audio-offline.ts';
import { createBellVoice } from './bell-voice';
import { MASTER_DELAY_SECONDS } from './master-bus';
import { variationOf } from './ring';
import { START_DELAY_SECONDS } from './scheduler';
import type { ScheduledNote } from './types';

/** Full scale: a sample beyond it clips in the sound card. */
const FULL_SCALE = 1;
/** Starts a second in, as on the page, where the context has run since unlock. */
const FROM = -1;

const notesOf = (song: Song, bpm = 100): ScheduledNote[] =>
  song.staves
    .flatMap((stave) =>
      stave.notes.map((note) => ({ time: beatsToSeconds(note.beat, bpm), pitchId: stave.pitchId })),
    )
    .sort((a, b) => a.time - b.time);

const chord = (pitches: readonly number[]): ScheduledNote[] =>
  pitches.map((pitchId) => ({ time: 0, pitchId }));

describe('bells stay within full scale', () => {
  test('eight bells struck together', async () => {
    const eight = chord([60, 64, 67, 72, 76, 79, 84, 88]);
    const rendered = await render({ notes: eight, from: FROM, seconds: 3 });
    expect(peak(rendered, 0, 3)).toBeLessThanOrEqual(FULL_SCALE);
    // Limited, not silenced: still louder than a single bell.
    const one = await render({ notes: chord([60]), from: FROM, seconds: 3 });
    expect(peak(rendered, 0, 3)).toBeGreaterThan(1.5 * peak(one, 0, 3));
  });
});

test('every demo song stays within full scale', async () => {
  const peaks: Record<string, number> = {};
  for (const song of DEMO_SONGS) {
    const notes = notesOf(song);
    const seconds = notes.at(-1)!.time - FROM + 2;
    peaks[song.meta.title] = peak(await render({ notes, from: FROM, seconds }), 0, seconds);
  }
  for (const [title, level] of Object.entries(peaks)) expect(level, title).toBeLessThanOrEqual(FULL_SCALE);
});

test('a single bell passes the master bus untouched: the voice at half scale, no pumping', async () => {
  const seconds = 2.5;
  const when = START_DELAY_SECONDS - FROM;
  // The same strike straight from the voice into the speakers: no lanes, no master bus.
  const alone = await Tone.Offline(
    async (context) => {
      const destination = context.rawContext.destination;
      const voice = createBellVoice({ context, lane: () => ({ input: destination, endsBy: () => {} }) });
      await voice.prepare([{ midi: 60, instrument: 'handbell' }]);
      const variation = variationOf(60, 0);
      voice.strike({ midi: 60, instrument: 'handbell', when, velocity: 1, variation });
    },
    seconds,
    1,
    RATE,
  );
  const bell = alone.getChannelData(0);
  const struck = await render({ notes: chord([60]), from: FROM, seconds });
  const warmUpOnly = await render({ seconds });
  const delay = Math.floor(MASTER_DELAY_SECONDS * RATE);
  let worst = 0;
  let loudest = 0;
  for (let i = 0; i + delay < struck.length; i++) {
    const heard = struck[i + delay]! - warmUpOnly[i + delay]!;
    worst = Math.max(worst, Math.abs(heard - 0.5 * bell[i]!));
    loudest = Math.max(loudest, Math.abs(bell[i]!));
  }
  expect(loudest).toBeGreaterThan(0.3);
  // Only float rounding: a limiter at work, or a makeup gain left in, would differ by 0.004 or more.
  expect(worst).toBeLessThan(1e-4);
});
