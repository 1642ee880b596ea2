import type { Technique } from '@ringalong/song';
import { describe, expect, test } from 'vitest';
import { magnitudeAt } from '../../../../scripts/samples/spectrum';
import { HANDBELL_PARTIALS } from './bell-model';
import { renderBell } from './bell-render';
import { MASTER_DELAY_SECONDS } from './master-bus';
import { midiToFrequency } from './pitch';
import { START_DELAY_SECONDS } from './scheduler';
import { largestDifference, peak, RATE, render } from './testing/offline';
import type { ScheduledNote } from './types';

const FROM = -0.25;
/** Where a note struck at song time 0 is heard in a render. */
const STRUCK = START_DELAY_SECONDS - FROM + MASTER_DELAY_SECONDS;
const dBFS = (level: number) => 20 * Math.log10(level);

const one = (note: Partial<ScheduledNote>, seconds: number) =>
  render({ notes: [{ time: 0, pitchId: 60, ...note }], from: FROM, seconds });

const slice = (signal: Float32Array, from: number, seconds: number) =>
  signal.subarray(Math.round(from * RATE), Math.round((from + seconds) * RATE));

/**
 * The frequency of the loudest peak within `cents` of `hz`: a scan in 1-cent steps, then a
 * parabola through the three best, so the answer is good to a fraction of a cent.
 */
function peakFrequency(
  signal: Float32Array,
  hz: number,
  cents: number,
  rate = RATE,
): { hz: number; prominence: number } {
  // Against the spectrum 5% either side: a partial stands out of it, noise does not.
  const around = Math.max(magnitudeAt(signal, rate, 0.95 * hz), magnitudeAt(signal, rate, 1.05 * hz));
  const steps = Array.from({ length: 2 * cents + 1 }, (_, i) => hz * 2 ** ((i - cents) / 1200));
  const levels = steps.map((f) => Math.log(magnitudeAt(signal, rate, f) + 1e-12));
  let best = 1;
  for (let i = 1; i < levels.length - 1; i++) if (levels[i]! > levels[best]!) best = i;
  const [a, b, c] = [levels[best - 1]!, levels[best]!, levels[best + 1]!];
  const offset = (0.5 * (a - c)) / (a - 2 * b + c);
  return { hz: hz * 2 ** ((best - cents + offset) / 1200), prominence: Math.exp(b) / around };
}

const centsBetween = (hz: number, target: number) => 1200 * Math.log2(hz / target);

describe('lengths and damping', () => {
  test('a C4 left to vibrate still sounds above -40 dBFS 3 s after its strike', async () => {
    const rendered = await one({ technique: 'lv', duration: 0.5 }, 4);
    expect(dBFS(peak(rendered, STRUCK + 3, STRUCK + 3.1))).toBeGreaterThan(-40);
  });

  test('a note rings for its length, then falls by 40 dB within 150 ms of its end', async () => {
    const rendered = await one({ duration: 1 }, 2.5);
    const end = STRUCK + 1;
    const ringing = peak(rendered, end - 0.05, end);
    expect(dBFS(ringing)).toBeGreaterThan(-30);
    expect(dBFS(peak(rendered, end + 0.15, end + 0.25) / ringing)).toBeLessThan(-40);
  });

  test('struck again, a bell left to vibrate is damped under the new strike', async () => {
    const twice = await render({
      notes: [
        { time: 0, pitchId: 60, technique: 'lv' },
        { time: 1, pitchId: 60, duration: 0.2 },
      ],
      from: FROM,
      seconds: 2.5,
    });
    // Rung on, the first strike would still be some 25 dB under full scale a second later.
    expect(dBFS(peak(twice, STRUCK + 1.5, STRUCK + 1.6))).toBeLessThan(-60);
  });
});

