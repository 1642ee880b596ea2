/**
 * The editor's side of the actions (actions/registry.ts): what an action asks of the canvas,
 * done on the controller. The keys and the app's editor (index.ts) both hand these to the registry.
 */
import {
  barStartAt,
  nextBarStart,
  previousBarStart,
  soundingTranspose,
  timeSignatureAt,
} from '@ringalong/song';
import type { ActionEditor } from '../actions/types.ts';
import { copySelected, paste } from './clipboard.ts';
import { deleteSelected, selectAll, setSelectedTechnique } from './commands.ts';
import type { EditorController } from './controller.ts';
import { currentCursor, cursorTo, moveCursor, placeNotes, toggleNoteAtCursor } from './cursor.ts';
import { moveSelectedOctave, placeLetter, setSelectedLength, toggleNoteInput } from './note-input.ts';
import {
  setDynamicHere,
  setSelectedHairpin,
  setSelectedPassage,
  toggleSelectedAccent,
} from './score-marks.ts';

export function editorIntents(editor: EditorController): ActionEditor {
  return {
    togglePlay: () => editor.playback.toggle(),
    stop: () => editor.playback.stop(),
    stepBar: (direction) =>
      editor.playback.seek(
        direction < 0
          ? previousBarStart(editor.song, editor.position)
          : nextBarStart(editor.song, editor.position),
      ),
    seek: (beat) => editor.playback.seek(beat),
    toStart: () => editor.playback.seek(editor.positionRange().from),
    toggleLoop: () => {
      const loop = editor.playback.loop ?? { on: false, from: 1, to: 4, speedUp: 0 };
      editor.playback.setLoop({ ...loop, on: !loop.on });
    },
    setLoop: (loop) => editor.playback.setLoop(loop),
    restartLoop: () => editor.playback.restart(),
    undo: () => editor.undo(),
    redo: () => editor.redo(),
    copySelected: () => copySelected(editor),
    paste: () => paste(editor),
    deleteSelected: () => deleteSelected(editor),
    selectAll: () => selectAll(editor),
    clearSelection: () => editor.setSelection(new Set()),
    selectedCount: () => editor.selection.size,
    setLengthChoice: (choice) => editor.setLengthChoice(choice),
    newNoteLength: () => editor.newNoteLength,
    setSelectedLength: (length) => setSelectedLength(editor, length),
    moveSelectedOctave: (direction) => moveSelectedOctave(editor, direction),
    noteInput: () => editor.noteInput,
    toggleNoteInput: () => toggleNoteInput(editor),
    placeLetter: (letter) => placeLetter(editor, letter),
    openMenuAtCursor: (menu) => {
      const cursor = currentCursor(editor);
      if (!cursor) return;
      editor.setCursor(cursor);
      if (menu === 'bell') return editor.host.onOpenBellMenu();
      const barStart = barStartAt(editor.song, cursor.beat);
      editor.host.onOpenBarMenu({ barStart, currentTimeSig: timeSignatureAt(editor.song, barStart) });
    },
    setSelectedTechnique: (technique) => void setSelectedTechnique(editor, technique),
    setSelectedPassage: (technique) => void setSelectedPassage(editor, technique),
    setSelectedHairpin: (kind) => void setSelectedHairpin(editor, kind),
    setDynamicHere: (level) => void setDynamicHere(editor, level),
    toggleSelectedAccent: () => void toggleSelectedAccent(editor),
    inComposer: () => editor.composer,
    moveCursor: (move, extend) => moveCursor(editor, move, extend),
    cursorTo: (beat, row) => cursorTo(editor, beat, row),
    toggleNoteAtCursor: () => toggleNoteAtCursor(editor),
    placeAtCursor: (rows) => {
      const cursor = currentCursor(editor);
      if (!cursor) return [];
      editor.setCursor(cursor);
      return placeNotes(editor, cursor.beat, rows);
    },
    previewBell: (row) => editor.audio.preview(row.pitchId, soundingTranspose(editor.prefs), row.instrument),
    announce: (text) => editor.announce(text),
    edit: (change) => void editor.commit(change(editor.song)),
  };
}
