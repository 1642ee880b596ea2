/**
 * The printed score's geometry, in millimetres: bars packed into systems across the page, and
 * systems onto pages down it, never a system split between two pages. Pure: song in, numbers out.
 */
import { type Bar, bars, type Song, songEnd } from '@ringalong/song';

export type PaperName = 'a4' | 'letter';

export interface Paper {
  readonly name: PaperName;
  readonly label: string;
  /** Millimetres, portrait. */
  readonly width: number;
  readonly height: number;
  /** The CSS `@page` size keyword. */
  readonly cssSize: string;
}

export const PAPERS: Readonly<Record<PaperName, Paper>> = {
  a4: { name: 'a4', label: 'A4', width: 210, height: 297, cssSize: 'A4' },
  letter: { name: 'letter', label: 'US Letter', width: 215.9, height: 279.4, cssSize: 'letter' },
};

/** Every edge of the sheet (the `@page` margin). */
export const MARGIN_MM = 12;
/**
 * Kept free at the foot of every page, so rounding in the browser's print never pushes a page's
 * last line onto a sheet of its own.
 */
export const SAFETY_MM = 1;
/** Title, what is printed and the page number, at the top of every page. */
export const HEADER_MM = 16;
/** The row names at the left of every system. */
export const LABEL_MM = 18;
/** Room at the left of the first bar (a note on the first beat) and after the last. */
export const LEFT_PAD_MM = 3;
export const RIGHT_PAD_MM = 1;
/** Above each system: bar numbers and time signatures. */
export const STRIP_MM = 7.5;
/** Above the strip when the song has passages: 'LV - - - R' as publishers print them. */
export const PASSAGE_MM = 4.5;
/** Below the rows when the song has dynamics or hairpins. */
export const DYNAMICS_MM = 6;

/** The bands a song's marks take above and below each system (none for a song without them). */
export function markBands(song: Song): { readonly above: number; readonly below: number } {
  return {
    above: (song.passages?.length ?? 0) > 0 ? PASSAGE_MM : 0,
    below: (song.dynamics?.length ?? 0) + (song.hairpins?.length ?? 0) > 0 ? DYNAMICS_MM : 0,
  };
}

/** A row's height when there is room (shrunk so that one system always fits a page). */
export const ROW_MM = 6;
export const SYSTEM_GAP_MM = 5;
/** A beat's width: at least this, more when notes on one row follow each other closely. */
export const MIN_BEAT_MM = 9;
export const MAX_BEAT_MM = 24;
/** Two notes on one row stand at least this far apart, head to head. */
export const HEAD_ROOM_MM = 5;
export const MAX_BARS_PER_SYSTEM = 8;
/** A last system filled less than this keeps the scale of the one before it instead of stretching. */
const STRETCH_LAST_FROM = 0.6;

/** The part of the sheet inside the margins. */
export function contentBox(paper: Paper): { width: number; height: number } {
  return { width: paper.width - 2 * MARGIN_MM, height: paper.height - 2 * MARGIN_MM - SAFETY_MM };
}

/** Millimetres per beat, so that the closest two notes on any row keep their heads apart. */
export function beatWidth(song: Song): number {
  let closest = Number.POSITIVE_INFINITY;
  for (const stave of song.staves) {
    for (let i = 1; i < stave.notes.length; i++) {
      closest = Math.min(closest, stave.notes[i]!.beat - stave.notes[i - 1]!.beat);
    }
  }
  const wanted = closest > 0 ? HEAD_ROOM_MM / closest : MIN_BEAT_MM;
  return Math.min(MAX_BEAT_MM, Math.max(MIN_BEAT_MM, wanted));
}

export interface System {
  readonly bars: readonly Bar[];
  /** The number of the first bar, counting from 1. */
  readonly firstBar: number;
  readonly start: number;
  readonly end: number;
  /** Millimetres per beat in this system, after stretching it to the line. */
  readonly beatMm: number;
}

/** The width of a system's grid: the line less the row names and the pads. */
export function gridWidth(lineWidth: number): number {
  return lineWidth - LABEL_MM - LEFT_PAD_MM - RIGHT_PAD_MM;
}

const beatsOf = (group: readonly Bar[]) => group.reduce((sum, bar) => sum + bar.length, 0);

/**
 * The song's bars in systems of `lineWidth` mm: as many whole bars as fit at the song's beat
 * width (at most MAX_BARS_PER_SYSTEM), each system then stretched to the full line. The last
 * system, when it is short, keeps the scale of the one before it.
 */
export function systemsOf(song: Song, lineWidth: number): System[] {
  const grid = gridWidth(lineWidth);
  const natural = beatWidth(song);
  const groups: Bar[][] = [];
  let current: Bar[] = [];
  for (const bar of bars(song, songEnd(song))) {
    const fits = (beatsOf(current) + bar.length) * natural <= grid + 1e-9;
    if (current.length > 0 && (!fits || current.length >= MAX_BARS_PER_SYSTEM)) {
      groups.push(current);
      current = [];
    }
    current.push(bar);
  }
  if (current.length > 0) groups.push(current);

  const systems: System[] = [];
  let firstBar = 1;
  for (const [i, group] of groups.entries()) {
    const beats = beatsOf(group);
    const stretched = grid / beats;
    const last = i === groups.length - 1;
    const before = systems.at(-1)?.beatMm ?? natural;
    const short = beats * natural < grid * STRETCH_LAST_FROM;
    const beatMm = last && short ? Math.min(stretched, before) : stretched;
    const first = group[0]!;
    const final = group.at(-1)!;
    systems.push({ bars: group, firstBar, start: first.start, end: final.start + final.length, beatMm });
    firstBar += group.length;
  }
  return systems;
}

export interface ScoreLayout {
  readonly paper: Paper;
  readonly rowMm: number;
  /** One system's height: its strip and its rows. */
  readonly systemMm: number;
  /** The systems of each page, in order. */
  readonly pages: readonly (readonly System[])[];
}

/** How many systems of `systemMm` fit in `bodyMm` (at least one: a system never splits). */
export function systemsPerPage(bodyMm: number, systemMm: number): number {
  return Math.max(1, Math.floor((bodyMm + SYSTEM_GAP_MM + 1e-9) / (systemMm + SYSTEM_GAP_MM)));
}

/** A row's height: ROW_MM, or less when a system of `rows` rows would not fit `bodyMm`. */
export function rowHeight(rows: number, bodyMm: number, bandsMm = 0): number {
  return Math.min(ROW_MM, (bodyMm - STRIP_MM - bandsMm) / Math.max(1, rows));
}

/**
 * The score (or a part: the same bars, fewer rows) on pages of `paper`: the first page gives
 * `legendMm` to the key to the marks; every page has its header.
 */
export function layoutScore(song: Song, rows: number, paper: Paper, legendMm = 0): ScoreLayout {
  const box = contentBox(paper);
  const firstBody = box.height - HEADER_MM - legendMm;
  const body = box.height - HEADER_MM;
  const bands = markBands(song);
  const rowMm = rowHeight(rows, firstBody, bands.above + bands.below);
  const systemMm = bands.above + STRIP_MM + rows * rowMm + bands.below;
  const systems = systemsOf(song, box.width);
  const pages: System[][] = [];
  let at = 0;
  while (at < systems.length) {
    const fit = systemsPerPage(pages.length === 0 ? firstBody : body, systemMm);
    pages.push(systems.slice(at, at + fit));
    at += fit;
  }
  return { paper, rowMm, systemMm, pages };
}
