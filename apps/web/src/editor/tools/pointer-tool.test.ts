/**
 * The composer's own gestures come with the pointer tool: a shift-press dragged on empty stave
 * starts a box selection on its first move, with nothing to wait for.
 */
import { createDefaultSong, DEFAULT_PREFERENCES } from '@ringalong/song';
import { expect, it } from 'vitest';
import { FakeAudio } from '../../../test/fake-audio.ts';
import { EditorController } from '../controller/controller.ts';
import type { EditorHost } from '../types.ts';
import { PointerTool } from './pointer-tool.ts';

it('a shift-drag on empty stave starts a box selection on its first move', () => {
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
  const pressed = tool.state;
  tool.move(1, at(460));
  expect(tool.state).not.toBe(pressed);
  expect(tool.cursor(460, 300)).toBe('crosshair');
});
