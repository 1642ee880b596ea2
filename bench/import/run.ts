/**
 * Import benchmark: the time readMusic takes to turn a 2000-note MusicXML file into a Piece
 * (decoding, saxes, the element tree, measures, ties, repeats), against the bare saxes parse of
 * the same bytes as the baseline measured in the same run, alternating run by run so a busy
 * machine weighs on both alike; and shapePiece turning that piece into the editor's song with the
 * preview's first choices (what the dialog does on opening and on every choice). Prints medians
 * and writes bench/results/import.json.
 */
import { writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { initialOptions, shapePiece } from '@ringalong/music-io';
import { readMusic } from '@ringalong/music-io/read';
import { SaxesParser } from 'saxes';
import { formatMs, median, percentile } from '../lib/stats.ts';
import { benchmarkScore } from './score.ts';

const NOTES = 2000;
const RUNS = Number(process.env.IMPORT_RUNS ?? 15);
const WARM_UP = 3;
const GOAL_MS = 500;
const RESULTS = join(import.meta.dirname, '../results/import.json');

const { bytes, copies } = await benchmarkScore(NOTES);

function importOnce(): number {
  const start = performance.now();
  const outcome = readMusic('benchmark.musicxml', bytes);
  const ms = performance.now() - start;
  if (outcome.kind !== 'piece')
    throw new Error(`the benchmark score did not read: ${JSON.stringify(outcome)}`);
  return ms;
}

function bareParseOnce(): number {
  const start = performance.now();
  new SaxesParser().write(new TextDecoder().decode(bytes)).close();
  return performance.now() - start;
}

const outcome = readMusic('benchmark.musicxml', bytes);
const notes = outcome.kind === 'piece' ? outcome.piece.parts.reduce((sum, p) => sum + p.notes.length, 0) : 0;

function shapeOnce(): number {
  if (outcome.kind !== 'piece') throw new Error('the benchmark score did not read');
  const start = performance.now();
  shapePiece(outcome.piece, initialOptions(outcome.piece, 'benchmark.musicxml'));
  return performance.now() - start;
}
for (let i = 0; i < WARM_UP; i++) {
  importOnce();
  bareParseOnce();
  shapeOnce();
}
const runs = { import: [] as number[], bareParse: [] as number[], shape: [] as number[] };
for (let i = 0; i < RUNS; i++) {
  if (i % 2 === 0) {
    runs.import.push(importOnce());
    runs.bareParse.push(bareParseOnce());
  } else {
    runs.bareParse.push(bareParseOnce());
    runs.import.push(importOnce());
  }
  runs.shape.push(shapeOnce());
}
const summary = (values: number[]) => ({ medianMs: median(values), p90Ms: percentile(values, 90) });
const figures = {
  import: summary(runs.import),
  bareParse: summary(runs.bareParse),
  shape: summary(runs.shape),
};
console.log(
  `MusicXML of ${notes} notes (${(bytes.length / 1024).toFixed(0)} KB, the chorale's measures ${copies} times), ${RUNS} runs, load ${loadavg()[0]?.toFixed(1)}`,
);
console.log(
  `  readMusic              median ${formatMs(figures.import.medianMs)}, p90 ${formatMs(figures.import.p90Ms)}`,
);
console.log(
  `  bare saxes (baseline)  median ${formatMs(figures.bareParse.medianMs)}, p90 ${formatMs(figures.bareParse.p90Ms)}`,
);
console.log(
  `  shapePiece (preview)   median ${formatMs(figures.shape.medianMs)}, p90 ${formatMs(figures.shape.p90Ms)}`,
);
const whole = figures.import.medianMs + figures.shape.medianMs;
console.log(`  goal: read and shape under ${GOAL_MS} ms: ${whole < GOAL_MS ? 'met' : 'NOT met'}`);
await writeFile(
  RESULTS,
  `${JSON.stringify({ measuredAt: new Date().toISOString(), notes, bytes: bytes.length, runs: RUNS, goalMs: GOAL_MS, loadAverage: loadavg(), figures }, null, 2)}\n`,
);
console.log(`written ${RESULTS}`);
