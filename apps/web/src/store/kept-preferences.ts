/**
 * The user's preferences as kept in local storage (see keep-preferences.ts), read back field by
 * field: a field that is missing, of the wrong type or out of its range takes its default, the
 * others stay.
 */
import {
  AHEAD_BARS_RANGE,
  BPM_RANGE,
  DEFAULT_PREFERENCES,
  DEVICE_OFFSET_RANGE,
  LOOK_AHEAD_RANGE,
  PRACTICE_TEMPO_RANGE,
  type Preferences,
  SNAPPING_OPTIONS,
  SPACING_RANGE,
  TRANSPOSE_RANGE,
  WARMUP_RANGE,
} from '@ringalong/song';

type Check = (value: unknown) => boolean;

const within =
  (range: { readonly min: number; readonly max: number }, integer = false): Check =>
  (value) =>
    typeof value === 'number' &&
    value >= range.min &&
    value <= range.max &&
    (!integer || Number.isInteger(value));
const oneOf =
  (values: readonly unknown[]): Check =>
  (value) =>
    values.includes(value);

/**
 * What a kept value must be beyond the default's type. A preference without a rule here is kept
 * when it has its default's type (a finite number for a number): add a rule for ranges and choices.
 */
const RULES: { readonly [K in keyof Preferences]?: Check } = {
  bpm: within(BPM_RANGE),
  dotSpacingPlayer: within(SPACING_RANGE),
  dotSpacingComposer: within(SPACING_RANGE),
  octaveTranspose: within(TRANSPOSE_RANGE, true),
  warmupBeats: within(WARMUP_RANGE, true),
  deviceOffsetMs: within(DEVICE_OFFSET_RANGE),
  snapPeriod: oneOf(SNAPPING_OPTIONS.map((option) => option.value)),
  lineSortMode: oneOf(['pitch', 'mostPlayed']),
  colorMode: oneOf(['random', 'pitchClass', 'highContrast']),
  practiceTempo: within(PRACTICE_TEMPO_RANGE),
  lookAheadSeconds: within(LOOK_AHEAD_RANGE),
  aheadBars: within(AHEAD_BARS_RANGE, true),
  quietRows: oneOf(['dim', 'hide']),
};

function keeps(key: keyof Preferences, value: unknown): boolean {
  const fallback = DEFAULT_PREFERENCES[key];
  if (typeof value !== typeof fallback) return false;
  if (typeof value === 'number' && !Number.isFinite(value)) return false;
  return RULES[key]?.(value) ?? true;
}

/**
 * The kept preferences (JSON text) over the defaults, field by field; fields the app no longer
 * has are dropped. Text that is not a JSON object gives the defaults.
 */
export function parsePreferences(text: string): Preferences {
  let kept: unknown;
  try {
    kept = JSON.parse(text);
  } catch {
    return DEFAULT_PREFERENCES;
  }
  if (typeof kept !== 'object' || kept === null || Array.isArray(kept)) return DEFAULT_PREFERENCES;
  const record = kept as Record<string, unknown>;
  const read: Record<string, unknown> = { ...DEFAULT_PREFERENCES };
  for (const key of Object.keys(DEFAULT_PREFERENCES) as (keyof Preferences)[]) {
    if (Object.hasOwn(record, key) && keeps(key, record[key])) read[key] = record[key];
  }
  return read as unknown as Preferences;
}

export interface PreferencesStore {
  getState(): { readonly preferences: Preferences; setPreferences(changes: Partial<Preferences>): void };
  subscribe(
    listener: (
      state: { readonly preferences: Preferences },
      previous: { readonly preferences: Preferences },
    ) => void,
  ): () => void;
}

/**
 * Applies the kept preferences, but not over one the user changed since `start` (the store's
 * preferences when the page started): that keeps its new value.
 */
export function readPreferences(store: PreferencesStore, text: string, start: Preferences): void {
  const kept = parsePreferences(text);
  const now = store.getState().preferences;
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(kept) as (keyof Preferences)[])
    if (now[key] === start[key] && kept[key] !== now[key]) changes[key] = kept[key];
  if (Object.keys(changes).length > 0) store.getState().setPreferences(changes);
}
