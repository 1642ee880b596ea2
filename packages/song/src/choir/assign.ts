/**
 * The automatic assignment of a song's rows to a choir's ringers, by the handbell convention
 * (`positions.ts`): each ringer takes a position (two adjacent naturals with their accidentals); a
 * handchime row goes with its pitch's bell where that adds no bell change and keeps the bells
 * sounding at once within what the ringers' hands allow (`hands.ts`: the least of the ringers
 * taking part, so any ringer can take any part), else to a position of chimes of its own; a
 * position needing more at once than that, or a bell change, is split into its rows. With fewer ringers than
 * positions, ringers take further positions next to theirs on the table (contiguous): first those
 * that add no bell change (the lightest, nearest positions first, which balances the busy ones),
 * then the fewest added changes, never more bells sounding in one ringer's hands than allowed. What still cannot be rung is
 * nobody's (the computer rings it), the positions with the fewest notes first. The hardest parts
 * (most notes, changes, the outer positions) go to the most experienced ringers, so beginners get
 * the steadier middle positions: never a bass position (`isBassPart`), never rows on both staves,
 * never positions apart on the table; a beginner with no such part left rings nothing.
 */
import { compareRows } from '../song.ts';
import type { RowRef, Song, Stave } from '../types.ts';
import { type AssignmentFigures, assignmentFigures } from './assignment-report.ts';
import { commonLimit, DEFAULT_HANDS, HANDS_LIMITS, type HandsLimit } from './hands.ts';
import { mostAtOnce, type Ring, songRings, sortRings, swapsFor } from './holding.ts';
import { positionAnchor, positionOf } from './positions.ts';
import type { Choir, ChoirAssignment, Experience, Hands, Ringer, RingerId } from './types.ts';

/** Rows one ringer would ring together: one or more positions. */
interface Unit {
  readonly id: number;
  /** Positions held, ascending (chime positions count as their bells' position). */
  readonly positions: readonly number[];
  readonly rows: readonly Stave[];
  readonly rings: readonly Ring[];
  readonly swaps: number;
}

/** The song's rings and what every ringer taking part can hold. */
interface Context {
  readonly rings: (stave: Stave) => Ring[];
  readonly limit: HandsLimit;
}

function unitOf(ctx: Context, id: number, positions: readonly number[], rows: readonly Stave[]): Unit {
  const rings = sortRings(rows.flatMap(ctx.rings));
  return { id, positions, rows, rings, swaps: swapsFor(rings, ctx.limit.hold) };
}

function joined(ctx: Context, id: number, a: Unit, b: Unit): Unit {
  const positions = [...new Set([...a.positions, ...b.positions])].sort((x, y) => x - y);
  return unitOf(ctx, id, positions, [...a.rows, ...b.rows]);
}

const fits = (ctx: Context, unit: Unit): boolean => mostAtOnce(unit.rings) <= ctx.limit.sound;

