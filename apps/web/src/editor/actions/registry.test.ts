/**
 * The registry performs a request sent as plain data (what a synced session will send) exactly
 * as the key or button that made it, and leaves alone what cannot be done now.
 */
import { describe, expect, test } from 'vitest';
import { songWith } from '../../../test/songs.ts';
import { TestEditor } from '../../../test/test-editor.ts';
import { editorIntents } from '../controller/intents.ts';
import { type ActionRequest, performRequest } from './registry.ts';
import type { ActionContext, PanelName } from './types.ts';

function context(ed: TestEditor, panels: PanelName[] = []): ActionContext {
  return { editor: editorIntents(ed.controller), app: { openPanel: (name) => panels.push(name) } };
}

/** A request as it arrives over the wire: JSON in, JSON out. */
const wire = (request: ActionRequest): ActionRequest => JSON.parse(JSON.stringify(request));

function selectAt(ed: TestEditor, pitchId: number, beat: number): void {
  const { x, y } = ed.at(pitchId, beat);
  ed.click(x, y, { shift: true });
}

describe('requests as plain data', () => {
  test('a technique sent over the wire sets it on the selected notes, plain again with none', () => {
    const ed = new TestEditor({}, songWith({ 60: [1, 2] }));
    selectAt(ed, 60, 1);
    expect(performRequest(context(ed), wire({ id: 'technique', args: { technique: 'lv' } })).done).toBe(true);
    expect(ed.song.staves[0]?.notes.map((n) => n.technique)).toEqual(['lv', undefined]);
    performRequest(context(ed), wire({ id: 'technique', args: {} }));
    expect(ed.song.staves[0]?.notes.map((n) => n.technique)).toEqual([undefined, undefined]);
    expect(ed.edits).toHaveLength(2);
  });

  test('a bar edit sent as data is one undo entry', () => {
    const ed = new TestEditor({}, songWith({ 60: [0] }));
    const before = ed.song.timeSignatures.length;
    performRequest(
      context(ed),
      wire({ id: 'setTimeSignature', args: { barStart: 4, numerator: 3, denominator: 4 } }),
    );
    expect(ed.song.timeSignatures.length).toBeGreaterThan(before);
    expect(ed.edits).toHaveLength(1);
    ed.controller.undo();
    expect(ed.song.timeSignatures.length).toBe(before);
  });

  test('what cannot be done now is not done: no selection to clear or to set a technique on', () => {
    const ed = new TestEditor({}, songWith({ 60: [1] }));
    expect(performRequest(context(ed), { id: 'deselect', args: undefined }).done).toBe(false);
    expect(performRequest(context(ed), { id: 'technique', args: { technique: 'lv' } }).done).toBe(false);
    expect(ed.edits).toHaveLength(0);
  });

  test('an action that opens a panel asks the app for it by name', () => {
    const ed = new TestEditor({}, songWith({ 60: [1] }));
    const panels: PanelName[] = [];
    performRequest(context(ed, panels), { id: 'help', args: undefined });
    performRequest(context(ed, panels), { id: 'print', args: undefined });
    expect(panels).toEqual(['keyHelp', 'print']);
  });
});
