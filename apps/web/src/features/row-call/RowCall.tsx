import type { RowCallBell } from '@ringalong/song';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { ProgressBar } from 'primereact/progressbar';
import { useEffect, useState } from 'react';
import styles from './RowCall.module.css';

export interface RowCallProps {
  readonly visible: boolean;
  /** Called by the close icon, by Escape, and by Next on the last bell. */
  readonly onHide: () => void;
  /** The song's bells in row order, as `editor.getRowCallInfo()` reports them. */
  readonly bells: readonly RowCallBell[];
}

export function playedText(count: number): string {
  return `Played ${count} ${count === 1 ? 'time' : 'times'}`;
}

/** Steps through the bells one at a time so each ringer can check their bell before playing. */
export function RowCall({ visible, onHide, bells: bellsGiven }: RowCallProps) {
  const [index, setIndex] = useState(0);
  // While the dialog fades out the host may already pass no bells; keep showing the last ones.
  const [bells, setBells] = useState(bellsGiven);

  // Every opening starts again at the first bell.
  useEffect(() => {
    if (visible) setIndex(0);
  }, [visible]);
  useEffect(() => {
    if (visible) setBells(bellsGiven);
  }, [visible, bellsGiven]);

  const bell = bells[index];
  const isFirst = index === 0;
  const next = () => {
    if (index + 1 >= bells.length) onHide();
    else setIndex(index + 1);
  };
  const progress = bells.length === 0 ? 100 : Math.round(((index + 1) / bells.length) * 100);

  const footer = (
    <div className={styles.footer}>
      <Button
        label="Previous"
        icon="pi pi-chevron-left"
        outlined
        disabled={isFirst}
        onClick={() => setIndex(Math.max(0, index - 1))}
      />
      <Button label="Next" icon="pi pi-chevron-right" iconPos="right" onClick={next} autoFocus />
    </div>
  );

  return (
    <Dialog
      header="Row Call"
      visible={visible}
      onHide={onHide}
      footer={footer}
      style={{ width: '500px', height: '400px', maxWidth: '95vw' }}
      draggable={false}
    >
      <div className={styles.body}>
        {bell ? (
          <>
            <p className={styles.position}>
              Bell {index + 1} of {bells.length}
            </p>
            <p className={styles.name} style={{ color: bell.color }} data-testid="row-call-name">
              {bell.name}
            </p>
            <p className={styles.count}>{playedText(bell.count)}</p>
          </>
        ) : (
          <p className={styles.count}>This song has no bells yet.</p>
        )}
        <ProgressBar
          value={progress}
          showValue={false}
          aria-label="Row call progress"
          className={styles.bar}
        />
      </div>
    </Dialog>
  );
}
