/**
 * How hard a piece, or one position of it, is to ring, as handbell publishers grade music: a level
 * from 1 to 7 (1-2 Easy, 3-4 Medium, 5-7 Difficult) from five things, each adding up to a level or
 * so: the range of bells, the accidentals (notes outside the key, each a bell change for
 * someone), the techniques, the tempo and the density of notes (strikes per beat; for a position,
 * its own strikes). Songs keep no tempo, so the tempo played at is given (100 when not told).
 */
import { rowKey } from '../song.ts';
import type { RowRef, Song, Stave } from '../types.ts';
import { DIFFICULTY_LEVEL_MAX, type Difficulty, wordOfLevel } from './difficulty-level.ts';

const DEFAULT_BPM = 100;

/** The pitch classes of the key (major, by its fifths), sharps' side when no key is given. */
function scaleOf(fifths: number): Set<number> {
  const tonic = (((fifths * 7) % 12) + 12) % 12;
  return new Set([0, 2, 4, 5, 7, 9, 11].map((step) => (tonic + step) % 12));
}

const clamp = (x: number, low: number, high: number) => Math.min(high, Math.max(low, x));

function levelOf(song: Song, staves: readonly Stave[], bpm: number): Difficulty {
  const rung = staves.filter((s) => s.notes.length > 0);
  const notes = rung.flatMap((s) => s.notes.map((n) => ({ ...n, pitchId: s.pitchId })));
  if (notes.length === 0) return { level: 1, word: 'Easy' };
  const pitches = rung.map((s) => s.pitchId);
  // Range: bells to handle, a level for each octave past the first.
  const range = clamp((Math.max(...pitches) - Math.min(...pitches)) / 12 - 1, 0, 2);
  // Accidentals: the share of notes outside the key.
  const scale = scaleOf(song.key?.fifths ?? 0);
  const accidentals = notes.filter((n) => !scale.has(n.pitchId % 12)).length / notes.length;
  const accidental = clamp(accidentals * 6, 0, 1.5);
  // Techniques: the share of notes with one (their own or a passage's), and how many kinds.
  const passageTechnique = (beat: number) =>
    (song.passages ?? []).find((p) => p.from <= beat && beat < p.to)?.technique;
  const kinds = new Set(
    notes.map((n) => n.technique ?? passageTechnique(n.beat)).filter((t) => t !== undefined),
  );
  const marked = notes.filter((n) => (n.technique ?? passageTechnique(n.beat)) !== undefined).length;
  const technique = clamp((marked / notes.length) * 2 + kinds.size * 0.25, 0, 1.5);
  // Density and tempo: strikes a second over the span rung.
  const first = Math.min(...notes.map((n) => n.beat));
  const last = Math.max(...notes.map((n) => n.beat + n.length));
  const beats = Math.max(1, last - first);
  const perSecond = (notes.length / beats) * (bpm / 60);
  const density = clamp(Math.log2(Math.max(1, perSecond)) * 0.75, 0, 2);
  const tempo = clamp((bpm - 100) / 60, 0, 0.75);
  const level = clamp(
    Math.round(1 + range + accidental + technique + density + tempo),
    1,
    DIFFICULTY_LEVEL_MAX,
  );
  return { level, word: wordOfLevel(level) };
}

/** The level of the whole piece at `bpm`. */
export function pieceDifficulty(song: Song, bpm = DEFAULT_BPM): Difficulty {
  return levelOf(song, song.staves, bpm);
}

/** The level of one position (the rows one ringer rings) at `bpm`. */
export function partDifficulty(song: Song, rows: readonly RowRef[], bpm = DEFAULT_BPM): Difficulty {
  const mine = new Set(rows.map(rowKey));
  return levelOf(
    song,
    song.staves.filter((s) => mine.has(rowKey(s))),
    bpm,
  );
}
