/**
 * Ring along's picture as a plain function of its frame: bar numbers above the rows, the rows'
 * notes sliding toward the hit line from the left (`lookAheadSeconds` of music in view), the
 * bells' names right of the line. Large, on black, each name and note at least 7:1.
 */
import {
  firstNoteAtOrAfter,
  type RowRef,
  rowKey,
  type Song,
  songBellName,
  type Technique,
} from '@ringalong/song';
import type { Rect } from '../layout.ts';
import { COUNT_GAP, countBox, drawCountIn } from '../render/count.ts';
import type { Ctx2D } from '../render/frame.ts';
import { drawGlyph, drawHead, headShape } from '../render/glyphs.ts';
import { sceneOf } from '../scene.ts';
import { rowColours } from './colours.ts';
import { CUE_GROWTH, cueStrength } from './cue.ts';
import type { RingFrame, RingGeometry } from './frame.ts';
import { GROUP_GAP, layoutRows } from './layout.ts';
import { drawRingMarks } from './marks.ts';
import { pxPerSecondFor, RING_SIZES } from './sizes.ts';
import { RING_THEME } from './theme.ts';

export type { RingFrame, RingGeometry } from './frame.ts';

export function geometry(frame: RingFrame, measure?: (text: string, font: number) => number): RingGeometry {
  const layout = layoutRows(frame.width, frame.height, frame.rows.length, frame.groups, {
    part: frame.part !== null,
    ...(measure ? { measure } : {}),
  });
  const first = layout.columns[0]!;
  const spacing = pxPerSecondFor(first.hitX - first.x0, frame.lookAheadSeconds) * frame.secondsPerBeat;
  return {
    hitX: first.hitX,
    labelX: first.labelX,
    // 'My part''s large notes a little more than a note apart a beat, however long the look-ahead.
    pxPerBeat: frame.part !== null ? Math.max(spacing, layout.note * 1.15) : spacing,
    slot: layout.slot,
    columns: layout.columns,
    places: layout.places,
    groups: layout.groups,
    labelFont: layout.labelFont,
    ringerFont: layout.ringerFont,
    note: layout.note,
  };
}

/** The note's x in a column (the first unless told): later notes further left of its hit line. */
export function noteX(g: RingGeometry, position: number, beat: number, column = 0): number {
  return g.columns[column]!.hitX - (beat - position) * g.pxPerBeat;
}

/** How much of a row shows: quiet rows dimmed, or not drawn at all when hidden. */
function rowAlpha(frame: RingFrame, row: number): number {
  if (!frame.quiet[row]) return 1;
  return frame.quietRows === 'hide' ? 0 : RING_THEME.quietAlpha;
}

const barStarts = new WeakMap<Song, number[]>();

/** The beats where bars start (bar n starts at index n - 1). */
function barStartsOf(song: Song): number[] {
  let starts = barStarts.get(song);
  if (!starts) {
    starts = sceneOf(song)
      .barlines.filter((line) => line.strength === 1)
      .map((line) => line.beat);
    barStarts.set(song, starts);
  }
  return starts;
}

/** `ctx` is scaled so that one unit is one CSS pixel. */
export function drawRingAlong(ctx: Ctx2D, frame: RingFrame): void {
  const g = geometry(frame, (text, font) => {
    ctx.font = `bold ${font}px system-ui, sans-serif`;
    return ctx.measureText(text).width;
  });
  ctx.globalAlpha = 1;
  ctx.fillStyle = RING_THEME.background;
  ctx.fillRect(0, 0, frame.width, frame.height);
  const colours = rowColours(frame.song, frame.rows, frame.colorMode);
  for (const [c, column] of g.columns.entries()) {
    const cg: RingGeometry = { ...g, hitX: column.hitX, labelX: column.labelX };
    ctx.save();
    ctx.beginPath();
    ctx.rect(column.x0, 0, column.labelX - column.x0, frame.height);
    ctx.clip();
    drawGroupRules(ctx, g, c);
    drawBars(ctx, frame, cg, column.x0);
    drawNotes(ctx, frame, cg, colours, c);
    drawRingMarks(ctx, frame, cg, (beat) => noteX(g, frame.position, beat, c));
    ctx.restore();
    drawHitLine(ctx, frame, cg);
    if (frame.count) drawCountIn(ctx, ringCountRect(frame, g, c), frame.count);
  }
  drawStrikes(ctx, frame, g, colours);
  drawNames(ctx, frame, g, colours);
  drawRingers(ctx, g);
  if (frame.part !== null) drawPartName(ctx, g, frame.part);
}

