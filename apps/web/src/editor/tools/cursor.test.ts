import { createDefaultSong } from '@ringalong/song';
import { expect, test } from 'vitest';
import { TestEditor, WIDTH } from '../test/test-editor.ts';
import { cursorFor } from './cursor.ts';

test('the cursor shows what a press would do', () => {
  const song = { ...createDefaultSong(), staves: [{ pitchId: 60, notes: [{ beat: 1 }] }] };
  const ed = new TestEditor({}, song);
  const cursor = (x: number, y: number) => cursorFor(ed.controller, ed.tool.state, x, y);
  const note = ed.at(60, 1);
  expect(cursor(note.x, note.y)).toBe('pointer');
  expect(cursor(ed.at(60, 3).x, note.y)).toBe('default');
  expect(cursor(30, 25)).toBe('pointer');
  expect(cursor(WIDTH / 2, 550)).toBe('ew-resize');
  ed.down(ed.at(60, 3).x, note.y).move(ed.at(60, 3).x - 50, note.y);
  expect(cursor(ed.at(60, 3).x - 50, note.y)).toBe('grabbing');
  const player = new TestEditor({ editMode: false }, song);
  expect(cursorFor(player.controller, player.tool.state, 400, 200)).toBe('grab');
});
