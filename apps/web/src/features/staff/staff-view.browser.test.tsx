import '../../../test/page-styles.ts';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { staffPiece } from '../../../test/staff-piece.ts';
import StaffView from './StaffView.tsx';
import { staffParts } from './staff-parts.ts';

afterEach(cleanup);

const song = staffPiece();

/**
 * The engraved music: Verovio's SVG inside the view, once drawn. The first one waits for Verovio
 * itself (8 MB of script and WebAssembly through the test server, then compiled), which took over
 * a minute on a 2-core machine at a load of 30: the wait is a hang guard, just inside the test's.
 */
async function engraved(): Promise<SVGSVGElement> {
  const view = screen.getByRole('region', { name: 'Staff view' });
  await waitFor(() => expect(view.querySelector('.staff-page svg')).not.toBeNull(), { timeout: 115_000 });
  return view.querySelector('.staff-page svg') as SVGSVGElement;
}

const texts = (svg: Element) => [...svg.querySelectorAll('text')].map((t) => t.textContent?.trim() ?? '');

test.each([390, 1280])(
  'at %i px the song is engraved: 8 measures, its LV ... R and T.D. ... R, dynamics, letters',
  async (width) => {
    await page.viewport(width, 800);
    render(<StaffView song={song} bpm={100} parts={staffParts(song, null)} onClose={() => undefined} />);
    const svg = await engraved();
    expect(svg.querySelectorAll('g.measure')).toHaveLength(8);
    const words = texts(svg);
    expect(words).toContain('LV');
    expect(words).toContain('T.D.');
    expect(words.filter((w) => w === 'R')).toHaveLength(2);
    // The martellato run carries its mark once (the engraver draws no <handbell>).
    expect(words.filter((w) => w === 'Mart.')).toHaveLength(1);
    expect(svg.querySelectorAll('g.dynam')).toHaveLength(2);
    expect(svg.querySelectorAll('g.hairpin')).toHaveLength(1);
    expect(svg.querySelectorAll('g.reh')).toHaveLength(2);
    // A grand staff: treble and bass clefs, and the key's B-flat on each.
    expect(svg.querySelectorAll('g.clef').length).toBeGreaterThanOrEqual(2);
    expect(svg.querySelectorAll('g.keySig').length).toBeGreaterThanOrEqual(2);
    // Nothing wider than the view: the music wraps into systems instead.
    expect(svg.getBoundingClientRect().width).toBeLessThanOrEqual(width);
    // Its styles came in as an adopted sheet (the policy refuses <style> in the page).
    expect(svg.querySelector('style')).toBeNull();
    const adopted = () =>
      document.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((r) => r.cssText));
    await waitFor(() => expect(adopted().some((rule) => rule.includes('g.reh'))).toBe(true));
    // The music font Verovio's text uses (dynamics, rehearsal letters) came with it.
    expect(adopted().some((rule) => rule.startsWith('@font-face'))).toBe(true);
  },
);

test("a ringer's part holds their bells only", async () => {
  await page.viewport(1280, 800);
  const choir = {
    id: 'c1',
    name: 'Bells',
    ringers: [
      { id: 'r1', name: 'Ann' },
      { id: 'r2', name: 'Bo' },
    ],
    bells: song.staves.map((s) => s.pitchId),
    chimes: [],
  };
  const low = song.staves.filter((s) => s.pitchId < 60);
  const withAssignment = {
    ...song,
    assignments: [
      {
        choir: 'c1',
        parts: [{ ringer: 'r1', rows: low.map(({ pitchId, instrument }) => ({ pitchId, instrument })) }],
      },
    ],
  };
  const parts = staffParts(withAssignment, choir as never);
  expect(parts.map((p) => p.name)).toEqual(['Whole song', 'Part for Ann']);
  render(<StaffView song={withAssignment} bpm={100} parts={parts} onClose={() => undefined} />);
  const whole = (await engraved()).querySelectorAll('g.note').length;
  await userEvent.selectOptions(
    screen.getByLabelText('Part'),
    within(screen.getByLabelText('Part')).getByText('Part for Ann'),
  );
  const lowNotes = low.reduce((sum, s) => sum + s.notes.length, 0);
  await waitFor(async () => expect((await engraved()).querySelectorAll('g.note')).toHaveLength(lowNotes), {
    timeout: 60_000,
  });
  expect(lowNotes).toBeLessThan(whole);
  expect((await engraved()).querySelectorAll('g.measure')).toHaveLength(8);
  // Her low bells on the bass staff alone: one staff a measure, no staff of rests beside it.
  expect((await engraved()).querySelectorAll('g.staff')).toHaveLength(8);
  expect((await engraved()).querySelectorAll('g.clef')).toHaveLength(1);
});