/** 'My part': the ringer's name in the band above the bells' names, made smaller to fit, never cut. */
function drawPartName(ctx: Ctx2D, g: RingGeometry, name: string): void {
  const column = g.columns[0]!;
  const x = column.labelX + RING_SIZES.labelPad;
  const room = column.x1 - x - 6;
  let font = RING_SIZES.barNumber;
  ctx.font = `bold ${font}px system-ui, sans-serif`;
  const width = ctx.measureText(name).width;
  if (width > room) font = (font * room) / width;
  ctx.font = `bold ${font.toFixed(1)}px system-ui, sans-serif`;
  ctx.fillStyle = RING_THEME.ink;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.fillText(name, x, RING_SIZES.barBand / 2);
}

/**
 * Where the count-in's big count goes in a column: over the notes, against the hit line but clear
 * of it, of a note struck on it (grown by the cue) and of the names' column, midway down the rows.
 */
export function ringCountRect(frame: RingFrame, g: RingGeometry = geometry(frame), column = 0): Rect {
  const { x0, hitX } = g.columns[column]!;
  const right = hitX - (g.note / 2) * (1 + CUE_GROWTH) - COUNT_GAP;
  const top = RING_SIZES.barBand;
  const bottom = frame.height - RING_SIZES.bottom;
  return countBox(x0, right, 'to', (top + bottom) / 2, bottom - top);
}

/** A faint rule between two ringers' rows across the notes, so a ringer's rows read as one. */
function drawGroupRules(ctx: Ctx2D, g: RingGeometry, column: number): void {
  const col = g.columns[column]!;
  ctx.fillStyle = RING_THEME.groupRule;
  for (const group of g.groups)
    if (group.column === column && group.top > RING_SIZES.barBand + GROUP_GAP)
      ctx.fillRect(col.x0, Math.round(group.top - GROUP_GAP / 2) - 1, col.x1 - col.x0, 2);
}

