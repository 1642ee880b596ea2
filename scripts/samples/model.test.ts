import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { bellWav, frequencyOf, SAMPLE_NOTES } from './generate';
import { DURATION_SECONDS, SAMPLE_RATE, synthesizeBell } from './model';
import { loudestFrequency, magnitudeAt, rms } from './spectrum';
import { decodeWav } from './wav';

const samplesDir = join(import.meta.dirname, '../../apps/web/public/samples');

describe('the handbell model', () => {
  const c4 = synthesizeBell(frequencyOf(60), 60);

  test('C4 sounds at its fundamental: the loudest frequency is 261.6 Hz within 0.1%', () => {
    const loudest = loudestFrequency(c4, SAMPLE_RATE, 50, 8000);
    expect(Math.abs(loudest - 261.63) / 261.63).toBeLessThan(0.001);
  });

  test('the tuned twelfth (3x) rings clearly above the inharmonic region around it', () => {
    const twelfth = magnitudeAt(c4, SAMPLE_RATE, 3 * 261.63);
    expect(twelfth).toBeGreaterThan(10 * magnitudeAt(c4, SAMPLE_RATE, 2.5 * 261.63));
    expect(twelfth).toBeGreaterThan(10 * magnitudeAt(c4, SAMPLE_RATE, 3.5 * 261.63));
  });

  test('it decays: each 0.2 s is quieter than the one before and the end is silent', () => {
    const window = 0.2 * SAMPLE_RATE;
    const levels = [0, 1, 2, 3, 4, 5].map((i) => rms(c4, i * window, (i + 1) * window));
    for (let i = 1; i < levels.length; i++) expect(levels[i]).toBeLessThan(levels[i - 1]!);
    expect(Math.abs(c4[c4.length - 1]!)).toBeLessThan(1e-4);
  });

  test('high partials die away faster than the fundamental', () => {
    const early = c4.subarray(0, 0.2 * SAMPLE_RATE);
    const late = c4.subarray(0.6 * SAMPLE_RATE, 0.8 * SAMPLE_RATE);
    const fall = (hz: number) => magnitudeAt(late, SAMPLE_RATE, hz) / magnitudeAt(early, SAMPLE_RATE, hz);
    expect(fall(3 * 261.63)).toBeLessThan(fall(261.63));
  });

  test('the strike starts on the first sample, so a note is heard exactly when scheduled', () => {
    for (const midi of Object.values(SAMPLE_NOTES)) {
      const bell = synthesizeBell(frequencyOf(midi), midi);
      expect(Math.abs(bell[0]!)).toBeGreaterThan(0.01);
    }
  });
});

describe('the sample files', () => {
  test('re-running the generator gives byte-identical files to the ones we ship', () => {
    for (const [name, midi] of Object.entries(SAMPLE_NOTES)) {
      const shipped = new Uint8Array(readFileSync(join(samplesDir, `${name}.wav`)));
      expect(Buffer.compare(shipped, bellWav(midi)), name).toBe(0);
    }
  });

  test('all six fit the download budget of 350 KB and are 16-bit mono at 22.05 kHz', () => {
    let total = 0;
    for (const name of Object.keys(SAMPLE_NOTES)) {
      const bytes = new Uint8Array(readFileSync(join(samplesDir, `${name}.wav`)));
      total += bytes.length;
      const { sampleRate, samples } = decodeWav(bytes);
      expect(sampleRate).toBe(SAMPLE_RATE);
      expect(samples.length).toBe(Math.round(DURATION_SECONDS * SAMPLE_RATE));
    }
    expect(total).toBeLessThanOrEqual(350_000);
  });
});
