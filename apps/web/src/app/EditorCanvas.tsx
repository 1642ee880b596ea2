import { type DragEvent, useEffect, useRef } from 'react';
import { useSongDocument } from '../store/index.ts';

/**
 * The canvas under the header (window width by window height minus 60), driven by the editor.
 * While a file is dragged over it, it is marked (`drop-target`, app.css); the drop itself goes on
 * to the page's guard (page-guards.ts), which opens the import preview with the file.
 */
export function EditorCanvas() {
  const { editor } = useSongDocument();
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
      className="editor-canvas"
      aria-label="Song canvas"
      tabIndex={-1}
      onDragOver={onDrag}
      onDragLeave={onDrag}
      onDrop={onDrag}
    />
  );
}
