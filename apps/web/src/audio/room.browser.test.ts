import { beatsToSeconds } from '@ringalong/song';
import { DEMO_SONGS } from '@ringalong/song/demo-songs';
import { describe, expect, test } from 'vitest';
import { largestDifference, peak, render } from '../../test/audio-offline.ts';
import { MASTER_DELAY_SECONDS } from './master-bus';
import { START_DELAY_SECONDS } from './scheduler';
import type { ScheduledNote } from './types';

const FROM = -0.25;
const STRUCK = START_DELAY_SECONDS - FROM + MASTER_DELAY_SECONDS;
const dB = (ratio: number) => 20 * Math.log10(ratio);

describe('the light room reverb', () => {
  test('switched on, a damped note leaves a short room tail; off (the default), it leaves silence', async () => {
    const note = [{ time: 0, pitchId: 60, duration: 0.5 }];
    const dry = await render({ notes: note, from: FROM, seconds: 2.5 });
    const room = await render({ notes: note, from: FROM, seconds: 2.5, room: true });
    const end = STRUCK + 0.5;
    const ringing = peak(dry, end - 0.05, end);
    // Light: while the bell rings, the room adds little to it.
    expect(Math.abs(dB(peak(room, end - 0.05, end) / ringing))).toBeLessThan(1.5);
    // After the damp the dry bell is gone; the room still answers for a while ...
    expect(dB(peak(dry, end + 0.2, end + 0.3) / ringing)).toBeLessThan(-50);
    expect(dB(peak(room, end + 0.2, end + 0.3) / ringing)).toBeGreaterThan(-45);
    // ... and then is gone too.
    expect(dB(peak(room, end + 1.2, end + 1.4) / ringing)).toBeLessThan(-60);
  });

  test('with the room on, a busy song still never goes above full scale, and renders repeat exactly', async () => {
    const song = DEMO_SONGS[0]!;
    const notes: ScheduledNote[] = song.staves
      .flatMap((stave) =>
        stave.notes.map((n) => ({ time: beatsToSeconds(n.beat, 140), pitchId: stave.pitchId })),
      )
      .sort((a, b) => a.time - b.time);
    const chord = [60, 64, 67, 72, 76, 79, 84, 88].map((pitchId) => ({ time: 0, pitchId }));
    const scene = {
      notes: [...chord, ...notes.map((n) => ({ ...n, time: n.time + 1 }))],
      from: -1,
      room: true,
    };
    const seconds = Math.min(12, (scene.notes.at(-1)?.time ?? 0) + 3);
    const first = await render({ ...scene, seconds });
    expect(peak(first, 0, seconds)).toBeLessThanOrEqual(1);
    const second = await render({ ...scene, seconds });
    expect(largestDifference(first, second)).toBe(0);
  });
});
