import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { characterCount, firstCharacters, limitedEdit } from './characters.ts';

describe('characters', () => {
  it('counts a letter or emoji outside the BMP as one character', () => {
    expect(characterCount('𝔄𠀀😀a')).toBe(4);
    expect(firstCharacters('𝔄𠀀😀a', 2)).toBe('𝔄𠀀');
    expect(firstCharacters('ab', 5)).toBe('ab');
  });
});

describe('limitedEdit', () => {
  it('takes an edit that fits, whatever its UTF-16 length', () => {
    expect(limitedEdit('𝔄'.repeat(59), '𝔄'.repeat(60), 60)).toBe('𝔄'.repeat(60));
  });

  it('refuses typing at the limit, wherever the caret is', () => {
    const full = '𝔄'.repeat(30) + 'b'.repeat(30);
    expect(limitedEdit(full, `${full}x`, 60)).toBe(full);
    expect(limitedEdit(full, `x${full}`, 60)).toBe(full);
    expect(limitedEdit(full, `${'𝔄'.repeat(30)}x${'b'.repeat(30)}`, 60)).toBe(full);
  });

  it('cuts a paste to what fits, keeping the text around it', () => {
    expect(limitedEdit('ab', `a${'𠀀'.repeat(70)}b`, 60)).toBe(`a${'𠀀'.repeat(58)}b`);
  });

  it('never gives more than the limit, never half a character, and keeps any edit that fits', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'b', ' ', '𝔄', '😀'), maxLength: 80 });
    fc.assert(
      fc.property(text, text, (previous, next) => {
        const result = limitedEdit(previous, next, 60);
        expect(characterCount(result)).toBeLessThanOrEqual(60);
        expect(result).toMatch(/^[ab 𝔄😀]*$/u);
        if (characterCount(next) <= 60) expect(result).toBe(next);
      }),
    );
  });
});
