/**
 * Ring along's sizes, in CSS pixels, in one place: type and notes large enough to read across a
 * room (labels at least 24 px, notes at least 20 px across), never smaller. Pure, so the
 * renderer, the row choice and the tests share one answer.
 */

export const RING_SIZES = {
  /** Bell names: font size. */
  labelMin: 24,
  labelMax: 64,
  /**
   * Note heads: diameter. 25, not 20: a sharp's head is a square 0.86 of the disc across
   * (glyphs.ts), and an anti-aliased rim makes a head look a pixel smaller still; at 25 the
   * square measures 21 px on screen.
   */
  noteMin: 25,
  noteMax: 72,
  /** Bar numbers: font size (the band above the rows holds them). */
  barNumber: 28,
  barBand: 44,
  /** Below the last row. */
  bottom: 8,
  /**
   * The least height a row may have: a 28 px name and a 25 px note with room between rows. Rows
   * that do not fit one column at this height are not shrunk: they are laid in columns side by
   * side (layout.ts). 32 rows fit a column at 1080 px high, 20 at 720.
   */
  slotMin: 32,
  /** The most: a few rows on a big screen do not spread over it. */
  slotMax: 120,
  /** A name's font size and a note's diameter as parts of the row's height. */
  labelRatio: 0.88,
  noteRatio: 0.8,
  /** The names' column, right of the hit line: widest name ('C#5' and a chime's mark) in font sizes. */
  labelEms: 2.7,
  labelPad: 14,
} as const;

/** The height the rows share: the view less the bar-number band and the bottom margin. */
export function rowsHeight(height: number): number {
  return Math.max(0, height - RING_SIZES.barBand - RING_SIZES.bottom);
}

export interface RowSizes {
  /** The bell name's font size. */
  readonly label: number;
  /** A note head's diameter. */
  readonly note: number;
}

/** Name and note sizes for a row height, within their least and most. */
export function sizesFor(slot: number): RowSizes {
  const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
  return {
    label: clamp(slot * RING_SIZES.labelRatio, RING_SIZES.labelMin, RING_SIZES.labelMax),
    note: clamp(slot * RING_SIZES.noteRatio, RING_SIZES.noteMin, RING_SIZES.noteMax),
  };
}

/** The names' column width for names of this font size. */
export function labelColumn(font: number): number {
  return Math.ceil(font * RING_SIZES.labelEms + 2 * RING_SIZES.labelPad);
}

/** Look-ahead to spacing: pixels per second so that `seconds` of music lie left of the hit line. */
export function pxPerSecondFor(hitX: number, seconds: number): number {
  return hitX / Math.max(0.1, seconds);
}
