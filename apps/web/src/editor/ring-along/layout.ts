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
/** The notes keep at least this share of a column; the names are made smaller to leave it, never cut. */
const NOTES_SHARE = 0.5;
const RINGER_FONT_MIN = 12;
const RINGER_PAD = 12;

/** A name's width in a bold system font, a little generous (the renderer fits it exactly). */
export const estimateWidth = (text: string, font: number): number => text.length * font * 0.66;

interface Piece {
  readonly name: string | null;
  readonly first: number;
  readonly count: number;
}

/** The row height a column of pieces allows (a gap between two ringers' rows). */
function fitOf(column: readonly Piece[], free: number, named: boolean): number {
  const rows = column.reduce((sum, p) => sum + p.count, 0);
  const gaps = named ? GROUP_GAP * Math.max(0, column.length - 1) : 0;
  return (free - gaps) / Math.max(1, rows);
}

/**
 * The pieces (in order) cut into `k` columns at piece boundaries, the cut that lets the rows be
 * tallest (the least of the columns' heights the most). Every cut is tried: at most 40 pieces.
 */
function partition(pieces: readonly Piece[], k: number, free: number, named: boolean): Piece[][] {
  const n = pieces.length;
  if (k <= 1 || n <= 1) return [[...pieces]];
  let best: { cuts: number[]; fit: number } | null = null;
  const tryCuts = (cuts: number[]) => {
    const bounds = [0, ...cuts, n];
    let fit = Number.POSITIVE_INFINITY;
    for (let i = 0; i < bounds.length - 1; i++)
      fit = Math.min(fit, fitOf(pieces.slice(bounds[i], bounds[i + 1]), free, named));
    if (!best || fit > best.fit) best = { cuts, fit };
  };
  if (k === 2 || n === 2) for (let a = 1; a < n; a++) tryCuts([a]);
  else for (let a = 1; a < n - 1; a++) for (let b = a + 1; b < n; b++) tryCuts([a, b]);
  const bounds = [0, ...(best as { cuts: number[] } | null)!.cuts, n];
  return bounds.slice(0, -1).map((from, i) => pieces.slice(from, bounds[i + 1]));
}

/** Pieces no taller than `rows` rows: a longer run is split, its name given again where it goes on. */
function piecesOf(groups: readonly Piece[], rows: number): Piece[] {
  const pieces: Piece[] = [];
  for (const group of groups)
    for (let first = group.first; first < group.first + group.count; first += rows)
      pieces.push({ ...group, first, count: Math.min(rows, group.first + group.count - first) });
  return pieces;
}

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
  const free = rowsHeight(height);
  const perColumn = Math.max(1, Math.floor(free / RING_SIZES.slotMin));
  // Unnamed rows are cut anywhere; a ringer's rows stay together unless a column cannot hold them.
  const pieces: Piece[] =
    named && groups
      ? piecesOf(groups, perColumn)
      : Array.from({ length: rowCount }, (_, i) => ({ name: null, first: i, count: 1 }));
  const slotMax = options.part ? PART_SLOT_MAX : RING_SIZES.slotMax;
  // The fewest columns whose rows keep their least height (a little less, for the gaps between
  // ringers, rather than a third column); else the most columns.
  let columns: Piece[][] = [pieces];
  let fits = 0;
  const least = named ? RING_SIZES.slotMin - GROUP_GAP / 4 : RING_SIZES.slotMin;
  for (let k = 1; k <= Math.min(COLUMNS_MAX, Math.max(1, pieces.length)); k++) {
    columns = partition(pieces, k, free, named);
    fits = Math.min(...columns.map((c) => fitOf(c, free, named)));
    if (fits >= least) break;
  }
  const slot = Math.min(slotMax, Math.max(least, Math.floor(fits * 10) / 10));
  const columnWidth = width / columns.length;
  const sizes = sizesFor(slot);
  // 'My part': notes as large as the row allows, but at most a sixth and a half of the column's
  // width, so that a phone still shows a few beats coming (draw.ts spaces them a note apart).
  const note = options.part
    ? Math.max(sizes.note, Math.min(PART_NOTE_MAX, slot * 0.6, columnWidth / 6.5))
    : sizes.note;
  const names = named ? pieces.map((p) => p.name ?? 'Computer') : [];
  const hitGap = Math.max(note, RING_SIZES.noteMax) / 2 + 6;
  // The notes keep at least half of a column: the names (bells', then ringers') made smaller to
  // leave it, never below the least.
  const notesMin = columnWidth * NOTES_SHARE;
  let labelFont = Math.max(
    RING_SIZES.labelMin,
    Math.min(sizes.label, (columnWidth / 3 - 2 * RING_SIZES.labelPad) / RING_SIZES.labelEms),
  );
  let ringerFont = Math.min(labelFont * 0.8, 40);
  const widest = () => (names.length > 0 ? Math.max(...names.map((n) => measure(n, ringerFont))) : 0);
  const ringerWidthOf = () => (names.length > 0 ? Math.ceil(widest() + 2 * RINGER_PAD) : 0);
  const notesWidth = () => columnWidth - ringerWidthOf() - labelColumn(labelFont) - hitGap;
  if (notesWidth() < notesMin)
    labelFont = Math.max(
      RING_SIZES.labelMin,
      (columnWidth - ringerWidthOf() - hitGap - notesMin - 2 * RING_SIZES.labelPad) / RING_SIZES.labelEms,
    );
  if (names.length > 0 && notesWidth() < notesMin) {
    const room = Math.max(0, columnWidth - labelColumn(labelFont) - hitGap - notesMin - 2 * RINGER_PAD);
    ringerFont = Math.max(RINGER_FONT_MIN, (ringerFont * room) / Math.max(1, widest()));
  }
  const ringerWidth = ringerWidthOf();
  const places: RowPlace[] = [];
  const groupPlaces: GroupPlace[] = [];
  const columnPlaces = columns.map((column, c): ColumnPlace => {
    const x0 = Math.round(c * columnWidth);
    const x1 = Math.round((c + 1) * columnWidth);
    const ringerX = x1 - ringerWidth;
    const labelX = ringerX - labelColumn(labelFont);
    const hitX = labelX - hitGap;
    const gap = named ? GROUP_GAP : 0;
    const used = column.reduce((sum, p) => sum + p.count * slot, 0) + gap * Math.max(0, column.length - 1);
    let y = RING_SIZES.barBand + Math.max(0, (free - used) / 2);
    for (const [i, piece] of column.entries()) {
      if (i > 0) y += gap;
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
