import type { Choir, Song } from '@ringalong/song';
import { DEMO_SONGS } from '@ringalong/song/demo-songs';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, signedOutRoutes } from '../../test/fake-api.ts';
import { renderWithStore } from '../../test/render.tsx';
import { testStore } from '../../test/store-harness.ts';
import { Header } from './Header.tsx';
import PrintHost from './PrintHost.tsx';

const GRACE = DEMO_SONGS.find((song) => song.meta.title === 'Amazing Grace')!;
const CHOIR: Choir = {
  id: 'choir-1',
  name: 'St Anne Ringers',
  ringers: [
    { id: 'ann', name: 'Ann', experience: 'beginner' },
    { id: 'bob', name: 'Bob', experience: 'experienced' },
    { id: 'cy', name: 'Cy' },
  ],
  bells: [],
  chimes: [],
};
const bell = (pitchId: number) => ({ pitchId, instrument: 'handbell' as const });
/** Amazing Grace with Ann on C4 and D4, Bob on F4 and G4; Cy and the other bells have nothing. */
const ASSIGNED: Song = {
  ...GRACE,
  assignments: [
    {
      choir: 'choir-1',
      parts: [
        { ringer: 'ann', rows: [bell(60), bell(62)] },
        { ringer: 'bob', rows: [bell(65), bell(67)] },
      ],
    },
  ],
};

afterEach(async () => {
  if (screen.queryByRole('dialog', { name: 'Print' })) await userEvent.keyboard('{Escape}');
  cleanup();
});

async function openPrintView(song: Song, activeId: string | null = CHOIR.id) {
  window.localStorage.setItem('ringalong.choirs', JSON.stringify({ choirs: [CHOIR], activeId }));
  const user = userEvent.setup();
  const { store, doc } = testStore();
  doc.load(song);
  renderWithStore(
    <>
      <Header />
      <PrintHost />
    </>,
    store,
  );
  await user.click(screen.getByRole('button', { name: 'Music: import, export and print' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Print…' }));
  const view = await screen.findByRole('dialog', { name: 'Print' });
  return { user, view };
}

const choices = (view: HTMLElement) =>
  within(within(view).getByRole('group', { name: 'What to print' }))
    .getAllByRole('button')
    .map((b) => b.textContent);
const choose = (view: HTMLElement, option: string) =>
  within(within(view).getByRole('group', { name: 'What to print' })).getByRole('button', { name: option });
const systemRows = (view: HTMLElement) =>
  [...view.querySelectorAll('.pv-system')].map((svg) =>
    [...svg.querySelectorAll('[data-row]')].map((row) => row.getAttribute('data-row')).join(),
  );

beforeEach(() => {
  window.localStorage.clear();
  fakeApi(signedOutRoutes());
});

describe('Print… with the active choir', () => {
  it('offers only the score, a part and the bells used when the song has no assignment for the choir', async () => {
    const { view } = await openPrintView(GRACE);
    expect(choices(view)).toEqual(['Score', 'Staff', 'Part', 'Bells used']);
  });

  it('offers only the score, a part and the bells used when no choir is active', async () => {
    const { view } = await openPrintView(ASSIGNED, null);
    expect(choices(view)).toEqual(['Score', 'Staff', 'Part', 'Bells used']);
  });

  it('offers the assignment chart and the ringers` parts when the active choir has an assignment', async () => {
    const { view } = await openPrintView(ASSIGNED);
    expect(choices(view)).toEqual([
      'Score',
      'Staff',
      'Part',
      'Bells used',
      'Assignment chart',
      'Parts per ringer',
    ]);
  });

  it('charts who rings which bells, with notes per bell and per ringer, what nobody rings, and the totals', async () => {
    const { user, view } = await openPrintView(ASSIGNED);
    await user.click(choose(view, 'Assignment chart'));
    expect(within(view).getByText('Assignment chart · St Anne Ringers')).toBeTruthy();
    const line = (name: string) =>
      [...view.querySelectorAll(`[data-ringer="${name}"] > *`)].map((cell) => cell.textContent);
    expect(line('Ann')).toEqual(['Ann', 'Beginner', 'C4 (5)D4 (2)', '2', '7']);
    expect(line('Bob')).toEqual(['Bob', 'Experienced', 'F4 (10)G4 (4)', '2', '14']);
    expect(line('Cy')).toEqual(['Cy', '–', 'No bells', '0', '0']);
    const unassigned = [...view.querySelectorAll('.pv-unassigned > *')].map((c) => c.textContent);
    expect(unassigned[0]).toBe('Not assigned');
    expect(unassigned.slice(3)).toEqual(['6', '30']);
    expect(unassigned[2]).toContain('A#2/Bb2 (2)');
    const totals = [...view.querySelectorAll('.pv-totals > *')].map((c) => c.textContent);
    expect(totals).toEqual(['Total', '2 ringers', '', '10', '51']);
    expect(
      within(view).getByText('2 ringers ring 4 bells; 6 bells not assigned (30 notes). 51 notes in all.'),
    ).toBeTruthy();
  });

  it('prints one ringer`s part, or every ringer`s one after another titled with their names', async () => {
    const { user, view } = await openPrintView(ASSIGNED);
    await user.click(choose(view, 'Parts per ringer'));
    // All ringers with bells: Ann's pages, then Bob's; Cy has none.
    const headers = () => [
      ...new Set([...view.querySelectorAll('.pv-subtitle')].map((p) => p.textContent ?? '')),
    ];
    // Each part's header ends with its level, as publishers grade.
    for (const header of headers()) expect(header).toMatch(/ · (Easy|Medium|Difficult) \(level [1-7]\)$/);
    const subtitles = () => headers().map((h) => h.replace(/ · .*$/, ''));
    expect(subtitles()).toEqual(['Part for Ann: D4, C4', 'Part for Bob: G4, F4']);
    expect(new Set(systemRows(view))).toEqual(new Set(['D4,C4', 'G4,F4']));
    await user.selectOptions(within(view).getByRole('combobox', { name: 'Ringer' }), 'Bob');
    expect(subtitles()).toEqual(['Part for Bob: G4, F4']);
    expect(new Set(systemRows(view))).toEqual(new Set(['G4,F4']));
    expect((within(view).getByRole('button', { name: 'Print' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
