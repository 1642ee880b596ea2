/**
 * 'Fit to our bells': a song moved onto the bells and chimes a choir owns, keeping its key where
 * it can, as a director does. Every transposition from three octaves down to three up is
 * considered; for each, a row on a bell the choir does not own first drops the notes that double
 * another row an octave or two away on the same beat (a doubled octave, folded: the bass note
 * doubling the tenor), then what is left moves by an octave (the nearest first) to an owned bell:
 * onto an empty place, or into an existing row when no two notes share a beat. The fewest notes
 * left on unowned bells wins; among equals the key kept (no move or whole octaves) beats a new
 * key, unless `changeKey` is asked for; then the fewest notes folded or moved, then no move, then
 * whole octaves, then the smallest move. A row that cannot move is KEPT where it is (never deleted: the
 * user's notes are not lost) and reported as not owned, so the editor can mark it.
 * Assignments follow their rows (a row merged into another leaves its ringer's part).
 * Pure: the result is a new song and the list of what changed, in words.
 */
import { isPitchId } from '../bells.ts';
import { songBellName, songRowName } from '../key-spelling.ts';
import { compareRows, rowKey } from '../song.ts';
import type { Instrument, Note, RowRef, Song, Stave } from '../types.ts';
import type { ChoirAssignment } from './types.ts';

/** What the choir owns, as written pitches. */
export interface OwnedBells {
  readonly bells: readonly number[];
  readonly chimes: readonly number[];
}

/** A row the fit could not put on an owned bell: kept, with its notes, and reported. */
export interface UnownedRow extends RowRef {
  readonly notes: number;
}

export interface FitResult {
  readonly song: Song;
  /** Semitones the whole song moved (0: none). */
  readonly transpose: number;
  /** What changed, in words, in order: the transposition, then each row moved. */
  readonly changes: readonly string[];
  /** Rows with notes still on bells the choir does not own, after the fit. */
  readonly unowned: readonly UnownedRow[];
  /** Notes dropped as doubled octaves (each beat still rung an octave or two away). */
  readonly dropped: number;
}

export interface FitOptions {
  /** Consider a new key as readily as the same one (by default the key is kept unless that leaves notes unowned). */
  readonly changeKey?: boolean;
}

/** Notes dropped from a row because another row rings the same beat an octave or two away. */
interface Fold {
  readonly row: RowRef;
  readonly notes: number;
  readonly doubling: RowRef;
}

/** The furthest the whole song is transposed either way. */
export const FIT_RANGE = 36;
const OCTAVE = 12;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Transposition in words: 'up an octave', 'down 2 semitones', 'up 2 octaves'. */
export function transpositionWords(semitones: number): string {
  const way = semitones > 0 ? 'up' : 'down';
  const size = Math.abs(semitones);
  if (size % OCTAVE === 0) return `${way} ${size === OCTAVE ? 'an octave' : `${size / OCTAVE} octaves`}`;
  return `${way} ${plural(size, 'semitone')}`;
}

function ownedOf(owned: OwnedBells): (row: RowRef) => boolean {
  const sets: Record<Instrument, ReadonlySet<number>> = {
    handbell: new Set(owned.bells),
    handchime: new Set(owned.chimes),
  };
  return (row) => sets[row.instrument].has(row.pitchId);
}

/** The rows with notes on bells the choir does not own, low to high. */
export function unownedRows(song: Song, owned: OwnedBells): UnownedRow[] {
  const isOwned = ownedOf(owned);
  return song.staves
    .filter((stave) => stave.notes.length > 0 && !isOwned(stave))
    .map((stave) => ({ pitchId: stave.pitchId, instrument: stave.instrument, notes: stave.notes.length }));
}

interface Move {
  readonly from: RowRef;
  readonly to: RowRef;
  readonly notes: number;
  /** Into a row the song already had. */
  readonly merged: boolean;
}

interface Plan {
  readonly transpose: number;
  readonly staves: readonly Stave[];
  readonly moves: readonly Move[];
  readonly folds: readonly Fold[];
  readonly left: readonly UnownedRow[];
}

const leftNotes = (plan: Plan) => plan.left.reduce((sum, row) => sum + row.notes, 0);
const movedNotes = (plan: Plan) =>
  plan.moves.reduce((sum, move) => sum + move.notes, 0) + plan.folds.reduce((sum, f) => sum + f.notes, 0);
const newKey = (plan: Plan) => (plan.transpose % OCTAVE === 0 ? 0 : 1);
/** No move, then whole octaves (the key stays), then the smallest move; down before up. */
const preference = (t: number) => [t === 0 ? 0 : t % OCTAVE === 0 ? 1 : 2, Math.abs(t), t > 0 ? 1 : 0];

function better(a: Plan, b: Plan, changeKey: boolean): boolean {
  const key = (p: Plan) => (changeKey ? 0 : newKey(p));
  const ka = [leftNotes(a), key(a), movedNotes(a), ...preference(a.transpose)];
  const kb = [leftNotes(b), key(b), movedNotes(b), ...preference(b.transpose)];
  for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return ka[i]! < kb[i]!;
  return false;
}

const collide = (a: readonly Note[], b: readonly Note[]) => {
  const beats = new Set(a.map((n) => n.beat));
  return b.some((n) => beats.has(n.beat));
};

