import type { BellSet, ShapedPiece } from '@ringalong/music-io';
import { Warning } from '../../ui/Feedback.tsx';
import styles from './ImportDialog.module.css';

/** What the song will need and what changes on the way in. */
export function Outcome({ shaped, set }: { shaped: ShapedPiece; set: BellSet }) {
  const outside = shaped.rows.filter((row) => !row.onSet);
  return (
    <>
      <section aria-labelledby="import-bells">
        <h3 id="import-bells" className={styles.heading}>
          Bells needed: {shaped.rows.length} ({shaped.noteCount} notes)
        </h3>
        <ul className={styles.bells} aria-labelledby="import-bells">
          {shaped.rows.map((row) => (
            <li
              key={row.name}
              className={row.onSet ? undefined : styles.outside}
              title={`${row.count} notes${row.onSet ? '' : `, outside ${set.label}`}`}
            >
              {row.name}
              {row.onSet ? '' : '*'}
            </li>
          ))}
        </ul>
        {shaped.outside > 0 ? (
          <Warning
            text={`${shaped.outside} notes fall outside ${set.label}${
              outside.length > 0 ? ` (on ${outside.map((row) => row.name).join(', ')}, marked *)` : ''
            }.`}
          />
        ) : null}
      </section>
      {shaped.changes.length > 0 ? (
        <section aria-labelledby="import-changes">
          <h3 id="import-changes" className={styles.heading}>
            What changes
          </h3>
          <ul className={styles.changes}>
            {shaped.changes.map((change) => (
              <li key={change}>{change}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
