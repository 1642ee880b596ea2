import type { RowCallBell } from '@ringalong/song';
import { useState } from 'react';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { ProgressBar } from '../../ui/Feedback.tsx';
import { useOpenings } from '../../ui/openings.ts';
import { chevronLeft, chevronRight } from '../../ui/shapes/dialogs.ts';
import styles from './RowCall.module.css';

export interface RowCallProps {
  readonly visible: boolean;
  /** Called by the close icon, by Escape, and by Next on the last bell. */
  readonly onHide: () => void;
  /** The song's bells in row order, as `rowCallInfo()` of `@ringalong/song` reports them. */
  readonly bells: readonly RowCallBell[];
}

export function playedText(count: number): string {
  return `Played ${count} ${count === 1 ? 'time' : 'times'}`;
}

/** Steps through the bells one at a time so each ringer can check their bell before playing. */
export function RowCall(props: RowCallProps) {
  // Every opening mounts the steps afresh: they start again at the first bell.
  const opening = useOpenings(props.visible);
  return <RowCallSteps key={opening} {...props} />;
}

function RowCallSteps({ visible, onHide, bells }: RowCallProps) {
  const [index, setIndex] = useState(0);

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
        variant="outlined"
        icon={chevronLeft}
        disabled={isFirst}
        onClick={() => setIndex(Math.max(0, index - 1))}
      >
        Previous
      </Button>
      <Button icon={chevronRight} iconAfter onClick={next} autoFocus>
        Next
      </Button>
    </div>
  );

  return (
    <Dialog
      title="Row Call"
      visible={visible}
      onHide={onHide}
      footer={footer}
      style={{ width: '500px', minHeight: '400px' }}
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
        <ProgressBar value={progress} label="Row call progress" className={styles.bar} />
      </div>
    </Dialog>
  );
}
