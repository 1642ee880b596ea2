import { type FormEvent, useEffect, useId, useState } from 'react';
import type { RoomIAm, RoomRinger } from '../../store/types.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import styles from './Together.module.css';

export interface JoinRoomProps {
  readonly visible: boolean;
  readonly onHide: () => void;
  /** The code from the address the ringer opened (may be empty: typed here). */
  readonly code: string;
  /** The room's choir's ringers to choose 'I am' from (none: the ringer types a name). */
  readonly ringers: readonly RoomRinger[];
  /** The code as typed, for the host to look up the room's ringers. */
  readonly onCode?: (code: string) => void;
  readonly onJoin: (code: string, name: string, iAm: RoomIAm | null) => void;
}

/** 'Someone else' among the choices: the ringer types whom they ring for. */
const SOMEONE_ELSE = '';

/**
 * A ringer joins a room: no account, a display name and whom they ring for, chosen from the
 * room's choir (large buttons, for a phone) or typed ('Someone else').
 */
export function JoinRoom(props: JoinRoomProps) {
  const [code, setCode] = useState(props.code);
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const ids = { code: useId(), name: useId(), iAm: useId(), choices: useId() };
  const { onCode } = props;
  useEffect(() => onCode?.(code), [onCode, code]);
  const ringer = props.ringers.find((r) => r.id === chosen) ?? null;
  const typing = props.ringers.length === 0 || chosen === SOMEONE_ELSE;
  // The room checks the code itself: a wrong one is told as no open room.
  const valid = code.trim().length > 0 && name.trim().length > 0;
  const choose = (id: string) => {
    setChosen(id);
    const picked = props.ringers.find((r) => r.id === id);
    // The ringer's own name is the likeliest display name.
    if (picked && name.trim() === '') setName(picked.name);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    const iAm: RoomIAm | null = ringer
      ? { name: ringer.name, ringerId: ringer.id }
      : typing && typed.trim()
        ? { name: typed.trim(), ringerId: null }
        : null;
    props.onJoin(code.trim(), name.trim(), iAm);
  };
  return (
    <Dialog
      title="Join the rehearsal"
      visible={props.visible}
      onHide={props.onHide}
      className={styles.joinDialog}
    >
      <form className={styles.form} onSubmit={submit}>
        <label htmlFor={ids.code}>Room code</label>
        <input
          id={ids.code}
          className={`ui-input ${styles.codeInput}`}
          value={code}
          autoCapitalize="characters"
          autoComplete="off"
          onChange={(event) => setCode(event.target.value)}
        />
        {props.ringers.length > 0 ? (
          <fieldset className={styles.choices} aria-describedby={ids.choices}>
            <legend>I am</legend>
            <p id={ids.choices} className={styles.note}>
              Whose bells you ring: your part shows on this device.
            </p>
            <div className={styles.ringerButtons}>
              {props.ringers.map((r) => (
                <button
                  key={r.id}
                  type="button"
                  className={styles.ringerButton}
                  aria-pressed={chosen === r.id}
                  onClick={() => choose(r.id)}
                >
                  {r.name}
                </button>
              ))}
              <button
                type="button"
                className={styles.ringerButton}
                aria-pressed={chosen === SOMEONE_ELSE}
                onClick={() => setChosen(SOMEONE_ELSE)}
              >
                Someone else
              </button>
            </div>
          </fieldset>
        ) : null}
        <label htmlFor={ids.name}>Your name</label>
        <input
          id={ids.name}
          className="ui-input"
          value={name}
          maxLength={40}
          autoComplete="given-name"
          onChange={(event) => setName(event.target.value)}
        />
        {typing ? (
          <>
            <label htmlFor={ids.iAm}>I am (the ringer whose bells you ring)</label>
            <input
              id={ids.iAm}
              className="ui-input"
              value={typed}
              maxLength={40}
              onChange={(event) => setTyped(event.target.value)}
            />
          </>
        ) : null}
        <Button type="submit" disabled={!valid}>
          Join
        </Button>
      </form>
    </Dialog>
  );
}
