/**
 * A printed note in black on white, in SVG millimetres: a disc for a handbell, a diamond for a
 * handchime (solid for a plain ring, open with the technique's letters in it otherwise), the
 * martellato family as a solid downward triangle; its tail a black line as long as it rings,
 * ending in a damp stroke or, let vibrate, an open tie. The marks are the canvas's
 * (TECHNIQUE_MARKS); nothing rests on colour.
 */
import { type Instrument, TECHNIQUE_MARKS, type Technique } from '@ringalong/song';
import type { TailEnd } from './marks.ts';

export const INK = '#000';
const PAPER = '#fff';

export interface HeadProps {
  readonly x: number;
  readonly y: number;
  readonly r: number;
  readonly instrument: Instrument;
  readonly technique?: Technique | undefined;
}

function Letters({
  x,
  y,
  size,
  text,
  fill,
}: {
  x: number;
  y: number;
  size: number;
  text: string;
  fill: string;
}) {
  return (
    <text
      x={x}
      y={y + size * 0.36}
      fontSize={size}
      fontWeight="700"
      textAnchor="middle"
      fill={fill}
      className="pv-glyph"
    >
      {text}
    </text>
  );
}

export function NoteHead({ x, y, r, instrument, technique }: HeadProps) {
  const glyph = technique ? TECHNIQUE_MARKS[technique] : undefined;
  if (glyph?.mart) {
    const w = r * 1.15;
    return (
      <g data-technique={technique}>
        <path d={`M${x - w} ${y - w * 0.8}H${x + w}L${x} ${y + w}Z`} fill={INK} />
        {glyph.text ? <Letters x={x} y={y - w * 0.2} size={w * 0.95} text={glyph.text} fill={PAPER} /> : null}
      </g>
    );
  }
  const open = glyph !== undefined;
  const paint = { fill: open ? PAPER : INK, stroke: INK, strokeWidth: open ? 0.3 : 0.1 };
  const d = r * 1.18;
  const head =
    instrument === 'handchime' ? (
      <path d={`M${x} ${y - d}L${x + d} ${y}L${x} ${y + d}L${x - d} ${y}Z`} {...paint} />
    ) : (
      <circle cx={x} cy={y} r={r} {...paint} />
    );
  return (
    <g data-technique={technique}>
      {head}
      {glyph ? (
        <Letters x={x} y={y} size={r * (glyph.text.length > 1 ? 0.95 : 1.25)} text={glyph.text} fill={INK} />
      ) : null}
    </g>
  );
}

export interface TailProps {
  readonly from: number;
  readonly to: number;
  readonly y: number;
  /** The head's radius: a damp stroke inside the head is not drawn. */
  readonly r: number;
  readonly end: TailEnd;
  /** Whether the tail starts at a head (false: carried over from the line before). */
  readonly struck: boolean;
  /** The furthest x the marks may reach (the system's end): an LV tie that would pass it is drawn under the tail's end instead. */
  readonly limit?: number;
}

export function NoteTail({ from, to, y, r, end, struck, limit = Number.POSITIVE_INFINITY }: TailProps) {
  const clear = to - from > (struck ? r : 0);
  const tie = r * 2.2;
  const tieFrom = to + tie > limit ? to - tie : to;
  return (
    <g>
      {clear ? (
        <line x1={from} y1={y} x2={to} y2={y} stroke={INK} strokeWidth={Math.max(0.45, r * 0.28)} />
      ) : null}
      {end === 'damp' && clear ? (
        <line x1={to} y1={y - r * 0.8} x2={to} y2={y + r * 0.8} stroke={INK} strokeWidth={0.35} />
      ) : null}
      {end === 'lv' ? (
        <path
          d={`M${tieFrom} ${y}q${tie / 2} ${r * 1.2} ${tie} 0`}
          fill="none"
          stroke={INK}
          strokeWidth={0.35}
          strokeLinecap="round"
        />
      ) : null}
    </g>
  );
}
