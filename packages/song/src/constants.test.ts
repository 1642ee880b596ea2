import { describe, expect, it } from 'vitest';
import { barLength } from './bars.ts';
import * as constants from './constants.ts';
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
      soundOctaveAbove: true,
      roomSound: false,
      warmupBeats: 4,
      snapPeriod: 0.5,
      // Issue 14: practice at the written tempo, and the warm-up counted in aloud and on screen.
      practiceTempo: 100,
      countIn: true,
      lookAheadSeconds: 5,
      aheadBars: 2,
      quietRows: 'dim',
      deviceOffsetMs: 0,
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

describe('limits and figures', () => {
  it('match spec section 9', () => {
    expect(constants).toMatchObject({
      NOTE_LIMIT: 2000,
      HISTORY_CAPACITY: 50,
      HIT_POINT_INDENT: 150,
      DRAG_THRESHOLD: 7,
      TITLE_MAX: 60,
      USERNAME_MAX: 20,
      REMIX_SUFFIX: ' Remix',
      DEFAULT_TITLE: 'New Song',
      DEFAULT_STAVE_PITCHES: [60, 62, 64, 65, 67],
      DEFAULT_PITCH: 60,
      PICKER_MIN: 55,
      PICKER_MAX_EXCLUSIVE: 80,
      PRESET_MAX_INCLUSIVE: 80,
      EIGHT_NOTE_SET: [60, 62, 64, 65, 67, 69, 71, 72],
      MAJOR_INTERVALS: [0, 2, 4, 5, 7, 9, 11],
      MINOR_INTERVALS: [0, 2, 3, 5, 7, 8, 10],
      ROW_HEIGHT_MAX: 45,
      ROW_HEIGHT_RATIO: 0.4,
      STAVE_PADDING_TOP: 50,
      STAVE_PADDING_BOTTOM: 100,
      BARLINE_WIDTHS: { 1: 6, 2: 3, 3: 1 },
      BARLINES_PAST_END: 30,
      BPM_RANGE: { min: 40, max: 180, default: 100 },
      WARMUP_RANGE: { min: 0, max: 24, default: 4 },
      TRANSPOSE_RANGE: { min: -2, max: 3, default: 0 },
      SPACING_RANGE: { min: 10, max: 600, default: 120 },
      BELL_FILTER_RANGE: { min: 1, max: 32 },
      PRICE_PER_YEAR_USD: 15,
      DEFAULT_KEY: 'C',
      DEFAULT_FLAVOUR: 'major',
      DEFAULT_PRESET_MODE: 'custom',
    });
    expect(constants.KEY_NAMES).toEqual(['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B']);
  });
});
