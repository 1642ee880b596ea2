import type { TuneChoice } from '@ringalong/music-io';
import { useId, useState } from 'react';
import { Button } from '../../ui/Button.tsx';
import styles from './ImportDialog.module.css';

/** An ABC file with several tunes: pick one to preview. */
export function TunePicker({
  fileName,
  tunes,
  onPick,
}: {
  fileName: string;
  tunes: readonly TuneChoice[];
  onPick: (tune: number) => void;
}) {
  const [chosen, setChosen] = useState(tunes[0]?.number);
  const name = useId();
  return (
    <fieldset className={styles.tunes}>
      <legend>{fileName} holds several tunes. Which one?</legend>
      {tunes.map((tune) => (
        <label key={tune.number} className={styles.tune}>
          <input
            type="radio"
            name={name}
            checked={chosen === tune.number}
            onChange={() => setChosen(tune.number)}
          />
          <span>
            {tune.number}. {tune.title || 'Untitled'}
          </span>
        </label>
      ))}
      <Button disabled={chosen === undefined} onClick={() => chosen !== undefined && onPick(chosen)}>
        Preview this tune
      </Button>
    </fieldset>
  );
}
