import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import styles from './Together.module.css';

export interface JoinRoomProps {
  readonly visible: boolean;
  readonly onHide: () => void;
  /** The code from the address the ringer opened (may be empty: typed here). */
  readonly code: string;
  /** Ringers to choose 'I am' from (the room's choir), besides typing a name. */
  readonly ringers: readonly string[];
  readonly onJoin: (code: string, name: string, iAm: string | null) => void;
}

/** A ringer joins a room: no account, a display name and whom they ring for. */
export function JoinRoom(props: JoinRoomProps) {
  const [code, setCode] = useState(props.code);
  const [name, setName] = useState('');
  const [iAm, setIAm] = useState('');
  const ids = { code: useId(), name: useId(), iAm: useId(), list: useId() };
  // The room checks the code itself: a wrong one is told as no open room.
  const valid = code.trim().length > 0 && name.trim().length > 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    props.onJoin(code.trim(), name.trim(), iAm.trim() || null);
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
        <label htmlFor={ids.name}>Your name</label>
        <input
          id={ids.name}
          className="ui-input"
          value={name}
          maxLength={40}
          autoComplete="given-name"
          onChange={(event) => setName(event.target.value)}
        />
        <label htmlFor={ids.iAm}>I am (the ringer whose bells you ring)</label>
        <input
          id={ids.iAm}
          className="ui-input"
          value={iAm}
          maxLength={40}
          list={props.ringers.length > 0 ? ids.list : undefined}
          onChange={(event) => setIAm(event.target.value)}
        />
        {props.ringers.length > 0 ? (
          <datalist id={ids.list}>
            {props.ringers.map((ringer) => (
              <option key={ringer} value={ringer} />
            ))}
          </datalist>
        ) : null}
        <Button type="submit" disabled={!valid}>
          Join
        </Button>
      </form>
    </Dialog>
  );
}
