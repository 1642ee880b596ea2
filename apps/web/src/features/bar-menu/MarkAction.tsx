import { MARK_LABEL_MAX, sanitizeMarkLabel } from '@ringalong/song';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../ui/Button.tsx';
import styles from './BarMenu.module.css';

interface MarkActionProps {
  /** The bar's mark, if it has one. */
  readonly current: string | undefined;
  /** What the field offers for a bar without a mark: the next of A, B, C … */
  readonly suggested: string;
  readonly onSet: (label: string) => void;
  readonly onClear: () => void;
}

/** 'Rehearsal mark': a short label of letters and digits, Set or Clear. */
export function MarkAction({ current, suggested, onSet, onClear }: MarkActionProps) {
  const [text, setText] = useState(current ?? suggested);
  const inputId = useId();
  const messageId = useId();
  const label = sanitizeMarkLabel(text);
  const ok = label !== '' && label === text.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ok) onSet(label);
  };
  return (
    <form className={styles.section} onSubmit={submit}>
      <label className={styles.heading} htmlFor={inputId}>
        Rehearsal mark
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          className={`ui-input ${styles.mark}`}
          value={text}
          maxLength={MARK_LABEL_MAX + 2}
          autoComplete="off"
          aria-invalid={!ok}
          aria-describedby={ok ? undefined : messageId}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" disabled={!ok} data-action="setMark">
          Set
        </Button>
        <Button variant="outlined" disabled={current === undefined} onClick={onClear} data-action="clearMark">
          Clear
        </Button>
      </div>
      {!ok && (
        <small id={messageId} className={styles.error} role="alert">
          1 to {MARK_LABEL_MAX} letters or digits
        </small>
      )}
    </form>
  );
}
