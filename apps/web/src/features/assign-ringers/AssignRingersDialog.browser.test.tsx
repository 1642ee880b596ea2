import '../../../test/page-styles.ts';
import { type ChartPosition, type Choir, type ChoirAssignment, rowName } from '@ringalong/song';
import { DEMO_SONGS } from '@ringalong/song/demo-songs';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { AssignRingersDialog } from './AssignRingersDialog.tsx';

afterEach(cleanup);

const ODE = DEMO_SONGS[0]!;
const CHOIR: Choir = {
  id: 'choir-1',
  name: 'St Paul Ringers',
  ringers: [
    { id: 'ann', name: 'Ann', experience: 'experienced', hands: 'four-in-hand' },
    { id: 'bo', name: 'Bo', experience: 'beginner', hands: 'four-in-hand' },
    { id: 'cy', name: 'Cy', hands: 'four-in-hand' },
  ],
  bells: [],
  chimes: [],
};

const column = (name: string) => screen.getByRole('region', { name });
const bellsIn = (name: string) =>
  [...column(name).querySelectorAll('[data-row]')].map((el) => el.querySelector('span')?.textContent);

function open(saved: ChoirAssignment[], stored?: ChoirAssignment) {
  render(
    <AssignRingersDialog
      visible
      onHide={() => {}}
      song={ODE}
      choir={CHOIR}
      stored={stored}
      onOpenChoirs={() => {}}
      onSave={(a) => saved.push(a)}
      onKeepChart={async () => true}
    />,
  );
}

test('assign automatically, drag a bell to another ringer, and save', async () => {
  await page.viewport(1280, 800);
  const saved: ChoirAssignment[] = [];
  open(saved);
  // Before: every bell is nobody's.
  expect(bellsIn('Nobody')).toHaveLength(ODE.staves.length);
  await userEvent.click(screen.getByRole('button', { name: 'Assign automatically' }));
  expect(bellsIn('Nobody')).toEqual([]);
  const summary = screen.getByTestId('assign-summary').textContent;
  expect(summary).toContain('0 bell changes');
  expect(summary).toContain('every note has a ringer');
  // Three ringers rang it with no change, so at most three are needed (positions kept together).
  const needed = Number(
    /(\d+) ringers? needed to ring every note with no bell change/.exec(summary ?? '')?.[1],
  );
  expect(needed).toBeGreaterThanOrEqual(1);
  expect(needed).toBeLessThanOrEqual(3);
  const ann = bellsIn('Ann');
  expect(ann.length).toBeGreaterThan(0);
  // The piece's level and its bells; each ringer's hands and their part's level.
  expect(screen.getByTestId('assign-piece').textContent).toMatch(
    /Piece: (Easy|Medium|Difficult) \(level [1-7]\)/,
  );
  expect(screen.getByTestId('assign-piece').textContent).toContain('Bells used: ');
  expect(column('Ann').textContent).toMatch(
    /four-in-hand · \d+ notes · \d+ changes? · (Easy|Medium|Difficult) \(level [1-7]\)/,
  );

  // Drag Ann's first bell onto Cy's column.
  const first = column('Ann').querySelector('[data-row]') as HTMLElement;
  await userEvent.dragAndDrop(first, column('Cy'));
  expect(bellsIn('Ann')).toEqual(ann.slice(1));
  expect(bellsIn('Cy')).toContain(ann[0]);

  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(saved).toHaveLength(1);
  const cy = saved[0]!.parts.find((p) => p.ringer === 'cy');
  expect(cy?.rows.map(rowName)).toContain(ann[0]);
  expect(saved[0]!.parts.find((p) => p.ringer === 'ann')?.rows.map(rowName)).toEqual(ann.slice(1));
});

