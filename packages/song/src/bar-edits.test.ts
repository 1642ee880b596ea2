import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addBars, deleteBars, setBarTimeSignature } from './bar-edits.ts';
import { MAX_BEAT } from './constants.ts';
import { allNoteRefs, createDefaultSong } from './song.ts';
import { arbitrarySong, songWith } from './test-songs.ts';

const sig = (beat: number, numerator: number, denominator: number) => ({ beat, numerator, denominator });

describe('setBarTimeSignature', () => {
  const song = songWith({ 60: [0, 5] });

  it('changes the signature from that bar on', () => {
    const after = setBarTimeSignature(song, 4, 3, 4);
    expect(after.timeSignatures).toEqual([sig(0, 4, 4), sig(4, 3, 4)]);
    expect(after.staves).toBe(song.staves);
  });

  it('lasts only until the next signature change', () => {
    const two = setBarTimeSignature(setBarTimeSignature(song, 8, 2, 4), 4, 3, 4);
    expect(two.timeSignatures).toEqual([sig(0, 4, 4), sig(4, 3, 4), sig(8, 2, 4)]);
  });

  it('acts on the bar holding a beat given inside it', () => {
    expect(setBarTimeSignature(song, 5.5, 6, 8).timeSignatures).toEqual([sig(0, 4, 4), sig(4, 6, 8)]);
  });

  it('replaces the first signature when editing bar one', () => {
    expect(setBarTimeSignature(song, 0, 2, 2).timeSignatures).toEqual([sig(0, 2, 2)]);
  });

  it('merges a change back to the signature already in force', () => {
    const changed = setBarTimeSignature(song, 4, 3, 4);
    expect(setBarTimeSignature(changed, 4, 4, 4).timeSignatures).toEqual([sig(0, 4, 4)]);
    expect(setBarTimeSignature(song, 4, 4, 4)).toBe(song);
  });

  it('refuses signatures the menu does not offer', () => {
    expect(setBarTimeSignature(song, 4, 5, 4)).toBe(song);
    expect(setBarTimeSignature(song, -4, 3, 4)).toBe(song);
  });
});

describe('addBars', () => {
  const song = songWith({ 60: [0, 4, 9], 62: [1] }, [sig(0, 4, 4), sig(8, 3, 4)]);

  it('inserts bars of the signature in force and moves later notes and signatures', () => {
    const after = addBars(song, 4, 2);
    expect(after.staves[0]!.notes).toEqual([
      { beat: 0, length: 1 },
      { beat: 12, length: 1 },
      { beat: 17, length: 1 },
    ]);
    expect(after.staves[1]).toBe(song.staves[1]);
    expect(after.timeSignatures).toEqual([sig(0, 4, 4), sig(16, 3, 4)]);
  });

  it('uses the length of the bar it inserts at', () => {
    const after = addBars(song, 8, 1);
    expect(after.staves[0]!.notes).toEqual([
      { beat: 0, length: 1 },
      { beat: 4, length: 1 },
      { beat: 12, length: 1 },
    ]);
    expect(after.timeSignatures).toEqual([sig(0, 4, 4), sig(8, 3, 4)]);
  });

  it('refuses a count below one, or one that would push notes past the last allowed beat', () => {
    expect(addBars(song, 4, 0)).toBe(song);
    expect(addBars(song, 4, MAX_BEAT)).toBe(song);
    expect(addBars(song, 4, Number.NaN)).toBe(song);
  });
});

describe('deleteBars', () => {
  const song = songWith({ 60: [0, 4, 9, 12], 62: [1] }, [sig(0, 4, 4), sig(8, 3, 4)]);

  it('removes notes inside the bars and moves later ones earlier', () => {
    const after = deleteBars(song, 4, 1);
    expect(after.staves[0]!.notes).toEqual([
      { beat: 0, length: 1 },
      { beat: 5, length: 1 },
      { beat: 8, length: 1 },
    ]);
    expect(after.staves[1]).toBe(song.staves[1]);
    expect(after.timeSignatures).toEqual([sig(0, 4, 4), sig(4, 3, 4)]);
  });

  it('removes signatures inside the range and keeps the later bars in their signature', () => {
    const after = deleteBars(song, 4, 2);
    expect(after.staves[0]!.notes).toEqual([
      { beat: 0, length: 1 },
      { beat: 5, length: 1 },
    ]);
    expect(after.timeSignatures).toEqual([sig(0, 4, 4), sig(4, 3, 4)]);
  });

  it('keeps a signature at beat 0 when the first bars go', () => {
    const after = deleteBars(song, 0, 2);
    expect(after.timeSignatures).toEqual([sig(0, 3, 4)]);
    expect(allNoteRefs(after)).toEqual([
      { pitchId: 60, instrument: 'handbell', beat: 1 },
      { pitchId: 60, instrument: 'handbell', beat: 4 },
    ]);
  });

  it('returns the same song when only empty bars past the end go', () => {
    expect(deleteBars(song, 40, 3)).toBe(song);
    expect(deleteBars(song, 4, 0)).toBe(song);
  });

  it('then addBars at the same place keeps the earlier part intact', () => {
    fc.assert(
      fc.property(
        arbitrarySong,
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 1, max: 5 }),
        (start, bar, count) => {
          const barStart = bar * 4;
          const after = addBars(deleteBars(start, barStart, count), barStart, count);
          const before = (refs: ReturnType<typeof allNoteRefs>) => refs.filter((r) => r.beat < barStart);
          expect(before(allNoteRefs(after))).toEqual(before(allNoteRefs(start)));
          const later = (refs: ReturnType<typeof allNoteRefs>) =>
            refs.filter((r) => r.beat >= barStart + count * 4);
          expect(later(allNoteRefs(after))).toEqual(later(allNoteRefs(start)));
          expect(after.timeSignatures[0]!.beat).toBe(0);
        },
      ),
    );
  });

  it('always leaves a signature at beat 0, whatever is deleted', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 1, max: 10 }), (bar, count) => {
        const base = setBarTimeSignature(setBarTimeSignature(createDefaultSong(), 8, 3, 4), 14, 6, 8);
        expect(deleteBars(base, bar * 3, count).timeSignatures[0]!.beat).toBe(0);
      }),
    );
  });
});
