/** Copy and paste (spec section 5). The clipboard crosses a boundary, so paste checks it with a schema. */
import * as z from 'zod/mini';
import { MAX_BEAT, NOTE_LIMIT } from './constants.ts';
import { migratedLengths } from './migrated-lengths.ts';
import { instrumentSchema, noteLengthSchema, techniqueSchema } from './note-schema.ts';
import { quantize } from './notes.ts';
import { pruneSelection, selectedRefs } from './selection.ts';
import {
  findNote,
  findStave,
  firstNoteAtOrAfter,
  hasNote,
  noteCount,
  noteKey,
  rowKey,
  withStaveNotes,
} from './song.ts';
import type { ClipboardEntry, Note, NoteRef, Selection, Song } from './types.ts';

/**
 * One clipboard entry. Entries copied before songs had rows per instrument and note lengths
 * (only beat and pitchId) still paste: they go to the handbell row, and their lengths follow the
 * migration rule of old songs (`migratedLengths`) among the entries of one row.
 */
export const clipboardEntrySchema = z.object({
  beat: z.number().check(z.minimum(0), z.maximum(MAX_BEAT)),
  pitchId: z.int().check(z.minimum(0), z.maximum(127)),
  instrument: z.optional(instrumentSchema),
  length: z.optional(noteLengthSchema),
  technique: z.optional(techniqueSchema),
  accent: z.optional(z.literal(true)),
});
export const clipboardSchema = z.array(clipboardEntrySchema);

/** The selected notes, beats counted from the earliest of them, in beat then row order, with their sound. */
export function copyNotes(song: Song, selection: Selection): ClipboardEntry[] {
  const refs = selectedRefs(pruneSelection(song, selection));
  if (refs.length === 0) return [];
  const earliest = Math.min(...refs.map((ref) => ref.beat));
  return refs
    .map((ref): ClipboardEntry => {
      const note = findNote(song, ref)!;
      const entry = {
        beat: ref.beat - earliest,
        pitchId: ref.pitchId,
        instrument: ref.instrument,
        length: note.length,
      };
      return {
        ...entry,
        ...(note.technique === undefined ? {} : { technique: note.technique }),
        ...(note.accent ? { accent: note.accent } : {}),
      };
    })
    .sort((a, b) => a.beat - b.beat || a.pitchId - b.pitchId || a.instrument.localeCompare(b.instrument));
}

/** Clipboard entries in today's form: old entries get the handbell row and the migration rule's lengths. */
function currentEntries(entries: readonly z.infer<typeof clipboardEntrySchema>[]): ClipboardEntry[] {
  const legacyBeats = new Map<number, number[]>();
  for (const entry of entries) {
    if (entry.length === undefined)
      legacyBeats.set(entry.pitchId, [...(legacyBeats.get(entry.pitchId) ?? []), entry.beat]);
  }
  const legacyLengths = new Map([...legacyBeats].map(([pitch, beats]) => [pitch, migratedLengths(beats)]));
  return entries.map(({ beat, pitchId, instrument, length, technique, accent }) => ({
    beat,
    pitchId,
    instrument: instrument ?? 'handbell',
    length: length ?? legacyLengths.get(pitchId)!.get(beat)!,
    ...(technique === undefined ? {} : { technique }),
    ...(accent ? { accent } : {}),
  }));
}

/**
 * Pastes the clipboard with its earliest note at `atBeat`, each landing beat snapped, each note
 * with its length and technique. Anything that is not a valid clipboard, or an empty one, pastes
 * nothing (same song). Entries for rows the song lacks are skipped, and pasting stops at the note
 * limit so the song never holds more than NOTE_LIMIT notes. Where a note already sits on a
 * landing spot it stays as it is. `pasted` names every pasted position, including those, so the
 * selection can show the whole pasted phrase.
 */
export function pasteNotes(
  song: Song,
  clipboard: unknown,
  atBeat: number,
  period: number,
): { song: Song; pasted: NoteRef[] } {
  const parsed = clipboardSchema.safeParse(clipboard);
  if (!parsed.success || parsed.data.length === 0 || !Number.isFinite(atBeat)) return { song, pasted: [] };
  const start = Math.max(0, atBeat);
  const added = new Map<string, Note[]>();
  const pasted = new Map<string, NoteRef>();
  let count = noteCount(song);
  for (const entry of currentEntries(parsed.data).sort((a, b) => a.beat - b.beat)) {
    if (!findStave(song, entry)) continue;
    const ref = {
      pitchId: entry.pitchId,
      instrument: entry.instrument,
      beat: quantize(start + entry.beat, period),
    };
    const key = noteKey(ref);
    if (pasted.has(key)) continue;
    if (!hasNote(song, ref)) {
      if (count >= NOTE_LIMIT) break;
      count++;
      const note: Note = {
        beat: ref.beat,
        length: entry.length,
        ...(entry.technique === undefined ? {} : { technique: entry.technique }),
        ...(entry.accent ? { accent: entry.accent } : {}),
      };
      const row = rowKey(ref);
      added.set(row, [...(added.get(row) ?? []), note]);
    }
    pasted.set(key, ref);
  }
  const changes = new Map<string, readonly Note[]>();
  for (const [row, notes] of added) {
    const stave = song.staves.find((s) => rowKey(s) === row)!;
    const merged = [...stave.notes];
    for (const note of notes) merged.splice(firstNoteAtOrAfter(merged, note.beat), 0, note);
    changes.set(row, merged);
  }
  return { song: withStaveNotes(song, changes), pasted: [...pasted.values()] };
}