test('the Rung by list moves a bell without dragging, and a ringer with five bells at once is told', async () => {
  await page.viewport(390, 844);
  const chord = {
    ...ODE,
    staves: [60, 62, 64, 65, 67].map((pitchId) => ({
      pitchId,
      instrument: 'handbell' as const,
      notes: [{ beat: 4, length: 2 }],
    })),
  };
  const saved: ChoirAssignment[] = [];
  render(
    <AssignRingersDialog
      visible
      onHide={() => {}}
      song={chord}
      choir={CHOIR}
      stored={undefined}
      onOpenChoirs={() => {}}
      onSave={(a) => saved.push(a)}
      onKeepChart={async () => true}
    />,
  );
  for (const bell of ['C4', 'D4', 'E4', 'F4', 'G4']) {
    await userEvent.selectOptions(screen.getByRole('combobox', { name: `${bell} rung by` }), 'Ann');
  }
  expect(bellsIn('Ann')).toEqual(['C4', 'D4', 'E4', 'F4', 'G4']);
  expect(within(column('Ann')).getByRole('status').textContent).toContain(
    'More than four bells at once (two a hand), from bar 2',
  );
  await userEvent.selectOptions(
    screen.getByRole('combobox', { name: 'G4 rung by' }),
    'Nobody (the computer)',
  );
  expect(within(column('Ann')).queryByRole('status')).toBeNull();
  expect(screen.getByTestId('assign-summary').textContent).toContain('the computer rings G4 (1 note)');
});

test('without a choir it says so and offers the Choirs dialog', async () => {
  let choirs = 0;
  render(
    <AssignRingersDialog
      visible
      onHide={() => {}}
      song={ODE}
      choir={null}
      stored={undefined}
      onOpenChoirs={() => {
        choirs += 1;
      }}
      onSave={() => {}}
      onKeepChart={async () => false}
    />,
  );
  expect(screen.getByRole('dialog', { name: 'Assign ringers' }).textContent).toContain('No choir is chosen');
  await userEvent.click(screen.getByRole('button', { name: 'Open Choirs…' }));
  expect(choirs).toBe(1);
});

test('keep these positions for the next song; the next song starts from them and says what changed', async () => {
  await page.viewport(1280, 800);
  const charts: ChartPosition[][] = [];
  render(
    <AssignRingersDialog
      visible
      onHide={() => {}}
      song={ODE}
      choir={CHOIR}
      stored={undefined}
      onOpenChoirs={() => {}}
      onSave={() => {}}
      onKeepChart={async (chart) => {
        charts.push(chart);
        return true;
      }}
    />,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Assign automatically' }));
  const first = { Ann: bellsIn('Ann'), Bo: bellsIn('Bo'), Cy: bellsIn('Cy') };
  await userEvent.click(screen.getByRole('button', { name: 'Keep these positions for the next song' }));
  await expect
    .poll(() => screen.getByTestId('assign-chart').textContent)
    .toContain('kept as St Paul Ringers’s table chart');
  expect(charts).toHaveLength(1);
  cleanup();

  // The next song: the same bells plus one the chart lacks (a high C6).
  const next = {
    ...ODE,
    staves: [
      ...ODE.staves,
      { pitchId: 84, instrument: 'handbell' as const, notes: [{ beat: 0, length: 1 }] },
    ],
  };
  render(
    <AssignRingersDialog
      visible
      onHide={() => {}}
      song={next}
      choir={{ ...CHOIR, chart: charts[0] }}
      stored={undefined}
      onOpenChoirs={() => {}}
      onSave={() => {}}
      onKeepChart={async () => true}
    />,
  );
  // Opened on a song not yet assigned: every ringer at their place, the new bell said.
  for (const [name, bells] of Object.entries(first))
    for (const bell of bells) expect(bellsIn(name)).toContain(bell);
  expect(screen.getByTestId('assign-chart').textContent).toMatch(
    /From the table chart, 1 change: C6 \(not on the chart\) to (Ann|Bo|Cy)\./,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Assign afresh' }));
  expect(screen.queryByTestId('assign-chart')).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Assign from the table chart' }));
  expect(screen.getByTestId('assign-chart').textContent).toContain('1 change');
});
