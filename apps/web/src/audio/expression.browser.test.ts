import { createDefaultSong, type DynamicLevel, type Song, setDynamic, setPassage } from '@ringalong/song';
import { describe, expect, test } from 'vitest';
import { renderSong } from '../music-io/render-audio';

const dry = { bpm: 60, transposeSemitones: 0, room: false };
const dB = (ratio: number) => 20 * Math.log10(ratio);

function chordSong(pitches: readonly number[], level: DynamicLevel): Song {
  const song = createDefaultSong();
  const chord: Song = {
    ...song,
    staves: pitches.map((pitchId) => ({ pitchId, instrument: 'handbell', notes: [{ beat: 0, length: 2 }] })),
  };
  return setDynamic(chord, 0, level);
}

async function rendered(song: Song) {
  const { buffer, start } = await renderSong(song, dry);
  const left = buffer.getChannelData(0);
  const right = buffer.getChannelData(1);
  const rate = buffer.sampleRate;
  const from = start / rate;
  const rms = (a: number, b: number) => {
    let sum = 0;
    const i0 = Math.round((from + a) * rate);
    const i1 = Math.round((from + b) * rate);
    for (let i = i0; i < i1; i++) sum += (left[i] ?? 0) ** 2 + (right[i] ?? 0) ** 2;
    return Math.sqrt(sum / (2 * (i1 - i0)));
  };
  let peak = 0;
  for (let i = 0; i < left.length; i++) peak = Math.max(peak, Math.abs(left[i]!), Math.abs(right[i]!));
  return { rms, peak };
}

describe('the score heard as it is marked', () => {
  test('a 12-bell ff chord is well louder than a 4-bell p chord, and nothing reaches full scale', async () => {
    const soft = await rendered(chordSong([60, 64, 67, 72], 'p'));
    const loud = await rendered(chordSong([48, 52, 55, 60, 64, 67, 72, 76, 79, 84, 88, 91], 'ff'));
    expect(dB(loud.rms(0.05, 0.8) / soft.rms(0.05, 0.8))).toBeGreaterThan(6);
    expect(loud.peak).toBeLessThan(1);
    expect(soft.peak).toBeLessThan(1);
  });

  test('one chord at each dynamic from pp to ff: each louder than the one before', async () => {
    const levels: DynamicLevel[] = ['pp', 'p', 'mp', 'mf', 'f', 'ff'];
    const loudness: number[] = [];
    for (const level of levels)
      loudness.push((await rendered(chordSong([60, 64, 67], level))).rms(0.05, 0.8));
    for (let i = 1; i < loudness.length; i++)
      expect(loudness[i]!, levels[i]).toBeGreaterThan(loudness[i - 1]!);
  });

  test('an LV passage rings its notes on to the R; a T.D. passage damps each one short', async () => {
    // C5 struck at beats 0 and 1 (each a quarter, 1 s at 60 bpm), E5 at beat 2; the R at beat 3.
    const base = createDefaultSong();
    const song: Song = {
      ...base,
      staves: [
        { pitchId: 72, instrument: 'handbell', notes: [{ beat: 0, length: 1 }] },
        { pitchId: 76, instrument: 'handbell', notes: [{ beat: 1, length: 1 }] },
      ],
    };
    const plain = await rendered(song);
    const lv = await rendered(setPassage(song, 0, 3, 'lv'));
    const td = await rendered(setPassage(song, 0, 3, 'thumb damp'));
    // Between the plain notes' ends (2 s) and the R (3 s) the LV passage still rings; plain has stopped.
    expect(dB(lv.rms(2.3, 2.9))).toBeGreaterThan(-40);
    expect(dB(plain.rms(2.3, 2.9) + 1e-9)).toBeLessThan(-80);
    // After the R everything is damped.
    expect(dB(lv.rms(3.3, 3.8) + 1e-9)).toBeLessThan(-80);
    // Thumb-damped notes are short: well under the plain ring half a second in.
    expect(dB(td.rms(0.5, 0.9) / plain.rms(0.5, 0.9))).toBeLessThan(-20);
  });
});
