import { type DragEvent, useEffect, useRef } from 'react';
import { useApp, useSongDocument } from '../store/index.ts';

/**
 * The canvas under the header (window width by window height minus 60), driven by the editor.
 * While a file is dragged over it, it is marked (`drop-target`, app.css); the drop itself goes on
 * to the page's guard (page-guards.ts), which opens the import preview with the file.
 */
export function EditorCanvas() {
  const { editor } = useSongDocument();
  const composer = useApp((s) => s.preferences.editMode);
  const beside = useApp((s) => s.dialogs.textView.display && s.preferences.editMode);
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (canvas.current) editor.mount(canvas.current);
    return () => editor.unmount();
  }, [editor]);
  const onDrag = (e: DragEvent<HTMLCanvasElement>) =>
    e.currentTarget.classList.toggle('drop-target', e.type === 'dragover');
  return (
    <canvas
      ref={canvas}
      className={beside ? 'editor-canvas beside-text-view' : 'editor-canvas'}
      aria-label={
        composer
          ? 'Song canvas: arrows move the cursor, Enter places or removes a note, V shows the song as text, ? lists every key'
          : 'Song canvas'
      }
      tabIndex={composer ? 0 : -1}
      onDragOver={onDrag}
      onDragLeave={onDrag}
      onDrop={onDrag}
    />
  );
}
