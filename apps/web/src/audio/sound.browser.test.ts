import type { Technique } from '@ringalong/song';
import { describe, expect, test } from 'vitest';
import { largestDifference, peak, RATE, render } from '../../test/audio-offline.ts';
import { magnitudeAt } from '../../test/spectrum.ts';
import { HANDBELL_PARTIALS } from './bell-model';
import { renderBells } from './bell-render';
import { MASTER_DELAY_SECONDS } from './master-bus';
import { midiToFrequency } from './pitch';
import { START_DELAY_SECONDS } from './scheduler';
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
    const pitches = Array.from({ length: 73 }, (_, i) => 36 + i);
    // Together, as the page asks for a song's bells: sixteen to a render.
    const bells = await renderBells(
      pitches.map((midi) => ({ midi, instrument: 'handbell' as const })),
      RATE,
    );
    for (const [i, midi] of pitches.entries()) {
      const bell = bells[i]!;
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

  test('swing, gyro and echo each move the ring their own way: a swell, a tremolo, a dip and a softer return', async () => {
    /** The ring's level every 20 ms over its first 1.2 s, relative to the same strike rung plainly. */
    const contour = (rendered: Float32Array, plain: Float32Array) =>
      Array.from({ length: 60 }, (_, i) => {
        const from = STRUCK + 0.05 + i * 0.02;
        return dBFS(peak(rendered, from, from + 0.02) / peak(plain, from, from + 0.02));
      });
    const plain = await one({ duration: 2 }, 1.6);
    const moved = async (technique: Technique) => contour(await one({ duration: 2, technique }, 1.6), plain);
    const swing = await moved('swing');
    const gyro = await moved('gyro');
    const echo = await moved('echo');
    const range = (levels: number[]) => Math.max(...levels) - Math.min(...levels);
    /** How many dips the level makes: falls, then rises again by 1.5 dB or more. */
    const dips = (levels: number[]) => {
      let count = 0;
      let falling = true;
      let turn = levels[0]!;
      for (const level of levels) {
        if (falling ? level < turn : level > turn) turn = level;
        else if (Math.abs(level - turn) >= 1.5) {
          if (falling) count++;
          falling = !falling;
          turn = level;
        }
      }
      return count;
    };
    // Each one is audibly away from a plain ring somewhere (3 dB or more) ...
    for (const [name, levels] of Object.entries({ swing, gyro, echo })) {
      expect(range(levels), name).toBeGreaterThan(3);
    }
    // ... and from each other: at the same moments their levels differ by 3 dB or more.
    const apart = (a: number[], b: number[]) => Math.max(...a.map((level, i) => Math.abs(level - b[i]!)));
    expect(apart(swing, gyro)).toBeGreaterThan(3);
    expect(apart(swing, echo)).toBeGreaterThan(3);
    expect(apart(gyro, echo)).toBeGreaterThan(3);
    // Swing: one slow dip and swell; gyro: a tremolo of about 5.5 Hz (six dips in 1.2 s); echo:
    // silenced at once (some 15 dB down), then back, softer than the ring it cut.
    expect(dips(swing)).toBe(1);
    expect(dips(gyro)).toBeGreaterThanOrEqual(5);
    expect(Math.min(...echo.slice(3, 10))).toBeLessThan(-12);
    expect(echo.at(-1)!).toBeLessThan(-3);
    expect(echo.at(-1)!).toBeGreaterThan(-12);
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
