/**
 * The automatic assignment of a song's rows to a choir's ringers, by the handbell convention
 * (`positions.ts`): each ringer takes a position (two adjacent naturals with their accidentals); a
 * handchime row goes with its pitch's bell where that adds no bell change and keeps four bells at
 * most sounding at once, else to a position of chimes of its own. With fewer ringers than
 * positions, ringers take further positions: first those that add no bell change (the lightest,
 * nearest positions first, which balances the busy ones), then the fewest added changes, never
 * more than four bells sounding in one ringer's hands at one moment. What still cannot be rung is
 * nobody's (the computer rings it), the positions with the fewest notes first. The hardest parts
 * (most notes, changes, the outer positions) go to the most experienced ringers, so beginners get
 * the steadier middle positions.
 */
import { compareRows } from '../song.ts';
import type { RowRef, Song, Stave } from '../types.ts';
import { type AssignmentFigures, assignmentFigures } from './assignment-report.ts';
import { BELLS_IN_HAND_MAX, mostAtOnce, type Ring, ringsOf, sortRings, swapsFor } from './holding.ts';
import { positionAnchor, positionOf } from './positions.ts';
import type { Choir, ChoirAssignment, Experience, Ringer, RingerId } from './types.ts';

/** Rows one ringer would ring together: one or more positions. */
interface Unit {
  readonly id: number;
  /** Positions held, ascending (chime positions count as their bells' position). */
  readonly positions: readonly number[];
  readonly rows: readonly Stave[];
  readonly rings: readonly Ring[];
  readonly swaps: number;
}

function unitOf(id: number, positions: readonly number[], rows: readonly Stave[]): Unit {
  const rings = sortRings(rows.flatMap(ringsOf));
  return { id, positions, rows, rings, swaps: swapsFor(rings) };
}

function joined(id: number, a: Unit, b: Unit): Unit {
  const positions = [...new Set([...a.positions, ...b.positions])].sort((x, y) => x - y);
  return unitOf(id, positions, [...a.rows, ...b.rows]);
}

const fits = (unit: Unit): boolean => mostAtOnce(unit.rings) <= BELLS_IN_HAND_MAX;

/** The song's rows as positions: bells by the convention, chimes with their bell where that fits. */
function positionUnits(song: Song): Unit[] {
  if (song.staves.length === 0) return [];
  const anchor = positionAnchor(Math.min(...song.staves.map((s) => s.pitchId)));
  const bells = new Map<number, Stave[]>();
  const chimes: Stave[] = [];
  for (const stave of song.staves) {
    if (stave.instrument === 'handbell') {
      const position = positionOf(stave.pitchId, anchor);
      bells.set(position, [...(bells.get(position) ?? []), stave]);
    } else chimes.push(stave);
  }
  let next = 0;
  const units = new Map<number, Unit>();
  for (const [position, rows] of bells) units.set(position, unitOf(next++, [position], rows));
  const chimeRows = new Map<number, Stave[]>();
  for (const chime of chimes) {
    const position = positionOf(chime.pitchId, anchor);
    const bellUnit = units.get(position);
    if (bellUnit?.rows.some((row) => row.pitchId === chime.pitchId)) {
      const withChime = unitOf(bellUnit.id, bellUnit.positions, [...bellUnit.rows, chime]);
      if (fits(withChime) && withChime.swaps <= bellUnit.swaps) {
        units.set(position, withChime);
        continue;
      }
    }
    chimeRows.set(position, [...(chimeRows.get(position) ?? []), chime]);
  }
  const all = [...units.values()];
  for (const [position, rows] of chimeRows) all.push(unitOf(next++, [position], rows));
  return all.sort((a, b) => a.positions[0]! - b.positions[0]! || a.id - b.id);
}

function gap(a: Unit, b: Unit): number {
  let least = Number.POSITIVE_INFINITY;
  for (const x of a.positions) for (const y of b.positions) least = Math.min(least, Math.abs(x - y));
  return least;
}

interface Candidate {
  readonly unit: Unit;
  readonly addedSwaps: number;
  readonly score: number;
}

/**
 * Joins units until at most `target` remain or no join keeps four bells at most at once (or, when
 * `swapsAllowed` is false, none adds no bell change). Deterministic: the same units give the same
 * joins, so a run to a larger target is a prefix of a run to a smaller one.
 */
function joinUnits(start: readonly Unit[], target: number, swapsAllowed: boolean): Unit[] {
  let units = [...start];
  let nextId = Math.max(-1, ...units.map((u) => u.id)) + 1;
  const cache = new Map<string, Candidate | null>();
  const candidate = (a: Unit, b: Unit): Candidate | null => {
    const key = a.id < b.id ? `${a.id}+${b.id}` : `${b.id}+${a.id}`;
    const known = cache.get(key);
    if (known !== undefined) return known;
    const unit = joined(-1, a, b);
    const found = fits(unit)
      ? {
          unit,
          addedSwaps: unit.swaps - a.swaps - b.swaps,
          score: unit.rings.length * (1 + 0.25 * Math.max(0, gap(a, b) - 1)),
        }
      : null;
    cache.set(key, found);
    return found;
  };
  while (units.length > target) {
    let best: { i: number; j: number; c: Candidate } | null = null;
    for (let i = 0; i < units.length; i++) {
      for (let j = i + 1; j < units.length; j++) {
        const c = candidate(units[i]!, units[j]!);
        if (!c || (!swapsAllowed && c.addedSwaps > 0)) continue;
        if (
          !best ||
          c.addedSwaps < best.c.addedSwaps ||
          (c.addedSwaps === best.c.addedSwaps && c.score < best.c.score)
        )
          best = { i, j, c };
      }
    }
    if (!best) break;
    const a = units[best.i]!;
    const b = units[best.j]!;
    const merged = unitOf(nextId++, best.c.unit.positions, best.c.unit.rows);
    units = units.filter((u) => u !== a && u !== b);
    units.push(merged);
  }
  return units;
}

