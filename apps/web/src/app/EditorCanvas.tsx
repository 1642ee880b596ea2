import { useEffect, useRef } from 'react';
import { getAudioEngine } from '../audio/index.ts';
import { createEditor } from '../editor/index.ts';
import type { EditorHost } from '../editor/types.ts';
import { useAppStoreApi } from './store/index.ts';

/** The canvas under the header (window width by window height minus 60), driven by the editor. */
export function EditorCanvas() {
  const store = useAppStoreApi();
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const state = () => store.getState();
    const host: EditorHost = {
      getPreferences: () => state().preferences,
      onSongEdited: (song) => state().songEdited(song),
      onPlaybackChange: (playback) => state().setPlayback(playback),
      onOpenBarMenu: (data) => state().openBarMenu(data),
      onOpenBellMenu: () => state().openDialog('bellMenu'),
      onSaveRequested: () => void state().save(),
      onNoteLimit: (notAdded) => state().noteLimitReached(notAdded),
    };
    const editor = createEditor(host, getAudioEngine());
    if (canvas.current) editor.mount(canvas.current);
    state().bindEditor(editor);
    return () => {
      state().bindEditor(null);
      editor.unmount();
    };
  }, [store]);
  return <canvas ref={canvas} className="editor-canvas" aria-label="Song canvas" tabIndex={-1} />;
}
