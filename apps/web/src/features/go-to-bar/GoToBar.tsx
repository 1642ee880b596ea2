import { barTarget, type RehearsalMark, type Song } from '@ringalong/song';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { useOpenings } from '../../ui/openings.ts';
import styles from './GoToBar.module.css';

export interface GoToBarProps {
  readonly visible: boolean;
  readonly onHide: () => void;
  readonly song: Song;
  /** Moves the play position to this beat (a bar's start); playing goes on from there. */
  readonly onGo: (beat: number) => void;
}

/** 'Go to bar': a bar number or a rehearsal mark's label, or one of the marks pressed. */
export function GoToBar(props: GoToBarProps) {
  const opening = useOpenings(props.visible);
  return (
    <Dialog title="Go to bar" visible={props.visible} onHide={props.onHide} className={styles.panel}>
      <GoToBarForm key={opening} {...props} />
    </Dialog>
  );
}

function GoToBarForm({ song, onGo, onHide }: GoToBarProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  const errorId = useId();
  const go = (beat: number) => {
    onGo(beat);
    onHide();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const beat = barTarget(song, text);
    if (beat === null) {
      const wanted = text.trim();
      setError(
        wanted === ''
          ? 'Type a bar number or a rehearsal mark.'
          : /^\d+$/.test(wanted)
            ? `There is no bar ${wanted}.`
            : `There is no rehearsal mark ${wanted}.`,
      );
      return;
    }
    go(beat);
  };
  const marks: readonly RehearsalMark[] = song.marks ?? [];
  return (
    <form className={styles.body} onSubmit={submit}>
      <label htmlFor={fieldId}>Bar number or rehearsal mark</label>
      <div className={styles.row}>
        <input
          id={fieldId}
          className="ui-input"
          value={text}
          // biome-ignore lint/a11y/noAutofocus: typing a bar is what the dialog is opened for.
          autoFocus
          inputMode="text"
          autoComplete="off"
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
        />
        <Button type="submit" data-action="goTo">
          Go
        </Button>
      </div>
      {error ? (
        <small id={errorId} role="alert" className={styles.error}>
          {error}
        </small>
      ) : null}
      {marks.length > 0 ? (
        <fieldset className={styles.marks}>
          <legend>Rehearsal marks</legend>
          {marks.map((mark) => (
            <Button key={mark.beat} variant="outlined" onClick={() => go(mark.beat)}>
              {mark.label}
            </Button>
          ))}
        </fieldset>
      ) : null}
    </form>
  );
}

export default GoToBar;
