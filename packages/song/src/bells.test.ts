import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyBellSelection,
  BELLS,
  bellName,
  isEightNoteCompatible,
  pickerPitches,
  presetPitches,
  rowColor,
  selectionFromSong,
} from './bells.ts';
import { KEY_NAMES } from './constants.ts';
import { songWith } from './test-songs.ts';

describe('bell names', () => {
  it('use scientific pitch: 60 is C4, 61 C#4, 69 A4, 0 C-1, 127 G9', () => {
    expect(bellName(60)).toBe('C4');
    expect(bellName(61)).toBe('C#4');
    expect(bellName(69)).toBe('A4');
    expect(bellName(0)).toBe('C-1');
    expect(bellName(127)).toBe('G9');
  });

  it('cover MIDI 0 to 127 in the bells map', () => {
    expect(BELLS).toHaveLength(128);
    expect(BELLS[72]).toEqual({ id: 72, name: 'C5' });
  });
});

describe('the bell picker', () => {
  it('lists 55 up to but not including 80', () => {
    const pitches = pickerPitches();
    expect(pitches[0]).toBe(55);
    expect(pitches.at(-1)).toBe(79);
    expect(pitches).toHaveLength(25);
  });
});

describe('presets', () => {
  it('C major: every white key from 55 to 80 inclusive', () => {
    expect(presetPitches('custom', 'C', 'major')).toEqual([
      55, 57, 59, 60, 62, 64, 65, 67, 69, 71, 72, 74, 76, 77, 79,
    ]);
  });

  it('A minor uses the minor intervals from A', () => {
    expect(presetPitches('custom', 'A', 'minor')).toEqual([
      55, 57, 59, 60, 62, 64, 65, 67, 69, 71, 72, 74, 76, 77, 79,
    ]);
    expect(presetPitches('custom', 'C', 'minor')).toContain(63);
    expect(presetPitches('custom', 'C', 'minor')).not.toContain(64);
  });

  it('reach 80 when it is in the scale', () => {
    expect(presetPitches('custom', 'G#', 'major')).toContain(80);
    expect(presetPitches('custom', 'G#', 'major')).not.toContain(81);
  });

  it('8 Note Set: 60, 62, 64, 65, 67, 69, 71, 72 whatever the key', () => {
    expect(presetPitches('eightNote', 'F#', 'minor')).toEqual([60, 62, 64, 65, 67, 69, 71, 72]);
  });

  it('give seven notes per octave within range for every key and flavour', () => {
    for (const key of KEY_NAMES) {
      for (const flavour of ['major', 'minor'] as const) {
        const pitches = presetPitches('custom', key, flavour);
        expect(pitches.every((p) => p >= 55 && p <= 80)).toBe(true);
        expect(new Set(pitches.map((p) => p % 12)).size).toBe(7);
      }
    }
  });
});

describe('applyBellSelection', () => {
  const song = songWith({ 60: [0, 1], 62: [2], 64: [] });

  it('makes the staves exactly the selected bells, sorted, keeping notes of kept bells', () => {
    const after = applyBellSelection(song, { 67: true, 60: true, 62: false, 64: true });
    expect(after.staves.map((s) => s.pitchId)).toEqual([60, 64, 67]);
    expect(after.staves[0]).toBe(song.staves[0]);
    expect(after.staves[2]!.notes).toEqual([]);
  });

  it('forces bell 60 when nothing is selected', () => {
    const after = applyBellSelection(song, { 62: false });
    expect(after.staves.map((s) => s.pitchId)).toEqual([60]);
    expect(after.staves[0]!.notes).toHaveLength(2);
  });

  it('ignores keys that are not MIDI numbers', () => {
    expect(applyBellSelection(song, { 200: true, 61: true }).staves.map((s) => s.pitchId)).toEqual([61]);
  });

  it('returns the same song when the bells do not change', () => {
    expect(applyBellSelection(song, selectionFromSong(song))).toBe(song);
  });

  it('always leaves sorted, unique staves', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.integer({ min: 0, max: 127 }).map(String), fc.boolean()), (selection) => {
        const pitches = applyBellSelection(song, selection).staves.map((s) => s.pitchId);
        expect(pitches.length).toBeGreaterThan(0);
        expect(pitches.every((p, i) => i === 0 || pitches[i - 1]! < p)).toBe(true);
      }),
    );
  });
});

describe('row colours', () => {
  it('step the hue by 20 degrees, wrapping at 360', () => {
    expect(rowColor(0)).toBe('hsl(0, 83%, 58%)');
    expect(rowColor(3)).toBe('hsl(60, 83%, 58%)');
    expect(rowColor(18)).toBe('hsl(0, 83%, 58%)');
    expect(rowColor(19)).toBe('hsl(20, 83%, 58%)');
  });
});

describe('8 Note Set compatibility', () => {
  it('holds when every bell is in the set', () => {
    expect(isEightNoteCompatible([60, 64, 72])).toBe(true);
    expect(isEightNoteCompatible([60, 61])).toBe(false);
    expect(isEightNoteCompatible([55])).toBe(false);
    expect(isEightNoteCompatible([])).toBe(false);
  });
});