describe('the handbell timbre', () => {
  for (const midi of [48, 60, 84]) {
    test(`partials of a rendered ${midi === 48 ? 'C3' : midi === 60 ? 'C4' : 'C6'} within 1% of the model`, async () => {
      const rendered = await one({ pitchId: midi }, 1);
      const window = slice(rendered, STRUCK + 0.04, 0.5);
      const fundamental = midiToFrequency(midi);
      for (const partial of HANDBELL_PARTIALS) {
        const found = peakFrequency(window, fundamental * partial.ratio, 40);
        expect(Math.abs(found.hz / fundamental / partial.ratio - 1), `partial ${partial.ratio}`).toBeLessThan(
          0.01,
        );
        expect(found.prominence, `partial ${partial.ratio} stands out`).toBeGreaterThan(3);
      }
    });
  }

  test('every C from C2 to C8 struck through the engine is in tune within 3 cents', async () => {
    for (let midi = 36; midi <= 108; midi += 12) {
      const rendered = await one({ pitchId: midi }, 2.3);
      const target = midiToFrequency(midi);
      const found = peakFrequency(slice(rendered, STRUCK + 0.05, 2), target, 30);
      expect(Math.abs(centsBetween(found.hz, target)), `MIDI ${midi}`).toBeLessThan(3);
    }
  });

  test('every pitch from C2 to C8 is rendered in tune within 3 cents and for its natural length', async () => {
    let lastLength = Number.POSITIVE_INFINITY;
    for (let midi = 36; midi <= 108; midi++) {
      const bell = await renderBell(midi, 'handbell', RATE);
      const target = midiToFrequency(midi);
      const rate = bell.body.sampleRate;
      const body = bell.body.getChannelData(0).subarray(Math.round(0.02 * rate), Math.round(1.42 * rate));
      const found = peakFrequency(body, target, 30, rate);
      expect(Math.abs(centsBetween(found.hz, target)), `MIDI ${midi}`).toBeLessThan(3);
      // Lower bells ring longer; even the top one rings well over a second.
      expect(bell.body.duration).toBeLessThanOrEqual(lastLength);
      expect(bell.body.duration).toBeGreaterThanOrEqual(1.5);
      lastLength = bell.body.duration;
    }
  });

  test("a handchime's fundamental dominates: its next partial is at least 20 dB down", async () => {
    const rendered = await one({ pitchId: 72, instrument: 'handchime' }, 1);
    const window = slice(rendered, STRUCK + 0.02, 0.4);
    const fundamental = midiToFrequency(72);
    const level = magnitudeAt(window, RATE, fundamental);
    let loudestOther = 0;
    for (let hz = 1.5 * fundamental; hz < 10 * fundamental; hz += 1) {
      loudestOther = Math.max(loudestOther, magnitudeAt(window, RATE, hz));
    }
    expect(dBFS(loudestOther / level)).toBeLessThanOrEqual(-20);
    // And it is not the bell: a handbell's twelfth is 10-20 dB down.
    const bell = slice(await one({ pitchId: 72 }, 1), STRUCK + 0.02, 0.4);
    expect(
      dBFS(magnitudeAt(bell, RATE, 3 * fundamental) / magnitudeAt(bell, RATE, fundamental)),
    ).toBeGreaterThan(-20);
  });
});

describe('techniques', () => {
  test('every technique sounds different from a plain ring', async () => {
    const plain = await one({ duration: 2 }, 2.5);
    const techniques: Technique[] = [
      'martellato',
      'muted martellato',
      'hand martellato',
      'martellato lift',
      'mallet table',
      'mallet lift',
      'pluck lift',
      'echo',
      'swing',
      'gyro',
      'thumb damp',
    ];
    for (const technique of techniques) {
      const rendered = await one({ duration: 2, technique }, 2.5);
      expect(largestDifference(rendered, plain), technique).toBeGreaterThan(0.02);
    }
  });

  test('martellato and thumb damp are short: 40 dB down half a second after the strike', async () => {
    const plain = await one({ duration: 2 }, 1);
    const ringing = peak(plain, STRUCK + 0.5, STRUCK + 0.6);
    for (const technique of ['martellato', 'thumb damp'] as const) {
      const rendered = await one({ duration: 2, technique }, 1);
      expect(dBFS(peak(rendered, STRUCK + 0.5, STRUCK + 0.6) / ringing), technique).toBeLessThan(-40);
    }
  });
});
