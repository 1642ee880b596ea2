/**
 * The assignment chart: a table of the choir's ringers, each with their experience, the bells
 * they ring (each with its count of notes), how many bells and notes in all; then the bells
 * nobody rings ('Not assigned') and the totals. Black on white, counts in words, so it reads the
 * same on any printer. A long choir continues on further sheets, the header row repeated.
 */
import type { Choir, ChoirAssignment, Song } from '@ringalong/song';
import { type AssignmentTable, assignmentTable, type ChartRow, type RingerLine } from './assignment-chart.ts';
import type { Paper } from './layout.ts';
import { PageFrame } from './PageFrame.tsx';

/** Ringers on one sheet: 40 ringers (the most a choir has) take two. */
const RINGERS_PER_SHEET = 20;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const EXPERIENCE = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  experienced: 'Experienced',
} as const;

function Bells({ bells }: { bells: readonly ChartRow[] }) {
  if (bells.length === 0) return <span className="pv-none">No bells</span>;
  return (
    <ul className="pv-bell-list">
      {bells.map((bell) => (
        <li key={bell.name} data-bell={bell.name}>
          <strong>{bell.name}</strong> <span className="pv-bell-count">({bell.notes})</span>
        </li>
      ))}
    </ul>
  );
}

function RingerRow({ ringer }: { ringer: RingerLine }) {
  return (
    <tr data-ringer={ringer.name}>
      <th scope="row">{ringer.name}</th>
      <td>{ringer.experience ? EXPERIENCE[ringer.experience] : '–'}</td>
      <td className="pv-bells-cell">
        <Bells bells={ringer.bells} />
      </td>
      <td className="pv-num">{ringer.bells.length}</td>
      <td className="pv-num">{ringer.notes}</td>
    </tr>
  );
}

export function summaryOfAssignment(table: AssignmentTable): string {
  const ringing = `${plural(table.ringing, 'ringer')} ring ${plural(table.bells - table.unassigned.length, 'bell')}`;
  const left =
    table.unassigned.length === 0
      ? 'every bell is assigned'
      : `${plural(table.unassigned.length, 'bell')} not assigned (${plural(table.unassignedNotes, 'note')})`;
  return `${ringing}; ${left}. ${plural(table.notes, 'note')} in all.`;
}

function Table({
  table,
  ringers,
  last,
}: {
  table: AssignmentTable;
  ringers: readonly RingerLine[];
  last: boolean;
}) {
  return (
    <table className="pv-chart pv-assign">
      <thead>
        <tr>
          <th scope="col">Ringer</th>
          <th scope="col">Experience</th>
          <th scope="col">Bells (notes on each)</th>
          <th scope="col">Bells</th>
          <th scope="col">Notes</th>
        </tr>
      </thead>
      <tbody>
        {ringers.map((ringer) => (
          <RingerRow key={ringer.id} ringer={ringer} />
        ))}
      </tbody>
      {last ? (
        <tfoot>
          <tr className="pv-unassigned">
            <th scope="row">Not assigned</th>
            <td>–</td>
            <td className="pv-bells-cell">
              {table.unassigned.length > 0 ? <Bells bells={table.unassigned} /> : 'None'}
            </td>
            <td className="pv-num">{table.unassigned.length}</td>
            <td className="pv-num">{table.unassignedNotes}</td>
          </tr>
          <tr className="pv-totals">
            <th scope="row">Total</th>
            <td>{plural(table.ringing, 'ringer')}</td>
            <td />
            <td className="pv-num">{table.bells}</td>
            <td className="pv-num">{table.notes}</td>
          </tr>
        </tfoot>
      ) : null}
    </table>
  );
}

export interface AssignmentPagesProps {
  readonly song: Song;
  readonly title: string;
  readonly paper: Paper;
  readonly choir: Choir;
  readonly assignment: ChoirAssignment;
}

export function AssignmentPages({ song, title, paper, choir, assignment }: AssignmentPagesProps) {
  const table = assignmentTable(song, choir, assignment);
  const sheets: RingerLine[][] = [];
  for (let i = 0; i < table.ringers.length; i += RINGERS_PER_SHEET) {
    sheets.push(table.ringers.slice(i, i + RINGERS_PER_SHEET));
  }
  if (sheets.length === 0) sheets.push([]);
  return (
    <>
      {sheets.map((ringers, i) => (
        <PageFrame
          key={ringers[0]?.id ?? i}
          paper={paper}
          title={title}
          subtitle={`Assignment chart · ${choir.name}`}
          page={i + 1}
          pages={sheets.length}
        >
          {i === 0 ? <p className="pv-chart-summary">{summaryOfAssignment(table)}</p> : null}
          <Table table={table} ringers={ringers} last={i === sheets.length - 1} />
          {i === sheets.length - 1 ? (
            <p className="pv-chart-note">
              Written pitches (C4 is middle C); handbells and handchimes sound an octave higher. The figure
              after each bell is the number of notes rung on it.
            </p>
          ) : null}
        </PageFrame>
      ))}
    </>
  );
}
