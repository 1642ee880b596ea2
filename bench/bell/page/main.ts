/**
 * The bell benchmark page: renders a song with the app's own offline render (what audio export
 * writes: the same bells, strikes, mixer and master bus as playback) and hands back both channels
 * and the WAV file. Driven from bench/bell/run.ts through window.bellBench.
 */
import type { Song } from '@ringalong/song';
import { renderSong } from '../../../apps/web/src/music-io/render-audio';
import { encodeWav } from '../../../apps/web/src/music-io/wav';

async function render(song: Song, bpm: number) {
  const { buffer, start, end } = await renderSong(song, { bpm, transposeSemitones: 0, room: false });
  const channel = (i: number) => Array.from(buffer.getChannelData(i).subarray(start, end));
  const wav = encodeWav(buffer, start, end);
  let binary = '';
  for (let i = 0; i < wav.length; i += 0x8000) binary += String.fromCharCode(...wav.subarray(i, i + 0x8000));
  return { rate: buffer.sampleRate, left: channel(0), right: channel(1), wavBase64: btoa(binary) };
}

Object.assign(window, { bellBench: { render } });
