import { TIME_SIGNATURES_OFFERED, type TimeSignature } from '@ringalong/song';
import { useId } from 'react';
import { Dialog } from '../../ui/Dialog.tsx';
import { useOpenings } from '../../ui/openings.ts';
import { Select } from '../../ui/Select.tsx';
import { plus, trash } from '../../ui/shapes/library.ts';
import { BarCountAction } from './BarCountAction.tsx';
import styles from './BarMenu.module.css';
import { MarkAction } from './MarkAction.tsx';

export interface BarMenuProps {
  readonly visible: boolean;
  readonly onHide: () => void;
  /** Beat at which the bar whose pencil was pressed starts. */
  readonly barStart: number;
  /** The time signature in force in that bar. */
  readonly currentTimeSig: TimeSignature;
  /** The bar takes this signature from here on (the editor records one undo entry). */
  readonly onSetTimeSignature: (numerator: number, denominator: number) => void;
  /** Insert `count` bars at the bar's start. */
  readonly onAddBars: (count: number) => void;
  /** Delete `count` bars from the bar's start on. */
  readonly onDeleteBars: (count: number) => void;
  /** The bar's rehearsal mark, if it has one. */
  readonly mark?: string | undefined;
  /** The label offered for a new mark (the next of A, B, C …). */
  readonly suggestedMark?: string;
  /** Set (or rename) the bar's rehearsal mark; the Rehearsal mark section shows when given. */
  readonly onSetMark?: (label: string) => void;
  readonly onClearMark?: () => void;
}

/** Edit one bar's time signature, or add or delete bars at it. Every action closes the menu. */
export function BarMenu(props: BarMenuProps) {
  const { visible, onHide, barStart, currentTimeSig } = props;
  const signatureId = useId();
  // A fresh form on every opening: the counts start again at their defaults.
  const opening = useOpenings(visible);
  const current = TIME_SIGNATURES_OFFERED.find(
    (ts) => ts.numerator === currentTimeSig.numerator && ts.denominator === currentTimeSig.denominator,
  );

  const act = (action: () => void) => {
    action();
    onHide();
  };

  return (
    <Dialog title="Bar Menu" visible={visible} onHide={onHide} style={{ width: '500px', height: '400px' }}>
      <div className={styles.body} key={opening}>
        <p className={styles.where}>Bar starting at beat {barStart}</p>
        <div className={styles.section} data-action="setTimeSignature">
          <label className={styles.heading} htmlFor={signatureId}>
            Edit Bar
          </label>
          <Select
            id={signatureId}
            value={current}
            options={TIME_SIGNATURES_OFFERED.map((ts) => ({ label: ts.label, value: ts }))}
            onChange={(chosen) => act(() => props.onSetTimeSignature(chosen.numerator, chosen.denominator))}
            placeholder="Time signature"
            className={styles.signature}
          />
        </div>
        {props.onSetMark && props.onClearMark ? (
          <MarkAction
            current={props.mark}
            suggested={props.suggestedMark ?? 'A'}
            onSet={(label) => act(() => props.onSetMark?.(label))}
            onClear={() => act(() => props.onClearMark?.())}
          />
        ) : null}
        <BarCountAction
          title="Add Bar(s)"
          actionLabel="Add"
          action="addBars"
          icon={plus}
          onAction={(count) => act(() => props.onAddBars(count))}
        />
        <BarCountAction
          title="Delete Bar(s)"
          actionLabel="Delete"
          action="deleteBars"
          icon={trash}
          severity="danger"
          onAction={(count) => act(() => props.onDeleteBars(count))}
        />
      </div>
    </Dialog>
  );
}
