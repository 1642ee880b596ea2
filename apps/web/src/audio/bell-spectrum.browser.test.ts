import { createDefaultSong, type Instrument, type Song } from '@ringalong/song';
import { describe, expect, test } from 'vitest';
import { peak, RATE, render } from '../../test/audio-offline';
import {
  channelCorrelation,
  LEVEL_TOLERANCE_DB,
  MAX_CHORD_CORRELATION,
  partialLevels,
  STRIKE_BAND,
  strikeCentroid,
  UPPER,
  upperPartials,
} from '../../test/bell-analysis';
import { renderSong } from '../music-io/render-audio';
import { PARTIALS } from './bell-model';
import { renderBell } from './bell-render';
import { midiToFrequency } from './pitch';

const dry = { bpm: 60, transposeSemitones: 0, room: false };

/** One chord at beat 0, every pitch a whole note (4 s at 60 bpm) on `instrument`. */
function chord(pitches: readonly number[], instrument: Instrument = 'handbell'): Song {
  const song = createDefaultSong();
  return {
    ...song,
    staves: pitches.map((pitchId) => ({ pitchId, instrument, notes: [{ beat: 0, length: 4 }] })),
  };
}

async function rendered(song: Song) {
  const { buffer, start } = await renderSong(song, dry);
  const left = buffer.getChannelData(0);
  const right = buffer.getChannelData(1);
  const mono = left.map((l, i) => (l + right[i]!) / 2);
  return { left, right, mono, rate: buffer.sampleRate, struck: start / buffer.sampleRate };
}

describe('the handbell against recorded handbells', () => {
  for (const midi of [55, 60, 67, 72]) {
    test(`MIDI ${midi}: the twelfth and the cluster within ${LEVEL_TOLERANCE_DB} dB of the recorded levels`, async () => {
      const { mono, rate, struck } = await rendered(chord([midi]));
      const levels = partialLevels(mono, rate, midiToFrequency(midi), struck);
      for (const level of levels) {
        expect(Math.abs(level.distance), `${level.ratio}x at ${level.db.toFixed(1)} dB`).toBeLessThanOrEqual(
          LEVEL_TOLERANCE_DB,
        );
      }
    });
  }

  test(`upper partials: at least ${UPPER.atLeast} between 6.5x and 13x`, async () => {
    for (const midi of [55, 60, 67]) {
      const { mono, rate, struck } = await rendered(chord([midi]));
      const upper = upperPartials(mono, rate, midiToFrequency(midi), struck);
      expect(upper.length, `MIDI ${midi}`).toBeGreaterThanOrEqual(UPPER.atLeast);
    }
  });

  test('the strike: most of its energy between 1 and 8 kHz', async () => {
    for (const midi of [55, 60, 72]) {
      const { mono, rate, struck } = await rendered(chord([midi]));
      const ratios = PARTIALS.handbell.map((partial) => partial.ratio);
      const centroid = strikeCentroid(mono, rate, midiToFrequency(midi), ratios, struck);
      expect(centroid, `MIDI ${midi}`).toBeGreaterThan(STRIKE_BAND.from);
      expect(centroid, `MIDI ${midi}`).toBeLessThan(STRIKE_BAND.to);
    }
  });

  test('a full-table chord is heard in stereo: left and right correlate under 0.8', async () => {
    // Every C, E and G of a five-octave table, C3 to C8.
    const table = [48, 52, 55, 60, 64, 67, 72, 76, 79, 84, 88, 91, 96, 100, 103, 108];
    const { left, right, rate, struck } = await rendered(chord(table));
    const correlation = channelCorrelation(left, right, rate, struck + 0.02, struck + 2);
    expect(correlation).toBeLessThan(MAX_CHORD_CORRELATION);
  });
});

const dB = (ratio: number) => 20 * Math.log10(ratio);
const HANDBELL_RATIOS = PARTIALS.handbell.map((partial) => partial.ratio);

describe('strike by strike', () => {
  test('no two strikes of a bell are coloured alike, and a softer stroke is duller', async () => {
    // C4 struck twice, 2 s apart, at full sound; then the same as a quiet guide (a fifth of the sound).
    const twice = (gain: number) =>
      render({
        notes: [
          { time: 0, pitchId: 60, duration: 1 },
          { time: 2, pitchId: 60, duration: 1 },
        ],
        from: 0,
        seconds: 3.2,
        options: gain === 1 ? {} : { rowGains: new Map([['60:handbell', gain]]) },
      });
    const onset = (signal: Float32Array, from: number) => {
      const start = Math.round(from * RATE);
      for (let i = start; i < signal.length; i++) if (Math.abs(signal[i]!) > 1e-4) return i / RATE;
      return from;
    };
    const full = await twice(1);
    const quiet = await twice(0.2);
    const hz = midiToFrequency(60);
    const centroidAt = (signal: Float32Array, from: number) =>
      strikeCentroid(signal, RATE, hz, HANDBELL_RATIOS, onset(signal, from));
    const first = centroidAt(full, 0);
    const second = centroidAt(full, 1.9);
    expect(Math.abs(first - second)).toBeGreaterThan(100);
    expect(centroidAt(quiet, 0)).toBeLessThan(first - 200);
  });
});

describe('the end of a ring', () => {
  test('a C2 bell, longer than it is rendered, has died away by its end rather than being cut', async () => {
    const bell = await renderBell(36, 'handbell', RATE);
    const body = bell.body.getChannelData(0);
    const rate = bell.body.sampleRate;
    const level = (from: number, to: number) => {
      let max = 0;
      for (let i = Math.round(from * rate); i < Math.min(body.length, Math.round(to * rate)); i++) {
        max = Math.max(max, Math.abs(body[i]!));
      }
      return max;
    };
    const seconds = bell.body.duration;
    expect(dB(level(seconds - 0.3, seconds) / level(0.5, 0.8))).toBeLessThan(-55);
    // Still ringing well above that two seconds before the settling begins.
    expect(dB(level(seconds - 6.2, seconds - 6) / level(0.5, 0.8))).toBeGreaterThan(-25);
  });

  test('a handchime rings shorter than the bell of the same pitch and starts softly', async () => {
    for (const midi of [55, 72]) {
      const chime = await renderBell(midi, 'handchime', RATE);
      const bell = await renderBell(midi, 'handbell', RATE);
      expect(chime.body.duration, `MIDI ${midi}`).toBeLessThan(bell.body.duration);
    }
    const chime = await render({
      notes: [{ time: 0, pitchId: 72, instrument: 'handchime', duration: 1 }],
      seconds: 1,
    });
    const bell = await render({ notes: [{ time: 0, pitchId: 72, duration: 1 }], seconds: 1 });
    const rise = (signal: Float32Array) => {
      let start = 0;
      while (start < signal.length && Math.abs(signal[start]!) < 1e-4) start++;
      const t = start / RATE;
      return dB(peak(signal, t, t + 0.004) / peak(signal, t + 0.03, t + 0.04));
    };
    // The first 4 ms of the chime are well under its ring, far more than the bell's, struck hard at once.
    expect(rise(chime)).toBeLessThan(rise(bell) - 6);
  });
});
