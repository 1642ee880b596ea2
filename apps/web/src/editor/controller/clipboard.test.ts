import { addStave, noteKey } from '@ringalong/song';
import { expect, test } from 'vitest';
import { songWith } from '../../../test/songs.ts';
import { TestEditor } from '../../../test/test-editor.ts';

test('Ctrl+A, Ctrl+C and Ctrl+V take effect at once, in order', () => {
  const ed = new TestEditor({}, songWith({ 60: [1] }));
  ed.key('a', { ctrlKey: true });
  ed.key('c', { ctrlKey: true });
  ed.controller.setPosition(4);
  ed.key('v', { ctrlKey: true });
  expect(ed.beats(60)).toEqual([1, 4]);
  expect([...ed.controller.selection]).toEqual([noteKey({ pitchId: 60, instrument: 'handbell', beat: 4 })]);
  expect(ed.edits).toHaveLength(1);
});

test('a paste cut short by the note limit tells the app how many notes stayed out', async () => {
  const ed = new TestEditor(
    {},
    songWith({ 60: [0, 1, 2, 3, 4], 67: Array.from({ length: 1993 }, (_, i) => 100 + i) }),
  );
  ed.controller.setSelection(
    new Set([0, 1, 2, 3, 4].map((beat) => noteKey({ pitchId: 60, instrument: 'handbell', beat }))),
  );
  ed.key('c', { ctrlKey: true });
  ed.controller.setPosition(10);
  ed.key('v', { ctrlKey: true });
  // 1998 notes: two of the five pasted fit, three do not.
  expect(ed.beats(60)).toEqual([0, 1, 2, 3, 4, 10, 11]);
  expect(ed.noteLimits).toEqual([3]);
  // At the limit already: none of the five goes in.
  ed.controller.setPosition(20);
  ed.key('v', { ctrlKey: true });
  expect(ed.noteLimits).toEqual([3, 5]);
});

test('a paste within the limit reports nothing', async () => {
  const ed = new TestEditor({}, songWith({ 60: [0, 1] }));
  ed.key('a', { ctrlKey: true });
  ed.key('c', { ctrlKey: true });
  ed.controller.setPosition(4);
  ed.key('v', { ctrlKey: true });
  expect(ed.beats(60)).toEqual([0, 1, 4, 5]);
  expect(ed.noteLimits).toEqual([]);
});

test('copy and paste keep each note’s row, length and technique, chime rows included', async () => {
  const song = addStave(songWith({ 60: [0] }), { pitchId: 72, instrument: 'handchime' });
  const ed = new TestEditor({ snapPeriod: 1 }, song);
  ed.controller.setLengthChoice(3);
  ed.click(ed.at(72, 1, 'handchime').x, ed.at(72, 1, 'handchime').y);
  ed.key('a', { ctrlKey: true });
  ed.key('m');
  ed.key('c', { ctrlKey: true });
  ed.controller.setPosition(8);
  ed.key('v', { ctrlKey: true });
  const chime = ed.song.staves.find((s) => s.pitchId === 72 && s.instrument === 'handchime')!;
  expect(chime.notes).toEqual([
    { beat: 1, length: 3, technique: 'martellato' },
    { beat: 9, length: 3, technique: 'martellato' },
  ]);
  expect(ed.beats(60)).toEqual([0, 8]);
});
