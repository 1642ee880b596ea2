import { type DragEvent, useEffect, useRef, useState } from 'react';
import { useAppStoreApi, useSongDocument } from '../store/index.ts';

/**
 * The canvas under the header (window width by window height minus 60), driven by the editor.
 * A music file dropped on it opens the import preview; while one is dragged over, the canvas
 * is marked (`drop-target`, app.css).
 */
export function EditorCanvas() {
  const { editor } = useSongDocument();
  const store = useAppStoreApi();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [over, setOver] = useState(false);
  useEffect(() => {
    if (canvas.current) editor.mount(canvas.current);
    return () => editor.unmount();
  }, [editor]);
  // Files only: anything else dragged over the page is none of the canvas's business.
  const onDrag = (e: DragEvent) => {
    if (!e.dataTransfer.types.includes('Files')) return;
    e.preventDefault();
    setOver(e.type === 'dragover');
    const file = e.type === 'drop' && e.dataTransfer.files[0];
    if (file) store.getState().openDialog('importMusic', { file });
  };
  return (
    <canvas
      ref={canvas}
      className={over ? 'editor-canvas drop-target' : 'editor-canvas'}
      aria-label="Song canvas"
      tabIndex={-1}
      onDragOver={onDrag}
      onDragLeave={onDrag}
      onDrop={onDrag}
    />
  );
}
