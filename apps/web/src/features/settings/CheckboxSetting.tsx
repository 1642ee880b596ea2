import { useId } from 'react';
import styles from './SongSettings.module.css';

export interface CheckboxSettingProps {
  readonly label: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
}

/** A yes/no preference: its label in the left column, the box in the right, applied at once. */
export function CheckboxSetting({ label, checked, onChange }: CheckboxSettingProps) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        type="checkbox"
        className="ui-checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
    </>
  );
}
