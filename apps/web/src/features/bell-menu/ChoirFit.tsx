/**
 * The Bell Menu with an active choir: the legend for the marked keys, the bells-used chart,
 * whether the song needs bells the choir does not own, 'Fit to our bells', and what the last fit
 * changed.
 */
import { type RowRef, spelledBellName } from '@ringalong/song';
import { Button } from '../../ui/Button.tsx';
import styles from './BellMenu.module.css';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What the Bell Menu needs of a choir. */
export interface ChoirBells {
  readonly name: string;
  readonly bells: readonly number[];
  readonly chimes: readonly number[];
}

/** 'This song needs 3 bells your choir does not own: F#3, G6, A6'. */
export function needsText(needs: readonly RowRef[], fifths = 0): string {
  const chimes = needs.filter((row) => row.instrument === 'handchime').length;
  const what =
    chimes === 0
      ? plural(needs.length, 'bell')
      : chimes === needs.length
        ? plural(needs.length, 'chime')
        : `${needs.length} bells and chimes`;
  return `This song needs ${what} your choir does not own: ${needs
    .map((row) => `${spelledBellName(row.pitchId, fifths)}${row.instrument === 'handchime' ? ' chime' : ''}`)
    .join(', ')}`;
}

export interface ChoirFitProps {
  readonly choir: ChoirBells;
  readonly needs: readonly RowRef[];
  /** The song's key signature (fifths), which spells the bells' names. */
  readonly keyFifths?: number;
  /** The bells-used chart in words, optional bells bracketed. */
  readonly bellsUsed?: string | undefined;
  /** What the last fit changed (since the menu opened); null before any. */
  readonly changes: readonly string[] | null;
  readonly onFit: (() => void) | undefined;
}

export function ChoirFit({ choir, needs, keyFifths = 0, bellsUsed, changes, onFit }: ChoirFitProps) {
  return (
    <section className={styles.choir} aria-label={`Bells of ${choir.name}`}>
      <p className={styles.help}>
        <span aria-hidden="true" className={styles.legendMark}>
          ✕
        </span>{' '}
        Keys crossed and hatched: bells {choir.name} does not own.
      </p>
      {bellsUsed ? (
        <p className={styles.help} data-testid="bells-used">
          Bells used: {bellsUsed} (in brackets: doubled octaves that can be dropped)
        </p>
      ) : null}
      {needs.length > 0 ? (
        <div className={styles.needs} role="status">
          <p>{needsText(needs, keyFifths)}</p>
          {onFit ? (
            <Button size="small" onClick={onFit} data-action="fitToChoir">
              Fit to our bells
            </Button>
          ) : null}
        </div>
      ) : (
        <p className={styles.help} role="status">
          {changes ? 'The song now fits the bells of ' : 'Every note of this song is on a bell of '}
          {choir.name}.
        </p>
      )}
      {changes ? (
        <div className={styles.changes}>
          <p>{changes.length > 0 ? 'Fit to our bells changed:' : 'Fit to our bells changed nothing.'}</p>
          {changes.length > 0 ? (
            <ul aria-label="What the fit changed">
              {changes.map((change) => (
                <li key={change}>{change}</li>
              ))}
            </ul>
          ) : null}
          <p className={styles.help}>Undo puts the song back as it was.</p>
        </div>
      ) : null}
    </section>
  );
}
