import {
  type AssignmentReport,
  assignFromChart,
  assignmentFigures,
  assignRingers,
  barNumberAt,
  bellsUsed,
  bellsUsedText,
  type ChartChange,
  type ChartPosition,
  type Choir,
  type ChoirAssignment,
  chartChangeWords,
  chartFromAssignment,
  chartOf,
  difficultyWords,
  HANDS_WORDS,
  handsOf,
  partDifficulty,
  pieceDifficulty,
  type RingerId,
  type RingerReport,
  type RowRef,
  rowKey,
  rowName,
  type Song,
} from '@ringalong/song';
import { useMemo, useState } from 'react';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { Warning } from '../../ui/Feedback.tsx';
import { Select } from '../../ui/Select.tsx';
import styles from './AssignRingers.module.css';
import { assignmentOf, type Draft, draftOf, moveRow, rowsOf } from './draft.ts';
import { dropValue, useRowDrag } from './row-drag.ts';

export interface AssignRingersDialogProps {
  readonly visible: boolean;
  readonly onHide: () => void;
  readonly song: Song;
  /** The active choir; null when none is chosen. */
  readonly choir: Choir | null;
  /** The song's stored assignment for the choir, if any. */
  readonly stored: ChoirAssignment | undefined;
  readonly onOpenChoirs: () => void;
  /** Keeps the assignment with the song (one undo step); the dialog closes after. */
  readonly onSave: (assignment: ChoirAssignment) => void;
  /** Keeps these positions as the choir's table chart, for the next song; false when not kept. */
  readonly onKeepChart: (chart: ChartPosition[]) => Promise<boolean>;
}

const EXPERIENCE_WORDS = { beginner: 'beginner', intermediate: 'intermediate', experienced: 'experienced' };

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Share the song's rows among the active choir's ringers: automatically, then by hand. */
export function AssignRingersDialog(props: AssignRingersDialogProps) {
  const { visible, onHide, choir } = props;
  const footer = (
    <div className={styles.footer}>
      <Button variant="outlined" onClick={onHide}>
        Close
      </Button>
    </div>
  );
  if (!choir || choir.ringers.length === 0) {
    return (
      <Dialog
        title="Assign ringers"
        visible={visible}
        onHide={onHide}
        footer={footer}
        style={{ width: '30rem' }}
      >
        <div className={styles.body}>
          <p className={styles.text}>
            {choir
              ? `${choir.name} has no ringers yet. Add the ringers in the Choirs dialog, then assign them the song’s bells.`
              : 'No choir is chosen. Make a choir (its ringers and the bells it owns) or choose one in the Choirs dialog, then assign its ringers the song’s bells.'}
          </p>
          <div>
            <Button onClick={props.onOpenChoirs}>Open Choirs…</Button>
          </div>
        </div>
      </Dialog>
    );
  }
  return visible ? <Assigning {...props} choir={choir} /> : null;
}

/** What the dialog says of the table chart: what assigning from it changed, or that it was kept. */
type ChartNote =
  | { readonly kind: 'from-chart'; readonly changes: readonly ChartChange[] }
  | { readonly kind: 'kept' }
  | { readonly kind: 'not-kept' }
  | null;

