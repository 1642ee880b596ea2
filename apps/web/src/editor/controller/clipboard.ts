/**
 * Copy and paste: a copy is the selected notes as clipboard entries (the song package's, checked
 * by its zod schema on paste), a paste goes in at the current position (the hit point).
 */
import {
  clipboardSchema,
  copyNotes,
  findStave,
  hasNote,
  noteCount,
  noteKey,
  pasteNotes,
  quantize,
  type Song,
} from '@ringalong/song';
import type { EditorController } from './controller.ts';

/** How many different new notes the clipboard would add at `atBeat`, were there no note limit. */
function newNotesWanted(song: Song, clipboard: unknown, atBeat: number, period: number): number {
  const parsed = clipboardSchema.safeParse(clipboard);
  if (!parsed.success) return 0;
  const wanted = new Set<string>();
  for (const entry of parsed.data) {
    // Entries copied before rows had instruments are handbell notes, as pasteNotes reads them.
    const instrument = entry.instrument ?? 'handbell';
    if (!findStave(song, { pitchId: entry.pitchId, instrument })) continue;
    const ref = { pitchId: entry.pitchId, instrument, beat: quantize(atBeat + entry.beat, period) };
    if (!hasNote(song, ref)) wanted.add(noteKey(ref));
  }
  return wanted.size;
}

function pasteAtPosition(editor: EditorController): void {
  const before = editor.song;
  const atBeat = Math.max(0, editor.position);
  const period = editor.prefs.snapPeriod;
  const { song, pasted } = pasteNotes(before, editor.clipboard, atBeat, period);
  // Spec section 5: paste stops at the note limit; the user is told how many notes stayed out.
  const notAdded =
    newNotesWanted(before, editor.clipboard, atBeat, period) - (noteCount(song) - noteCount(before));
  if (notAdded > 0) editor.host.onNoteLimit?.(notAdded);
  if (pasted.length === 0) {
    // Spec section 8: a failed paste is logged only.
    console.info('Nothing pasted: the clipboard is empty or invalid.');
    return;
  }
  editor.commit(song);
  editor.setSelection(new Set(pasted.map(noteKey)));
}

export function copySelected(editor: EditorController): void {
  if (editor.selection.size === 0) return;
  editor.setClipboard(copyNotes(editor.song, editor.selection));
}

/** Pastes at the current position (the hit point); the pasted notes become the selection. */
export function paste(editor: EditorController): void {
  pasteAtPosition(editor);
}
