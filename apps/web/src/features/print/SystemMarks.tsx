/**
 * The score's marks on one printed system, as publishers print them (docs/score.md): a passage's
 * words ('LV', 'T.D.', 'Mart.') and a dashed line to its 'R' above the strip; dynamics as bold
 * italic letters and hairpins as wedges below the rows. A mark running on past the system's end
 * goes on at the start of the next line (its words again in parentheses, as engravers do).
 */
import { passageText, type Song } from '@ringalong/song';
import type { System } from './layout.ts';
import { INK } from './NoteGlyph.tsx';

export interface SystemMarksProps {
  readonly song: Song;
  readonly system: System;
  /** The first beat's x, in mm. */
  readonly left: number;
  /** The passages' baseline and the dynamics' middle, in mm. */
  readonly passageY: number;
  readonly dynamicsY: number;
}

export function SystemMarks({ song, system, left, passageY, dynamicsY }: SystemMarksProps) {
  const x = (beat: number) => left + (beat - system.start) * system.beatMm;
  const inside = (from: number, to: number) => to > system.start && from < system.end;
  const passages = (song.passages ?? []).filter((p) => inside(p.from, p.to));
  const hairpins = (song.hairpins ?? []).filter((h) => inside(h.from, h.to));
  const dynamics = (song.dynamics ?? []).filter((d) => d.beat >= system.start && d.beat < system.end);
  return (
    <g className="pv-marks" fill={INK}>
      {passages.map((passage) => {
        const opens = passage.from >= system.start;
        const closes = passage.to <= system.end;
        const words = opens ? passageText(passage.technique) : `(${passageText(passage.technique)})`;
        const x0 = x(Math.max(passage.from, system.start));
        const x1 = x(Math.min(passage.to, system.end));
        const lineFrom = x0 + words.length * 1.5 + 1;
        const lineTo = closes ? x1 - 2.2 : x1;
        return (
          <g key={`p${passage.from}`} data-passage={passage.technique}>
            <text x={x0} y={passageY} fontSize={2.8} fontWeight="700">
              {words}
            </text>
            {lineTo > lineFrom ? (
              <path
                d={`M${lineFrom} ${passageY - 0.9}H${lineTo}`}
                stroke={INK}
                strokeWidth={0.2}
                strokeDasharray="1 0.7"
              />
            ) : null}
            {closes ? (
              <text x={x1 - 1.6} y={passageY} fontSize={2.8} fontWeight="700" data-r>
                R
              </text>
            ) : null}
          </g>
        );
      })}
      {hairpins.map((hairpin) => {
        const at = (beat: number) => dynamics.some((d) => d.beat === beat);
        const a = x(Math.max(hairpin.from, system.start)) + (at(hairpin.from) ? 3.5 : 0.5);
        const b = x(Math.min(hairpin.to, system.end)) - (at(hairpin.to) ? 3.5 : 0.5);
        const [point, open] = hairpin.kind === 'crescendo' ? [a, b] : [b, a];
        return (
          <path
            key={`h${hairpin.from}`}
            data-hairpin={hairpin.kind}
            d={`M${open} ${dynamicsY - 1.2}L${point} ${dynamicsY}L${open} ${dynamicsY + 1.2}`}
            stroke={INK}
            strokeWidth={0.25}
            fill="none"
          />
        );
      })}
      {dynamics.map((mark) => (
        <text
          key={`d${mark.beat}`}
          data-dynamic={mark.level}
          x={x(mark.beat)}
          y={dynamicsY + 1.2}
          fontSize={3.6}
          fontStyle="italic"
          fontWeight="700"
          fontFamily="Georgia, 'Times New Roman', serif"
          textAnchor="middle"
        >
          {mark.level}
        </text>
      ))}
    </g>
  );
}
