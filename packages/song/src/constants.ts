/** Business constants and limits (spec section 9). Every figure the product shows or enforces. */
import type { Preferences, SearchCriteria, SnapPeriod } from './types.ts';

export const NOTE_LIMIT = 2000;
export const HISTORY_CAPACITY = 50;
/** Pixels from the canvas edge to the hit point. */
export const HIT_POINT_INDENT = 150;
/** Pointer movement below this many pixels is a click, not a drag. */
export const DRAG_THRESHOLD = 7;
export const TITLE_MAX = 60;
export const USERNAME_MAX = 20;
export const REMIX_SUFFIX = ' Remix';
export const DEFAULT_TITLE = 'New Song';
export const DEFAULT_STAVE_PITCHES: readonly number[] = [60, 62, 64, 65, 67];
export const DEFAULT_PITCH = 60;

export type TimeSignatureLabel = '4/4' | '3/4' | '2/4' | '6/8' | '2/2';
export interface OfferedTimeSignature {
  readonly label: TimeSignatureLabel;
  readonly numerator: number;
  readonly denominator: number;
}
export const TIME_SIGNATURES_OFFERED: readonly OfferedTimeSignature[] = [
  { label: '4/4', numerator: 4, denominator: 4 },
  { label: '3/4', numerator: 3, denominator: 4 },
  { label: '2/4', numerator: 2, denominator: 4 },
  { label: '6/8', numerator: 6, denominator: 8 },
  { label: '2/2', numerator: 2, denominator: 2 },
];

export type SnappingLabel = 'Quarter Note' | '8th Note' | '16th Note' | 'No snapping';
export const SNAPPING_OPTIONS: readonly { readonly label: SnappingLabel; readonly value: SnapPeriod }[] = [
  { label: 'Quarter Note', value: 1 },
  { label: '8th Note', value: 0.5 },
  { label: '16th Note', value: 0.25 },
  { label: 'No snapping', value: 0 },
];
export const DEFAULT_SNAP_PERIOD: SnapPeriod = 0.5;
/** The original app's edit parameter: notes per beat, i.e. 1 / DEFAULT_SNAP_PERIOD. */
export const DEFAULT_QUANTIZE_FACTOR = 2;

/** The bell menu's piano roll lists 55 up to, not including, 80. */
export const PICKER_MIN = 55;
export const PICKER_MAX_EXCLUSIVE = 80;
/** Presets reach one note further than the picker shows (spec: "55 to 80 inclusive"). */
export const PRESET_MAX_INCLUSIVE = 80;
/**
 * Not in the spec: the written range groups own, beyond the picker's first view. Handbells reach
 * C1 to C8 (7-octave sets), handchimes C3 to C8 (5 octaves).
 */
export const HANDBELL_RANGE = { min: 24, max: 108 } as const;
export const HANDCHIME_RANGE = { min: 48, max: 108 } as const;
export const EIGHT_NOTE_SET: readonly number[] = [60, 62, 64, 65, 67, 69, 71, 72];

export const KEY_NAMES = ['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B'] as const;
export type KeyName = (typeof KEY_NAMES)[number];
export type ScaleFlavour = 'major' | 'minor';
export type PresetMode = 'custom' | 'eightNote';
export const MAJOR_INTERVALS: readonly number[] = [0, 2, 4, 5, 7, 9, 11];
export const MINOR_INTERVALS: readonly number[] = [0, 2, 3, 5, 7, 8, 10];
export const DEFAULT_KEY: KeyName = 'C';
export const DEFAULT_FLAVOUR: ScaleFlavour = 'major';
export const DEFAULT_PRESET_MODE: PresetMode = 'custom';

export const ROW_HEIGHT_MAX = 45;
export const ROW_HEIGHT_RATIO = 0.4;
export const STAVE_PADDING_TOP = 50;
export const STAVE_PADDING_BOTTOM = 100;
export const BARLINE_WIDTHS: Readonly<Record<1 | 2 | 3, number>> = { 1: 6, 2: 3, 3: 1 };
export const BARLINES_PAST_END = 30;

