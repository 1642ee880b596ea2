/**
 * The choir's table chart: the positions a choir keeps for a whole concert (a ringer stays at one
 * place at the table, with the same bells and chimes, from piece to piece).
 *
 * - `chartFromAssignment` keeps a song's assignment as the chart ('Keep these positions for the
 *   next song'): the song's rows go to the ringers the assignment gives them (or off the chart when
 *   nobody rings them); bells the song does not use stay where they were.
 * - `assignFromChart` assigns a song from the chart, changing as little as it can: each row on the
 *   chart goes to its ringer when that ringer is here; a row the chart lacks (or an away ringer's)
 *   goes to the nearest place at the table that can take it without a bell change or more bells
 *   sounding at once than that ringer's hands allow, else to a ringer with no place yet, else to
 *   the nearest place that can take it with changes, else to nobody (the computer). Every row that
 *   does not go where the chart says is listed, with why.
 */
import { rowName } from '../bells.ts';
import { compareRows, rowKey } from '../song.ts';
import type { PitchId, RowRef, Song, Stave } from '../types.ts';
import { limitOf } from './hands.ts';
import { mostAtOnce, type Ring, songRings, sortRings, swapsFor } from './holding.ts';
import type { ChartPosition, Choir, ChoirAssignment, Ringer, RingerId } from './types.ts';

const lowestOf = (p: ChartPosition): number => Math.min(...p.bells, ...p.chimes);

/** Positions in table order: by their lowest bell or chime (ties: the choir's ringer order). */
export function tableOrder(chart: readonly ChartPosition[], choir: Choir): ChartPosition[] {
  const order = new Map(choir.ringers.map((r, i) => [r.id, i]));
  return [...chart].sort(
    (a, b) => lowestOf(a) - lowestOf(b) || (order.get(a.ringer) ?? 0) - (order.get(b.ringer) ?? 0),
  );
}

/** The choir's chart in table order, without places of ringers it no longer has or with no bells. */
export function chartOf(choir: Choir): ChartPosition[] {
  const ringers = new Set(choir.ringers.map((r) => r.id));
  return tableOrder(
    (choir.chart ?? []).filter((p) => ringers.has(p.ringer) && p.bells.length + p.chimes.length > 0),
    choir,
  );
}

/** The ringer the chart puts at a row, if any. */
function chartHolders(chart: readonly ChartPosition[]): Map<string, RingerId> {
  const holders = new Map<string, RingerId>();
  for (const p of chart) {
    for (const pitchId of p.bells) holders.set(rowKey({ pitchId, instrument: 'handbell' }), p.ringer);
    for (const pitchId of p.chimes) holders.set(rowKey({ pitchId, instrument: 'handchime' }), p.ringer);
  }
  return holders;
}

const ascending = (pitches: Iterable<PitchId>): PitchId[] => [...new Set(pitches)].sort((a, b) => a - b);

/**
 * The chart after keeping this song's assignment: each of the song's rows at its ringer's place (a
 * row nobody rings taken off), every other bell left where it was; places left empty dropped.
 */
export function chartFromAssignment(song: Song, choir: Choir, assignment: ChoirAssignment): ChartPosition[] {
  const songRows = new Set(song.staves.map((s) => rowKey(s)));
  const ringers = new Set(choir.ringers.map((r) => r.id));
  const given = new Map<RingerId, RowRef[]>();
  for (const part of assignment.parts) {
    if (!ringers.has(part.ringer)) continue;
    given.set(
      part.ringer,
      part.rows.filter((r) => songRows.has(rowKey(r))),
    );
  }
  const places = new Map<RingerId, { bells: PitchId[]; chimes: PitchId[] }>();
  const placeOf = (ringer: RingerId) => {
    const place = places.get(ringer) ?? { bells: [], chimes: [] };
    places.set(ringer, place);
    return place;
  };
  for (const p of chartOf(choir)) {
    const place = placeOf(p.ringer);
    place.bells.push(
      ...p.bells.filter((pitchId) => !songRows.has(rowKey({ pitchId, instrument: 'handbell' }))),
    );
    place.chimes.push(
      ...p.chimes.filter((pitchId) => !songRows.has(rowKey({ pitchId, instrument: 'handchime' }))),
    );
  }
  for (const [ringer, rows] of given) {
    const place = placeOf(ringer);
    for (const row of rows) (row.instrument === 'handbell' ? place.bells : place.chimes).push(row.pitchId);
  }
  const chart = [...places]
    .map(([ringer, { bells, chimes }]) => ({ ringer, bells: ascending(bells), chimes: ascending(chimes) }))
    .filter((p) => p.bells.length + p.chimes.length > 0);
  return tableOrder(chart, choir);
}

/** Why a row does not go where the chart says. */
export type ChartChangeReason =
  /** The chart has no place for this bell or chime. */
  | 'not-on-chart'
  /** Its ringer on the chart is not here. */
  | 'ringer-away';

