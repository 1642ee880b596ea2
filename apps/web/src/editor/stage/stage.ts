/**
 * The picture as users see it, in layers over the editor's canvas, painted in the order
 * `drawFrame` paints them on one canvas: the moving ground (background, row guides, barlines,
 * notes), the indent (veil, labels, hit point line), in the composer the moving pencils and the
 * stave-edit button, the seeker bar and a selection box. When time moves, the moving strips and
 * the seeker's thumb are shifted by whole pixels, and the indent is painted only when a label
 * dims; while the song plays steadily, the compositor slides them on by itself (glide.ts).
 */
import { beatToX, direction, rowHeight } from '../coords.ts';
import type { Rect } from '../layout.ts';
import { BAR_LABEL_REACH } from '../render/bar-labels.ts';
import { type Changed, changedBeats } from '../render/changes.ts';
import { countRect, drawCount } from '../render/count.ts';
import { drawEditButton, drawGround, drawIndent, drawPencils, drawSelectionBox } from '../render/draw.ts';
import type { Frame } from '../render/frame.ts';
import { drawLoopHandles, loopHandlesRect } from '../render/loop-handles.ts';
import { seekerThumbX } from '../render/overlay.ts';
import { dimmedLabels, noteReach } from '../render/staves.ts';
import { Glide, stepsTaken } from './glide.ts';
import { Layer, Painter, type Place } from './layer.ts';
import { editButtonRect, indentRect, PENCIL_BAND } from './regions.ts';
import { Seeker } from './seeker.ts';
import { Strip } from './strip.ts';

/**
 * Past this shift (backing pixels) the strips start again from the current position, so the
 * coordinates they draw with stay small enough for exact float maths.
 */
const REBASE_AT = 65_536;
/** Half a pencil button's width: what a strong barline's pencil reaches either side of it. */
const PENCIL_REACH = 14;
/** A glide runs this long at most before it starts again from the audio clock. */
const GLIDE_MS = 8000;
/** Shorter glides are not worth starting (the song is about to end). */
const MIN_GLIDE_MS = 1000;
/** A glide is started again this long before it would run out. */
const RESTART_BEFORE_MS = 500;
/** Tiles are drawn this far ahead of a glide. */
const AHEAD_MS = 1000;
/** The audio clock and the glide may part by this many backing pixels before it starts again. */
const DRIFT = 2;

/** The song plays: its position moves `rate` beats a millisecond; `now` is the frame's time. */
export interface Motion {
  readonly rate: number;
  readonly now: number;
}

interface Gliding {
  readonly from: Frame;
  readonly start: number;
  readonly duration: number;
  readonly rate: number;
  readonly shift: number;
  readonly steps: number;
  readonly sign: number;
}

export class Stage {
  readonly element: HTMLDivElement;
  readonly ground: Strip;
  private readonly indent: Layer;
  private readonly pencils: Strip;
  private readonly button: Layer;
  private readonly seeker: Seeker;
  private readonly box: Layer;
  private readonly count: Layer;
  private readonly loop: Layer;
  private readonly glide = new Glide();
  private gliding: Gliding | null = null;
  /** Positions of the last frames while playing: is the clock moving at the tempo? */
  private samples: { now: number; position: number }[] = [];
  private ratio = 1;
  /** The frame the strips were drawn for. */
  private origin: Frame | null = null;
  private shift = 0;
  /** The frame on screen: the one asked for, its position moved to the strips' whole pixels. */
  shown: Frame | null = null;
  private labels = '';
  private track = '';
  private trackMarks: Frame['song']['marks'] = undefined;

  constructor(canvas: HTMLCanvasElement) {
    this.element = document.createElement('div');
    this.element.style.cssText =
      'position:absolute;overflow:hidden;pointer-events:none;contain:strict;left:0;top:0;width:0;height:0';
    canvas.after(this.element);
    const painter = new Painter();
    this.ground = new Strip(this.element, painter, true, (height) => height, drawGround);
    this.indent = new Layer(this.element, painter, false);
    this.pencils = new Strip(
      this.element,
      painter,
      false,
      (height) => Math.min(height, PENCIL_BAND),
      drawPencils,
    );
    this.button = new Layer(this.element, painter, false);
    this.seeker = new Seeker(this.element, painter);
    this.loop = new Layer(this.element, painter, false);
    this.box = new Layer(this.element, painter, false);
    this.count = new Layer(this.element, painter, false);
  }

  /** Lays the stage over the canvas: a CSS box in the canvas's offset parent. */
  place(left: number, top: number, width: number, height: number, ratio: number): void {
    const style = this.element.style;
    style.left = `${left}px`;
    style.top = `${top}px`;
    style.width = `${width}px`;
    style.height = `${height}px`;
    this.ratio = ratio;
    this.stopGliding();
    this.shown = null;
    this.origin = null;
  }

