import { describe, expect, it } from 'vitest';
import { barLength } from './bars.ts';
import {
  DEFAULT_PREFERENCES,
  DEFAULT_QUANTIZE_FACTOR,
  DEFAULT_SEARCH_CRITERIA,
  DEFAULT_SNAP_PERIOD,
  SNAPPING_OPTIONS,
  TIME_SIGNATURES_OFFERED,
} from './constants.ts';

describe('constants', () => {
  it('offer the five time signatures in menu order, each labelled by its figures', () => {
    expect(TIME_SIGNATURES_OFFERED.map((ts) => ts.label)).toEqual(['4/4', '3/4', '2/4', '6/8', '2/2']);
    for (const ts of TIME_SIGNATURES_OFFERED) expect(ts.label).toBe(`${ts.numerator}/${ts.denominator}`);
    expect(TIME_SIGNATURES_OFFERED.map(barLength)).toEqual([4, 3, 2, 3, 4]);
  });

  it('offer four snapping options with the 8th note as default', () => {
    expect(SNAPPING_OPTIONS.map((o) => [o.label, o.value])).toEqual([
      ['Quarter Note', 1],
      ['8th Note', 0.5],
      ['16th Note', 0.25],
      ['No snapping', 0],
    ]);
    expect(DEFAULT_SNAP_PERIOD).toBe(1 / DEFAULT_QUANTIZE_FACTOR);
  });

  it('default preferences follow the spec', () => {
    expect(DEFAULT_PREFERENCES).toEqual({
      editMode: false,
      soundOn: true,
      lineSortMode: 'pitch',
      colorMode: 'random',
      bpm: 100,
      dotSpacingPlayer: 120,
      dotSpacingComposer: 120,
      jumpToCenter: false,
      octaveTranspose: 0,
      warmupBeats: 4,
      snapPeriod: 0.5,
    });
    expect(DEFAULT_SEARCH_CRITERIA).toEqual({
      text: '',
      bellMin: 0,
      bellMax: 32,
      eightNote: false,
      is_public: true,
    });
  });
});
