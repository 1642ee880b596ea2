/** A song's assignment for one choir: read it, and replace it (leaving the other choirs' alone). */
import type { Song } from '../types.ts';
import type { ChoirAssignment, ChoirId } from './types.ts';

/** The song's assignment for this choir, if it has one (none without a choir). */
export function assignmentFor(song: Song, choir: ChoirId | null | undefined): ChoirAssignment | undefined {
  return choir ? song.assignments?.find((a) => a.choir === choir) : undefined;
}

/**
 * The song with this choir's assignment replaced (or added after the others). An assignment with
 * no rows removes the choir's; `assignments` stays absent when none are left.
 */
export function withAssignment(song: Song, assignment: ChoirAssignment): Song {
  const parts = assignment.parts.filter((p) => p.rows.length > 0);
  const others = (song.assignments ?? []).filter((a) => a.choir !== assignment.choir);
  const at = (song.assignments ?? []).findIndex((a) => a.choir === assignment.choir);
  const next =
    parts.length === 0
      ? others
      : at < 0
        ? [...others, { ...assignment, parts }]
        : [...others.slice(0, at), { ...assignment, parts }, ...others.slice(at)];
  const { assignments: _old, ...rest } = song;
  return next.length > 0 ? { ...rest, assignments: next } : rest;
}
