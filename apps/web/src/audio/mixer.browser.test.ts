import * as Tone from 'tone';
import { expect, test } from 'vitest';
import { RATE } from '../../test/audio-offline.ts';
import { createBellVoice } from './bell-voice';
import { Mixer } from './mixer';
import type { Strike } from './voice';

test('a row struck fast and often, each strike damping the last, keeps to a few lanes', async () => {
  let lanes = 0;
  await Tone.Offline(
    async (context) => {
      const mixer = new Mixer(context, context.rawContext.destination);
      const voice = createBellVoice({ context, lane: (start, end) => mixer.lane(start, end) });
      const bell = { midi: 55, instrument: 'handbell' } as const;
      await voice.prepare([bell]);
      // A G3 rings for 10 s. Damped, a strike is silent 0.1 s later, and its lane is free a render
      // quantum after that: a handful of lanes. Without the damping freeing them, 200.
      let last: Strike | null = null;
      for (let i = 0; i < 200; i++) {
        const when = 0.1 + i * 0.05;
        last?.damp(when);
        last = voice.strike({ ...bell, when, velocity: 1, variation: 0.5 });
      }
      lanes = mixer.size;
    },
    0.1,
    1,
    RATE,
  );
  expect(lanes).toBeGreaterThan(0);
  expect(lanes).toBeLessThanOrEqual(4);
});
