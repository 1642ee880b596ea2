import { DEMO_SONGS } from '@ringalong/song/demo-songs';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, signedOutRoutes } from '../../test/fake-api.ts';
import { renderWithStore } from '../../test/render.tsx';
import { testStore } from '../../test/store-harness.ts';
import { openPrint } from '../features/print/index.ts';
import { Header } from './Header.tsx';
import PrintHost from './PrintHost.tsx';

const GRACE = DEMO_SONGS.find((song) => song.meta.title === 'Amazing Grace')!;

beforeEach(() => {
  window.localStorage.clear();
  fakeApi(signedOutRoutes());
});
afterEach(async () => {
  // A view left open by a failed test closes, so the next test starts without one.
  if (screen.queryByRole('dialog', { name: 'Print' })) await userEvent.keyboard('{Escape}');
  cleanup();
  vi.restoreAllMocks();
});

/** The app's header over a real store with Amazing Grace loaded, and the print view opened from its Music menu. */
async function openPrintView() {
  const user = userEvent.setup();
  const { store, doc, state } = testStore();
  doc.load(GRACE);
  renderWithStore(
    <>
      <Header />
      <PrintHost />
    </>,
    store,
  );
  const music = screen.getByRole('button', { name: 'Music: import, export and print' });
  await user.click(music);
  await user.click(await screen.findByRole('menuitem', { name: 'Print…' }));
  const view = await screen.findByRole('dialog', { name: 'Print' });
  return { user, view, music, doc, state };
}

/** The rows each printed system shows, by name, top to bottom. */
const systemRows = (view: HTMLElement) =>
  [...view.querySelectorAll('.pv-system')].map((svg) =>
    [...svg.querySelectorAll('[data-row]')].map((row) => row.getAttribute('data-row')),
  );
const systemNames = (view: HTMLElement) =>
  [...view.querySelectorAll('.pv-system')].map((svg) => svg.getAttribute('aria-label'));
const choose = (view: HTMLElement, group: string, option: string) =>
  within(within(view).getByRole('group', { name: group })).getByRole('button', { name: option });

