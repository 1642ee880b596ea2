import { createDefaultSong } from '@ringalong/song';
import { expect, test } from 'vitest';
import { TestEditor, WIDTH } from '../../../test/test-editor.ts';

test('the cursor shows what a press would do', () => {
  const song = {
    ...createDefaultSong(),
    staves: [{ pitchId: 60, instrument: 'handbell' as const, notes: [{ beat: 1, length: 1 }] }],
  };
  const ed = new TestEditor({}, song);
  const cursor = (x: number, y: number) => ed.tool.cursor(x, y);
  const note = ed.at(60, 1);
  expect(cursor(note.x, note.y)).toBe('pointer');
  expect(cursor(ed.at(60, 3).x, note.y)).toBe('default');
  expect(cursor(30, 25)).toBe('pointer');
  expect(cursor(WIDTH / 2, 550)).toBe('ew-resize');
  ed.down(ed.at(60, 3).x, note.y).move(ed.at(60, 3).x - 50, note.y);
  expect(cursor(ed.at(60, 3).x - 50, note.y)).toBe('grabbing');
  const player = new TestEditor({ editMode: false }, song);
  expect(player.tool.cursor(400, 200)).toBe('grab');
});

test('each gesture shows its own cursor wherever the pointer goes', () => {
  const song = {
    ...createDefaultSong(),
    staves: [{ pitchId: 60, instrument: 'handbell' as const, notes: [{ beat: 1, length: 1 }] }],
  };
  const ed = new TestEditor({}, song);
  const empty = ed.at(60, 3);
  // Shift-drag on empty space draws a selection box.
  ed.down(empty.x, empty.y, { shift: true }).move(empty.x - 60, empty.y + 40, { shift: true });
  expect(ed.tool.state.id).toBe('box-selecting');
  expect(ed.tool.cursor(WIDTH / 2, 550)).toBe('crosshair');
  ed.up(empty.x - 60, empty.y + 40, { shift: true });
  // Pressed, not yet dragged: still what a press here would do.
  ed.down(empty.x, empty.y);
  expect(ed.tool.state.id).toBe('pointing');
  expect(ed.tool.cursor(empty.x, empty.y)).toBe('default');
  ed.up(empty.x, empty.y);
  // Scrubbing the seeker bar keeps its cursor off the bar too.
  ed.down(WIDTH / 2, 550).move(WIDTH / 2 + 20, 300);
  expect(ed.tool.state.id).toBe('scrubbing');
  expect(ed.tool.cursor(WIDTH / 2 + 20, 300)).toBe('ew-resize');
});
