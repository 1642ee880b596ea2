import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exportSong, remixTitle, sanitizeTitle } from './export.ts';
import { songWith } from './test-songs.ts';

describe('sanitizeTitle', () => {
  it('trims and keeps only letters, digits and spaces', () => {
    expect(sanitizeTitle('  Ode to Joy! (v2)  ')).toBe('Ode to Joy v2');
    expect(sanitizeTitle('Für Elise')).toBe('Für Elise');
    expect(sanitizeTitle('Line\tbreak')).toBe('Line break');
  });

  it('cuts to 60 characters', () => {
    expect(sanitizeTitle('a'.repeat(80))).toBe('a'.repeat(60));
  });

  it('counts a letter outside the BMP as one character and never cuts one in half', () => {
    expect(sanitizeTitle('𝔄'.repeat(60))).toBe('𝔄'.repeat(60));
    expect(sanitizeTitle('𠀀'.repeat(80))).toBe('𠀀'.repeat(60));
    expect(sanitizeTitle(`a${'𝔄'.repeat(70)}`)).toBe(`a${'𝔄'.repeat(59)}`);
  });

  it("names an empty title 'New Song' plus a random six-digit number", () => {
    expect(sanitizeTitle('  !!! ', () => 0)).toBe('New Song 100000');
    expect(sanitizeTitle('', () => 0.999999999)).toBe('New Song 999999');
    expect(sanitizeTitle('')).toMatch(/^New Song \d{6}$/);
  });

  it('always gives 1 to 60 letters, digits and spaces without spaces at the ends', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 100 }),
          fc.string({ unit: fc.constantFrom('a', ' ', '𝔄', '😀'), maxLength: 100 }),
        ),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (title, r) => {
          const kept = sanitizeTitle(title, () => r);
          expect(kept).toMatch(/^[\p{L}\p{N} ]{1,60}$/u);
          expect(kept).toBe(kept.trim());
        },
      ),
    );
  });
});

describe('exportSong', () => {
  it('sets the sanitized title, eight_note_compatible false and the bell count', () => {
    const song = songWith({ 60: [0], 62: [], 64: [1] });
    const exported = exportSong(song, ' My Song? ');
    expect(exported.meta).toEqual({ title: 'My Song', eight_note_compatible: false, bell_count: 3 });
    expect(exported.staves).toBe(song.staves);
  });

  it('marks even an 8-note song as not compatible, as the original app did', () => {
    expect(exportSong(songWith({ 60: [0] }), 'x').meta.eight_note_compatible).toBe(false);
  });
});

describe('remixTitle', () => {
  it("appends ' Remix' when the title was left unchanged", () => {
    expect(remixTitle('Silent Night', 'Silent Night')).toBe('Silent Night Remix');
  });

  it('keeps a title the user changed', () => {
    expect(remixTitle('My Night', 'Silent Night')).toBe('My Night');
  });

  it('keeps the suffix within 60 characters', () => {
    const long = 'b'.repeat(60);
    const remixed = remixTitle(long, long);
    expect(remixed).toHaveLength(60);
    expect(remixed.endsWith(' Remix')).toBe(true);
    expect(sanitizeTitle(remixed)).toBe(remixed);
  });

  it('keeps the suffix within 60 characters of a title outside the BMP, without cutting one in half', () => {
    const long = '𝔄'.repeat(60);
    expect(remixTitle(long, long)).toBe(`${'𝔄'.repeat(54)} Remix`);
  });
});