/** The song's rows as positions: bells by the convention, chimes with their bell where that fits. */
function positionUnits(song: Song, ctx: Context): Unit[] {
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
  const split: Unit[] = [];
  for (const [position, rows] of bells) {
    const unit = unitOf(ctx, next++, [position], rows);
    // A position the hands cannot ring without a change is split into its rows, joined back below
    // where that needs none.
    if (fits(ctx, unit) && unit.swaps === 0) units.set(position, unit);
    else for (const row of rows) split.push(unitOf(ctx, next++, [position], [row]));
  }
  const chimeRows = new Map<number, Stave[]>();
  for (const chime of chimes) {
    const position = positionOf(chime.pitchId, anchor);
    const bellUnit = units.get(position);
    if (bellUnit?.rows.some((row) => row.pitchId === chime.pitchId)) {
      const withChime = unitOf(ctx, bellUnit.id, bellUnit.positions, [...bellUnit.rows, chime]);
      if (fits(ctx, withChime) && withChime.swaps <= bellUnit.swaps) {
        units.set(position, withChime);
        continue;
      }
    }
    chimeRows.set(position, [...(chimeRows.get(position) ?? []), chime]);
  }
  const all = [...units.values(), ...split];
  for (const [position, rows] of chimeRows) {
    const unit = unitOf(ctx, next++, [position], rows);
    if (fits(ctx, unit) && unit.swaps === 0) all.push(unit);
    else for (const row of rows) all.push(unitOf(ctx, next++, [position], [row]));
  }
  // Positions numbered in table order among those the song uses: the table holds only its bells,
  // so two positions with none between them are neighbours.
  const rank = new Map(
    [...new Set(all.map((u) => u.positions[0]!))].sort((x, y) => x - y).map((p, i) => [p, i]),
  );
  return all
    .map((u) => ({ ...u, positions: [rank.get(u.positions[0]!)!] }))
    .sort((a, b) => a.positions[0]! - b.positions[0]! || a.id - b.id);
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
function joinUnits(ctx: Context, start: readonly Unit[], target: number, swapsAllowed: boolean): Unit[] {
  let units = [...start];
  let nextId = Math.max(-1, ...units.map((u) => u.id)) + 1;
  const cache = new Map<string, Candidate | null>();
  const candidate = (a: Unit, b: Unit): Candidate | null => {
    const key = a.id < b.id ? `${a.id}+${b.id}` : `${b.id}+${a.id}`;
    const known = cache.get(key);
    if (known !== undefined) return known;
    const unit = joined(ctx, -1, a, b);
    // Positions stay contiguous on the table: only neighbours (or a chime part at its bells) join.
    const found =
      (gap(a, b) <= 1 || a.rings.length === 0 || b.rings.length === 0) && fits(ctx, unit)
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
        // The fewest added changes; then, spreading the changes, the part with the fewest in all.
        if (
          !best ||
          c.addedSwaps < best.c.addedSwaps ||
          (c.addedSwaps === best.c.addedSwaps && c.unit.swaps < best.c.unit.swaps) ||
          (c.addedSwaps === best.c.addedSwaps && c.unit.swaps === best.c.unit.swaps && c.score < best.c.score)
        )
          best = { i, j, c };
      }
    }
    if (!best) break;
    const a = units[best.i]!;
    const b = units[best.j]!;
    const merged = unitOf(ctx, nextId++, best.c.unit.positions, best.c.unit.rows);
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

/** How many ringers a song needs, without a choir, all ringing with `hands` (default two bells). */
export function estimateRingers(song: Song, hands: Hands = DEFAULT_HANDS): RingersEstimate {
  const ctx: Context = { rings: songRings(song), limit: HANDS_LIMITS[hands] };
  const units = positionUnits(song, ctx);
  return { positions: units.length, ringersNeeded: joinUnits(ctx, units, 1, false).length };
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

/** Written middle C: rows below it are on the bass staff, from it up on the treble. */
export const TREBLE_FROM = 60;

/**
 * A bass part: it holds the song's lowest row, a row in the lowest quarter of the song's range, or
 * a row on the bass staff of a song that also has treble rows (the heavy bells, which beginners
 * are kept from).
 */
export function isBassPart(rows: readonly RowRef[], song: Song): boolean {
  const pitches = song.staves.map((s) => s.pitchId);
  if (pitches.length === 0 || rows.length === 0) return false;
  const lowest = Math.min(...pitches);
  const highest = Math.max(...pitches);
  const span = highest - lowest;
  return rows.some(
    (r) =>
      r.pitchId === lowest ||
      r.pitchId < lowest + span / 4 ||
      (r.pitchId < TREBLE_FROM && highest >= TREBLE_FROM),
  );
}

/** Rows on both staves of the grand staff. */
export const isTwoStaves = (rows: readonly RowRef[]): boolean =>
  rows.some((r) => r.pitchId < TREBLE_FROM) && rows.some((r) => r.pitchId >= TREBLE_FROM);

const contiguous = (unit: Unit) =>
  unit.positions[unit.positions.length - 1]! - unit.positions[0]! + 1 === unit.positions.length;

/** A part a beginner may take: not bass, one staff, positions next to each other. */
const forBeginner = (unit: Unit, song: Song) =>
  !isBassPart(unit.rows, song) && !isTwoStaves(unit.rows) && contiguous(unit);

function toRingers(units: readonly Unit[], ringers: readonly Ringer[], song: Song): Map<RingerId, Unit> {
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
  const rankOf = (ringer: Ringer) => RANK[ringer.experience ?? 'intermediate'];
  const ranked = ringers
    .map((ringer, order) => ({ ringer, order }))
    .sort((a, b) => rankOf(a.ringer) - rankOf(b.ringer) || a.order - b.order);
  // Beginners first choose among the parts they may take, the easiest ones; the others share the
  // rest, the hardest parts to the most experienced.
  const beginners = ranked.filter((r) => r.ringer.experience === 'beginner').map((r) => r.ringer);
  const others = ranked.filter((r) => r.ringer.experience !== 'beginner').map((r) => r.ringer);
  const given = new Map<RingerId, Unit>();
  const forOthers = hardest.slice(0, others.length);
  const rest = hardest.slice(others.length);
  const beginnerParts: Unit[] = [];
  for (const unit of [...rest].reverse()) {
    if (beginnerParts.length >= beginners.length) break;
    if (forBeginner(unit, song)) beginnerParts.push(unit);
  }
  // A part a beginner may not take, left over, goes to another ringer's place for an easier one
  // a beginner may take.
  const leftOver = rest.filter((u) => !beginnerParts.includes(u));
  for (const unit of leftOver) {
    if (beginnerParts.length >= beginners.length) break;
    const swapIndex = [...forOthers.keys()].reverse().find((k) => forBeginner(forOthers[k]!, song));
    if (swapIndex === undefined) break;
    beginnerParts.push(forOthers[swapIndex]!);
    forOthers[swapIndex] = unit;
  }
  // Within one level of experience, positions in pitch order to ringers in the choir's order (a
  // line of ringers stands low to high).
  const deal = (takers: readonly Ringer[], parts: readonly Unit[]) => {
    let i = 0;
    while (i < takers.length && i < parts.length) {
      const rank = rankOf(takers[i]!);
      let end = i;
      while (end < takers.length && rankOf(takers[end]!) === rank) end++;
      const group = parts.slice(i, end).sort((a, b) => a.positions[0]! - b.positions[0]! || a.id - b.id);
      for (const [k, unit] of group.entries()) given.set(takers[i + k]!.id, unit);
      i = end;
    }
  };
  deal(others, forOthers);
  deal(beginners, beginnerParts);
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
  const ctx: Context = { rings: songRings(song), limit: commonLimit(available) };
  const units = positionUnits(song, ctx);
  const estimate = { positions: units.length, ringersNeeded: joinUnits(ctx, units, 1, false).length };
  let joinedUnits = joinUnits(ctx, units, available.length, true);
  if (joinedUnits.length > available.length) {
    // The computer rings the lightest parts nobody can take.
    joinedUnits = [...joinedUnits]
      .sort((a, b) => b.rings.length - a.rings.length || a.positions[0]! - b.positions[0]!)
      .slice(0, available.length);
  }
  const given = joinedUnits.length > 0 ? toRingers(joinedUnits, available, song) : new Map<RingerId, Unit>();
  const assignment: ChoirAssignment = {
    choir: choir.id,
    parts: choir.ringers.flatMap((ringer) => {
      const unit = given.get(ringer.id);
      return unit ? [{ ringer: ringer.id, rows: [...unit.rows].sort(compareRows).map(rowRef) }] : [];
    }),
  };
  return { assignment, report: { ...estimate, ...assignmentFigures(song, choir, assignment) } };
}
