import { type Color, differenceCiede2000, filterDeficiencyDeuter, filterDeficiencyProt, parse } from 'culori';
import { describe, expect, it } from 'vitest';
import { applyBellSelection, rowColor, selectionFromSong } from './bells.ts';
import { bellColours, isAccidental, noteLetter } from './palettes.ts';
import { staveColor } from './rowcall.ts';
import { createDefaultSong } from './song.ts';
import type { ColorMode, Instrument, RowRef } from './types.ts';

const bell = (pitchId: number, instrument: Instrument = 'handbell'): RowRef => ({ pitchId, instrument });
const FIXED: readonly ColorMode[] = ['pitchClass', 'highContrast'];

/** CIEDE2000, the CIE's colour difference: about 1 is just noticeable, over 10 plainly different. */
const difference = differenceCiede2000();
/** Machado, Oliveira and Fernandes (2009) simulation matrices at full severity, applied in linear RGB. */
const VISION: Record<string, (colour: Color) => Color> = {
  'normal vision': (colour) => colour,
  protanopia: filterDeficiencyProt(1),
  deuteranopia: filterDeficiencyDeuter(1),
};

describe('Classic (the spec: hue = row index x 20)', () => {
  it('keeps the spec colour of every head, by row index, whatever the pitch', () => {
    for (let index = 0; index < 40; index++) {
      expect(bellColours('random', index, bell(40 + ((index * 7) % 30))).head).toBe(rowColor(index));
    }
    expect(rowColor(12)).toBe('hsl(240, 83%, 58%)');
  });

  it("labels keep their row's hue; a handchime row is the hue paler", () => {
    for (let index = 0; index < 18; index++) {
      expect(bellColours('random', index, bell(60)).label).toMatch(new RegExp(`^hsl\\(${index * 20}, 83%, `));
      expect(bellColours('random', index, bell(60, 'handchime')).head).toBe(`hsl(${index * 20}, 45%, 80%)`);
    }
  });
});

describe.each(FIXED)('%s: one colour per pitch class', (mode) => {
  it('gives every octave of a pitch class the same colour, whatever the row index or instrument', () => {
    const colours = new Set<string>();
    for (let pc = 0; pc < 12; pc++) {
      const c = bellColours(mode, 0, bell(60 + pc)).head;
      colours.add(c);
      for (const octave of [-3, -1, 1, 2])
        expect(bellColours(mode, 17 + octave, bell(60 + pc + 12 * octave)).head).toBe(c);
      expect(bellColours(mode, 5, bell(60 + pc, 'handchime')).head).toBe(c);
      expect(bellColours(mode, 5, bell(60 + pc)).label).toBe(c);
    }
    expect(colours.size).toBe(12);
  });

  it("adding a bell leaves every other row's colour as it was (Classic recolours them)", () => {
    const song = createDefaultSong();
    const more = applyBellSelection(song, { ...selectionFromSong(song), 49: true });
    const others = song.staves.map((stave) => bell(stave.pitchId, stave.instrument));
    expect(others.map((row) => staveColor(more, row, mode))).toEqual(
      others.map((row) => staveColor(song, row, mode)),
    );
    expect(others.map((row) => staveColor(more, row))).not.toEqual(
      others.map((row) => staveColor(song, row)),
    );
  });

  it.each(Object.entries(VISION))(
    'keeps neighbouring semitones and whole tones apart under %s',
    (_vision, simulate) => {
      const colours = Array.from({ length: 12 }, (_, pc) =>
        simulate(parse(bellColours(mode, 0, bell(60 + pc)).head)!),
      );
      for (let pc = 0; pc < 12; pc++) {
        for (const step of [1, 2]) {
          const other = (pc + step) % 12;
          expect(
            difference(colours[pc]!, colours[other]!),
            `${noteLetter(pc)} and ${noteLetter(other)}`,
          ).toBeGreaterThanOrEqual(mode === 'pitchClass' ? 16 : 14);
        }
      }
    },
  );
});

describe('letters and shapes', () => {
  it('names each pitch class with its letter and a sharp sign; sharps are the accidentals', () => {
    const letters = Array.from({ length: 12 }, (_, pc) => noteLetter(48 + pc));
    expect(letters).toEqual(['C', 'C♯', 'D', 'D♯', 'E', 'F', 'F♯', 'G', 'G♯', 'A', 'A♯', 'B']);
    expect(noteLetter(61)).toBe(noteLetter(73));
    expect([60, 61, 66, 71].map(isAccidental)).toEqual([false, true, true, false]);
  });
});
