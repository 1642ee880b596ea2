import { useEffect, useRef } from 'react';
import { useSongDocument } from '../store/index.ts';

/** The canvas under the header (window width by window height minus 60), driven by the editor. */
export function EditorCanvas() {
  const { editor } = useSongDocument();
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (canvas.current) editor.mount(canvas.current);
    return () => editor.unmount();
  }, [editor]);
  return <canvas ref={canvas} className="editor-canvas" aria-label="Song canvas" tabIndex={-1} />;
}
