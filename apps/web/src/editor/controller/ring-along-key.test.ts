import { describe, expect, test } from 'vitest';
import { songWith } from '../../../test/songs.ts';
import { TestEditor } from '../../../test/test-editor.ts';

/** An editor whose host counts the requests for Ring along, as the app's store would take them. */
function editor(): { ed: TestEditor; asked: () => number } {
  const ed = new TestEditor({ editMode: false }, songWith({ 60: [4] }));
  let asked = 0;
  Object.assign(ed.controller.host, { onRingAlong: () => asked++ });
  return { ed, asked: () => asked };
}

describe('key F', () => {
  test('asks for Ring along when focus is on the page or a header control', () => {
    const { ed, asked } = editor();
    expect(ed.key('f')).toBe(true);
    expect(ed.key('F', { shiftKey: true })).toBe(true);
    expect(ed.key('f', { bodyFocused: false, spaceFree: true })).toBe(true);
    expect(asked()).toBe(3);
  });

  test('is left alone in a text field, a dialog or a menu, and with Ctrl (the browser finds)', () => {
    const { ed, asked } = editor();
    expect(ed.key('f', { bodyFocused: false, spaceFree: false, typing: true })).toBe(false);
    expect(ed.key('f', { bodyFocused: false, spaceFree: false })).toBe(false);
    expect(ed.key('f', { ctrlKey: true })).toBe(false);
    expect(asked()).toBe(0);
  });
});
