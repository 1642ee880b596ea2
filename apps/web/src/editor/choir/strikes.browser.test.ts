import { afterEach, describe, expect, test } from 'vitest';
import { firstDifference, peak, render } from '../../../test/audio-offline.ts';
import { assignedSong, THREE } from '../../../test/choir.ts';
import type { StrikeRecord } from '../../audio/ring.ts';
import { scheduledNotes } from '../schedule.ts';
import { NEW_SESSION } from './session.ts';
import { GUIDE_GAIN, rowGains } from './sound.ts';

const strikes = () => (globalThis as { ringalongStrikes?: StrikeRecord[] }).ringalongStrikes!;
afterEach(() => {
  delete (globalThis as { ringalongStrikes?: StrikeRecord[] }).ringalongStrikes;
});

/** The strikes handed to the voice in a render of the assigned song at 600 bpm (a beat 0.1 s) with `gains`. */
async function struck(gains: ReadonlyMap<string, number>): Promise<Map<number, number[]>> {
  (globalThis as { ringalongStrikes?: StrikeRecord[] }).ringalongStrikes = [];
  const notes = scheduledNotes(assignedSong(), 600);
  await render({ notes, options: { rowGains: gains }, seconds: 2.6 });
  const byRow = new Map<number, number[]>();
  for (const strike of strikes())
    byRow.set(strike.pitchId, [...(byRow.get(strike.pitchId) ?? []), strike.gain]);
  return byRow;
}

describe('playback with the choir: the scheduled strikes follow how each row is rung', () => {
  const song = assignedSong();
  const assignment = song.assignments![0]!;

  test('Ben absent: his rows (E4, F4) and nobody’s (A4) are struck at full sound, the rows of those here not at all', async () => {
    const byRow = await struck(rowGains(song, THREE, assignment, { ...NEW_SESSION, absent: ['ben'] }));
    expect([...byRow.keys()].sort()).toEqual([64, 65, 69]);
    for (const gains of byRow.values()) expect(gains).toEqual([1, 1, 1, 1]);
  });

  test('the quiet guide: rows rung by people struck softly; a muted ringer’s not at all', async () => {
    const session = { ...NEW_SESSION, quietGuide: true, ringerModes: { cat: 'muted' as const } };
    const byRow = await struck(rowGains(song, THREE, assignment, session));
    expect(Object.fromEntries([...byRow].map(([pitch, gains]) => [pitch, gains[0]]))).toEqual({
      60: GUIDE_GAIN,
      62: GUIDE_GAIN,
      64: GUIDE_GAIN,
      65: GUIDE_GAIN,
      69: 1,
    });
  });

  test('a silent row adds no sound; a guide row sounds, softer than at full', async () => {
    const one = [{ time: 0.1, pitchId: 60 }];
    const two = [...one, { time: 0.1, pitchId: 67 }];
    const alone = await render({ notes: one, seconds: 1 });
    const silent = await render({
      notes: two,
      options: { rowGains: new Map([['67:handbell', 0]]) },
      seconds: 1,
    });
    expect(firstDifference(alone, silent)).toBe(-1);
    const g = await render({
      notes: [{ time: 0.1, pitchId: 67 }],
      options: { rowGains: new Map([['67:handbell', GUIDE_GAIN]]) },
      seconds: 1,
    });
    const full = await render({ notes: [{ time: 0.1, pitchId: 67 }], seconds: 1 });
    expect(peak(g, 0, 1)).toBeGreaterThan(0);
    expect(peak(g, 0, 1)).toBeLessThan(peak(full, 0, 1) / 2);
  });
});