function Assigning({
  onHide,
  song,
  choir,
  stored,
  onSave,
  onKeepChart,
}: AssignRingersDialogProps & { choir: Choir }) {
  const hasChart = chartOf(choir).length > 0;
  // A song not yet assigned starts from the positions the choir keeps.
  const [start] = useState(() => (stored || !hasChart ? null : assignFromChart(song, choir)));
  const [draft, setDraft] = useState<Draft>(() => draftOf(song, choir, start?.assignment ?? stored));
  const [auto, setAuto] = useState<AssignmentReport | null>(null);
  const [chartNote, setChartNote] = useState<ChartNote>(
    start ? { kind: 'from-chart', changes: start.changes } : null,
  );
  const assignment = useMemo(() => assignmentOf(song, choir, draft), [song, choir, draft]);
  const figures = useMemo(() => assignmentFigures(song, choir, assignment), [song, choir, assignment]);
  const move = (row: RowRef, ringer: RingerId | null) => setDraft((d) => moveRow(d, row, ringer));
  const { dragging, handlers } = useRowDrag(move);
  const notesOf = new Map(figures.rows.map((r) => [rowKey(r.row), r.notes]));
  const rungBy = [
    ...choir.ringers.map((r) => ({ label: r.name, value: r.id as RingerId | null })),
    { label: 'Nobody (the computer)', value: null },
  ];

  /** From the table chart when the choir keeps one (unless `afresh`), else by the convention. */
  const automatic = (afresh: boolean) => {
    const { assignment: made, report } = assignRingers(song, choir);
    if (hasChart && !afresh) {
      const fromChart = assignFromChart(song, choir);
      setDraft(draftOf(song, choir, fromChart.assignment));
      setChartNote({ kind: 'from-chart', changes: fromChart.changes });
    } else {
      setDraft(draftOf(song, choir, made));
      setChartNote(null);
    }
    setAuto(report);
  };
  const keepChart = () => {
    void onKeepChart(chartFromAssignment(song, choir, assignment)).then((kept) =>
      setChartNote(kept ? { kind: 'kept' } : { kind: 'not-kept' }),
    );
  };
  const chartWords = (() => {
    if (chartNote === null) return null;
    if (chartNote.kind === 'kept')
      return `These positions are kept as ${choir.name}’s table chart: the next song starts from them.`;
    if (chartNote.kind === 'not-kept') return 'The positions could not be kept. Try again.';
    if (chartNote.changes.length === 0)
      return 'From the table chart: every bell where the chart has it, nothing changed.';
    const words = chartNote.changes.map((c) => chartChangeWords(c, choir)).join('; ');
    return `From the table chart, ${plural(chartNote.changes.length, 'change')}: ${words}.`;
  })();

  const chip = (row: RowRef) => (
    <li key={rowKey(row)} className={styles.chip}>
      <span
        className={`${styles.handle} ${dragging && rowKey(dragging.row) === rowKey(row) ? styles.lifted : ''}`}
        {...handlers(row)}
        data-row={rowKey(row)}
        title="Drag to another ringer"
      >
        <span className={styles.rowName}>{rowName(row)}</span>
        <span className={styles.count}>{plural(notesOf.get(rowKey(row)) ?? 0, 'note')}</span>
      </span>
      <Select
        ariaLabel={`${rowName(row)} rung by`}
        className={styles.rungBy}
        value={draft.get(rowKey(row)) ?? null}
        options={rungBy}
        onChange={(ringer) => move(row, ringer)}
      />
    </li>
  );

  const column = (ringer: RingerId | null, heading: string, sub: string, report?: RingerReport) => {
    const rows = rowsOf(song, draft, ringer);
    const over = dragging !== null && dragging.over === ringer;
    return (
      <section
        key={dropValue(ringer)}
        className={`${styles.column} ${over ? styles.over : ''} ${ringer === null ? styles.nobody : ''}`}
        data-drop={dropValue(ringer)}
        aria-label={heading}
      >
        <h3 className={styles.heading}>{heading}</h3>
        <p className={styles.sub}>{sub}</p>
        {report && report.overfull.length > 0 ? (
          <Warning
            className={styles.warn}
            text={`More than ${report.allowed === 4 ? 'four bells at once (two a hand)' : `${report.allowed} bells at once (${report.allowed / 2} a hand)`}, from bar ${report.overfull
              .slice(0, 3)
              .map((beat) => barNumberAt(song, beat))
              .join(', ')}`}
          />
        ) : null}
        <ul className={styles.rows}>{rows.map(chip)}</ul>
      </section>
    );
  };

  const ringerOf = new Map(figures.ringers.map((r) => [r.ringer, r]));
  const unrung = figures.unassigned;
  return (
    <Dialog
      title="Assign ringers"
      visible
      onHide={onHide}
      className={styles.dialog}
      footer={
        <div className={styles.footer}>
          <Button variant="outlined" onClick={onHide}>
            Close
          </Button>
          <Button variant="outlined" onClick={keepChart} disabled={assignment.parts.length === 0}>
            Keep these positions for the next song
          </Button>
          <Button
            data-action="saveAssignment"
            onClick={() => {
              onSave(assignment);
              onHide();
            }}
          >
            Save
          </Button>
        </div>
      }
    >
      <div className={styles.body}>
        <div className={styles.top}>
          <p className={styles.text}>
            <strong>{choir.name}</strong>: {plural(choir.ringers.length, 'ringer')}. Drag a bell to another
            ringer, or choose who rings it.
          </p>
          <div className={styles.actions}>
            <Button variant="outlined" onClick={() => automatic(false)}>
              {hasChart ? 'Assign from the table chart' : 'Assign automatically'}
            </Button>
            {hasChart ? (
              <Button variant="outlined" onClick={() => automatic(true)}>
                Assign afresh
              </Button>
            ) : null}
          </div>
        </div>
        {chartWords ? (
          <p className={styles.sub} data-testid="assign-chart" aria-live="polite">
            {chartWords}
          </p>
        ) : null}
        <p className={styles.sub} data-testid="assign-piece">
          Piece: {difficultyWords(pieceDifficulty(song))} · Bells used: {bellsUsedText(bellsUsed(song))}
          {' (optional ones in brackets)'}
        </p>
        <div className={styles.summary} aria-live="polite" data-testid="assign-summary">
          <span>{plural(figures.swaps, 'bell change')}</span>
          <span>
            {unrung.length === 0
              ? 'every note has a ringer'
              : `the computer rings ${unrung.map(rowName).join(', ')} (${plural(figures.unassignedNotes, 'note')})`}
          </span>
          {auto ? (
            <span>
              {plural(auto.ringersNeeded, 'ringer')} needed to ring every note with no bell change
              {auto.ringersNeeded > choir.ringers.length ? ` (the choir has ${choir.ringers.length})` : ''}
            </span>
          ) : null}
        </div>
        <div className={styles.columns}>
          {choir.ringers.map((ringer) => {
            const report = ringerOf.get(ringer.id);
            const experience = ringer.experience ? `${EXPERIENCE_WORDS[ringer.experience]} · ` : '';
            const level =
              report && report.notes > 0 ? ` · ${difficultyWords(partDifficulty(song, report.rows))}` : '';
            const sub = `${experience}${HANDS_WORDS[handsOf(ringer)].toLowerCase()} · ${plural(report?.notes ?? 0, 'note')} · ${plural(report?.swaps ?? 0, 'change')}${level}`;
            return column(ringer.id, ringer.name, sub, report);
          })}
          {column(null, 'Nobody', 'the computer rings these')}
        </div>
      </div>
      {dragging ? (
        <div className={styles.ghost} style={{ left: dragging.x, top: dragging.y }} aria-hidden="true">
          {rowName(dragging.row)}
        </div>
      ) : null}
    </Dialog>
  );
}
