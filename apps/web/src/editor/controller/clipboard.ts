/**
 * Copy and paste. The song package checks a clipboard with a zod schema, and zod is too big for
 * the page's first load, so this code arrives on its own: fetched when the editor mounts (after
 * first paint) or at the first Ctrl+C / Ctrl+V, whichever comes first. Calls made before it
 * arrives run in order once it has.
 */
import { loadOnce } from '../../load-once.ts';
import type { EditorController } from './controller.ts';

export const loadClipboardCode = loadOnce(() => import('./clipboard-code.ts'));

function withCode(run: (loaded: Awaited<ReturnType<typeof loadClipboardCode>>) => void): void {
  const code = loadClipboardCode.loaded();
  if (code) run(code);
  else
    void loadClipboardCode().then(run, (error: unknown) =>
      console.error('Clipboard code failed to load', error),
    );
}

export function copySelected(editor: EditorController): void {
  if (editor.selection.size === 0) return;
  const song = editor.song;
  const selection = editor.selection;
  withCode((loaded) => {
    editor.setClipboard(loaded.copyNotes(song, selection));
  });
}

/** Pastes at the current position (the hit point); the pasted notes become the selection. */
export function paste(editor: EditorController): void {
  withCode((loaded) => loaded.pasteAtPosition(editor));
}
