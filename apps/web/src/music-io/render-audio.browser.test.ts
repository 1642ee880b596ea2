import type { Choir, Song } from '@ringalong/song';
import { describe, expect, test } from 'vitest';
import { largestDifference, RATE, render } from '../../test/audio-offline.ts';
import { magnitudeAt } from '../../test/spectrum.ts';
import { MASTER_DELAY_SECONDS } from '../audio/master-bus';
import { START_DELAY_SECONDS } from '../audio/scheduler';
import { NEW_SESSION } from '../editor/choir/session.ts';
import { PRACTICE_REST_GAIN, practiceGains } from '../editor/choir/sound.ts';
import { scheduledNotes } from '../editor/schedule.ts';
import { EXPORT_SAMPLE_RATE, renderSong } from './render-audio';
import { encodeWav } from './wav';

const BPM = 120;
/** C4 struck on these beats, each damped after half a beat: clear silences between. */
const BEATS = [0, 2, 3.5, 5, 7.25];
const song: Song = {
  version: 5,
  meta: { title: 'Onsets' },
  staves: [{ pitchId: 60, instrument: 'handbell', notes: BEATS.map((beat) => ({ beat, length: 0.5 })) }],
  timeSignatures: [{ beat: 0, numerator: 4, denominator: 4 }],
};
const dry = { bpm: BPM, transposeSemitones: 0, room: false };

/** Frames of 5 ms whose energy jumps above the frame before by 20 dB: where strikes begin, in seconds. */
function onsets(signal: Float32Array, sampleRate: number): number[] {
  const size = Math.round(0.005 * sampleRate);
  const found: number[] = [];
  let before = 0;
  for (let start = 0; start + size <= signal.length; start += size) {
    let energy = 0;
    for (let i = start; i < start + size; i++) energy += signal[i]! ** 2;
    energy /= size;
    if (energy > 1e-6 && energy > 100 * before) found.push(start / sampleRate);
    before = energy;
  }
  return found;
}

const mono = (buffer: AudioBuffer) =>
  buffer.getChannelData(0).map((left, i) => 0.5 * (left + buffer.getChannelData(1)[i]!));

/** Root mean square of a stretch of samples; past the render's end is silence. */
function rms(signal: Float32Array, from: number, to: number): number {
  let sum = 0;
  for (let i = from; i < Math.min(to, signal.length); i++) sum += signal[i]! ** 2;
  return Math.sqrt(sum / Math.max(1, to - from));
}

describe('practice audio for a ringer', () => {
  // Ann rings C4 (beat 0), Ben E4 (beat 2), Cat G4 (beat 4), each damped after a beat; A4 (beat 6) is Cat's too.
  const trio: Song = {
    version: 5,
    meta: { title: 'Practice' },
    staves: [60, 64, 67, 69].map((pitchId, i) => ({
      pitchId,
      instrument: 'handbell' as const,
      notes: [{ beat: i * 2, length: 1 }],
    })),
    timeSignatures: [{ beat: 0, numerator: 4, denominator: 4 }],
    assignments: [
      {
        choir: 'c',
        parts: [
          { ringer: 'ann', rows: [{ pitchId: 60, instrument: 'handbell' }] },
          { ringer: 'ben', rows: [{ pitchId: 64, instrument: 'handbell' }] },
          {
            ringer: 'cat',
            rows: [
              { pitchId: 67, instrument: 'handbell' },
              { pitchId: 69, instrument: 'handbell' },
            ],
          },
        ],
      },
    ],
  };
  const choir: Choir = {
    id: 'c',
    name: 'Bells',
    ringers: ['ann', 'ben', 'cat'].map((id) => ({ id, name: id[0]!.toUpperCase() + id.slice(1) })),
    bells: [],
    chimes: [],
  };
  /** The level of the note struck on `beat`, over the half second after its strike. */
  const level = (buffer: AudioBuffer, start: number, beat: number) => {
    const from = start + Math.round(((beat * 60) / BPM + MASTER_DELAY_SECONDS) * EXPORT_SAMPLE_RATE);
    return rms(mono(buffer), from, from + EXPORT_SAMPLE_RATE / 2);
  };

  test('Ben’s bells as loud as the whole song’s, the others quieter by the practice gain, a muted row silent', async () => {
    const whole = await renderSong(trio, dry);
    // The choir's sound choice: Cat's A4 muted today.
    const session = { ...NEW_SESSION, rowModes: { '69:handbell': 'muted' as const } };
    const gains = practiceGains(trio, choir, trio.assignments![0]!, session, 'ben');
    const practice = await renderSong(trio, { ...dry, rowGains: gains });
    const ratio = (beat: number) =>
      level(practice.buffer, practice.start, beat) / level(whole.buffer, whole.start, beat);
    // Ben's E4: full.
    expect(ratio(2)).toBeCloseTo(1, 1);
    // Ann's C4 and Cat's G4: at the practice gain (12 dB down), within half a dB.
    for (const beat of [0, 4]) {
      expect(20 * Math.log10(ratio(beat))).toBeGreaterThan(20 * Math.log10(PRACTICE_REST_GAIN) - 0.5);
      expect(20 * Math.log10(ratio(beat))).toBeLessThan(20 * Math.log10(PRACTICE_REST_GAIN) + 0.5);
    }
    // Ben's bell louder than anyone else's around its strike.
    expect(level(practice.buffer, practice.start, 2)).toBeGreaterThan(
      2 * level(practice.buffer, practice.start, 4),
    );
    // The muted A4 is never struck: what is left around beat 6 is G4's damped tail, far below.
    expect(level(practice.buffer, practice.start, 6)).toBeLessThan(
      0.05 * level(whole.buffer, whole.start, 6),
    );
  });
});

