import { type Choir, type RowRef, rowKey, spelledBellName } from '@ringalong/song';
import { useId } from 'react';
import type { ChoirSession, RingMode } from '../../editor/choir/session.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { Segmented } from '../../ui/Segmented.tsx';
import { Select } from '../../ui/Select.tsx';
import styles from './Choir.module.css';

export interface ChoirPlayerPanelProps {
  readonly visible: boolean;
  readonly onHide: () => void;
  /** The active choir; undefined when none is. */
  readonly choir: Choir | undefined;
  /** The song's rows (by pitch) and, per row, its ringer's id; null when the song has no assignment for the choir. */
  readonly rows: readonly RowRef[];
  /** The song's key signature (fifths), which spells the rows' names (Bb4 in F major). */
  readonly keyFifths?: number;
  readonly holders: ReadonlyMap<string, string> | null;
  readonly session: ChoirSession;
  readonly onChange: (patch: Partial<ChoirSession>) => void;
  /** Opens the Choirs dialog (no choir yet) or Assign ringers (no assignment yet). */
  readonly onOpen: (dialog: 'choirs' | 'assignRingers') => void;
}

const MODES: readonly { label: string; value: RingMode }[] = [
  { label: 'Person', value: 'person' },
  { label: 'Computer', value: 'computer' },
  { label: 'Muted', value: 'muted' },
];

function Check(props: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <span className={styles.check}>
      <input
        id={id}
        type="checkbox"
        className="ui-checkbox"
        checked={props.checked}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      <label htmlFor={id}>{props.label}</label>
    </span>
  );
}

/**
 * The choir in the player: who is here today (the computer rings the absent ones' bells), how
 * each ringer and each row is rung, solo one ringer, 'I am' on a personal device, lanes by ringer.
 * A rehearsal's setting, never stored with the song.
 */
export function ChoirPlayerPanel(props: ChoirPlayerPanelProps) {
  const { choir, session, onChange, holders } = props;
  const iAmId = useId();
  const soloId = useId();
  let body: React.ReactNode;
  if (!choir) {
    body = (
      <>
        <p className={styles.note}>No choir is chosen. Make one (its ringers and bells) first.</p>
        <Button onClick={() => props.onOpen('choirs')}>Choirs…</Button>
      </>
    );
  } else if (!holders) {
    body = (
      <>
        <p className={styles.note}>
          This song has no ringers assigned for {choir.name} yet: it plays as without a choir.
        </p>
        <Button onClick={() => props.onOpen('assignRingers')}>Assign ringers…</Button>
      </>
    );
  } else {
    const ringers = [{ label: 'Nobody', value: null as string | null }].concat(
      choir.ringers.map((ringer) => ({ label: ringer.name, value: ringer.id as string | null })),
    );
    const absent = new Set(session.absent);
    const setHere = (id: string, here: boolean) =>
      onChange({ absent: here ? session.absent.filter((a) => a !== id) : [...session.absent, id] });
    const nameOf = new Map(choir.ringers.map((ringer) => [ringer.id, ringer.name]));
    body = (
      <>
        <div className={styles.switches}>
          <Check label={`Play with ${choir.name}`} checked={session.on} onChange={(on) => onChange({ on })} />
          <Check label="Lanes by ringer" checked={session.lanes} onChange={(lanes) => onChange({ lanes })} />
          <Check
            label="Quiet guide"
            checked={session.quietGuide}
            onChange={(quietGuide) => onChange({ quietGuide })}
          />
        </div>
        <p className={styles.note}>
          Rows rung by a person are silent{session.quietGuide ? ', or quiet with the guide on' : ''}; the
          computer rings the absent ringers’ rows and the rows nobody holds.
        </p>
        <div className={styles.pair}>
          <label htmlFor={iAmId}>I am</label>
          <Select id={iAmId} value={session.iAm} options={ringers} onChange={(iAm) => onChange({ iAm })} />
          <label htmlFor={soloId}>Solo</label>
          <Select
            id={soloId}
            value={session.solo}
            options={ringers}
            onChange={(solo) => onChange({ solo })}
          />
        </div>
        <h3 className={styles.heading}>
          Who is here today
          <Button variant="outlined" onClick={() => onChange({ absent: [] })} disabled={absent.size === 0}>
            All here
          </Button>
        </h3>
        <ul className={styles.ringers}>
          {choir.ringers.map((ringer) => {
            const here = !absent.has(ringer.id);
            return (
              <li key={ringer.id} className={styles.ringer}>
                <Check label={ringer.name} checked={here} onChange={(on) => setHere(ringer.id, on)} />
                {here ? (
                  <Segmented
                    ariaLabel={`How ${ringer.name}’s bells are rung`}
                    value={session.ringerModes[ringer.id] ?? 'person'}
                    options={MODES}
                    onChange={(mode) =>
                      onChange({ ringerModes: { ...session.ringerModes, [ringer.id]: mode } })
                    }
                  />
                ) : (
                  <span className={styles.absent}>Away: the computer rings their bells</span>
                )}
              </li>
            );
          })}
        </ul>
        <details>
          <summary>Each row</summary>
          <div className={styles.rows}>
            {props.rows.map((row) => {
              const key = rowKey(row);
              const holder = holders.get(key);
              const name = `${spelledBellName(row.pitchId, props.keyFifths ?? 0)}${row.instrument === 'handchime' ? ' chime' : ''}`;
              const options = [
                {
                  label: `As ${holder ? (nameOf.get(holder) ?? 'nobody') : 'nobody'}’s`,
                  value: null as RingMode | null,
                },
                ...MODES.map((mode) => ({ label: mode.label, value: mode.value as RingMode | null })),
              ];
              return (
                <span key={key} className={styles.check}>
                  <span>{name}</span>
                  <Select
                    ariaLabel={`How ${name} is rung`}
                    value={session.rowModes[key] ?? null}
                    options={options}
                    onChange={(mode) => {
                      const { [key]: _, ...others } = session.rowModes;
                      onChange({ rowModes: mode ? { ...others, [key]: mode } : others });
                    }}
                  />
                </span>
              );
            })}
          </div>
        </details>
      </>
    );
  }
  return (
    <Dialog title="Choir" visible={props.visible} onHide={props.onHide} style={{ width: '32rem' }}>
      <div className={styles.body}>{body}</div>
    </Dialog>
  );
}
