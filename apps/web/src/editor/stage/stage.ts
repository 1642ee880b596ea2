/**
 * The picture as users see it, in layers over the editor's canvas, painted in the order
 * `drawFrame` paints them on one canvas: the moving ground (background, row guides, barlines,
 * notes), the indent (veil, labels, hit point line), in the composer the moving pencils and the
 * stave-edit button, the seeker bar and a selection box. While time moves, the moving strips are
 * shifted by whole backing pixels, the seeker is painted again, and the indent only when a
 * label dims.
 */
import { beatToX, direction, rowHeight } from '../coords.ts';
import type { Rect } from '../layout.ts';
import { type Changed, changedBeats } from '../render/changes.ts';
import {
  drawEditButton,
  drawGround,
  drawIndent,
  drawPencils,
  drawSeeker,
  drawSelectionBox,
} from '../render/draw.ts';
import type { Frame } from '../render/frame.ts';
import { dimmedLabels, RING_REACH } from '../render/staves.ts';
import { Layer, Painter, type Place } from './layer.ts';
import { editButtonRect, indentRect, PENCIL_BAND, seekerRect } from './regions.ts';
import { Strip } from './strip.ts';

/**
 * Past this shift (backing pixels) the strips start again from the current position, so the
 * coordinates they draw with stay small enough for exact float maths.
 */
const REBASE_AT = 65_536;
/** Half a pencil button's width: what a strong barline's pencil reaches either side of it. */
const PENCIL_REACH = 14;

export class Stage {
  readonly element: HTMLDivElement;
  readonly ground: Strip;
  private readonly indent: Layer;
  private readonly pencils: Strip;
  private readonly button: Layer;
  private readonly seeker: Layer;
  private readonly box: Layer;
  private ratio = 1;
  /** The frame the strips were drawn for. */
  private origin: Frame | null = null;
  /** The frame on screen: the one asked for, its position moved to the strips' whole pixels. */
  shown: Frame | null = null;
  private labels = '';

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
    this.seeker = new Layer(this.element, painter, false, true);
    this.box = new Layer(this.element, painter, false);
  }

  /** Lays the stage over the canvas: a CSS box in the canvas's offset parent. */
  place(left: number, top: number, width: number, height: number, ratio: number): void {
    const style = this.element.style;
    style.left = `${left}px`;
    style.top = `${top}px`;
    style.width = `${width}px`;
    style.height = `${height}px`;
    this.ratio = ratio;
    this.shown = null;
    this.origin = null;
  }

  /** Shows `frame`, painting only the layers whose part of the picture changed. */
  show(frame: Frame): void {
    const was = this.shown;
    const view = was?.viewport;
    const vp = frame.viewport;
    const resized = !view || view.width !== vp.width || view.height !== vp.height || view.mode !== vp.mode;
    let rebuild = resized || !this.origin;
    // An edit draws again only the tiles it touched; a new view or other rows, everything.
    let changed: Changed = null;
    const drawn = this.origin;
    if (
      !rebuild &&
      drawn &&
      (drawn.song !== frame.song ||
        drawn.selection !== frame.selection ||
        drawn.rows !== frame.rows ||
        drawn.viewport.pxPerBeat !== vp.pxPerBeat ||
        drawn.viewport.rowCount !== vp.rowCount)
    ) {
      changed = changedBeats(drawn, frame);
      rebuild = changed === 'all';
    }
    let shift = 0;
    if (!rebuild && drawn) {
      const speed = direction(vp.mode) * vp.pxPerBeat * this.ratio;
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
      const reach = Math.max(rowHeight(vp) / 2 + RING_REACH, PENCIL_REACH) + 1;
      this.ground.redraw(this.origin, Math.min(x0, x1) - reach, Math.max(x0, x1) + reach);
      if (vp.mode === 'composer')
        this.pencils.redraw(this.origin, Math.min(x0, x1) - reach, Math.max(x0, x1) + reach);
    }
    this.shown = frame;
    const origin = this.origin!;
    const moved = rebuild || was?.viewport.position !== frame.viewport.position;
    const composer = vp.mode === 'composer';

    if (rebuild) this.ground.rebuild(origin, this.ratio);
    this.ground.show(shift);
    if (!composer) this.pencils.hide();
    else {
      if (rebuild) this.pencils.rebuild(origin, this.ratio);
      this.pencils.show(shift);
    }
    const labels = dimmedLabels(frame);
    if (rebuild || labels !== this.labels) {
      this.labels = labels;
      this.paint(this.indent, indentRect(vp), (ctx) => drawIndent(ctx, frame));
    }
    if (resized) {
      if (composer) this.paint(this.button, editButtonRect(), drawEditButton);
      else this.button.hide();
    }
    if (moved || was?.seekRange.from !== frame.seekRange.from || was.seekRange.to !== frame.seekRange.to)
      this.paint(this.seeker, seekerRect(vp), (ctx) => drawSeeker(ctx, frame));
    if (resized || was?.box !== frame.box) {
      const whole = { x: 0, y: 0, width: vp.width, height: vp.height };
      if (frame.box) this.paint(this.box, whole, (ctx) => drawSelectionBox(ctx, frame));
      else this.box.hide();
    }
  }

  remove(): void {
    this.element.remove();
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
