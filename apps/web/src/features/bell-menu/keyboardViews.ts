import {
  bellName,
  HANDBELL_RANGE,
  HANDCHIME_RANGE,
  type Instrument,
  PICKER_MAX_EXCLUSIVE,
  PICKER_MIN,
} from '@ringalong/song';

export type ViewId = 'classroom' | 'two' | 'three' | 'five' | 'seven';

/** One choice of keys for the Bell Menu's keyboard: the written bells of a common set. */
export interface KeyboardView {
  readonly id: ViewId;
  readonly label: string;
  /** Lowest and highest written MIDI pitch shown, inclusive. */
  readonly min: number;
  readonly max: number;
}

const view = (id: ViewId, size: string, min: number, max: number): KeyboardView => ({
  id,
  label: `${size} ${bellName(min)}–${bellName(max)}`,
  min,
  max,
});

/**
 * The spec's keyboard (55 to 79) first, then the written ranges of 2, 3, 5 and 7 octave sets as
 * handbell makers and publishers give them; 5 octaves is also the whole handchime range.
 */
export const KEYBOARD_VIEWS: readonly KeyboardView[] = [
  view('classroom', 'Classroom', PICKER_MIN, PICKER_MAX_EXCLUSIVE - 1),
  view('two', '2 octaves', 67, 91),
  view('three', '3 octaves', 60, 96),
  view('five', '5 octaves', HANDCHIME_RANGE.min, HANDCHIME_RANGE.max),
  view('seven', '7 octaves', HANDBELL_RANGE.min, HANDBELL_RANGE.max),
];

export const INSTRUMENT_RANGE: Readonly<Record<Instrument, { readonly min: number; readonly max: number }>> =
  {
    handbell: HANDBELL_RANGE,
    handchime: HANDCHIME_RANGE,
  };

/** The views that fit an instrument's range (handchimes stop at 5 octaves). */
export function viewsFor(instrument: Instrument): readonly KeyboardView[] {
  const range = INSTRUMENT_RANGE[instrument];
  return KEYBOARD_VIEWS.filter((v) => v.min >= range.min && v.max <= range.max);
}

/** The chosen view for an instrument, or the widest it has when the choice does not fit it. */
export function viewFor(instrument: Instrument, id: ViewId): KeyboardView {
  const views = viewsFor(instrument);
  return views.find((v) => v.id === id) ?? (views.at(-1) as KeyboardView);
}

/**
 * The narrowest view of an instrument that shows every one of `pitches` (a song's rows); the
 * widest when none does, the first when there are none.
 */
export function viewShowing(instrument: Instrument, pitches: readonly number[]): KeyboardView {
  const views = viewsFor(instrument);
  if (pitches.length === 0) return views[0] as KeyboardView;
  const [low, high] = [Math.min(...pitches), Math.max(...pitches)];
  return views.find((v) => v.min <= low && v.max >= high) ?? (views.at(-1) as KeyboardView);
}

/** The view's pitches, low to high. */
export function viewPitches(v: KeyboardView): number[] {
  return Array.from({ length: v.max - v.min + 1 }, (_, i) => v.min + i);
}
