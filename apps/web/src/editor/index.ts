/**
 * The canvas editor (composer and player). The app holds one in its `SongDocument` (document.ts);
 * tests and benches create one with `createEditor(host, audio)`. Either is handed the canvas with
 * `mount`.
 */
import { findNote, parseNoteKey, type Song } from '@ringalong/song';
import type { AudioEngine } from '../audio/types.ts';
import { setSelectedTechnique } from './controller/commands.ts';
import { EditorController } from './controller/controller.ts';
import { editorIntents } from './controller/intents.ts';
import { mountCanvas } from './mount.ts';
import type { NoteTools } from './note-tools.ts';
import { loadEditorParts } from './parts.ts';
import type { CanvasOptions, ChoirView, Editor, EditorHost, PlaybackState } from './types.ts';

export type { LengthChoice, NoteTools } from './note-tools.ts';
export type {
  Announcement,
  CanvasOptions,
  ChoirLane,
  ChoirView,
  Editor,
  EditorHost,
  PlaybackState,
} from './types.ts';

export function createEditor(host: EditorHost, audio: AudioEngine): Editor {
  return editorFor(new EditorController(host, audio));
}

/** The public face over a controller; tests drive the same controller through it. */
export function editorFor(controller: EditorController): Editor {
  let unmount: (() => void) | null = null;
  let tools: NoteTools = {
    lengthChoice: controller.lengthChoice,
    selected: 0,
    technique: undefined,
    noteInput: false,
    menu: null,
  };
  let toolsOf: { song: Song; selection: unknown } | null = null;
  let choirWanted: ChoirView | null = null;
  const getNoteTools = (): NoteTools => {
    const { song, selection } = controller;
    let technique = tools.technique;
    if (!toolsOf || toolsOf.song !== song || toolsOf.selection !== selection) {
      technique = techniqueOf(song, selection);
      toolsOf = { song, selection };
    }
    const lengthChoice = controller.lengthChoice;
    const menu = controller.noteMenu;
    const noteInput = controller.noteInput;
    if (
      tools.lengthChoice !== lengthChoice ||
      tools.noteInput !== noteInput ||
      tools.selected !== selection.size ||
      tools.technique !== technique ||
      tools.menu !== menu
    )
      tools = { lengthChoice, selected: selection.size, technique, noteInput, menu };
    return tools;
  };
  return {
    ...editorIntents(controller),
    mount(canvas: HTMLCanvasElement, options?: CanvasOptions) {
      unmount?.();
      unmount = mountCanvas(controller, canvas, options);
    },
    unmount() {
      unmount?.();
      unmount = null;
    },
    loadSong: (song: Song, options?: { resetHistory?: boolean }) => controller.loadSong(song, options),
    getSong: () => controller.song,
    preferencesChanged: () => controller.preferencesChanged(),
    play: () => controller.playback.play(),
    pause: () => controller.playback.pause(),
    stop: () => controller.playback.stop(),
    togglePlay: () => controller.playback.toggle(),
    seek: (beat: number) => controller.playback.seek(beat),
    getPlaybackState: (): PlaybackState => controller.playback.state,
    undo: () => controller.undo(),
    redo: () => controller.redo(),
    edit: (change) => void controller.commit(change(controller.song)),
    getNoteTools,
    subscribeNoteTools: (listener) => controller.subscribe(listener),
    setLengthChoice: (choice) => controller.setLengthChoice(choice),
    setSelectedTechnique: (technique) => void setSelectedTechnique(controller, technique),
    closeNoteMenu: () => controller.setNoteMenu(null),
    getAnnouncement: () => controller.announcement,
    subscribeAnnouncements: (listener) => controller.subscribeAnnouncements(listener),
    getLoop: () => controller.playback.loop,
    setLoop: (loop) => controller.playback.setLoop(loop),
    // The lanes and 'I am' are drawn by the editor's chunk, loaded by the first choir view at the latest.
    setChoirView: (view) => {
      choirWanted = view;
      if (!view) controller.setChoirView(null);
      else {
        // The sound does not wait for the drawing's code (a ringer's device in a room is silent
        // from the start); the same view again with its layout changes no sound.
        controller.setChoirView(view);
        void loadEditorParts().then(({ installChoirDrawing, choirRows }) => {
          installChoirDrawing();
          if (choirWanted === view) controller.setChoirView(view, choirRows);
        });
      }
    },
    ringAlongRows: () => controller.ringAlongRows(),
    ringAlong: (canvas) => loadEditorParts().then((m) => m.mountRingAlong(controller, canvas)),
  };
}

/** The technique every selected note has (undefined: plain), or 'mixed'. */
function techniqueOf(song: Song, selection: ReadonlySet<string>): NoteTools['technique'] {
  let found: NoteTools['technique'] | null = null;
  for (const key of selection) {
    const technique = findNote(song, parseNoteKey(key))?.technique;
    if (found === null) found = technique;
    else if (found !== technique) return 'mixed';
  }
  return found ?? undefined;
}