function drawBars(ctx: Ctx2D, frame: RingFrame, g: RingGeometry, x0: number): void {
  const lines = sceneOf(frame.song).barlines;
  const from = frame.position - (g.labelX - g.hitX) / g.pxPerBeat - 1;
  const to = frame.position + g.hitX / g.pxPerBeat + 1;
  const top = RING_SIZES.barBand;
  const bottom = frame.height - RING_SIZES.bottom;
  for (let i = firstNoteAtOrAfter(lines, from); i < lines.length; i++) {
    const line = lines[i]!;
    if (line.beat > to) break;
    const x = Math.round(g.hitX - (line.beat - frame.position) * g.pxPerBeat);
    const strong = line.strength === 1;
    ctx.fillStyle = strong ? RING_THEME.barline : RING_THEME.beatLine;
    const w = strong ? 3 : 1;
    ctx.fillRect(x - w / 2, top, w, bottom - top);
  }
  // Bar numbers over the strong lines.
  const starts = barStartsOf(frame.song);
  ctx.fillStyle = RING_THEME.ink;
  ctx.font = `bold ${RING_SIZES.barNumber}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (
    let i = firstNoteAtOrAfter(
      starts.map((beat) => ({ beat })),
      from,
    );
    i < starts.length;
    i++
  ) {
    const beat = starts[i]!;
    if (beat > to) break;
    const x = g.hitX - (beat - frame.position) * g.pxPerBeat;
    if (x < x0 + RING_SIZES.barNumber || x > g.labelX - RING_SIZES.barNumber) continue;
    ctx.fillText(String(i + 1), x, top / 2);
  }
}

function drawNotes(
  ctx: Ctx2D,
  frame: RingFrame,
  g: RingGeometry,
  colours: readonly string[],
  column: number,
): void {
  const scene = sceneOf(frame.song);
  const from = frame.position - (g.labelX - g.hitX + g.note) / g.pxPerBeat;
  const to = frame.position + (g.hitX + g.note) / g.pxPerBeat;
  const radius = g.note / 2;
  const tail = Math.max(3, Math.round(g.note * 0.3));
  for (const place of g.places) {
    if (place.column !== column) continue;
    const alpha = rowAlpha(frame, place.row);
    if (alpha === 0) continue;
    const row = frame.rows[place.row]!;
    const notes = scene.staves.get(rowKey(row))?.notes ?? [];
    const colour = colours[place.row]!;
    const y = place.y;
    // Tails first (a note's length: ring until here, then damp), then the heads over them.
    ctx.fillStyle = colour;
    for (let i = firstNoteAtOrAfter(notes, from - scene.longest); i < notes.length; i++) {
      const note = notes[i]!;
      if (note.beat > to) break;
      if (note.beat + note.length < from) continue;
      const x0 = noteX(g, frame.position, note.beat, column);
      const x1 = noteX(g, frame.position, note.beat + note.length, column);
      ctx.globalAlpha = alpha * RING_THEME.tailAlpha;
      ctx.fillRect(x1, y - tail / 2, x0 - x1, tail);
      ctx.globalAlpha = alpha;
      if (note.technique !== 'lv') ctx.fillRect(x1, y - radius * 0.7, 3, radius * 1.4);
    }
    ctx.globalAlpha = alpha;
    const letter = songBellName(frame.song, row.pitchId).replace(/-?\d+$/, '');
    for (let i = firstNoteAtOrAfter(notes, from); i < notes.length; i++) {
      const note = notes[i]!;
      if (note.beat > to) break;
      const x = noteX(g, frame.position, note.beat, column);
      drawNote(ctx, x, y, radius, row, colour, letter, note.technique);
      if (note.accent) drawAccent(ctx, x, y - radius, radius);
    }
  }
  ctx.globalAlpha = 1;
}

/** '>' over an accented note's head, in white. */
function drawAccent(ctx: Ctx2D, x: number, top: number, radius: number): void {
  const half = Math.max(5, radius * 0.6);
  const y = top - half * 0.6 - 2;
  ctx.save();
  ctx.globalAlpha = 1;
  ctx.strokeStyle = RING_THEME.ink;
  ctx.lineWidth = Math.max(2, radius * 0.15);
  ctx.beginPath();
  ctx.moveTo(x - half, y - half * 0.5);
  ctx.lineTo(x + half, y);
  ctx.lineTo(x - half, y + half * 0.5);
  ctx.stroke();
  ctx.restore();
}

function drawNote(
  ctx: Ctx2D,
  x: number,
  y: number,
  radius: number,
  row: RowRef,
  colour: string,
  letter: string,
  technique: Technique | undefined,
): void {
  ctx.save();
  ctx.translate(x, y);
  drawHead(ctx, headShape(row), radius, colour);
  if (technique) drawGlyph(ctx, technique, radius);
  else {
    // The bell's letter on its note: told apart by more than colour.
    ctx.fillStyle = RING_THEME.noteInk;
    ctx.font = `bold ${(radius * (letter.length > 1 ? 0.85 : 1.1)).toFixed(1)}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(letter, 0, radius * 0.06);
  }
  ctx.restore();
}

/**
 * The 'ring now' cue on the notes: the note just struck, held on the hit line, grown and shrinking
 * back while the cue lasts (the note itself slides on under the names).
 */
