/**
 * Copy and paste (spec section 5) of a clipboard from elsewhere: it crosses a boundary, so paste
 * checks it with a schema first, then pastes as the editor does (copy-paste.ts).
 */
import * as z from 'zod/mini';
import { MAX_BEAT } from './constants.ts';
import { pasteEntries } from './copy-paste.ts';
import { migratedLengths } from './migrated-lengths.ts';
import { instrumentSchema, noteLengthSchema, techniqueSchema } from './note-schema.ts';
import type { ClipboardEntry, NoteRef, Song } from './types.ts';

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
 * Pastes the clipboard with its earliest note at `atBeat`, as `pasteEntries` does. Anything that is
 * not a valid clipboard, or an empty one, pastes nothing (same song).
 */
export function pasteNotes(
  song: Song,
  clipboard: unknown,
  atBeat: number,
  period: number,
): { song: Song; pasted: NoteRef[] } {
  const parsed = clipboardSchema.safeParse(clipboard);
  if (!parsed.success) return { song, pasted: [] };
  return pasteEntries(song, currentEntries(parsed.data), atBeat, period);
}
