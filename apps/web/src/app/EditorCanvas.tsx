import { type DragEvent, useEffect, useRef } from 'react';
import { useAppStoreApi, useSongDocument } from '../store/index.ts';

/**
 * The canvas under the header (window width by window height minus 60), driven by the editor.
 * A file dropped on it opens the import preview; while something is dragged over it, it is
 * marked (`drop-target`, app.css). Whatever else is dropped, the page stays (a browser would
 * otherwise open a dropped file in place of the app).
 */
export function EditorCanvas() {
  const { editor } = useSongDocument();
  const store = useAppStoreApi();
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (canvas.current) editor.mount(canvas.current);
    return () => editor.unmount();
  }, [editor]);
  const onDrag = (e: DragEvent<HTMLCanvasElement>) => {
    e.preventDefault();
    e.currentTarget.classList.toggle('drop-target', e.type === 'dragover');
    const file = e.type === 'drop' && e.dataTransfer.files[0];
    if (file) store.getState().openDialog('importMusic', { file });
  };
  return (
    <canvas
      ref={canvas}
      className="editor-canvas"
      aria-label="Song canvas"
      tabIndex={-1}
      onDragOver={onDrag}
      onDragLeave={onDrag}
      onDrop={onDrag}
    />
  );
}