describe('Music → Print…', () => {
  it('opens the score of the song being edited: every row on every system, bar numbers, title on each page', async () => {
    const { view } = await openPrintView();
    const rows = ['C5', 'A4', 'G4', 'F4', 'D4', 'C4', 'F3', 'D3', 'C3', 'A#2'];
    expect(systemRows(view).every((names) => names.join() === rows.join())).toBe(true);
    // 3/4, a beat between strikes on a row at the closest: six bars a line, numbered on.
    expect(systemNames(view).slice(0, 2)).toEqual(['Bars 1 to 6', 'Bars 7 to 12']);
    const first = view.querySelector('.pv-system')!;
    expect([...first.querySelectorAll('[data-bar]')].map((t) => t.textContent)).toEqual([
      '2',
      '3',
      '4',
      '5',
      '6',
    ]);
    expect(first.querySelector('[data-time-signature]')?.textContent).toBe('34');
    const pages = within(view).getAllByRole('region', { name: /^Page \d+ of \d+$/ });
    for (const page of pages)
      expect(within(page).getByRole('heading', { name: 'Amazing Grace' })).toBeTruthy();
    expect(document.title).toBe('Amazing Grace');
  });

  it('prints a part of the ticked rows only, titled with them', async () => {
    const { user, view } = await openPrintView();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await user.click(choose(view, 'What to print', 'Part'));
    const printButton = within(view).getByRole('button', { name: 'Print' }) as HTMLButtonElement;
    // Nothing ticked yet: nothing to print.
    expect(printButton.disabled).toBe(true);
    expect(within(view).getByText('Tick the rows of this part above.')).toBeTruthy();
    await user.click(within(view).getByRole('checkbox', { name: 'C4 (5 notes)' }));
    await user.click(within(view).getByRole('checkbox', { name: 'F4 (10 notes)' }));
    expect(systemRows(view).every((names) => names.join() === 'F4,C4')).toBe(true);
    expect(within(view).getAllByText('Part: F4, C4').length).toBeGreaterThan(0);
    // The same bars as the score, fewer rows: more systems fit a page.
    expect(systemNames(view)[1]).toBe('Bars 7 to 12');
    await user.click(printButton);
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('lists the bells used with their counts, the handbell way', async () => {
    const { user, view } = await openPrintView();
    await user.click(choose(view, 'What to print', 'Bells used'));
    expect(within(view).getByText('10 handbells, 51 notes in all.')).toBeTruthy();
    expect(within(view).getByText('Handbells: 10 bells, 51 notes')).toBeTruthy();
    const cell = view.querySelector('[data-bell="A#2/Bb2"]');
    expect(cell?.textContent).toBe('A#2/Bb22 notes');
    expect(view.querySelectorAll('.pv-system')).toHaveLength(0);
  });

  it('sets the printed sheet to the chosen paper', async () => {
    const { user, view } = await openPrintView();
    await user.click(choose(view, 'Paper', 'A4'));
    expect(document.getElementById('pv-page-style')?.textContent).toContain('size: A4 portrait');
    await user.click(choose(view, 'Paper', 'US Letter'));
    expect(document.getElementById('pv-page-style')?.textContent).toContain('size: letter portrait');
  });

  it('closes with Escape or Close, leaving the focus on the page (as every dialog does) and the page its title', async () => {
    const { user, view, music, state } = await openPrintView();
    // The dialog takes the focus as it opens, a moment after it is shown (later on a loaded machine).
    await waitFor(() => expect(view.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Print' })).toBeNull());
    expect(state().dialogs.print.display).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(document.body));
    expect(document.title).not.toBe('Amazing Grace');
    expect(document.getElementById('pv-page-style')).toBeNull();
    expect(document.documentElement.classList.contains('pv-open')).toBe(false);

    await user.click(music);
    await user.click(screen.getByRole('menuitem', { name: 'Print…' }));
    const again = await screen.findByRole('dialog', { name: 'Print' });
    await user.click(within(again).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Print' })).toBeNull();
  });

  it('closes with Escape when the focus has left the view (as a print dialog can leave it)', async () => {
    const { user } = await openPrintView();
    (document.activeElement as HTMLElement).blur();
    expect(document.activeElement).toBe(document.body);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Print' })).toBeNull();
  });

  it("keeps keys from the app's shortcuts underneath while it is open, wherever the focus is", async () => {
    const { user, view } = await openPrintView();
    const reached: string[] = [];
    const app = (event: KeyboardEvent) => reached.push(event.key);
    window.addEventListener('keydown', app);
    try {
      await user.keyboard(' ');
      (document.activeElement as HTMLElement).blur();
      await user.keyboard(' {Delete}');
      expect(reached).toEqual([]);
      // Tab from the page comes back into the view.
      await user.tab();
      expect(view.contains(document.activeElement)).toBe(true);
    } finally {
      window.removeEventListener('keydown', app);
    }
  });

  it('closes again when the song cannot be drawn, leaving the app as it was', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = { ...GRACE, staves: null } as unknown as typeof GRACE;
    openPrint({ getSnapshot: () => ({ song: broken, title: 'Broken' }) });
    await waitFor(() => expect(document.querySelector('.pv-root')).toBeNull());
    expect(document.documentElement.classList.contains('pv-open')).toBe(false);
    expect(document.title).not.toBe('Broken');
    expect(errors).toHaveBeenCalled();
  });

  it('keeps Tab inside the view', async () => {
    const { user, view } = await openPrintView();
    // The preview, once drawn (a loaded machine draws it after the view's controls), scrolls, so
    // the keyboard reaches it too (axe: a scrolling region is focusable).
    const preview = await within(view).findByRole('region', { name: 'Print preview' });
    const close = within(view).getByRole('button', { name: 'Close' });
    close.focus();
    await user.tab();
    expect(document.activeElement).toBe(preview);
    await user.tab();
    expect(document.activeElement).toBe(choose(view, 'What to print', 'Score'));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(preview);
  });
});
