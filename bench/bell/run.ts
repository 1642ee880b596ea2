/**
 * The bell against recorded handbells: renders, with the app's own offline render, single bells
 * (G3, C4, G4, C5), a full-table chord (every C, E and G from C3 to C8) and a short phrase, for
 * this checkout and a baseline in the same run (see run.sh). Prints each partial's level against
 * the reference table, the upper partials found, the strike's spectral centroid and how alike the
 * chord's two channels are, with the goals; writes the phrase of each build as a WAV file under
 * bench/results/bell/ to listen to side by side, and the figures to bench/results/bell.json.
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Song } from '@ringalong/song';
import { chromium } from 'playwright-core';
import {
  channelCorrelation,
  LEVEL_TOLERANCE_DB,
  MAX_CHORD_CORRELATION,
  partialLevels,
  STRIKE_BAND,
  strikeCentroid,
  UPPER,
  upperPartials,
} from '../../apps/web/test/bell-analysis.ts';
import { chromiumLaunchOptions } from '../../scripts/chromium.ts';
import { servePage } from '../lib/serve-page.ts';
import { median } from '../lib/stats.ts';

const dist = fileURLToPath(new URL('./dist/', import.meta.url));
const resultsDir = fileURLToPath(new URL('../results/bell/', import.meta.url));
const results = fileURLToPath(new URL('../results/bell.json', import.meta.url));

const SINGLE_BELLS = [55, 60, 67, 72];
const TABLE = [48, 52, 55, 60, 64, 67, 72, 76, 79, 84, 88, 91, 96, 100, 103, 108];
/** The partial ratios the strike's measure leaves out: both models' (the baseline has fewer). */
const RATIOS = [1, 2, 3, 4.42, 5.08, 5.93, 6.83, 8.21, 9.47, 10.86, 12.17, 12.94];
const BPM = 60;

const hz = (midi: number) => 440 * 2 ** ((midi - 69) / 12);

/** A song of notes (pitch, beat, length in beats) on handbells, in 4/4. */
function songOf(title: string, notes: readonly (readonly [number, number, number])[]): Song {
  const pitches = [...new Set(notes.map(([pitch]) => pitch))].sort((a, b) => a - b);
  return {
    version: 5,
    meta: { title },
    timeSignatures: [{ beat: 0, numerator: 4, denominator: 4 }],
    staves: pitches.map((pitchId) => ({
      pitchId,
      instrument: 'handbell',
      notes: notes
        .filter(([pitch]) => pitch === pitchId)
        .map(([, beat, length]) => ({ beat, length }))
        .sort((a, b) => a.beat - b.beat),
    })),
  } as Song;
}

/** The opening of 'Ode to Joy' over a bass, ending on a full chord: the phrase to listen to. */
const PHRASE = songOf('Bell benchmark phrase', [
  ...[64, 64, 65, 67, 67, 65, 64, 62, 60, 60, 62, 64].map((pitch, i) => [pitch, i, 1] as const),
  [64, 12, 1.5],
  [62, 13.5, 0.5],
  [62, 14, 2],
  [48, 0, 4],
  [43, 4, 4],
  [48, 8, 4],
  [43, 12, 4],
  ...[48, 55, 60, 64, 67, 72, 76, 79, 84].map((pitch) => [pitch, 16, 4] as const),
]);

interface Rendered {
  rate: number;
  left: number[];
  right: number[];
  wavBase64: string;
}
interface BellBench {
  render(song: Song, bpm: number): Promise<Rendered>;
}

const builds = [
  { name: `this checkout ${process.env.BELL_COMMIT ?? ''}`.trim(), file: 'this', dist },
  ...(process.env.BELL_BASE_DIST
    ? [{ name: process.env.BELL_BASE_NAME ?? 'baseline', file: 'baseline', dist: process.env.BELL_BASE_DIST }]
    : []),
];

const browser = await chromium.launch(chromiumLaunchOptions);
const servers = await Promise.all(builds.map((build) => servePage(build.dist)));