  /** Whether the compositor is sliding the picture on (until the stage is shown a frame that differs). */
  get sliding(): boolean {
    return this.gliding !== null;
  }

  /** Shows `frame`, painting only the layers whose part of the picture changed. */
  show(frame: Frame, motion?: Motion): void {
    if (motion && this.glideOn(frame, motion)) return;
    this.stopGliding();
    this.settle(frame);
    if (motion && this.steady(frame, motion)) this.startGliding(motion);
    else if (!motion) this.samples = [];
  }

  remove(): void {
    this.stopGliding();
    this.element.remove();
  }

  /** The picture at `frame`, every layer where it belongs, nothing sliding. */
  private settle(frame: Frame): void {
    const was = this.shown;
    const view = was?.viewport;
    const vp = frame.viewport;
    const resized = !view || view.width !== vp.width || view.height !== vp.height || view.mode !== vp.mode;
    let rebuild = resized || !this.origin || this.origin.colorMode !== frame.colorMode;
    // An edit draws again only the tiles it touched; a new view or other rows, everything.
    let changed: Changed = null;
    const drawn = this.origin;
    if (
      !rebuild &&
      drawn &&
      (drawn.song !== frame.song ||
        drawn.selection !== frame.selection ||
        drawn.cursor !== frame.cursor ||
        drawn.rows !== frame.rows ||
        drawn.choir !== frame.choir ||
        drawn.viewport.pxPerBeat !== vp.pxPerBeat ||
        drawn.viewport.rowCount !== vp.rowCount)
    ) {
      changed = changedBeats(drawn, frame);
      rebuild = changed === 'all';
    }
    let shift = 0;
    if (!rebuild && drawn) {
      const speed = this.speed(vp);
      shift = Math.round((drawn.viewport.position - vp.position) * speed);
      if (Math.abs(shift) > REBASE_AT) rebuild = true;
      else frame = { ...frame, viewport: { ...vp, position: drawn.viewport.position - shift / speed } };
    }
    if (rebuild) {
      this.origin = frame;
      shift = 0;
    } else if (drawn && changed && changed !== 'all') {
      this.origin = { ...frame, viewport: drawn.viewport };
      const [x0, x1] = [beatToX(drawn.viewport, changed.from), beatToX(drawn.viewport, changed.to)];
      const reach = Math.max(noteReach(rowHeight(vp) / 2), PENCIL_REACH, BAR_LABEL_REACH) + 1;
      this.ground.redraw(this.origin, Math.min(x0, x1) - reach, Math.max(x0, x1) + reach);
      if (vp.mode === 'composer')
        this.pencils.redraw(this.origin, Math.min(x0, x1) - reach, Math.max(x0, x1) + reach);
    }
    this.shown = frame;
    this.shift = shift;
    const origin = this.origin!;
    const composer = vp.mode === 'composer';

    if (rebuild) this.ground.rebuild(origin, this.ratio);
    this.ground.show(shift);
    if (!composer) this.pencils.hide();
    else {
      if (rebuild) this.pencils.rebuild(origin, this.ratio);
      this.pencils.show(shift);
    }
    this.showLabels(frame, rebuild);
    if (resized) {
      if (composer) this.paint(this.button, editButtonRect(), drawEditButton);
      else this.button.hide();
    }
    // The track carries the rehearsal marks' ticks: painted again when they or the range move.
    const track = `${vp.width}|${vp.height}|${frame.seekRange.from}|${frame.seekRange.to}`;
    if (resized || track !== this.track || frame.song.marks !== this.trackMarks) {
      this.track = track;
      this.trackMarks = frame.song.marks;
      this.seeker.place(frame, this.ratio, (rect) => toBacking(rect, this.ratio));
    }
    this.seeker.moveTo(this.thumbX(frame));
    if (resized || was?.box !== frame.box) {
      const whole = { x: 0, y: 0, width: vp.width, height: vp.height };
      if (frame.box) this.paint(this.box, whole, (ctx) => drawSelectionBox(ctx, frame));
      else this.box.hide();
    }
    if (resized || was?.loop !== frame.loop || was?.seekRange.to !== frame.seekRange.to) {
      if (frame.loop) this.paint(this.loop, loopHandlesRect(frame), (ctx) => drawLoopHandles(ctx, frame));
      else this.loop.hide();
    }
    const count = frame.count;
    if (resized || was?.count !== count) {
      if (count) this.paint(this.count, countRect(vp), (ctx) => drawCount(ctx, vp, count));
      else this.count.hide();
    }
  }

