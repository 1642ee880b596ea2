/**
 * The bells-used chart on one sheet: a table per instrument, an octave a row, the naturals C to B
 * and then the accidentals in fixed places, each bell named with its count of notes, and the
 * totals. Empty places show a dash, so the table reads the same in black and white.
 */
import type { Song } from '@ringalong/song';
import { type BellsUsed, bellsUsed, type ChartBell, type ChartSection } from './chart.ts';
import type { Paper } from './layout.ts';
import { PageFrame } from './PageFrame.tsx';

const NATURALS = ['C', 'D', 'E', 'F', 'G', 'A', 'B'];
const ACCIDENTALS = ['C#/Db', 'D#/Eb', 'F#/Gb', 'G#/Ab', 'A#/Bb'];

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** 'F#4/Gb4' may break after its slash in a narrow cell, never inside a name. */
function nameWithBreak(name: string) {
  const [sharp, flat] = name.split('/');
  return flat ? (
    <>
      {sharp}/<wbr />
      {flat}
    </>
  ) : (
    name
  );
}

function Place({ bell, first }: { bell: ChartBell | null; first?: boolean }) {
  const className = first ? 'pv-group-start' : undefined;
  if (!bell) {
    return (
      <td className={`pv-empty ${className ?? ''}`} aria-label="not used">
        –
      </td>
    );
  }
  return (
    <td className={className} data-bell={bell.name}>
      <strong>{nameWithBreak(bell.name)}</strong>
      <span className="pv-count">{plural(bell.count, 'note')}</span>
    </td>
  );
}

function SectionTable({ section }: { section: ChartSection }) {
  const name = section.instrument === 'handchime' ? 'Handchimes' : 'Handbells';
  const unit = section.instrument === 'handchime' ? 'chime' : 'bell';
  return (
    <section className="pv-chart-section">
      <h4>
        {name}: {plural(section.bells, unit)}, {plural(section.notes, 'note')}
      </h4>
      <table className="pv-chart">
        <thead>
          <tr>
            <th scope="col">Octave</th>
            {NATURALS.map((n, i) => (
              <th key={n} scope="col" className={i === 0 ? 'pv-group-start' : undefined}>
                {n}
              </th>
            ))}
            {ACCIDENTALS.map((n, i) => (
              <th key={n} scope="col" className={i === 0 ? 'pv-group-start' : undefined}>
                {n}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {section.octaves.map((octave) => (
            <tr key={octave.octave}>
              <th scope="row">{octave.octave}</th>
              {octave.naturals.map((bell, i) => (
                <Place key={NATURALS[i]} bell={bell} first={i === 0} />
              ))}
              {octave.accidentals.map((bell, i) => (
                <Place key={ACCIDENTALS[i]} bell={bell} first={i === 0} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function summaryOf(used: BellsUsed): string {
  if (used.sections.length === 0) return 'This song has no notes yet, so it needs no bells.';
  const parts = used.sections.map((s) =>
    s.instrument === 'handchime' ? plural(s.bells, 'handchime') : plural(s.bells, 'handbell'),
  );
  return `${parts.join(' and ')}, ${plural(used.notes, 'note')} in all.`;
}

export function ChartPage({ song, title, paper }: { song: Song; title: string; paper: Paper }) {
  const used = bellsUsed(song);
  return (
    <PageFrame paper={paper} title={title} subtitle="Bells used" page={1} pages={1}>
      <p className="pv-chart-summary">{summaryOf(used)}</p>
      {used.sections.map((section) => (
        <SectionTable key={section.instrument} section={section} />
      ))}
      <p className="pv-chart-note">
        Written pitches, octaves in scientific notation (C4 is middle C); handbells and handchimes sound an
        octave higher.
      </p>
      {used.idle.length > 0 ? (
        <p className="pv-chart-note">Rows without notes, not needed: {used.idle.join(', ')}.</p>
      ) : null}
    </PageFrame>
  );
}
