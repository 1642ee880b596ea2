/**
 * Copy and paste: a copy is the selected notes as clipboard entries (the song package's
 * `copyNotes`; the clipboard is kept inside the editor, so a paste needs no check), a paste goes
 * in at the current position (the hit point).
 */
import {
  type ClipboardEntry,
  copyNotes,
  findStave,
  hasNote,
  noteCount,
  noteKey,
  pasteEntries,
  quantize,
  type Song,
} from '@ringalong/song';
import type { EditorController } from './controller.ts';

/** How many different new notes the clipboard would add at `atBeat`, were there no note limit. */
function newNotesWanted(
  song: Song,
  clipboard: readonly ClipboardEntry[],
  atBeat: number,
  period: number,
): number {
  const wanted = new Set<string>();
  for (const entry of clipboard) {
    const { instrument } = entry;
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
  const { song, pasted } = pasteEntries(before, editor.clipboard, atBeat, period);
  // Spec section 5: paste stops at the note limit; the user is told how many notes stayed out.
  const notAdded =
    newNotesWanted(before, editor.clipboard, atBeat, period) - (noteCount(song) - noteCount(before));
  if (notAdded > 0) editor.host.onNoteLimit?.(notAdded);
  if (pasted.length === 0) {
    // Spec section 8: a failed paste is logged only.
    console.info('Nothing pasted: the clipboard is empty or holds no bell of this song.');
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
