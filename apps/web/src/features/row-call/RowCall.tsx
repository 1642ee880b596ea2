import type { RowCallBell } from '@ringalong/song';
import { useState } from 'react';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { ProgressBar } from '../../ui/Feedback.tsx';
import { useOpenings } from '../../ui/openings.ts';
import { Segmented } from '../../ui/Segmented.tsx';
import { chevronLeft, chevronRight } from '../../ui/shapes/dialogs.ts';
import styles from './RowCall.module.css';
import type { RowCallRinger } from './ringers.ts';

export interface RowCallProps {
  readonly visible: boolean;
  /** Called by the close icon, by Escape, and by Next on the last bell. */
  readonly onHide: () => void;
  /** The song's bells in row order, as `rowCallInfo()` of `@ringalong/song` reports them. */
  readonly bells: readonly RowCallBell[];
  /**
   * With a choir whose ringers the song is assigned to: the ringers and their bells (`rowCallRingers`),
   * and a 'By ringer' choice that steps through them; absent: bells only.
   */
  readonly ringers?: readonly RowCallRinger[];
  /** Sounds a step's bells together (each step by ringer sounds all of the ringer's bells). */
  readonly onSound?: (bells: readonly RowCallBell[]) => void;
}

type Steps = 'bells' | 'ringers';
const STEPS: readonly { label: string; value: Steps }[] = [
  { label: 'By bell', value: 'bells' },
  { label: 'By ringer', value: 'ringers' },
];

export function playedText(count: number): string {
  return `Played ${count} ${count === 1 ? 'time' : 'times'}`;
}

/** Steps through the bells one at a time so each ringer can check their bell before playing. */
export function RowCall(props: RowCallProps) {
  // Every opening mounts the steps afresh: they start again at the first bell.
  const opening = useOpenings(props.visible);
  return <RowCallSteps key={opening} {...props} />;
}

function RowCallSteps({ visible, onHide, bells, ringers, onSound }: RowCallProps) {
  const [index, setIndex] = useState(0);
  const [by, setBy] = useState<Steps>('bells');
  const byRinger = by === 'ringers' && ringers !== undefined && ringers.length > 0;
  const count = byRinger ? ringers.length : bells.length;

  const bell = bells[index];
  const ringer = byRinger ? ringers[index] : undefined;
  const isFirst = index === 0;
  const go = (to: number) => {
    setIndex(to);
    const step = byRinger ? ringers[to] : undefined;
    if (step) onSound?.(step.bells);
  };
  const next = () => {
    if (index + 1 >= count) onHide();
    else go(index + 1);
  };
  const progress = count === 0 ? 100 : Math.round(((index + 1) / count) * 100);

  const footer = (
    <div className={styles.footer}>
      <Button
        variant="outlined"
        icon={chevronLeft}
        disabled={isFirst}
        onClick={() => go(Math.max(0, index - 1))}
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
        {ringers && ringers.length > 0 ? (
          <Segmented
            ariaLabel="Step through"
            value={by}
            options={STEPS}
            onChange={(choice) => {
              setBy(choice);
              setIndex(0);
              const first = ringers[0];
              if (choice === 'ringers' && first) onSound?.(first.bells);
            }}
          />
        ) : null}
        {ringer ? (
          <>
            <p className={styles.position}>
              Ringer {index + 1} of {ringers?.length}
            </p>
            <p className={styles.ringer} data-testid="row-call-name">
              {ringer.name ?? 'Nobody: the computer rings'}
            </p>
            <p className={styles.bells}>
              {ringer.bells.map((held) => (
                <span key={`${held.pitchId}:${held.instrument}`} style={{ color: held.color }}>
                  {held.name}
                </span>
              ))}
            </p>
            <p className={styles.count}>
              {playedText(ringer.bells.reduce((sum, held) => sum + held.count, 0))}
            </p>
          </>
        ) : bell ? (
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
