/** The notes of the chosen parts placed on the song's rows: pitch, beat, length, coinciding notes. */
import {
  compareRows,
  type Instrument,
  isPitchId,
  MAX_BEAT,
  MAX_NOTE_LENGTH,
  MIN_NOTE_LENGTH,
  type Note,
  quantize,
  rowKey,
  type Stave,
} from '@ringalong/song';
import type { PiecePart } from '../piece.ts';
import { type BellSet, inBellSet } from './bell-sets.ts';

export interface Placing {
  readonly parts: readonly PiecePart[];
  /** Semitones from the file's pitch to the row's. */
  readonly shift: number;
  readonly merge: boolean;
  readonly set: BellSet;
  readonly leaveOutside: boolean;
  /** Snapping in beats; 0 for none. */
  readonly period: number;
  /** File beats kept: from `start` up to, not including, `end`. */
  readonly start: number;
  readonly end: number;
  /** The song beat of a file beat. */
  readonly songBeat: (fileBeat: number) => number;
  /** The file's bar number of a file beat. */
  readonly barOf: (fileBeat: number) => number;
}

/** What placing did that the user should know, by kind. */
export interface PlacingCounts {
  outsideMidi: number;
  outsideSet: number;
  shortened: number;
  coincided: number;
  pastEnd: number;
  snapped: number;
}

export interface Placed {
  readonly staves: Stave[];
  readonly counts: PlacingCounts;
  /** Notes kept per file bar number. */
  readonly perBar: Map<number, number>;
}

/** Beats kept to a millionth, so file beats that differ by rounding alone meet on one beat. */
const exact = (beat: number) => Math.round(beat * 1e6) / 1e6;

export function placeNotes(p: Placing): Placed {
  const counts: PlacingCounts = {
    outsideMidi: 0,
    outsideSet: 0,
    shortened: 0,
    coincided: 0,
    pastEnd: 0,
    snapped: 0,
  };
  const rows = new Map<string, { pitchId: number; instrument: Instrument; notes: Map<number, Note> }>();
  const bars = new Map<string, number>();
  for (const part of p.parts) {
    const instrument: Instrument = part.instrument === 'handchime' && !p.merge ? 'handchime' : 'handbell';
    for (const note of part.notes) {
      if (!(note.beat >= p.start && note.beat < p.end)) continue;
      const pitchId = note.pitch + p.shift;
      if (!isPitchId(pitchId)) {
        counts.outsideMidi++;
        continue;
      }
      if (!inBellSet(p.set, pitchId)) {
        counts.outsideSet++;
        if (p.leaveOutside) continue;
      }
      const unsnapped = exact(p.songBeat(note.beat));
      if (unsnapped > MAX_BEAT) {
        counts.pastEnd++;
        continue;
      }
      const given = Number.isFinite(note.length) && note.length > 0 ? note.length : 1;
      const beat = p.period > 0 ? exact(quantize(unsnapped, p.period)) : unsnapped;
      let length = p.period > 0 ? Math.max(p.period, Math.round(given / p.period) * p.period) : given;
      if (beat !== unsnapped || length !== given) counts.snapped++;
      // A length below the song's shortest (a 128th of a beat, with no snapping) rings that long.
      if (length < MIN_NOTE_LENGTH) length = MIN_NOTE_LENGTH;
      if (length > MAX_NOTE_LENGTH) {
        counts.shortened++;
        length = MAX_NOTE_LENGTH;
      }
      const key = rowKey({ pitchId, instrument });
      const row = rows.get(key) ?? { pitchId, instrument, notes: new Map<number, Note>() };
      rows.set(key, row);
      const placed: Note = {
        beat,
        length,
        ...(note.technique ? { technique: note.technique } : {}),
        ...(note.accent ? { accent: note.accent } : {}),
      };
      const there = row.notes.get(beat);
      if (there) {
        counts.coincided++;
        const longer = placed.length > there.length ? placed : there;
        const other = longer === placed ? there : placed;
        const technique = longer.technique ?? other.technique;
        const accent = longer.accent ?? other.accent;
        row.notes.set(beat, {
          ...longer,
          ...(technique ? { technique } : {}),
          ...(accent ? { accent } : {}),
        });
      } else {
        row.notes.set(beat, placed);
        bars.set(`${key}@${beat}`, p.barOf(note.beat));
      }
    }
  }
  const perBar = new Map<number, number>();
  for (const bar of bars.values()) perBar.set(bar, (perBar.get(bar) ?? 0) + 1);
  const staves: Stave[] = [...rows.values()]
    .map((row) => ({
      pitchId: row.pitchId,
      instrument: row.instrument,
      notes: [...row.notes.values()].sort((a, b) => a.beat - b.beat),
    }))
    .sort(compareRows);
  return { staves, counts, perBar };
}
