/**
 * The assignment chart's table: who rings which bells, ringer by ringer in the choir's order,
 * each bell with its count of notes, the ringer's experience and notes in all; then the bells
 * nobody rings ('Not assigned') and the totals. Rows a part names that the song no longer has are
 * left out; a part of a ringer the choir no longer has leaves its bells unassigned.
 */
import {
  type Choir,
  type ChoirAssignment,
  compareRows,
  type Experience,
  findStave,
  keyFifths,
  type RowRef,
  rowKey,
  type Song,
} from '@ringalong/song';
import { handbellName } from './chart.ts';

export interface ChartRow {
  readonly row: RowRef;
  /** As the bells-used chart names it: 'C5', 'F#5/Gb5', 'E4 chime'. */
  readonly name: string;
  readonly notes: number;
}

export interface RingerLine {
  readonly id: string;
  readonly name: string;
  readonly experience?: Experience;
  /** Low to high. */
  readonly bells: readonly ChartRow[];
  readonly notes: number;
}

export interface AssignmentTable {
  readonly ringers: readonly RingerLine[];
  /** Rows with notes that no ringer holds, low to high. */
  readonly unassigned: readonly ChartRow[];
  readonly unassignedNotes: number;
  /** Ringers holding at least one bell. */
  readonly ringing: number;
  readonly bells: number;
  readonly notes: number;
}

const sum = (rows: readonly ChartRow[]) => rows.reduce((n, r) => n + r.notes, 0);

const nameOf = (song: Song, row: RowRef) => {
  const name = handbellName(row.pitchId, keyFifths(song));
  return row.instrument === 'handchime' ? `${name} chime` : name;
};

function chartRow(song: Song, row: RowRef): ChartRow | null {
  const stave = findStave(song, row);
  return stave ? { row, name: nameOf(song, row), notes: stave.notes.length } : null;
}

export function assignmentTable(song: Song, choir: Choir, assignment: ChoirAssignment): AssignmentTable {
  const held = new Set<string>();
  const ringers = choir.ringers.map((ringer): RingerLine => {
    const part = assignment.parts.find((p) => p.ringer === ringer.id);
    const bells = (part?.rows ?? [])
      .filter((row) => !held.has(rowKey(row)))
      .flatMap((row) => chartRow(song, row) ?? [])
      .sort((a, b) => compareRows(a.row, b.row));
    for (const bell of bells) held.add(rowKey(bell.row));
    return {
      id: ringer.id,
      name: ringer.name,
      ...(ringer.experience ? { experience: ringer.experience } : {}),
      bells,
      notes: sum(bells),
    };
  });
  const unassigned = song.staves
    .filter((stave) => stave.notes.length > 0 && !held.has(rowKey(stave)))
    .map((stave) => ({
      row: { pitchId: stave.pitchId, instrument: stave.instrument },
      name: nameOf(song, stave),
      notes: stave.notes.length,
    }));
  const assigned = ringers.flatMap((r) => r.bells);
  return {
    ringers,
    unassigned,
    unassignedNotes: sum(unassigned),
    ringing: ringers.filter((r) => r.bells.length > 0).length,
    bells: assigned.length + unassigned.length,
    notes: sum(assigned) + sum(unassigned),
  };
}

/** The rows a ringer rings, low to high (the rows of their printed part). */
export function ringerRows(table: AssignmentTable, ringerId: string): RowRef[] {
  return table.ringers.find((r) => r.id === ringerId)?.bells.map((b) => b.row) ?? [];
}
