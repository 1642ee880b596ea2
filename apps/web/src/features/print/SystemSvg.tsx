/**
 * One system of the printed grid, in SVG millimetres: the row names at the left, a strip above
 * with the bar numbers (large at the start of the line, small over every other bar) and the
 * time signatures where they start, barlines and beat lines from the song model, and each row's
 * notes. Accidental rows are shaded, as the black keys are, and named, so the shade is a help only.
 */
import { barlines, findStave, type RowRef, type Song, songRowName } from '@ringalong/song';
import { LABEL_MM, LEFT_PAD_MM, markBands, STRIP_MM, type System } from './layout.ts';
import { marksOf } from './marks.ts';
import { INK, NoteHead, NoteTail } from './NoteGlyph.tsx';
import { SystemMarks } from './SystemMarks.tsx';

export interface SystemSvgProps {
  readonly song: Song;
  readonly system: System;
  /** Top to bottom. */
  readonly rows: readonly RowRef[];
  readonly rowMm: number;
  /** The line's width in mm. */
  readonly width: number;
  /** The song's last system: it closes with a final barline. */
  readonly last: boolean;
}

const ACCIDENTALS = new Set([1, 3, 6, 8, 10]);
const SHADE = '#e6e6e6';
/** The shade runs under the row's name too, so the name and its row read as one. */
const SHADE_FROM_MM = 3;
const BEAT_LINES: Readonly<Record<1 | 2 | 3, { stroke: string; width: number }>> = {
  1: { stroke: INK, width: 0.35 },
  2: { stroke: '#555', width: 0.2 },
  3: { stroke: '#999', width: 0.12 },
};

function RowLabel({ song, row, y, size }: { song: Song; row: RowRef; y: number; size: number }) {
  const [bell, kind] = songRowName(song, row).split(' ');
  return (
    <text x={LABEL_MM - 1.2} y={y + size * 0.35} fontSize={size} textAnchor="end" className="pv-label">
      <tspan fontWeight="700">{bell}</tspan>
      {kind ? <tspan fontSize={size * 0.8}>{` ${kind}`}</tspan> : null}
    </text>
  );
}

function Strip({ system, left }: { system: System; left: number }) {
  const base = STRIP_MM - 1.3;
  return (
    <g className="pv-strip">
      {system.bars.map((bar, i) => {
        const x = left + (bar.start - system.start) * system.beatMm;
        // A signature is shown in the bar where it starts (the first bar's included).
        const sigShown = bar.timeSignature.beat === bar.start;
        const number = system.firstBar + i;
        const sigX = i === 0 ? x + 2 : x + 1.6 + String(number).length * 1.4 + 1.6;
        return (
          <g key={bar.start}>
            {i === 0 ? (
              <text x={LABEL_MM - 1.2} y={base} fontSize={3.4} fontWeight="700" textAnchor="end">
                {number}
              </text>
            ) : (
              <text x={x + 0.6} y={base} fontSize={2.4} data-bar={number}>
                {number}
              </text>
            )}
            {sigShown ? (
              <g fontSize={3} fontWeight="700" textAnchor="middle" data-time-signature>
                <text x={sigX} y={base - 3}>
                  {bar.timeSignature.numerator}
                </text>
                <text x={sigX} y={base}>
                  {bar.timeSignature.denominator}
                </text>
              </g>
            ) : null}
          </g>
        );
      })}
    </g>
  );
}

