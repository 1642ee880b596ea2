import { noteKey, pasteNotes } from '@ringalong/song';
import type { EditorController } from './controller.ts';

export { copyNotes } from '@ringalong/song';

export function pasteAtPosition(editor: EditorController): void {
  const { song, pasted } = pasteNotes(
    editor.song,
    editor.clipboard,
    Math.max(0, editor.position),
    editor.prefs.snapPeriod,
  );
  if (pasted.length === 0) {
    // Spec section 8: a failed paste is logged only.
    console.info('Nothing pasted: the clipboard is empty or invalid.');
    return;
  }
  editor.commit(song);
  editor.setSelection(new Set(pasted.map(noteKey)));
}
