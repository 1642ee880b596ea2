import type { BellSet, ShapedPiece } from '@ringalong/music-io';
import { Warning } from '../../ui/Feedback.tsx';
import styles from './ImportDialog.module.css';

/** The active choir's name and what it owns. */
export interface ImportChoir {
  readonly name: string;
  readonly bells: readonly number[];
  readonly chimes: readonly number[];
}

/** 'This song needs 2 bells your choir does not own: F#3, G6' (null when it needs none). */
function choirNeeds(shaped: ShapedPiece, choir: ImportChoir): string | null {
  const owned = { handbell: new Set(choir.bells), handchime: new Set(choir.chimes) };
  const needs = shaped.rows.filter((row) => !owned[row.instrument].has(row.pitchId));
  if (needs.length === 0) return null;
  const noun = needs.every((row) => row.instrument === 'handchime') ? 'chime' : 'bell';
  return `This song needs ${needs.length} ${noun}${needs.length === 1 ? '' : 's'} your choir does not own: ${needs
    .map((row) => row.name)
    .join(', ')}`;
}

/** What the song will need and what changes on the way in. */
export function Outcome({
  shaped,
  set,
  choir,
}: {
  shaped: ShapedPiece;
  set: BellSet;
  choir?: ImportChoir | null;
}) {
  const outside = shaped.rows.filter((row) => !row.onSet);
  const needs = choir ? choirNeeds(shaped, choir) : null;
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
        {needs ? <Warning text={`${needs}.`} /> : null}
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
