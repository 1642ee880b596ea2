/**
 * Where the moving part of two pictures differs (notes, selection rings, barlines, pencils), as a
 * span of beats, so an edit draws again only the tiles it touches. Songs, staves, note lists and
 * selections are immutable values, so most of this is comparing identities.
 */
import { type Barline, type Note, parseNoteKey, type RowRef, rowKey, type Stave } from '@ringalong/song';
import { sceneOf } from '../scene.ts';
import type { Frame } from './frame.ts';

export type Changed = { readonly from: number; readonly to: number } | 'all' | null;

export function changedBeats(a: Frame, b: Frame): Changed {
  const [va, vb] = [a.viewport, b.viewport];
  if (
    va.width !== vb.width ||
    va.height !== vb.height ||
    va.mode !== vb.mode ||
    va.pxPerBeat !== vb.pxPerBeat ||
    va.rowCount !== vb.rowCount ||
    a.choir !== b.choir ||
    !sameList(a.rows, b.rows)
  )
    return 'all';
  const [sa, sb] = [sceneOf(a.song), sceneOf(b.song)];
  for (const row of b.rows) if (sa.indices.get(rowKey(row)) !== sb.indices.get(rowKey(row))) return 'all';
  const span = { from: Number.POSITIVE_INFINITY, to: Number.NEGATIVE_INFINITY };
  const widen = (beat: number) => {
    span.from = Math.min(span.from, beat);
    span.to = Math.max(span.to, beat);
  };
  // Bar numbers and marks, passages, dynamics and hairpins (their words reach past their beats):
  // rare edits, drawn again whole.
  const [ea, eb] = [a.song, b.song];
  if (
    ea.marks !== eb.marks ||
    ea.passages !== eb.passages ||
    ea.dynamics !== eb.dynamics ||
    ea.hairpins !== eb.hairpins
  )
    return 'all';
  if (a.song !== b.song) {
    const before = new Map<string, Stave>(a.song.staves.map((stave) => [rowKey(stave), stave]));
    for (const stave of b.song.staves) {
      const old = before.get(rowKey(stave))?.notes ?? [];
      // A note is drawn from its beat to its tail's end, with its technique's glyph.
      if (old !== stave.notes) differ(old, stave.notes, soundKey, (key) => widenNote(key, widen));
    }
    if (sa.barlines !== sb.barlines) differ(sa.barlines, sb.barlines, lineKey, (key) => widen(lineBeat(key)));
  }
  if (a.selection !== b.selection) {
    for (const key of a.selection) if (!b.selection.has(key)) widen(parseNoteKey(key).beat);
    for (const key of b.selection) if (!a.selection.has(key)) widen(parseNoteKey(key).beat);
  }
  if (a.cursor !== b.cursor) {
    for (const cursor of [a.cursor, b.cursor]) {
      if (!cursor) continue;
      widen(cursor.beat);
      widen(cursor.beat + cursor.width);
    }
  }
  return span.from <= span.to ? span : null;
}

const lineKey = (line: Barline) => `${line.beat}|${line.strength}`;
const soundKey = (note: Note) =>
  `${note.beat}|${note.length}|${note.technique ?? ''}|${note.accent ? '>' : ''}`;

function widenNote(key: string, widen: (beat: number) => void): void {
  const [beat, length] = key.split('|').map(Number) as [number, number];
  widen(beat);
  widen(beat + length);
}
const lineBeat = (key: string) => Number(key.slice(0, key.indexOf('|')));

function sameList(a: readonly RowRef[], b: readonly RowRef[]): boolean {
  return (
    a === b ||
    (a.length === b.length &&
      a.every((row, i) => row.pitchId === b[i]!.pitchId && row.instrument === b[i]!.instrument))
  );
}

/** Calls `widen` with the values of both lists between their common start and common end. */
function differ<T, K extends number | string>(
  a: readonly T[],
  b: readonly T[],
  key: (item: T) => K,
  widen: (value: K) => void,
): void {
  let start = 0;
  while (start < a.length && start < b.length && key(a[start]!) === key(b[start]!)) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && key(a[endA - 1]!) === key(b[endB - 1]!)) {
    endA--;
    endB--;
  }
  for (let i = start; i < endA; i++) widen(key(a[i]!));
  for (let i = start; i < endB; i++) widen(key(b[i]!));
}
