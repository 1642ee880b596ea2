/**
 * How many bars one Add or Delete may touch. The spec shows no validation here; a whole number
 * from 1 to 999 keeps a slip of the finger (0, -3, 100000) from wrecking or bloating a song.
 */
export const BAR_COUNT_MIN = 1;
export const BAR_COUNT_MAX = 999;
export const BAR_COUNT_DEFAULT = 1;

export type BarCountCheck =
  | { readonly ok: true; readonly count: number }
  | { readonly ok: false; readonly message: string };

export function checkBarCount(value: number | null | undefined): BarCountCheck {
  if (
    typeof value !== 'number' ||
    !Number.isInteger(value) ||
    value < BAR_COUNT_MIN ||
    value > BAR_COUNT_MAX
  ) {
    return { ok: false, message: `Enter a whole number of bars from ${BAR_COUNT_MIN} to ${BAR_COUNT_MAX}.` };
  }
  return { ok: true, count: value };
}