try {
  const all = [];
  for (const [i, build] of builds.entries()) {
    const page = await browser.newPage();
    await page.goto(servers[i]!.url);
    await page.waitForFunction(() => 'bellBench' in window);
    const render = async (song: Song) => {
      const out = await page.evaluate(
        ([s, bpm]) => (window as unknown as { bellBench: BellBench }).bellBench.render(s, bpm),
        [song, BPM] as const,
      );
      return {
        ...out,
        left: Float32Array.from(out.left),
        right: Float32Array.from(out.right),
      };
    };
    const singles = [];
    for (const midi of SINGLE_BELLS) {
      const { left, right, rate } = await render(songOf(`bell ${midi}`, [[midi, 0, 4]]));
      const mono = left.map((l, k) => (l + right[k]!) / 2);
      singles.push({
        midi,
        levels: partialLevels(mono, rate, hz(midi), 0),
        upper: upperPartials(mono, rate, hz(midi), 0),
        strikeCentroidHz: strikeCentroid(mono, rate, hz(midi), RATIOS, 0),
      });
    }
    const chord = await render(
      songOf(
        'full table',
        TABLE.map((pitch) => [pitch, 0, 4] as const),
      ),
    );
    const correlation = channelCorrelation(chord.left, chord.right, chord.rate, 0.02, 2);
    const phrase = await render(PHRASE);
    const wav = `${resultsDir}phrase-${build.file}.wav`;
    await writeFile(wav, Buffer.from(phrase.wavBase64, 'base64'));
    await page.close();
    all.push({ name: build.name, singles, correlation, wav });
  }
  for (const figures of all) report(figures);
  const [head, baseline] = all;
  await writeFile(results, `${JSON.stringify({ ...head, baseline }, null, 2)}\n`);
} finally {
  await browser.close();
  for (const { server } of servers) server.close();
}

function report(figures: {
  name: string;
  singles: {
    midi: number;
    levels: ReturnType<typeof partialLevels>;
    upper: ReturnType<typeof upperPartials>;
    strikeCentroidHz: number;
  }[];
  correlation: number;
  wav: string;
}): void {
  console.log(`== ${figures.name}`);
  const ratios = figures.singles[0]!.levels.map((level) => level.ratio);
  console.log(
    `partial levels against the fundamental (dB), reference of recorded handbells ±${LEVEL_TOLERANCE_DB} dB:`,
  );
  console.log(
    `  ratio  reference  ${figures.singles.map((s) => `MIDI ${s.midi}`.padStart(8)).join(' ')}  median distance`,
  );
  for (const [k, ratio] of ratios.entries()) {
    const levels = figures.singles.map((s) => s.levels[k]!);
    const distance = median(levels.map((level) => level.distance));
    console.log(
      `  ${ratio.toFixed(2).padStart(5)}  ${levels[0]!.reference.toFixed(1).padStart(9)}  ${levels.map((l) => l.db.toFixed(1).padStart(8)).join(' ')}  ${distance >= 0 ? '+' : ''}${distance.toFixed(1)} dB${Math.abs(distance) <= LEVEL_TOLERANCE_DB ? '' : '  (outside)'}`,
    );
  }
  for (const single of figures.singles) {
    console.log(
      `  MIDI ${single.midi}: ${single.upper.length} upper partials between ${UPPER.from}x and 13x (goal ${UPPER.atLeast}): ${single.upper.map((u) => `${u.ratio.toFixed(2)}x ${u.db.toFixed(0)} dB`).join(', ') || 'none'}; strike centroid ${single.strikeCentroidHz.toFixed(0)} Hz (goal ${STRIKE_BAND.from}-${STRIKE_BAND.to} Hz)`,
    );
  }
  console.log(
    `full-table chord (${TABLE.length} bells, C3-C8): left/right correlation ${figures.correlation.toFixed(3)} (goal under ${MAX_CHORD_CORRELATION})`,
  );
  console.log(`phrase written to ${figures.wav}`);
}
