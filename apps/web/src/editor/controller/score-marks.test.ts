import { addStave, type NoteRef, noteKey, noteSound, passageAt } from '@ringalong/song';
import { describe, expect, test } from 'vitest';
import { songWith } from '../../../test/songs.ts';
import { TestEditor } from '../../../test/test-editor.ts';
import { actionOf } from '../actions/registry.ts';
import { editorIntents } from './intents.ts';

const c4 = (beat: number): NoteRef => ({ pitchId: 60, instrument: 'handbell', beat });

function select(ed: TestEditor, ...refs: NoteRef[]): void {
  ed.controller.setSelection(new Set(refs.map(noteKey)));
}

function perform<Id extends 'passage' | 'dynamic' | 'hairpin' | 'accent'>(
  ed: TestEditor,
  id: Id,
  args: Parameters<ReturnType<typeof actionOf<Id>>['perform']>[1],
): void {
  actionOf(id).perform({ editor: editorIntents(ed.controller), app: {} }, args);
}

describe('score marks set in the composer', () => {
  test('Shift+L sets an LV passage over the selection, its R after the last note, as one undo entry', () => {
    const ed = new TestEditor({ editMode: true }, songWith({ 60: [0, 1, 2, 6], 62: [3] }));
    select(ed, c4(1), { pitchId: 62, instrument: 'handbell', beat: 3 });
    expect(ed.key('L', { shiftKey: true })).toBe(true);
    expect(ed.song.passages).toEqual([{ from: 1, to: 4, technique: 'lv' }]);
    expect(ed.edits).toHaveLength(1);
    // The note at beat 2 rings on to the R.
    const note = ed.song.staves[0]!.notes.find((n) => n.beat === 2)!;
    expect(noteSound(ed.song, note).length).toBe(2);
    ed.controller.undo();
    expect(ed.song.passages).toBeUndefined();
  });

  test('Shift+T and the palette set T.D. and Mart. passages; none removes what lies over the selection', () => {
    const ed = new TestEditor({ editMode: true }, songWith({ 60: [0, 1, 2, 3, 4, 5] }));
    select(ed, c4(0), c4(1));
    ed.key('T', { shiftKey: true });
    select(ed, c4(3), c4(4));
    perform(ed, 'passage', { technique: 'martellato' });
    expect(passageAt(ed.song, 0.5)?.technique).toBe('thumb damp');
    expect(passageAt(ed.song, 4)?.technique).toBe('martellato');
    select(ed, c4(4));
    perform(ed, 'passage', {});
    expect(ed.song.passages).toEqual([
      { from: 0, to: 2, technique: 'thumb damp' },
      { from: 3, to: 4, technique: 'martellato' },
    ]);
    expect(ed.edits).toHaveLength(3);
  });

  test('a dynamic goes where the selection starts, or at the hit point; a hairpin spans the selection', () => {
    const ed = new TestEditor({ editMode: true, snapPeriod: 1 }, songWith({ 60: [0, 4, 8] }));
    ed.controller.setPosition(4.2);
    perform(ed, 'dynamic', { level: 'p' });
    expect(ed.song.dynamics).toEqual([{ beat: 4, level: 'p' }]);
    select(ed, c4(8));
    perform(ed, 'dynamic', { level: 'ff' });
    select(ed, c4(4), c4(8));
    perform(ed, 'hairpin', { kind: 'crescendo' });
    expect(ed.song.dynamics).toEqual([
      { beat: 4, level: 'p' },
      { beat: 8, level: 'ff' },
    ]);
    expect(ed.song.hairpins).toEqual([{ from: 4, to: 9, kind: 'crescendo' }]);
    perform(ed, 'dynamic', {});
    expect(ed.song.dynamics).toEqual([{ beat: 8, level: 'ff' }]);
    expect(ed.edits).toHaveLength(4);
  });

  test('> accents the selected notes and takes the accent off again', () => {
    const ed = new TestEditor({ editMode: true }, songWith({ 60: [0, 1] }));
    select(ed, c4(0), c4(1));
    expect(ed.key('>', { shiftKey: true })).toBe(true);
    expect(ed.song.staves[0]!.notes.every((n) => n.accent)).toBe(true);
    ed.key('>', { shiftKey: true });
    expect(ed.song.staves[0]!.notes.some((n) => n.accent)).toBe(false);
    expect(ed.edits).toHaveLength(2);
  });

  test('passage, hairpin and accent keys do nothing without a selection, and nothing in the player', () => {
    const ed = new TestEditor({ editMode: true }, songWith({ 60: [0] }));
    expect(ed.key('L', { shiftKey: true })).toBe(false);
    const player = new TestEditor({ editMode: false }, songWith({ 60: [0] }));
    select(player, c4(0));
    player.key('L', { shiftKey: true });
    expect(player.song.passages).toBeUndefined();
  });

  test('a Mart. passage over handchime notes is set, and said: chimes are not struck on the table', () => {
    const song = addStave(songWith({ 60: [0] }), { pitchId: 72, instrument: 'handchime' });
    const chimed = {
      ...song,
      staves: song.staves.map((s) =>
        s.instrument === 'handchime' ? { ...s, notes: [{ beat: 1, length: 1 }] } : s,
      ),
    };
    const ed = new TestEditor({ editMode: true }, chimed);
    select(ed, c4(0), { pitchId: 72, instrument: 'handchime', beat: 1 });
    ed.key('M', { shiftKey: true });
    expect(ed.song.passages).toEqual([{ from: 0, to: 2, technique: 'martellato' }]);
    expect(ed.chimeMartellatos).toEqual([1]);
  });
});
