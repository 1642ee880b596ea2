import { expect, test } from 'vitest';
import { magnitudeAt } from '../../test/spectrum.ts';
import { canEncodeOpus, encodeOggOpus } from './ogg';

const RATE = 44_100;

/** Three seconds: A4 for a second, silence, E5 for a second. */
function tones(): AudioBuffer {
  const buffer = new AudioBuffer({ numberOfChannels: 2, length: 3 * RATE, sampleRate: RATE });
  for (let c = 0; c < 2; c++) {
    const data = buffer.getChannelData(c);
    for (let i = 0; i < RATE; i++) data[i] = 0.3 * Math.sin((2 * Math.PI * 440 * i) / RATE);
    for (let i = 2 * RATE; i < 3 * RATE; i++) data[i] = 0.3 * Math.sin((2 * Math.PI * 659.26 * i) / RATE);
  }
  return buffer;
}

test('encodes Ogg Opus that decodes back to the same sounds at the same times', async () => {
  expect(await canEncodeOpus(2)).toBe(true);
  const progress: number[] = [];
  const bytes = await encodeOggOpus(tones(), 0, 3 * RATE, { onProgress: (done) => progress.push(done) });
  expect(String.fromCharCode(...bytes.subarray(0, 4))).toBe('OggS');
  expect(progress.at(-1)).toBe(1);
  const decoded = await new OfflineAudioContext(2, 1, 48_000).decodeAudioData(bytes.slice().buffer);
  expect(decoded.duration).toBeGreaterThan(2.95);
  expect(decoded.duration).toBeLessThan(3.1);
  const at = (from: number, to: number) =>
    decoded.getChannelData(0).subarray(Math.round(from * 48_000), Math.round(to * 48_000));
  expect(magnitudeAt(at(0.2, 0.8), 48_000, 440)).toBeGreaterThan(
    100 * magnitudeAt(at(1.2, 1.8), 48_000, 440) + 1e-4,
  );
  expect(magnitudeAt(at(2.2, 2.8), 48_000, 659.26)).toBeGreaterThan(0.05);
});

test('a cancelled encoding stops with an AbortError', async () => {
  const cancel = new AbortController();
  cancel.abort();
  await expect(encodeOggOpus(tones(), 0, 3 * RATE, { signal: cancel.signal })).rejects.toMatchObject({
    name: 'AbortError',
  });
});
