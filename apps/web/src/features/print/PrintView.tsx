/**
 * The print view: over the whole app, its own bar of controls (what to print, the paper, the
 * part's rows, Print and Close) above a preview of the sheets as they will print. Only the
 * sheets print (print.css); Escape closes, Tab stays inside, Print is the browser's print, which
 * also saves a PDF.
 */
import {
  assignmentFor,
  type Choir,
  DEFAULT_PREFERENCES,
  type RowRef,
  rowKey,
  rowOrder,
  type Song,
  songRowName,
} from '@ringalong/song';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from '../../ui/Button.tsx';
import { Segmented } from '../../ui/Segmented.tsx';
import { AssignmentPages } from './AssignmentPage.tsx';
import { assignmentTable } from './assignment-chart.ts';
import { ChartPage } from './ChartPage.tsx';
import { PAPERS, type PaperName } from './layout.ts';
import { removePageStyle, setPageStyle } from './page-style.ts';
import { defaultPaper } from './paper.ts';
import { ALL_RINGERS, RingerPages, RingerPick } from './RingerParts.tsx';
import { RowTicks } from './RowTicks.tsx';
import { ScorePages } from './ScorePages.tsx';
import { StaffPages, StaffPick, WHOLE_SCORE } from './StaffPages.tsx';

export type PrintChoice = 'score' | 'staff' | 'part' | 'chart' | 'assignment' | 'ringers';

const CHOICES: readonly { label: string; value: PrintChoice }[] = [
  { label: 'Score', value: 'score' },
  { label: 'Staff', value: 'staff' },
  { label: 'Part', value: 'part' },
  { label: 'Bells used', value: 'chart' },
];
/** Offered when the active choir has an assignment for the song. */
const CHOIR_CHOICES: readonly { label: string; value: PrintChoice }[] = [
  ...CHOICES,
  { label: 'Assignment chart', value: 'assignment' },
  { label: 'Parts per ringer', value: 'ringers' },
];
const PAPER_CHOICES = Object.values(PAPERS).map((paper) => ({ label: paper.label, value: paper.name }));
const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface PrintViewProps {
  readonly song: Song;
  readonly title: string;
  readonly onClose: () => void;
  /** The active choir: with its assignment for the song, the chart and the ringers' parts are offered. */
  readonly choir?: Choir | null;
  /** Quarter notes a minute, for the staff notation's tempo mark. */
  readonly bpm?: number;
  /** The browser's print; a test passes its own. */
  readonly print?: () => void;
}

function scoreSubtitle(rows: readonly RowRef[]): string {
  const chimes = rows.filter((row) => row.instrument === 'handchime').length;
  const bells = rows.length - chimes;
  const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
  return `Score · ${count(bells, 'bell')}${chimes > 0 ? `, ${count(chimes, 'chime')}` : ''}`;
}

