/**
 * Where Ring along puts every row: each row of the song in a fixed place for the whole song (quiet
 * rows are dimmed or left blank, never moved), grouped by position with the ringer's name. When
 * the rows do not fit one column at their least height (32 px: names 28 px, notes 25 px), they
 * are laid in two or three columns side by side, each with its own hit line, names and ringers,
 * never shrunk below the least and never left out. A group (a ringer's rows) stays in one column
 * unless it alone is taller than a column. Pure, so the renderer and the tests share one answer.
 */
import { labelColumn, RING_SIZES, rowsHeight, sizesFor } from './sizes.ts';

/** A run of rows rung by one ringer (null: nobody's, the computer rings them). */
export interface RingGroup {
  readonly name: string | null;
  /** Its first row's index in the frame's rows. */
  readonly first: number;
  readonly count: number;
}

export interface RowPlace {
  /** The row's index in the frame's rows. */
  readonly row: number;
  readonly column: number;
  /** Its centre. */
  readonly y: number;
  readonly height: number;
}

export interface ColumnPlace {
  /** The column's left edge: its notes come from here. */
  readonly x0: number;
  /** Its right edge. */
  readonly x1: number;
  readonly hitX: number;
  /** Where its bells' names start. */
  readonly labelX: number;
  /** Where its ringers' names start (x1 when there are none). */
  readonly ringerX: number;
}

export interface GroupPlace {
  readonly name: string;
  readonly column: number;
  /** Its rows' top and bottom. */
  readonly top: number;
  readonly bottom: number;
}

export interface RingLayout {
  readonly slot: number;
  readonly columns: readonly ColumnPlace[];
  readonly places: readonly RowPlace[];
  readonly groups: readonly GroupPlace[];
  /** The bells' names' font size. */
  readonly labelFont: number;
  /** The ringers' names' font size. */
  readonly ringerFont: number;
  /** A note head's diameter. */
  readonly note: number;
}

/** Space between two ringers' rows. */
export const GROUP_GAP = 8;
/** The most columns side by side. */
export const COLUMNS_MAX = 3;
/** The most a row may take in 'my part' (a few rows filling the screen), and a note there. */
const PART_SLOT_MAX = 260;
const PART_NOTE_MAX = 110;
/** The ringers' names: at most this share of a column, the font made smaller to fit, never cut. */
const RINGER_SHARE = 0.3;
const RINGER_FONT_MIN = 12;
const RINGER_PAD = 12;

/** A name's width in a bold system font, a little generous (the renderer fits it exactly). */
export const estimateWidth = (text: string, font: number): number => text.length * font * 0.66;

interface Piece {
  readonly name: string | null;
  readonly first: number;
  readonly count: number;
}

/** Groups dealt to `k` columns in order, a column about the same height as the others. */
function deal(groups: readonly Piece[], k: number, gapRows: number): Piece[][] {
  const total = groups.reduce((sum, g) => sum + g.count, 0) + gapRows * Math.max(0, groups.length - 1);
  const target = Math.ceil(total / k);
  const columns: Piece[][] = [[]];
  let used = 0;
  for (const group of groups) {
    let rest: Piece = group;
    while (rest.count > 0) {
      const column = columns[columns.length - 1]!;
      const gap = column.length > 0 ? gapRows : 0;
      const room = target - used - gap;
      if (rest.count <= room || columns.length === k) {
        column.push(rest);
        used += gap + rest.count;
        break;
      }
      if (column.length > 0 && rest.count <= target) {
        // The whole group in the next column.
        columns.push([]);
        used = 0;
        continue;
      }
      // Taller than a column: split, the name given again where it goes on.
      const take = Math.max(1, Math.floor(room));
      column.push({ ...rest, count: take });
      rest = { ...rest, first: rest.first + take, count: rest.count - take };
      columns.push([]);
      used = 0;
    }
  }
  return columns;
}

const unitsOf = (column: readonly Piece[], slot: number) =>
  column.reduce((sum, g) => sum + g.count * slot, 0) + GROUP_GAP * Math.max(0, column.length - 1);

