import { createDefaultSong, noteKey, type Song } from '@ringalong/song';
import { expect, test } from 'vitest';
import { TestEditor } from '../test/test-editor.ts';
import { loadClipboardCode } from './clipboard.ts';

function songWith(notes: Record<number, number[]>): Song {
  const song = createDefaultSong();
  return {
    ...song,
    staves: song.staves.map((stave) => ({
      ...stave,
      notes: (notes[stave.pitchId] ?? []).map((beat) => ({ beat })),
    })),
  };
}

test('Ctrl+C and Ctrl+V pressed before the clipboard code has arrived take effect, in order, when it does', async () => {
  const ed = new TestEditor({}, songWith({ 60: [1] }));
  ed.key('a', { ctrlKey: true });
  ed.key('c', { ctrlKey: true });
  ed.controller.setPosition(4);
  ed.key('v', { ctrlKey: true });
  await loadClipboardCode();
  await Promise.resolve();
  expect(ed.beats(60)).toEqual([1, 4]);
  expect([...ed.controller.selection]).toEqual([noteKey({ pitchId: 60, beat: 4 })]);
  expect(ed.edits).toHaveLength(1);
});
