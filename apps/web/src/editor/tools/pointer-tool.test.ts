/**
 * The composer's own gestures load at the first sign of interaction. This file does not use the
 * test editor (which loads them first), so it sees a press made before they have arrived.
 */
import { createDefaultSong, DEFAULT_PREFERENCES } from '@ringalong/song';
import { expect, it, vi } from 'vitest';
import { FakeAudio } from '../../../test/fake-audio.ts';
import { EditorController } from '../controller/controller.ts';
import type { EditorHost } from '../types.ts';

it('a box selection started before the composer gestures arrive stays a press, and starts on the next move once they have', async () => {
  // The pointer tool as a page has it before its gestures arrive: the files of this project
  // share their modules (docs/testing.md), and another may have loaded them already.
  vi.resetModules();
  const { loadComposerGestures, PointerTool } = await import('./pointer-tool.ts');
  const host: EditorHost = {
    getPreferences: () => ({ ...DEFAULT_PREFERENCES, editMode: true }),
    onSongEdited: () => {},
    onPlaybackChange: () => {},
    onOpenBarMenu: () => {},
    onOpenBellMenu: () => {},
    onSaveRequested: () => {},
  };
  const controller = new EditorController(host, new FakeAudio(), createDefaultSong());
  controller.setSize(1000, 600);
  const tool = new PointerTool(controller);
  const at = (x: number) => ({ x, y: 300, shiftKey: true });

  tool.down(1, at(400));
  tool.move(1, at(460));
  // Not here yet: the press waits (and asked for the code).
  expect(tool.cursor(460, 300)).not.toBe('crosshair');
  const pressed = tool.state;
  await loadComposerGestures();
  expect(tool.state).toBe(pressed);
  tool.move(1, at(520));
  expect(tool.state).not.toBe(pressed);
  expect(tool.cursor(520, 300)).toBe('crosshair');
});