export interface LayoutOptions {
  /** 'My part': one ringer's few rows, as large as the screen allows. */
  readonly part?: boolean;
  /** A name's width at a font size (the canvas's measure, or an estimate). */
  readonly measure?: (text: string, font: number) => number;
}

export function layoutRows(
  width: number,
  height: number,
  rowCount: number,
  groups: readonly RingGroup[] | null,
  options: LayoutOptions = {},
): RingLayout {
  const measure = options.measure ?? estimateWidth;
  // 'My part' names its one ringer above the bells' names (draw.ts), not in a column of its own.
  const named = groups !== null && groups.length > 0 && !options.part;
  const pieces: Piece[] = named ? [...groups] : [{ name: null, first: 0, count: rowCount }];
  const free = rowsHeight(height);
  const slotMax = options.part ? PART_SLOT_MAX : RING_SIZES.slotMax;
  // The fewest columns whose rows keep the least height; else the most columns.
  let columns: Piece[][] = [pieces];
  let slot: number = RING_SIZES.slotMin;
  for (let k = 1; k <= COLUMNS_MAX; k++) {
    const dealt = deal(pieces, k, GROUP_GAP / RING_SIZES.slotMin);
    // The row height each column allows, the least of them.
    const fits = Math.min(
      ...dealt.map(
        (c) =>
          (free - GROUP_GAP * Math.max(0, c.length - 1)) /
          Math.max(
            1,
            c.reduce((sum, g) => sum + g.count, 0),
          ),
      ),
    );
    columns = dealt;
    slot = Math.min(slotMax, Math.max(RING_SIZES.slotMin, Math.floor(fits * 10) / 10));
    if (fits >= RING_SIZES.slotMin) break;
  }
  const columnWidth = width / columns.length;
  const sizes = sizesFor(slot);
  // The bells' names take at most a third of a column (a phone's narrow screen).
  const labelFont = Math.max(
    RING_SIZES.labelMin,
    Math.min(sizes.label, (columnWidth / 3 - 2 * RING_SIZES.labelPad) / RING_SIZES.labelEms),
  );
  const note = options.part ? Math.min(PART_NOTE_MAX, Math.max(sizes.note, slot * 0.6)) : sizes.note;
  const names = named ? pieces.map((p) => p.name ?? 'Computer') : [];
  let ringerFont = Math.min(labelFont * 0.8, 40);
  let ringerWidth = 0;
  if (names.length > 0) {
    const widest = () => Math.max(...names.map((n) => measure(n, ringerFont)));
    const room = columnWidth * RINGER_SHARE - 2 * RINGER_PAD;
    if (widest() > room) ringerFont = Math.max(RINGER_FONT_MIN, (ringerFont * room) / widest());
    ringerWidth = Math.ceil(widest() + 2 * RINGER_PAD);
  }
  const places: RowPlace[] = [];
  const groupPlaces: GroupPlace[] = [];
  const columnPlaces = columns.map((column, c): ColumnPlace => {
    const x0 = Math.round(c * columnWidth);
    const x1 = Math.round((c + 1) * columnWidth);
    const ringerX = x1 - ringerWidth;
    const labelX = ringerX - labelColumn(labelFont);
    const hitX = labelX - Math.max(note, RING_SIZES.noteMax) / 2 - 6;
    const used = unitsOf(column, slot);
    let y = RING_SIZES.barBand + Math.max(0, (free - used) / 2);
    for (const [i, piece] of column.entries()) {
      if (i > 0) y += GROUP_GAP;
      const top = y;
      for (let r = 0; r < piece.count; r++) {
        places.push({ row: piece.first + r, column: c, y: y + slot / 2, height: slot });
        y += slot;
      }
      if (named) groupPlaces.push({ name: piece.name ?? 'Computer', column: c, top, bottom: y });
    }
    return { x0, x1, hitX, labelX, ringerX };
  });
  places.sort((a, b) => a.row - b.row);
  return { slot, columns: columnPlaces, places, groups: groupPlaces, labelFont, ringerFont, note };
}
