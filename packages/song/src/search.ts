/**
 * The one binary search: the first index in 0..count at which `reached(i)` holds, for a test that
 * is false up to some index and true from there on (a sorted list asked "is this item at or
 * past the point?"); `count` when it never holds. Every sorted lookup (the notes of a row, marks,
 * bars, strikes) asks it, so the halving is written once.
 */
export function partitionPoint(count: number, reached: (index: number) => boolean): number {
  let low = 0;
  let high = count;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (reached(mid)) high = mid;
    else low = mid + 1;
  }
  return low;
}