export function PrintView({
  song,
  title,
  onClose,
  choir,
  bpm = DEFAULT_PREFERENCES.bpm,
  print = () => window.print(),
}: PrintViewProps) {
  const [choice, setChoice] = useState<PrintChoice>('score');
  const [ringer, setRinger] = useState<string>(ALL_RINGERS);
  const [staffOf, setStaffOf] = useState<string>(WHOLE_SCORE);
  const assignment = choir ? assignmentFor(song, choir.id) : undefined;
  const [paperName, setPaperName] = useState<PaperName>(() => defaultPaper(globalThis.navigator?.language));
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const panel = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const paper = PAPERS[paperName];
  const rows = useMemo(() => rowOrder(song, 'pitch'), [song]);
  const partRows = rows.filter((row) => ticked.has(rowKey(row)));
  const table = useMemo(
    () => (choir && assignment ? assignmentTable(song, choir, assignment) : null),
    [song, choir, assignment],
  );
  const ringing = table?.ringers.filter((r) => r.bells.length > 0) ?? [];
  const printedRingers = ringer === ALL_RINGERS ? ringing : ringing.filter((r) => r.id === ringer);
  const staffRinger = ringing.find((r) => r.id === staffOf);
  const staffRows = useMemo(() => staffRinger?.bells.map((b) => b.row), [staffRinger]);
  const empty =
    (choice === 'part' && partRows.length === 0) || (choice === 'ringers' && printedRingers.length === 0);

  useEffect(() => setPageStyle(paper), [paper]);
  useEffect(() => {
    panel.current?.focus();
    return removePageStyle;
  }, []);

  const toggle = (row: RowRef) => {
    const next = new Set(ticked);
    const key = rowKey(row);
    if (!next.delete(key)) next.add(key);
    setTicked(next);
  };

  // Keys stay with the view, wherever the focus is (a print dialog can leave it on the page):
  // Escape closes it, and nothing reaches the editor underneath (Space does not play, Delete
  // does not delete); Tab from outside comes back into the view.
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        close.current();
        return;
      }
      if (panel.current?.contains(event.target as Node)) return;
      event.stopPropagation();
      if (event.key === 'Tab') {
        event.preventDefault();
        panel.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);

  // Inside the view: Tab goes round its controls, and no key goes on to the page's listeners.
  const onKeyDown = (event: KeyboardEvent) => {
    event.stopPropagation();
    if (event.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items.at(-1);
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panel.current)) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <div
      ref={panel}
      className="pv"
      role="dialog"
      aria-modal="true"
      aria-labelledby={headingId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <div className="pv-bar">
        <h2 id={headingId}>Print</h2>
        <Segmented
          ariaLabel="What to print"
          value={choice}
          options={table ? CHOIR_CHOICES : CHOICES}
          onChange={setChoice}
        />
        <Segmented ariaLabel="Paper" value={paperName} options={PAPER_CHOICES} onChange={setPaperName} />
        <div className="pv-actions">
          <Button onClick={print} disabled={empty}>
            Print
          </Button>
          <Button variant="outlined" onClick={onClose}>
            Close
          </Button>
        </div>
        {choice === 'part' ? <RowTicks song={song} rows={rows} ticked={ticked} onToggle={toggle} /> : null}
        {choice === 'staff' && table ? (
          <StaffPick ringers={ringing} value={staffOf} onChange={setStaffOf} />
        ) : null}
        {choice === 'ringers' && table ? (
          <RingerPick ringers={ringing} value={ringer} onChange={setRinger} />
        ) : null}
        <p className="pv-hint">
          Print, or save as PDF, from your browser's print; choose {paper.label} paper there too.
        </p>
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to scroll by keys (axe's scrollable-region-focusable) */}
      <section className="pv-preview" aria-label="Print preview" tabIndex={0}>
        <div className="pv-sheets">
          {choice === 'chart' ? <ChartPage song={song} title={title} paper={paper} /> : null}
          {choice === 'score' ? (
            <ScorePages song={song} title={title} subtitle={scoreSubtitle(rows)} rows={rows} paper={paper} />
          ) : null}
          {choice === 'staff' ? (
            <StaffPages
              song={song}
              title={title}
              subtitle={staffRinger ? `Staff part for ${staffRinger.name}` : 'Score in staff notation'}
              paper={paper}
              bpm={bpm}
              rows={staffRows}
            />
          ) : null}
          {choice === 'part' && !empty ? (
            <ScorePages
              song={song}
              title={title}
              subtitle={`Part: ${partRows.map((row) => songRowName(song, row)).join(', ')}`}
              rows={partRows}
              paper={paper}
            />
          ) : null}
          {choice === 'assignment' && choir && assignment ? (
            <AssignmentPages song={song} title={title} paper={paper} choir={choir} assignment={assignment} />
          ) : null}
          {choice === 'ringers' && !empty ? (
            <RingerPages song={song} title={title} paper={paper} rows={rows} ringers={printedRingers} />
          ) : null}
          {empty && choice === 'part' ? (
            <p className="pv-empty-part">Tick the rows of this part above.</p>
          ) : null}
          {empty && choice === 'ringers' ? (
            <p className="pv-empty-part">No ringer of {choir?.name} has bells in this song yet.</p>
          ) : null}
        </div>
      </section>
    </div>
  );
}
