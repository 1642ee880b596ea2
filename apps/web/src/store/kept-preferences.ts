/**
 * The user's preferences as kept in local storage, read back field by field: a field that is
 * missing, of the wrong type or out of its range takes its default, the others stay. Loaded only
 * when something is kept, so a first visit fetches none of it.
 */
import {
  BPM_RANGE,
  DEFAULT_PREFERENCES,
  DEVICE_OFFSET_RANGE,
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
  colorMode: oneOf(['random']),
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