export interface RingersEstimate {
  /** Positions by the convention (with chime positions that do not go with their bells). */
  readonly positions: number;
  /** Ringers to ring every row with no bell change: positions shared while that adds none. */
  readonly ringersNeeded: number;
}

/** How many ringers a song needs, without a choir. */
export function estimateRingers(song: Song): RingersEstimate {
  const units = positionUnits(song);
  return { positions: units.length, ringersNeeded: joinUnits(units, 1, false).length };
}

export interface AssignmentReport extends AssignmentFigures, RingersEstimate {}

export interface AssignOptions {
  /** Only these ringers take rows (e.g. those here today); all the choir's ringers when absent. */
  readonly ringers?: readonly RingerId[];
}

const RANK: Record<Experience, number> = { experienced: 0, intermediate: 1, beginner: 2 };

const centreOf = (unit: Unit) => (unit.positions[0]! + unit.positions[unit.positions.length - 1]!) / 2;

/**
 * How hard a part is: its notes and changes, and much more so the further it lies from where the
 * song's notes are (the notes' weighted middle): the bass bells are heavy and the outer parts
 * lonely, so a beginner is better in the middle with a few more notes than on the bass with fewer.
 */
function difficulty(unit: Unit, middle: number, halfSpan: number): number {
  const centre = centreOf(unit);
  // Below the middle counts a quarter more: bass bells are the heaviest to ring and damp.
  const outer = ((centre < middle ? 1.25 : 1) * Math.abs(centre - middle)) / Math.max(1, halfSpan);
  return unit.rings.length * (1 + 1.5 * outer) + unit.swaps * 8;
}

function toRingers(units: readonly Unit[], ringers: readonly Ringer[]): Map<RingerId, Unit> {
  const notes = units.reduce((sum, u) => sum + u.rings.length, 0);
  const middle =
    notes > 0
      ? units.reduce((sum, u) => sum + centreOf(u) * u.rings.length, 0) / notes
      : units.reduce((sum, u) => sum + centreOf(u), 0) / Math.max(1, units.length);
  const halfSpan = Math.max(1, ...units.map((u) => Math.abs(centreOf(u) - middle)));
  const hardest = [...units].sort(
    (a, b) =>
      difficulty(b, middle, halfSpan) - difficulty(a, middle, halfSpan) || a.positions[0]! - b.positions[0]!,
  );
  const ranked = ringers
    .map((ringer, order) => ({ ringer, order }))
    .sort(
      (a, b) =>
        RANK[a.ringer.experience ?? 'intermediate'] - RANK[b.ringer.experience ?? 'intermediate'] ||
        a.order - b.order,
    );
  // The hardest parts to the most experienced; within one level of experience, positions in pitch
  // order to ringers in the choir's order (a line of ringers stands low to high).
  const given = new Map<RingerId, Unit>();
  let i = 0;
  while (i < ranked.length && i < hardest.length) {
    const rank = RANK[ranked[i]!.ringer.experience ?? 'intermediate'];
    let end = i;
    while (end < ranked.length && RANK[ranked[end]!.ringer.experience ?? 'intermediate'] === rank) end++;
    const takers = ranked.slice(i, end).map((r) => r.ringer);
    const parts = hardest.slice(i, end).sort((a, b) => a.positions[0]! - b.positions[0]! || a.id - b.id);
    for (const [k, unit] of parts.entries()) given.set(takers[k]!.id, unit);
    i = end;
  }
  return given;
}

const rowRef = ({ pitchId, instrument }: RowRef): RowRef => ({ pitchId, instrument });

/** Shares the song's rows among the choir's ringers, with the figures of the result. */
export function assignRingers(
  song: Song,
  choir: Choir,
  options: AssignOptions = {},
): { assignment: ChoirAssignment; report: AssignmentReport } {
  const available = options.ringers
    ? choir.ringers.filter((r) => options.ringers?.includes(r.id))
    : choir.ringers;
  const units = positionUnits(song);
  const estimate = { positions: units.length, ringersNeeded: joinUnits(units, 1, false).length };
  let joinedUnits = joinUnits(units, available.length, true);
  if (joinedUnits.length > available.length) {
    // The computer rings the lightest parts nobody can take.
    joinedUnits = [...joinedUnits]
      .sort((a, b) => b.rings.length - a.rings.length || a.positions[0]! - b.positions[0]!)
      .slice(0, available.length);
  }
  const given = joinedUnits.length > 0 ? toRingers(joinedUnits, available) : new Map<RingerId, Unit>();
  const assignment: ChoirAssignment = {
    choir: choir.id,
    parts: choir.ringers.flatMap((ringer) => {
      const unit = given.get(ringer.id);
      return unit ? [{ ringer: ringer.id, rows: [...unit.rows].sort(compareRows).map(rowRef) }] : [];
    }),
  };
  return { assignment, report: { ...estimate, ...assignmentFigures(song, choir, assignment) } };
}
