import { describe, expect, test } from 'vitest';
import { entryFor, KEYS } from './keys.ts';

describe('the key table', () => {
  test('every chord of every key reaches its own entry where it acts: no key is taken twice', () => {
    for (const entry of KEYS) {
      for (const chord of entry.chords) {
        const found = entryFor(
          chord.key,
          chord.ctrl ?? false,
          chord.shift === true,
          entry.composer ?? false,
          entry.noteInput ?? false,
        );
        expect(found, `${chord.ctrl ? 'Ctrl+' : ''}${chord.shift === true ? 'Shift+' : ''}${chord.key}`).toBe(
          entry,
        );
      }
    }
  });

  test('in note input the letters A to G place bells; the other keys are as outside it', () => {
    for (const letter of 'abcdefg')
      expect(entryFor(letter, false, false, true, true)?.action).toBe('noteLetter');
    expect(entryFor('d', false, false, true, false)?.action).toBe('technique');
    expect(entryFor('Enter', false, false, true, true)?.action).toBe('toggleNote');
    expect(entryFor('z', true, false, true, true)?.action).toBe('undo');
    // Not in the player, where there is no note input.
    expect(entryFor('c', false, false, false, true)).toBeUndefined();
  });
});
