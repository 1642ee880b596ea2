import { NOTE_LIMIT, noteCount, songSchema } from '@ringalong/song';
import { describe, expect, it } from 'vitest';
import { part, piece, quarters } from '../../test/shape-pieces.ts';
import { fitTranspose, initialOptions } from './options.ts';
import { shapePiece } from './shape.ts';

const valid = (song: unknown) => songSchema.safeParse(song).success;

describe('shaping a piece into a song', () => {
  it('brings pitches, beats, lengths, chords and techniques in, one row per bell', () => {
    const melody = part('P1', [
      { pitch: 60, beat: 0, length: 2 },
      { pitch: 64, beat: 0, length: 2 },
      { pitch: 67, beat: 2, length: 0.5, technique: 'martellato' },
    ]);
    const shaped = shapePiece(piece([melody]));
    expect(shaped.refusal).toBeNull();
    expect(shaped.song?.staves).toEqual([
      { pitchId: 60, instrument: 'handbell', notes: [{ beat: 0, length: 2 }] },
      { pitchId: 64, instrument: 'handbell', notes: [{ beat: 0, length: 2 }] },
      { pitchId: 67, instrument: 'handbell', notes: [{ beat: 2, length: 0.5, technique: 'martellato' }] },
    ]);
    expect(shaped.rows.map((r) => r.name)).toEqual(['C4', 'E4', 'G4']);
    expect(shaped.noteCount).toBe(3);
    expect(shaped.title).toBe('Test Piece');
    expect(valid(shaped.song)).toBe(true);
  });

  it('leaves drum parts out unless ticked, and brings chime parts in as chime rows', () => {
    const bells = part('bells', quarters(60, [0, 1]));
    const chimes = part('chimes', quarters(60, [0, 2]), { instrument: 'handchime' });
    const drums = part('drums', quarters(36, [0, 1, 2, 3]), { drum: true });
    const shaped = shapePiece(piece([bells, chimes, drums]));
    expect(shaped.rows.map((r) => r.name)).toEqual(['C4', 'C4 chime']);
    const merged = shapePiece(piece([bells, chimes, drums]), { merge: true });
    expect(merged.rows).toMatchObject([{ name: 'C4', count: 3 }]);
    expect(merged.changes).toContain('Handchime parts ring on handbell rows');
    expect(merged.changes.some((c) => c.startsWith('1 note struck a bell already struck'))).toBe(true);
    const withDrums = shapePiece(piece([bells, drums]), { parts: ['bells', 'drums'] });
    expect(withDrums.rows.map((r) => r.name)).toEqual(['C2', 'C4']);
  });

  it('merges coinciding notes of two parts into one with the longer length, and says how many', () => {
    const a = part('A', [{ pitch: 62, beat: 1, length: 1 }]);
    const b = part('B', [{ pitch: 62, beat: 1, length: 3, technique: 'lv' }]);
    const shaped = shapePiece(piece([a, b]));
    expect(shaped.song?.staves[0]?.notes).toEqual([{ beat: 1, length: 3, technique: 'lv' }]);
    expect(shaped.changes).toContain(
      '1 note struck a bell already struck at that moment and became one with it (the longer kept)',
    );
  });

  it('applies the octave convention and transposition, and fits the chosen bells by octaves', () => {
    const low = part('P', quarters(84, [0, 1, 2]));
    expect(shapePiece(piece([low]), { convention: 'sounding' }).rows[0]?.name).toBe('C5');
    expect(shapePiece(piece([low]), { transpose: -3 }).rows[0]?.name).toBe('A5');
    const options = { bellSet: 'three' as const, transpose: 2 };
    expect(shapePiece(piece([low]), options).outside).toBe(0);
    const high = part('P', quarters(100, [0, 1]));
    expect(shapePiece(piece([high]), { bellSet: 'three' }).outside).toBe(2);
    const fitted = fitTranspose(piece([high]), { bellSet: 'three' });
    expect(fitted).toBe(-12);
    expect(shapePiece(piece([high]), { bellSet: 'three', transpose: fitted }).outside).toBe(0);
  });

  it('keeps notes outside the chosen bells unless asked to leave them out', () => {
    const p = piece([part('P', [...quarters(60, [0]), ...quarters(98, [1])])]);
    const kept = shapePiece(p, { bellSet: 'three' });
    expect(kept.noteCount).toBe(2);
    expect(kept.outside).toBe(1);
    expect(kept.rows.map((r) => r.onSet)).toEqual([true, false]);
    const left = shapePiece(p, { bellSet: 'three', leaveOutside: true });
    expect(left.noteCount).toBe(1);
    expect(left.changes).toContain('1 note outside 3 octaves C4–C7 were left out');
  });

  it('snaps onsets and lengths, never to a length of 0', () => {
    const p = piece([
      part('P', [
        { pitch: 60, beat: 0.9, length: 0.1 },
        { pitch: 62, beat: 2.2, length: 1.4 },
      ]),
    ]);
    const shaped = shapePiece(p, { quantize: 0.5 });
    expect(shaped.song?.staves.map((s) => s.notes)).toEqual([
      [{ beat: 1, length: 0.5 }],
      [{ beat: 2, length: 1.5 }],
    ]);
    expect(shaped.changes).toContain('2 notes snapped to the nearest 1/8 note');
  });

  it('shortens notes longer than the song allows, and says so', () => {
    const shaped = shapePiece(piece([part('P', [{ pitch: 60, beat: 0, length: 100 }])]));
    expect(shaped.song?.staves[0]?.notes[0]?.length).toBe(64);
    expect(shaped.changes).toContain('1 note longer than 64 beats rang 64 beats');
  });

  it('pads a pickup bar with rests at its start so the first whole bar starts on a bar line', () => {
    const p = piece([part('P', quarters(60, [0, 1, 4]))], {
      pickupBeats: 1,
      timeSignatures: [{ beat: 0, numerator: 3, denominator: 4 }],
    });
    const shaped = shapePiece(p);
    expect(shaped.song?.staves[0]?.notes.map((n) => n.beat)).toEqual([2, 3, 6]);
    expect(shaped.song?.timeSignatures).toEqual([{ beat: 0, numerator: 3, denominator: 4 }]);
    expect(shaped.changes).toContain(
      'The pickup bar (1 beat) became a whole first bar, with 2 beats of rest at its start',
    );
    expect(shaped.bars).toEqual({ first: 0, last: 2 });
  });

  it('maps signatures the editor does not offer to the nearest, or refuses them', () => {
    const notes = [part('P', quarters(60, [0, 9]))];
    const fourTwo = shapePiece(piece(notes, { timeSignatures: [{ beat: 0, numerator: 4, denominator: 2 }] }));
    expect(fourTwo.song?.timeSignatures).toEqual([{ beat: 0, numerator: 2, denominator: 2 }]);
    expect(fourTwo.changes).toContain('4/2 (from bar 1) is written as 2/2: each bar of the file makes 2');
    const fiveFour = shapePiece(
      piece(notes, { timeSignatures: [{ beat: 0, numerator: 5, denominator: 4 }] }),
    );
    expect(fiveFour.song?.timeSignatures).toEqual([{ beat: 0, numerator: 4, denominator: 4 }]);
    expect(fiveFour.changes).toContain(
      "5/4 (from bar 1) is not offered: the song uses 4/4, so its bar lines no longer fall where the file's do",
    );
    const threeEight = shapePiece(
      piece(notes, { timeSignatures: [{ beat: 0, numerator: 3, denominator: 8 }] }),
    );
    expect(threeEight.song?.timeSignatures).toEqual([{ beat: 0, numerator: 6, denominator: 8 }]);
    const later = piece(notes, {
      timeSignatures: [
        { beat: 0, numerator: 4, denominator: 4 },
        { beat: 8, numerator: 1, denominator: 8 },
      ],
    });
    const refused = shapePiece(later);
    expect(refused.song).toBeNull();
    expect(refused.refusal).toBe(
      'The time signature 1/8 (bar 3) has no near match among 4/4, 3/4, 2/4, 6/8, 2/2: the song cannot hold it.',
    );
  });

  it('keeps one tempo, within 40 to 180 bpm, and says when the file asked for more', () => {
    const notes = [part('P', quarters(60, [0, 8]))];
    const fast = shapePiece(
      piece(notes, {
        tempos: [
          { beat: 0, bpm: 240 },
          { beat: 4, bpm: 60 },
        ],
      }),
    );
    expect(fast.bpm).toBe(180);
    expect(fast.changes).toContain('The tempo, 240 bpm, is outside 40–180: the song plays at 180 bpm');
    expect(fast.changes).toContain(
      'The file changes tempo 1 time (to 60 bpm); the song keeps one tempo, 180 bpm',
    );
    expect(shapePiece(piece(notes, { tempos: [{ beat: 0, bpm: 72 }] })).bpm).toBe(72);
  });

  it('cleans the title by the song rules, or names the song after the file, its words capitalised', () => {
    expect(shapePiece(piece([part('P', quarters(60, [0]))], { title: 'Ode: to Joy!' })).title).toBe(
      'Ode to Joy',
    );
    const untitled = shapePiece(piece([part('P', quarters(60, [0]))], { title: '' }), {
      fileName: 'carol-1.mxl',
    });
    expect(untitled.title).toBe('Carol 1');
    const named = (fileName: string) =>
      shapePiece(piece([part('P', quarters(60, [0]))], { title: '' }), { fileName }).title;
    expect(named('old_hundredth.mid')).toBe('Old Hundredth');
    expect(named('BWV 147 jesu-joy.abc')).toBe('BWV 147 Jesu Joy');
    expect(named('McLeod reel.musicxml')).toBe('McLeod Reel');
    // The file's own title wins over its name.
    expect(
      shapePiece(piece([part('P', quarters(60, [0]))], { title: 'Ode to Joy' }), { fileName: 'x.mid' }).title,
    ).toBe('Ode to Joy');
    expect(untitled.changes).toContain('The file gives no title: the song is named after the file');
  });

  it('refuses a piece over the note limit with its count and the bars that fit', () => {
    // 25 notes a bar (one per beat, on 25 pitches... here, on 6 rows) for 100 bars of 4/4.
    const notes = Array.from({ length: 4 * 100 }, (_, beat) =>
      [60, 62, 64, 65, 67, 69].map((pitch) => ({ pitch, beat, length: 1 })),
    ).flat();
    const shaped = shapePiece(piece([part('P', notes)]));
    expect(shaped.noteCount).toBe(2400);
    expect(shaped.song).toBeNull();
    expect(shaped.fit).toEqual({ fromBar: 1, toBar: 83 });
    expect(shaped.refusal).toBe(
      `2400 notes: a song holds at most ${NOTE_LIMIT}. To bring it in, untick parts, or bring in bars 1–83.`,
    );
    const fitted = shapePiece(piece([part('P', notes)]), { fromBar: 1, toBar: 83 });
    expect(fitted.song && noteCount(fitted.song)).toBe(83 * 24);
    const later = shapePiece(piece([part('P', notes)]), { fromBar: 90, toBar: 100 });
    expect(later.song?.staves[0]?.notes[0]?.beat).toBe(0);
    expect(later.changes).toContain('Only bars 90–100 of 1–100 come in');
  });

  it('refuses a choice with nothing to bring in', () => {
    const drums = part('drums', quarters(36, [0]), { drum: true });
    expect(shapePiece(piece([drums])).refusal).toBe('Nothing to bring in: tick at least one part.');
  });

  it('starts from the non-drum parts, the format’s convention and the smallest set that holds the notes', () => {
    const p = piece([part('P', quarters(72, [0])), part('D', quarters(36, [0]), { drum: true })], {
      format: 'midi',
    });
    expect(initialOptions(p, 'x.mid')).toMatchObject({
      parts: ['P'],
      convention: 'sounding',
      bellSet: 'eight',
    });
  });
});