/** One row that does not go where the chart says. */
export interface ChartChange {
  readonly row: RowRef;
  /** Its ringer on the chart (null: not on the chart). */
  readonly from: RingerId | null;
  /** Who rings it now (null: nobody, the computer). */
  readonly to: RingerId | null;
  readonly reason: ChartChangeReason;
}

export interface ChartAssignment {
  readonly assignment: ChoirAssignment;
  /** Rows not rung where the chart says, low to high; empty when the chart fits the song. */
  readonly changes: readonly ChartChange[];
}

/** What one ringer rings while the chart is applied: rows and their rings. */
interface Part {
  readonly ringer: Ringer;
  rows: Stave[];
  rings: Ring[];
}

/** How far a row is from a place at the table: the least distance in semitones to a row there. */
const distance = (row: RowRef, part: Part): number =>
  part.rows.length === 0
    ? Number.POSITIVE_INFINITY
    : Math.min(...part.rows.map((r) => Math.abs(r.pitchId - row.pitchId)));

/** Assigns the song from the choir's chart, listing every row not rung where the chart says. */
export function assignFromChart(
  song: Song,
  choir: Choir,
  options: { readonly ringers?: readonly RingerId[] } = {},
): ChartAssignment {
  const here = new Set(options.ringers ?? choir.ringers.map((r) => r.id));
  const ringsOfRow = songRings(song);
  const holders = chartHolders(chartOf(choir));
  const parts = new Map<RingerId, Part>(
    choir.ringers.filter((r) => here.has(r.id)).map((ringer) => [ringer.id, { ringer, rows: [], rings: [] }]),
  );
  const left: Stave[] = [];
  for (const stave of song.staves) {
    const part = parts.get(holders.get(rowKey(stave)) ?? '');
    if (part) {
      part.rows.push(stave);
      part.rings.push(...ringsOfRow(stave));
    } else left.push(stave);
  }
  for (const part of parts.values()) sortRings(part.rings);
  const chartParts = new Map(
    [...parts].map(([id, p]) => [id, { swaps: swapsFor(p.rings, limitOf(p.ringer).hold) }]),
  );
  const changes: ChartChange[] = [];
  for (const stave of left) {
    const rings = ringsOfRow(stave);
    const trial = (part: Part) => {
      const all = sortRings([...part.rings, ...rings]);
      const limit = limitOf(part.ringer);
      const swaps = swapsFor(all, limit.hold);
      return {
        part,
        all,
        swaps,
        fits: mostAtOnce(all) <= limit.sound,
        added: swaps - (chartParts.get(part.ringer.id)?.swaps ?? 0),
      };
    };
    const placed = [...parts.values()]
      .filter((p) => p.rows.length > 0)
      .sort((a, b) => distance(stave, a) - distance(stave, b))
      .map(trial)
      .filter((t) => t.fits);
    const free = [...parts.values()].find((p) => p.rows.length === 0);
    // With changes unavoidable: the fewest added, spread (the part with fewest in all), the nearest.
    const leastChanges = [...placed].sort((a, b) => a.added - b.added || a.swaps - b.swaps)[0];
    const chosen = placed.find((t) => t.added <= 0) ?? (free ? trial(free) : undefined) ?? leastChanges;
    if (chosen) {
      chosen.part.rows.push(stave);
      chosen.part.rings = chosen.all;
      chartParts.set(chosen.part.ringer.id, { swaps: chosen.swaps });
    }
    const from = holders.get(rowKey(stave)) ?? null;
    changes.push({
      row: { pitchId: stave.pitchId, instrument: stave.instrument },
      from,
      to: chosen?.part.ringer.id ?? null,
      reason: from === null ? 'not-on-chart' : 'ringer-away',
    });
  }
  const assignment: ChoirAssignment = {
    choir: choir.id,
    parts: choir.ringers.flatMap((ringer) => {
      const rows = parts.get(ringer.id)?.rows ?? [];
      return rows.length > 0
        ? [
            {
              ringer: ringer.id,
              rows: rows.map(({ pitchId, instrument }) => ({ pitchId, instrument })).sort(compareRows),
            },
          ]
        : [];
    }),
  };
  return { assignment, changes: changes.sort((a, b) => compareRows(a.row, b.row)) };
}

/** A change in words, e.g. 'C#6 (not on the chart) to Ben' or 'E5 from Ann (away) to the computer'. */
export function chartChangeWords(change: ChartChange, choir: Choir): string {
  const name = (id: RingerId | null) =>
    id === null ? 'the computer' : (choir.ringers.find((r) => r.id === id)?.name ?? 'the computer');
  const row = rowName(change.row);
  return change.reason === 'not-on-chart'
    ? `${row} (not on the chart) to ${name(change.to)}`
    : `${row} from ${name(change.from)} (away) to ${name(change.to)}`;
}
