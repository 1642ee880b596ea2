import { Button } from 'primereact/button';
import { InputNumber } from 'primereact/inputnumber';
import { type FormEvent, useId, useState } from 'react';
import styles from './BarMenu.module.css';
import { BAR_COUNT_DEFAULT, checkBarCount } from './barCount.ts';

interface BarCountActionProps {
  /** The section heading, also the count field's label: 'Add Bar(s)' or 'Delete Bar(s)'. */
  readonly title: string;
  readonly actionLabel: string;
  readonly icon: string;
  readonly severity?: 'danger';
  readonly onAction: (count: number) => void;
}

/** One bar-count field with its button; Enter in the field does the same as the button. */
export function BarCountAction({ title, actionLabel, icon, severity, onAction }: BarCountActionProps) {
  const [count, setCount] = useState<number | null>(BAR_COUNT_DEFAULT);
  const inputId = useId();
  const messageId = useId();
  const check = checkBarCount(count);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (check.ok) onAction(check.count);
  };

  return (
    <form className={styles.section} onSubmit={submit}>
      <label className={styles.heading} htmlFor={inputId}>
        {title}
      </label>
      <div className={styles.row}>
        <InputNumber
          inputId={inputId}
          value={count}
          onChange={(e) => setCount(e.value)}
          onValueChange={(e) => setCount(e.value ?? null)}
          useGrouping={false}
          invalid={!check.ok}
          aria-describedby={check.ok ? undefined : messageId}
          inputClassName={styles.count}
        />
        <Button type="submit" label={actionLabel} icon={icon} severity={severity} disabled={!check.ok} />
      </div>
      {!check.ok && (
        <small id={messageId} className={styles.error} role="alert">
          {check.message}
        </small>
      )}
    </form>
  );
}