describe('renderSong', () => {
  test('holds every note at its time, heard through the master bus as playback hears it', async () => {
    const { buffer, start, end } = await renderSong(song, dry);
    expect([buffer.numberOfChannels, buffer.sampleRate]).toEqual([2, EXPORT_SAMPLE_RATE]);
    const heard = onsets(mono(buffer).subarray(start, end), EXPORT_SAMPLE_RATE);
    const expected = BEATS.map((beat) => (beat * 60) / BPM + MASTER_DELAY_SECONDS);
    expect(heard).toHaveLength(expected.length);
    for (const [i, time] of heard.entries()) expect(Math.abs(time - expected[i]!)).toBeLessThanOrEqual(0.005);
    // The file ends soon after the last damp (0.25 s later), not seconds of silence after it.
    expect((end - start) / EXPORT_SAMPLE_RATE).toBeLessThan(expected.at(-1)! + 0.25 + 0.5);
  });

  test('sounds the same, sample for sample, as playback of the song from its start', async () => {
    const { buffer, start } = await renderSong(song, dry);
    const seconds = 4.5;
    const played = await render({ notes: scheduledNotes(song, BPM), from: -0.5, seconds: seconds + 0.6 });
    // Playback from half a second before the first beat strikes it START_DELAY_SECONDS after Play,
    // plus the half second: 24255 samples, exactly.
    const offset = Math.round((START_DELAY_SECONDS + 0.5) * RATE);
    const exported = mono(buffer).subarray(start, start + seconds * RATE);
    expect(largestDifference(exported, played.subarray(offset, offset + seconds * RATE))).toBeLessThan(1e-5);
  });

  test('sounds the bells at their sounding pitch: an octave above written with the convention on', async () => {
    const { buffer, start } = await renderSong(song, { ...dry, transposeSemitones: 12 });
    const strike = mono(buffer).subarray(start + Math.round(0.02 * RATE), start + Math.round(0.22 * RATE));
    expect(magnitudeAt(strike, RATE, 523.25)).toBeGreaterThan(10 * magnitudeAt(strike, RATE, 261.63));
  });

  test('adds the room when the user has it on: a tail after each damp', async () => {
    const quiet = ({ buffer, start }: { buffer: AudioBuffer; start: number }) => {
      const tail = mono(buffer).subarray(start + Math.round(0.45 * RATE), start + Math.round(0.5 * RATE));
      return Math.max(...tail.map(Math.abs));
    };
    const [without, withRoom] = await Promise.all([
      renderSong(song, dry),
      renderSong(song, { ...dry, room: true }),
    ]);
    expect(quiet(withRoom)).toBeGreaterThan(10 * quiet(without) + 1e-5);
  });

  test('reports its progress chunk by chunk and stops when cancelled', async () => {
    const long: Song = {
      ...song,
      staves: [
        { ...song.staves[0]!, notes: Array.from({ length: 240 }, (_, i) => ({ beat: i, length: 0.5 })) },
      ],
    };
    const progress: number[] = [];
    const whole = await renderSong(long, dry, { onProgress: (done) => progress.push(done) });
    expect(whole.buffer.duration).toBeGreaterThan(119);
    expect(progress.length).toBeGreaterThan(10);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(1);

    const cancel = new AbortController();
    const seen: number[] = [];
    const cancelled = renderSong(long, dry, {
      signal: cancel.signal,
      onProgress: (done) => {
        seen.push(done);
        if (seen.length === 2) cancel.abort();
      },
    });
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen).toHaveLength(2);
  });

  test('a render cancelled before it starts never begins', async () => {
    const cancel = new AbortController();
    cancel.abort();
    await expect(renderSong(song, dry, { signal: cancel.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});

describe('encodeWav', () => {
  test('writes 16-bit PCM stereo with a RIFF header and the samples rounded and clamped', () => {
    const buffer = new AudioBuffer({ numberOfChannels: 2, length: 4, sampleRate: 44_100 });
    buffer.copyToChannel(new Float32Array([0, 0.5, -1, 2]), 0);
    buffer.copyToChannel(new Float32Array([1, -0.25, 0.25, -2]), 1);
    const bytes = encodeWav(buffer, 0, 3);
    const view = new DataView(bytes.buffer);
    const text = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
    expect([text(0), text(8), text(12), text(36)]).toEqual(['RIFF', 'WAVE', 'fmt ', 'data']);
    expect(view.getUint32(4, true)).toBe(36 + 12);
    expect([view.getUint16(20, true), view.getUint16(22, true), view.getUint32(24, true)]).toEqual([
      1, 2, 44_100,
    ]);
    expect([view.getUint32(28, true), view.getUint16(32, true), view.getUint16(34, true)]).toEqual([
      176_400, 4, 16,
    ]);
    expect(view.getUint32(40, true)).toBe(12);
    const samples = Array.from({ length: 6 }, (_, i) => view.getInt16(44 + 2 * i, true));
    expect(samples).toEqual([0, 32767, 16384, -8192, -32767, 8192]);
    expect(bytes.length).toBe(44 + 12);
    const tail = new DataView(encodeWav(buffer, 2, 4).buffer);
    expect([tail.getInt16(44, true), tail.getInt16(46, true), tail.getInt16(50, true)]).toEqual([
      -32767, 8192, -32768,
    ]);
  });
});
