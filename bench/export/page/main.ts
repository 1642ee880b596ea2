/**
 * The export benchmark page: renders a three-minute song to WAV with the app's own export code
 * (`renderSong`, `encodeWav`), its bells synthesized afresh on every load. Driven from
 * bench/export/run.ts through window.exportBench.
 */
import type { Song, Stave, Technique } from '@ringalong/song';
import { renderSong } from '../../../apps/web/src/music-io/render-audio';
import { encodeWav } from '../../../apps/web/src/music-io/wav';

/** G3 to G5 in C major, and three handchimes. */
const BELLS = [55, 57, 59, 60, 62, 64, 65, 67, 69, 71, 72, 74, 76, 77, 79];
const CHIMES = [60, 64, 67];
const TECHNIQUES: (Technique | undefined)[] = [undefined, undefined, undefined, 'lv', 'martellato', 'swing'];

/**
 * Three minutes at 100 bpm (300 beats) of a busy handbell piece: a two-note chord every half
 * beat, lengths from half a beat to two, some LV, martellato and swing, a chime every bar: 1275
 * notes (under the 2000-note limit).
 */
export function threeMinuteSong(): Song {
  const rows = new Map<
    string,
    { pitchId: number; instrument: 'handbell' | 'handchime'; notes: Stave['notes'][number][] }
  >();
  const add = (
    pitchId: number,
    instrument: 'handbell' | 'handchime',
    beat: number,
    length: number,
    technique?: Technique,
  ) => {
    const key = `${pitchId}/${instrument}`;
    const row = rows.get(key) ?? { pitchId, instrument, notes: [] };
    rows.set(key, row);
    if (row.notes.at(-1)?.beat === beat) return;
    row.notes.push(technique ? { beat, length, technique } : { beat, length });
  };
  for (let step = 0; step < 600; step++) {
    const beat = step / 2;
    for (const voice of [0, 1]) {
      const pitch = BELLS[(step * 3 + voice * 7) % BELLS.length]!;
      add(
        pitch,
        'handbell',
        beat,
        0.5 + ((step + voice) % 4) * 0.5,
        TECHNIQUES[(step + voice * 5) % TECHNIQUES.length],
      );
    }
    if (step % 8 === 0) add(CHIMES[(step / 8) % CHIMES.length]!, 'handchime', beat, 2);
  }
  const staves = [...rows.values()].sort(
    (a, b) => a.pitchId - b.pitchId || (a.instrument === 'handbell' ? -1 : 1),
  );
  return {
    version: 5,
    meta: { title: 'Three minutes' },
    staves,
    timeSignatures: [{ beat: 0, numerator: 4, denominator: 4 }],
  };
}

const song = threeMinuteSong();

/** Renders and encodes the song; the wall time of each step and the song's seconds. */
async function exportWav(room: boolean) {
  const start = performance.now();
  const rendered = await renderSong(song, { bpm: 100, transposeSemitones: 12, room });
  const renderedAt = performance.now();
  const wav = encodeWav(rendered.buffer, rendered.start, rendered.end);
  const end = performance.now();
  return {
    renderMs: renderedAt - start,
    encodeMs: end - renderedAt,
    totalMs: end - start,
    songSeconds: (rendered.end - rendered.start) / rendered.buffer.sampleRate,
    bytes: wav.length,
    notes: song.staves.reduce((sum, stave) => sum + stave.notes.length, 0),
  };
}

(window as unknown as { exportBench: unknown }).exportBench = { exportWav };