  /** Whether the clock moved at the tempo over the last few frames (not a drag, not a held start). */
  private steady(frame: Frame, motion: Motion): boolean {
    this.samples.push({ now: motion.now, position: frame.viewport.position });
    if (this.samples.length > 3) this.samples.shift();
    if (this.samples.length < 3) return false;
    for (let i = 1; i < this.samples.length; i++) {
      const [a, b] = [this.samples[i - 1]!, this.samples[i]!];
      const expected = (b.now - a.now) * motion.rate;
      if (expected <= 0 || Math.abs(b.position - a.position - expected) > 0.25 * expected) return false;
    }
    return true;
  }

  /** Hands the motion from the frame just settled on to the compositor. */
  private startGliding(motion: Motion): void {
    const from = this.shown!;
    const vp = from.viewport;
    const range = from.seekRange;
    const duration = Math.min(GLIDE_MS, ((range.to - vp.position) / motion.rate) * 0.999);
    if (duration < MIN_GLIDE_MS) return;
    const end: Frame = { ...from, viewport: { ...vp, position: vp.position + motion.rate * duration } };
    const speed = this.speed(vp);
    const shiftEnd = Math.round((this.origin!.viewport.position - end.viewport.position) * speed);
    const slides = [this.ground.slide(this.shift, shiftEnd)];
    if (vp.mode === 'composer') slides.push(this.pencils.slide(this.shift, shiftEnd));
    slides.push(...this.seeker.slides(this.thumbX(from), this.thumbX(end)));
    this.glide.start(slides, this.ratio, duration, motion.now);
    this.gliding = {
      from,
      start: motion.now,
      duration,
      rate: motion.rate,
      shift: this.shift,
      steps: Math.abs(shiftEnd - this.shift),
      sign: Math.sign(shiftEnd - this.shift),
    };
  }

  /** While gliding: only tiles coming into view and dimming labels; false when it must stop. */
  private glideOn(frame: Frame, motion: Motion): boolean {
    const g = this.gliding;
    if (!g || motion.rate !== g.rate) return false;
    const from = g.from;
    const [a, b] = [from.viewport, frame.viewport];
    if (
      from.song !== frame.song ||
      from.rows !== frame.rows ||
      from.choir !== frame.choir ||
      from.cursor !== frame.cursor ||
      from.selection !== frame.selection ||
      from.box !== frame.box ||
      from.count !== frame.count ||
      from.loop !== frame.loop ||
      from.seekRange.from !== frame.seekRange.from ||
      from.seekRange.to !== frame.seekRange.to ||
      a.width !== b.width ||
      a.height !== b.height ||
      a.mode !== b.mode ||
      a.pxPerBeat !== b.pxPerBeat ||
      a.rowCount !== b.rowCount
    )
      return false;
    const elapsed = motion.now - g.start;
    if (elapsed > g.duration - RESTART_BEFORE_MS) return false;
    const predicted = a.position + g.rate * elapsed;
    if (Math.abs(predicted - b.position) * b.pxPerBeat * this.ratio > DRIFT) return false;
    const shift = g.shift + g.sign * stepsTaken(g.steps, g.duration, elapsed);
    const ahead = g.shift + g.sign * stepsTaken(g.steps, g.duration, elapsed + AHEAD_MS);
    this.ground.cover(shift, ahead);
    if (b.mode === 'composer') this.pencils.cover(shift, ahead);
    const speed = this.speed(b);
    const shown = { ...frame, viewport: { ...b, position: this.origin!.viewport.position - shift / speed } };
    this.shown = shown;
    this.shift = shift;
    this.showLabels(shown, false);
    return true;
  }

  private stopGliding(): void {
    if (!this.gliding) return;
    this.glide.stop();
    this.gliding = null;
    this.samples = [];
  }

  private showLabels(frame: Frame, always: boolean): void {
    const labels = dimmedLabels(frame);
    if (!always && labels === this.labels) return;
    this.labels = labels;
    this.paint(this.indent, indentRect(frame.viewport), (ctx) => drawIndent(ctx, frame));
  }

  /** Backing pixels the strips move right per beat of time. */
  private speed(vp: Frame['viewport']): number {
    return direction(vp.mode) * vp.pxPerBeat * this.ratio;
  }

  /** The seeker thumb's x for `frame`, on a whole backing pixel of the stage. */
  private thumbX(frame: Frame): number {
    return seekerThumbX(frame, { a: this.ratio, e: 0 });
  }

  private paint(layer: Layer, rect: Rect, draw: Parameters<Layer['paint']>[0]): void {
    layer.moveTo(toBacking(rect, this.ratio), this.ratio);
    layer.paint(draw);
  }
}

/** A rectangle in CSS pixels grown to whole backing pixels. */
function toBacking(rect: Rect, ratio: number): Place {
  const x = Math.floor(rect.x * ratio);
  const y = Math.floor(rect.y * ratio);
  return {
    x,
    y,
    width: Math.ceil((rect.x + rect.width) * ratio) - x,
    height: Math.ceil((rect.y + rect.height) * ratio) - y,
  };
}