/** The song's rows moved by `transpose`, then single rows by octaves; null when a row leaves MIDI. */
function plan(song: Song, transpose: number, isOwned: (row: RowRef) => boolean): Plan | null {
  if (!song.staves.every((s) => isPitchId(s.pitchId + transpose))) return null;
  const rows = new Map<string, Stave>();
  for (const stave of song.staves) {
    const moved = { ...stave, pitchId: stave.pitchId + transpose };
    rows.set(rowKey(moved), moved);
  }
  const moves: Move[] = [];
  const folds: Fold[] = [];
  const left: UnownedRow[] = [];
  for (const original of [...rows.values()].sort(compareRows)) {
    if (original.notes.length === 0 || isOwned(original)) continue;
    let stave = original;
    // A doubled octave first: notes another row rings on the same beat an octave or two away.
    for (const shift of [OCTAVE, -OCTAVE, 2 * OCTAVE, -2 * OCTAVE]) {
      const other = rows.get(rowKey({ pitchId: stave.pitchId + shift, instrument: stave.instrument }));
      if (!other || other === stave || other.notes.length === 0) continue;
      const beats = new Set(other.notes.map((n) => n.beat));
      const kept = stave.notes.filter((n) => !beats.has(n.beat));
      if (kept.length === stave.notes.length) continue;
      folds.push({ row: stave, notes: stave.notes.length - kept.length, doubling: other });
      stave = { ...stave, notes: kept };
      rows.set(rowKey(stave), stave);
      if (kept.length === 0) break;
    }
    if (stave.notes.length === 0) {
      rows.delete(rowKey(stave));
      continue;
    }
    let done = false;
    for (const shift of [-OCTAVE, OCTAVE, -2 * OCTAVE, 2 * OCTAVE]) {
      const to = { pitchId: stave.pitchId + shift, instrument: stave.instrument };
      if (!isPitchId(to.pitchId) || !isOwned(to)) continue;
      const there = rows.get(rowKey(to));
      if (there && collide(there.notes, stave.notes)) continue;
      const notes = there ? [...there.notes, ...stave.notes].sort((a, b) => a.beat - b.beat) : stave.notes;
      rows.delete(rowKey(stave));
      rows.set(rowKey(to), { ...to, notes });
      moves.push({
        from: stave,
        to,
        notes: stave.notes.length,
        merged: there !== undefined && there.notes.length > 0,
      });
      done = true;
      break;
    }
    if (!done) left.push({ pitchId: stave.pitchId, instrument: stave.instrument, notes: stave.notes.length });
  }
  return { transpose, staves: [...rows.values()].sort(compareRows), moves, folds, left };
}

function followRows(assignments: readonly ChoirAssignment[], p: Plan): ChoirAssignment[] {
  const merged = new Set(p.moves.filter((m) => m.merged).map((m) => rowKey(m.from)));
  const moved = new Map(p.moves.filter((m) => !m.merged).map((m) => [rowKey(m.from), m.to]));
  return assignments.map((a) => {
    // A row moved onto an empty row someone held: the first holder keeps it.
    const held = new Set<string>();
    return {
      ...a,
      parts: a.parts.map((part) => ({
        ...part,
        rows: part.rows.flatMap((row): RowRef[] => {
          const shifted = { pitchId: row.pitchId + p.transpose, instrument: row.instrument };
          if (!isPitchId(shifted.pitchId) || merged.has(rowKey(shifted))) return [];
          const to = moved.get(rowKey(shifted)) ?? shifted;
          if (held.has(rowKey(to))) return [];
          held.add(rowKey(to));
          return [to];
        }),
      })),
    };
  });
}

function words(p: Plan, song: Song): string[] {
  const rowName = (row: RowRef) => songRowName(song, row);
  const changes: string[] = [];
  if (p.transpose !== 0) changes.push(`Transposed ${transpositionWords(p.transpose)}`);
  for (const fold of p.folds) {
    changes.push(
      `${rowName(fold.row)}: ${plural(fold.notes, 'note')} doubling ${rowName(fold.doubling)} dropped (a doubled octave)`,
    );
  }
  for (const move of p.moves) {
    const way = move.to.pitchId < move.from.pitchId ? 'down' : 'up';
    const octaves = Math.abs(move.to.pitchId - move.from.pitchId) === OCTAVE ? 'an octave' : 'two octaves';
    const into = move.merged ? `, joining its notes` : '';
    changes.push(
      `${rowName(move.from)} moved ${way} ${octaves} to ${songBellName(song, move.to.pitchId)}${into} (${plural(move.notes, 'note')})`,
    );
  }
  for (const row of p.left) {
    changes.push(
      `${rowName(row)} not owned: ${plural(row.notes, 'note')} kept on it, for a bell you borrow or to move by hand`,
    );
  }
  return changes;
}

/** Fits `song` to the bells and chimes a choir owns; see the file's comment. */
export function fitToBells(song: Song, owned: OwnedBells, options: FitOptions = {}): FitResult {
  const isOwned = ownedOf(owned);
  const changeKey = options.changeKey ?? false;
  let best = plan(song, 0, isOwned) as Plan;
  if (best.left.length > 0 || best.moves.length > 0 || best.folds.length > 0) {
    for (let t = -FIT_RANGE; t <= FIT_RANGE; t++) {
      if (t === 0) continue;
      const candidate = plan(song, t, isOwned);
      if (candidate && better(candidate, best, changeKey)) best = candidate;
    }
  }
  if (best.transpose === 0 && best.moves.length === 0 && best.folds.length === 0) {
    return { song, transpose: 0, changes: words(best, song), unowned: best.left, dropped: 0 };
  }
  const fitted: Song = { ...song, staves: best.staves };
  return {
    song: song.assignments ? { ...fitted, assignments: followRows(song.assignments, best) } : fitted,
    transpose: best.transpose,
    changes: words(best, song),
    unowned: best.left,
    dropped: best.folds.reduce((sum, f) => sum + f.notes, 0),
  };
}
