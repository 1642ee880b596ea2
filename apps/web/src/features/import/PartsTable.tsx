import type { PartSummary } from '@ringalong/music-io';
import { bellName } from '@ringalong/song';
import styles from './ImportDialog.module.css';

const range = (part: PartSummary) =>
  part.low === undefined || part.high === undefined
    ? '–'
    : part.low === part.high
      ? bellName(part.low)
      : `${bellName(part.low)}–${bellName(part.high)}`;

const kind = (part: PartSummary) => (part.drum ? ' (drums)' : part.chime ? ' (handchimes)' : '');

/** The file's parts or tracks, each with a box to bring it in, its note count and its range. */
export function PartsTable({
  parts,
  chosen,
  onToggle,
}: {
  parts: readonly PartSummary[];
  chosen: ReadonlySet<string>;
  onToggle: (id: string, on: boolean) => void;
}) {
  return (
    <table className={styles.parts}>
      <caption className={styles.caption}>Parts</caption>
      <thead>
        <tr>
          <th scope="col">Part</th>
          <th scope="col">Notes</th>
          <th scope="col">Range</th>
        </tr>
      </thead>
      <tbody>
        {parts.map((part) => (
          <tr key={part.id}>
            <td>
              <label className={styles.part}>
                <input
                  type="checkbox"
                  checked={chosen.has(part.id)}
                  onChange={(e) => onToggle(part.id, e.target.checked)}
                />
                <span>
                  {part.name}
                  {kind(part)}
                </span>
              </label>
            </td>
            <td className={styles.number}>{part.noteCount}</td>
            <td>{range(part)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
