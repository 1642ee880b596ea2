/** The part's rows to tick, top to bottom as the score shows them, each with its count of notes. */
import { findStave, type RowRef, rowKey, type Song, songRowName } from '@ringalong/song';

export interface RowTicksProps {
  readonly song: Song;
  readonly rows: readonly RowRef[];
  readonly ticked: ReadonlySet<string>;
  readonly onToggle: (row: RowRef) => void;
}

export function RowTicks({ song, rows, ticked, onToggle }: RowTicksProps) {
  return (
    <fieldset className="pv-ticks">
      <legend>Rows in this part</legend>
      {rows.map((row) => {
        const key = rowKey(row);
        const notes = findStave(song, row)?.notes.length ?? 0;
        return (
          <label key={key}>
            <input type="checkbox" checked={ticked.has(key)} onChange={() => onToggle(row)} />
            {songRowName(song, row)}{' '}
            <span className="pv-tick-count">({notes === 1 ? '1 note' : `${notes} notes`})</span>
          </label>
        );
      })}
    </fieldset>
  );
}