export const BPM_RANGE = { min: 40, max: 180, default: 100 } as const;
export const WARMUP_RANGE = { min: 0, max: 24, default: 4 } as const;
export const PRACTICE_TEMPO_RANGE = { min: 25, max: 150, default: 100 } as const;
export const TRANSPOSE_RANGE = { min: -2, max: 3, default: 0 } as const;
export const SPACING_RANGE = { min: 10, max: 600, default: 120 } as const;
/** Ring along: seconds shown before the hit point (5 s: about two 4/4 bars at 100 bpm). */
export const LOOK_AHEAD_RANGE = { min: 2, max: 12, default: 5 } as const;
/** Ring along: bars ahead a row must have notes in not to be quiet. */
export const AHEAD_BARS_RANGE = { min: 1, max: 8, default: 2 } as const;
/** Not in the spec: the device offset the calibration may store (ms; Bluetooth reaches 300). */
export const DEVICE_OFFSET_RANGE = { min: -200, max: 500, default: 0 } as const;
export const BELL_FILTER_RANGE = { min: 1, max: 32 } as const;
export const SEMITONES_PER_OCTAVE = 12;

export const DEFAULT_PREFERENCES: Preferences = {
  editMode: false,
  soundOn: true,
  lineSortMode: 'pitch',
  colorMode: 'random',
  bpm: BPM_RANGE.default,
  dotSpacingPlayer: SPACING_RANGE.default,
  dotSpacingComposer: SPACING_RANGE.default,
  jumpToCenter: false,
  octaveTranspose: TRANSPOSE_RANGE.default,
  // On: a choir ringing along hears the app at the pitch of its own bells (see README).
  soundOctaveAbove: true,
  roomSound: false,
  warmupBeats: WARMUP_RANGE.default,
  snapPeriod: DEFAULT_SNAP_PERIOD,
  practiceTempo: 100,
  // On: the lead-in is there to get the ringers in together, and a silent one gives them nothing to count.
  countIn: true,
  lookAheadSeconds: LOOK_AHEAD_RANGE.default,
  aheadBars: AHEAD_BARS_RANGE.default,
  quietRows: 'dim',
  deviceOffsetMs: DEVICE_OFFSET_RANGE.default,
};

export const DEFAULT_SEARCH_CRITERIA: SearchCriteria = {
  text: '',
  bellMin: 0,
  bellMax: BELL_FILTER_RANGE.max,
  eightNote: false,
  is_public: true,
};

export const PRICE_PER_YEAR_USD = 15;

/**
 * Not in the spec: the latest beat a note may sit on (about 41 hours at 40 bpm). Without a
 * ceiling one stored beat of 1e12 would make bar and barline walks run for ever.
 */
export const MAX_BEAT = 100_000;

/** Not in the spec: the ringing time of a new note when the caller names none (a quarter note). */
export const DEFAULT_NOTE_LENGTH = 1;
/** Not in the spec: the longest note, in beats (sixteen 4/4 bars); keeps stored lengths sane. */
export const MAX_NOTE_LENGTH = 64;
/**
 * Not in the spec: the shortest note, in beats (a 128th of a beat, far below any written value at
 * any tempo); without it a length of 1e-300 was a note no one hears or sees.
 */
export const MIN_NOTE_LENGTH = 1 / 128;
/**
 * Migration from songs without lengths (versions 0 and 1): a note rings until the next strike on
 * its row, at most this many beats; the last note of a row rings this long. Old playback rang a
 * 1.2 s sample until the same bell struck again or the sample faded, and 1.2 s is 2 beats at the
 * default 100 bpm, so this is how old songs sounded.
 */
export const MIGRATED_MAX_LENGTH = 2;

/** A rehearsal mark's label: at most this many letters and digits ('A', 'B2', 'Coda'). */
export const MARK_LABEL_MAX = 4;
/** At most this many rehearsal marks in a song. */
export const MARKS_MAX = 200;

/** At most this many dynamics, hairpins and passages each in a song. */
export const EXPRESSION_MARKS_MAX = 2000;