function drawStrikes(ctx: Ctx2D, frame: RingFrame, g: RingGeometry, colours: readonly string[]): void {
  const scene = sceneOf(frame.song);
  for (const place of g.places) {
    const row = frame.rows[place.row]!;
    const notes = scene.staves.get(rowKey(row))?.notes ?? [];
    const cue = cueStrength(notes, frame.position, frame.secondsPerBeat, frame.playing);
    if (cue === 0) continue;
    const struck = notes[firstNoteAtOrAfter(notes, frame.position + 1e-9) - 1]!;
    const letter = songBellName(frame.song, row.pitchId).replace(/-?\d+$/, '');
    ctx.globalAlpha = 1;
    const radius = (g.note / 2) * (1 + CUE_GROWTH * cue);
    const hitX = g.columns[place.column]!.hitX;
    drawNote(ctx, hitX, place.y, radius, row, colours[place.row]!, letter, struck.technique);
  }
  ctx.globalAlpha = 1;
}

function drawHitLine(ctx: Ctx2D, frame: RingFrame, g: Pick<RingGeometry, 'hitX'>): void {
  ctx.fillStyle = RING_THEME.hitLine;
  const top = RING_SIZES.barBand - 8;
  ctx.fillRect(Math.round(g.hitX) - 2, top, 4, frame.height - RING_SIZES.bottom - top);
}

/** Names right of the hit line in their rows' colours; at the strike the plate fills and the name grows. */
function drawNames(ctx: Ctx2D, frame: RingFrame, g: RingGeometry, colours: readonly string[]): void {
  const scene = sceneOf(frame.song);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  for (const place of g.places) {
    const row = frame.rows[place.row]!;
    const notes = scene.staves.get(rowKey(row))?.notes ?? [];
    const cue = cueStrength(notes, frame.position, frame.secondsPerBeat, frame.playing);
    const alpha = cue > 0 ? 1 : rowAlpha(frame, place.row);
    if (alpha === 0) continue;
    const x = g.columns[place.column]!.labelX + RING_SIZES.labelPad;
    const colour = colours[place.row]!;
    // Grown at the strike, but never past the row's height.
    const font = Math.min(g.labelFont * (1 + 0.25 * cue), Math.max(g.labelFont, place.height * 0.95));
    ctx.font = `bold ${font.toFixed(1)}px system-ui, sans-serif`;
    const name = songBellName(frame.song, row.pitchId);
    const width = ctx.measureText(name).width + (row.instrument === 'handchime' ? font * 1.1 : 0);
    ctx.globalAlpha = alpha;
    if (cue > 0) {
      ctx.globalAlpha = alpha * cue;
      ctx.fillStyle = colour;
      ctx.beginPath();
      ctx.roundRect(x - 8, place.y - font * 0.62, width + 16, font * 1.24, 8);
      ctx.fill();
      ctx.globalAlpha = alpha;
    }
    ctx.fillStyle = cue > 0.5 ? RING_THEME.noteInk : colour;
    ctx.fillText(name, x, place.y + font * 0.04);
    if (row.instrument === 'handchime') {
      const half = font * 0.4;
      const cx = x + width - half;
      ctx.beginPath();
      ctx.moveTo(cx, place.y - half);
      ctx.lineTo(cx + half, place.y);
      ctx.lineTo(cx, place.y + half);
      ctx.lineTo(cx - half, place.y);
      ctx.closePath();
      ctx.fill();
    }
  }
  ctx.globalAlpha = 1;
}

/**
 * Each ringer's name beside their rows, right of the bells' names, with a bracket the height of
 * their rows; white on black, made smaller to fit its column rather than cut.
 */
function drawRingers(ctx: Ctx2D, g: RingGeometry): void {
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  for (const group of g.groups) {
    const column = g.columns[group.column]!;
    const x = column.ringerX + 12;
    const room = column.x1 - x - 6;
    ctx.fillStyle = RING_THEME.groupRule;
    ctx.fillRect(column.ringerX + 2, group.top + 3, 3, Math.max(2, group.bottom - group.top - 6));
    let font = g.ringerFont;
    ctx.font = `bold ${font.toFixed(1)}px system-ui, sans-serif`;
    const width = ctx.measureText(group.name).width;
    if (width > room) font = (font * room) / width;
    ctx.font = `bold ${font.toFixed(1)}px system-ui, sans-serif`;
    ctx.fillStyle = RING_THEME.ink;
    ctx.fillText(group.name, x, (group.top + group.bottom) / 2);
  }
}