export function SystemSvg({ song, system, rows, rowMm, width, last }: SystemSvgProps) {
  const left = LABEL_MM + LEFT_PAD_MM;
  const right = left + (system.end - system.start) * system.beatMm;
  const bands = markBands(song);
  const top = bands.above + STRIP_MM;
  const bottom = top + rows.length * rowMm;
  const height = bottom + 0.5 + bands.below;
  const x = (beat: number) => left + (beat - system.start) * system.beatMm;
  const r = Math.min(rowMm * 0.4, 2.6);
  const rowY = (i: number) => top + (i + 0.5) * rowMm;
  const inner = barlines(song, system.start, system.end).filter(
    (line) => line.beat > system.start && line.beat < system.end,
  );
  // The grid ends on the system's last barline; RIGHT_PAD_MM stays free beyond it.
  const systemEnd = right;
  return (
    <svg
      className="pv-system"
      viewBox={`0 0 ${width} ${height}`}
      width={`${width}mm`}
      height={`${height}mm`}
      role="img"
      aria-label={`Bars ${system.firstBar} to ${system.firstBar + system.bars.length - 1}`}
    >
      {rows.map((row, i) =>
        ACCIDENTALS.has(row.pitchId % 12) ? (
          <rect
            key={`shade-${row.pitchId}-${row.instrument}`}
            x={SHADE_FROM_MM}
            y={top + i * rowMm}
            width={systemEnd - SHADE_FROM_MM}
            height={rowMm}
            fill={SHADE}
          />
        ) : null,
      )}
      {rows.map((row, i) => (
        <line
          key={`line-${row.pitchId}-${row.instrument}`}
          x1={left}
          x2={systemEnd}
          y1={rowY(i)}
          y2={rowY(i)}
          stroke="#8c8c8c"
          strokeWidth={0.15}
        />
      ))}
      {inner.map((line) => {
        const look = BEAT_LINES[line.strength];
        return (
          <line
            key={line.beat}
            x1={x(line.beat)}
            x2={x(line.beat)}
            y1={top}
            y2={bottom}
            stroke={look.stroke}
            strokeWidth={look.width}
          />
        );
      })}
      <path
        d={`M${left} ${top}H${systemEnd}M${left} ${bottom}H${systemEnd}M${left} ${top}V${bottom}`}
        stroke={INK}
        strokeWidth={0.3}
        fill="none"
      />
      {last ? <path d={`M${systemEnd - 1.4} ${top}V${bottom}`} stroke={INK} strokeWidth={0.3} /> : null}
      <path
        d={`M${systemEnd - (last ? 0.4 : 0)} ${top}V${bottom}`}
        stroke={INK}
        strokeWidth={last ? 0.8 : 0.35}
      />
      <g transform={`translate(0 ${bands.above})`}>
        <Strip system={system} left={left} />
      </g>
      <SystemMarks
        song={song}
        system={system}
        left={left}
        passageY={bands.above - 1}
        dynamicsY={bottom + 4.2}
      />
      {rows.map((row, i) => (
        <RowLabel
          key={`label-${row.pitchId}-${row.instrument}`}
          song={song}
          row={row}
          y={rowY(i)}
          size={Math.min(3.3, rowMm * 0.62)}
        />
      ))}
      {rows.map((row, i) => {
        const marks = marksOf(findStave(song, row)?.notes ?? [], system);
        const y = rowY(i);
        return (
          <g key={`notes-${row.pitchId}-${row.instrument}`} data-row={songRowName(song, row)}>
            {marks.map((mark) => (
              <NoteTail
                key={`t${mark.tailFrom}`}
                from={left + mark.tailFrom}
                to={left + mark.tailTo}
                y={y}
                r={r}
                end={mark.end}
                struck={mark.headX !== null}
                limit={width}
              />
            ))}
            {marks.map((mark) =>
              mark.headX === null ? null : (
                <NoteHead
                  key={`h${mark.headX}`}
                  x={left + mark.headX}
                  y={y}
                  r={r}
                  instrument={row.instrument}
                  technique={mark.technique}
                />
              ),
            )}
            {marks.map((mark) =>
              mark.headX === null || !mark.accent ? null : (
                <path
                  key={`a${mark.headX}`}
                  data-accent
                  d={`M${left + mark.headX - r * 0.8} ${y - r * 2.1}l${r * 1.6} ${r * 0.45}l${-r * 1.6} ${r * 0.45}`}
                  stroke={INK}
                  strokeWidth={0.3}
                  fill="none"
                />
              ),
            )}
          </g>
        );
      })}
    </svg>
  );
}
