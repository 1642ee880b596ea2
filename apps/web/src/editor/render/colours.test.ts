/**
 * The colour schemes against the canvas: WCAG 2 contrast of every head, label and letter with
 * what lies behind it (the pixel tests in `colours.browser.test.ts` read the same from a drawing).
 */
import { bellColours, type ColorMode, type Instrument, noteLetter } from '@ringalong/song';
import { wcagContrast } from 'culori';
import { describe, expect, it } from 'vitest';
import { THEME } from './theme.ts';

/** Every Classic hue (18 of them) and every pitch class, on bell rows and chime rows. */
function everyRow(mode: ColorMode) {
  const rows: { name: string; colours: ReturnType<typeof bellColours> }[] = [];
  for (const instrument of ['handbell', 'handchime'] as Instrument[])
    for (let index = 0; index < 18; index++) {
      const pitchId = 48 + index;
      const colours = bellColours(mode, index, { pitchId, instrument });
      rows.push({ name: `${instrument} ${noteLetter(pitchId)} at row ${index}`, colours });
    }
  return rows;
}

describe.each([
  ['random', 4.5],
  ['pitchClass', 4.5],
  ['highContrast', 7],
] as const)('%s', (mode, goal) => {
  const rows = everyRow(mode);

  it(`writes every label at least ${goal}:1 on its plate`, () => {
    for (const { name, colours } of rows)
      expect(wcagContrast(colours.label, THEME.labelPlate), name).toBeGreaterThanOrEqual(goal);
  });

  it(`writes letters and technique marks on every head at least ${goal}:1`, () => {
    for (const { name, colours } of rows)
      expect(wcagContrast(colours.ink, colours.head), name).toBeGreaterThanOrEqual(goal);
  });
});

describe('heads on the canvas', () => {
  it('High contrast: every head, label and letter at least 7:1 against the canvas background', () => {
    for (const { name, colours } of everyRow('highContrast')) {
      expect(wcagContrast(colours.head, THEME.background), name).toBeGreaterThanOrEqual(7);
      expect(wcagContrast(colours.label, THEME.background), name).toBeGreaterThanOrEqual(7);
    }
  });

  it('By pitch class: every head at least 4.5:1 against the canvas (Classic keeps its blue at 2.6:1)', () => {
    for (const { name, colours } of everyRow('pitchClass'))
      expect(wcagContrast(colours.head, THEME.background), name).toBeGreaterThanOrEqual(4.5);
    const blue = bellColours('random', 12, { pitchId: 60, instrument: 'handbell' }).head;
    expect(wcagContrast(blue, THEME.background)).toBeLessThan(3);
  });
});
