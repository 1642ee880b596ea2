/**
 * Parts per ringer: one ringer's part, or every ringer's one after another, each starting on a
 * new sheet and titled with the ringer's name; the part is the score's bars on the ringer's rows.
 */
import {
  difficultyWords,
  partDifficulty,
  type RowRef,
  rowKey,
  type Song,
  songRowName,
} from '@ringalong/song';
import { useId } from 'react';
import { Select } from '../../ui/Select.tsx';
import type { RingerLine } from './assignment-chart.ts';
import type { Paper } from './layout.ts';
import { ScorePages } from './ScorePages.tsx';

export const ALL_RINGERS = 'all';

/**
 * Whose pages: every ringer (or the whole score: `first`), or one ringer, by name. The ringer
 * parts and the staff print pick with it.
 */
export function RingerPick({
  ringers,
  value,
  onChange,
  label = 'Ringer',
  first = { label: 'All ringers, one after another', value: ALL_RINGERS },
}: {
  ringers: readonly RingerLine[];
  value: string;
  onChange: (id: string) => void;
  label?: string;
  first?: { label: string; value: string };
}) {
  const id = useId();
  const options = [first, ...ringers.map((r) => ({ label: r.name, value: r.id }))];
  return (
    <div className="pv-ringer-pick">
      <label htmlFor={id}>{label}</label>
      <Select id={id} value={value} options={options} onChange={onChange} />
    </div>
  );
}

export interface RingerPagesProps {
  readonly song: Song;
  readonly title: string;
  readonly paper: Paper;
  /** The score's rows, top to bottom: each part keeps their order. */
  readonly rows: readonly RowRef[];
  readonly ringers: readonly RingerLine[];
}

export function RingerPages({ song, title, paper, rows, ringers }: RingerPagesProps) {
  return (
    <>
      {ringers.map((ringer) => {
        const theirs = new Set(ringer.bells.map((b) => rowKey(b.row)));
        const partRows = rows.filter((row) => theirs.has(rowKey(row)));
        return (
          <ScorePages
            key={ringer.id}
            song={song}
            title={title}
            subtitle={`Part for ${ringer.name}: ${partRows.map((row) => songRowName(song, row)).join(', ')} · ${difficultyWords(partDifficulty(song, partRows))}`}
            rows={partRows}
            paper={paper}
          />
        );
      })}
    </>
  );
}
