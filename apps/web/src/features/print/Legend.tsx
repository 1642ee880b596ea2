/**
 * The key to the marks, at the foot of a score's first page header: how a ring, a handchime and
 * each technique the printed rows use are drawn, in the same glyphs as the grid.
 */
import { type RowRef, type Song, TECHNIQUES, type Technique } from '@ringalong/song';
import { TECHNIQUE_NAMES } from '../../editor/note-tool-names.ts';
import { NoteHead, NoteTail } from './NoteGlyph.tsx';

const R = 1.9;

function Sample({ children, width = 11 }: { children: React.ReactNode; width?: number }) {
  return (
    <svg viewBox={`0 0 ${width} 5`} width={`${width}mm`} height="5mm" aria-hidden="true">
      {children}
    </svg>
  );
}

/** The techniques on the given rows of the song, in the order TECHNIQUES names them. */
export function techniquesOn(song: Song, rows: readonly RowRef[]): Technique[] {
  const used = new Set<Technique>();
  for (const stave of song.staves) {
    if (!rows.some((row) => row.pitchId === stave.pitchId && row.instrument === stave.instrument)) continue;
    for (const note of stave.notes) if (note.technique) used.add(note.technique);
  }
  return TECHNIQUES.filter((technique) => used.has(technique));
}

const nameOf = (technique: Technique) =>
  TECHNIQUE_NAMES.find((entry) => entry.technique === technique)?.name ?? technique;

/** A legend line's height, and a generous width per character of its 2.8 mm text. */
export const LEGEND_LINE_MM = 6;
const CHAR_MM = 1.6;
const ENTRY_GAP_MM = 4;

/**
 * The height the legend takes across `width` mm: its entries (a sample and a name each) wrap
 * onto as many lines as they need.
 */
export function legendHeight(song: Song, rows: readonly RowRef[], width: number): number {
  const entries = [
    11 + 'ring for the line, damp at its stroke'.length * CHAR_MM,
    ...(rows.some((row) => row.instrument === 'handchime') ? [6 + 'handchime'.length * CHAR_MM] : []),
    ...techniquesOn(song, rows).map((t) => (t === 'lv' ? 11 : 6) + nameOf(t).length * CHAR_MM),
  ];
  let lines = 1;
  let used = 0;
  for (const entry of entries) {
    const needed = used === 0 ? entry : used + ENTRY_GAP_MM + entry;
    if (needed > width && used > 0) {
      lines++;
      used = entry;
    } else used = needed;
  }
  return lines * LEGEND_LINE_MM;
}

export function Legend({ song, rows, height }: { song: Song; rows: readonly RowRef[]; height: number }) {
  const chimes = rows.some((row) => row.instrument === 'handchime');
  return (
    <ul className="pv-legend" aria-label="Key to the marks" style={{ height: `${height}mm` }}>
      <li>
        <Sample>
          <NoteTail from={2.5} to={9.5} y={2.5} r={R} end="damp" struck />
          <NoteHead x={2.5} y={2.5} r={R} instrument="handbell" />
        </Sample>
        ring for the line, damp at its stroke
      </li>
      {chimes ? (
        <li>
          <Sample width={6}>
            <NoteHead x={3} y={2.5} r={R} instrument="handchime" />
          </Sample>
          handchime
        </li>
      ) : null}
      {techniquesOn(song, rows).map((technique) => (
        <li key={technique}>
          <Sample width={technique === 'lv' ? 11 : 6}>
            {technique === 'lv' ? <NoteTail from={3} to={5} y={2.5} r={R} end="lv" struck /> : null}
            <NoteHead x={3} y={2.5} r={R} instrument="handbell" technique={technique} />
          </Sample>
          {nameOf(technique)}
        </li>
      ))}
    </ul>
  );
}
