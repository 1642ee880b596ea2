import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../ui/Button.tsx';
import type { IconShape } from '../../ui/icons.tsx';
import { NumberField } from '../../ui/NumberField.tsx';
import styles from './BarMenu.module.css';
import { BAR_COUNT_DEFAULT, checkBarCount } from './barCount.ts';

interface BarCountActionProps {
  /** The section heading, also the count field's label: 'Add Bar(s)' or 'Delete Bar(s)'. */
  readonly title: string;
  readonly actionLabel: string;
  /** The registry's action it dispatches (editor/actions/registry.ts). */
  readonly action: string;
  readonly icon: IconShape;
  readonly severity?: 'danger';
  readonly onAction: (count: number) => void;
}

/** One bar-count field with its button; Enter in the field does the same as the button. */
export function BarCountAction({
  title,
  actionLabel,
  action,
  icon,
  severity,
  onAction,
}: BarCountActionProps) {
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
        <NumberField
          id={inputId}
          value={count}
          onInput={setCount}
          invalid={!check.ok}
          describedBy={check.ok ? undefined : messageId}
          className={styles.count}
        />
        <Button
          type="submit"
          icon={icon}
          variant={severity ?? 'solid'}
          disabled={!check.ok}
          data-action={action}
        >
          {actionLabel}
        </Button>
      </div>
      {!check.ok && (
        <small id={messageId} className={styles.error} role="alert">
          {check.message}
        </small>
      )}
    </form>
  );
}
