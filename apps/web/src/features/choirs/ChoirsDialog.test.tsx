import type { Choir } from '@ringalong/song';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIVE_PLAN, type Call, fakeApi, signedInRoutes, signedOutRoutes } from '../../../test/fake-api.ts';
import { renderWithStore } from '../../../test/render.tsx';
import { testStore } from '../../../test/store-harness.ts';
import ChoirsDialog from './index.tsx';

const KEY = 'ringalong.choirs';
// Dozens of inputs and buttons re-render on each step; jsdom on a busy machine needs room.
vi.setConfig({ testTimeout: 20_000 });
const kept = () => JSON.parse(window.localStorage.getItem(KEY) ?? '{"choirs":[]}') as { choirs: Choir[] };

beforeEach(() => {
  window.localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openChoirs(harness = testStore()) {
  renderWithStore(<ChoirsDialog />, harness.store);
  await act(async () => harness.state().openDialog('choirs'));
  await screen.findByRole('button', { name: 'New choir' });
  return harness;
}

const click = async (name: string | RegExp) => {
  await act(async () => fireEvent.click(screen.getByRole('button', { name })));
};
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the Choirs dialog, for someone without a subscription', () => {
  it('makes a choir with ringers, experience and a preset plus a single bell, kept in this browser', async () => {
    fakeApi(signedOutRoutes());
    const { state } = await openChoirs();
    expect(screen.getByText(/No choirs yet/)).toBeTruthy();
    expect(screen.getByText(/kept in this browser/)).toBeTruthy();
    await click('New choir');
    type('Choir name', '  Bell   Tower  ');
    await click('Add ringer');
    await click('Add ringer');
    type('Ringer 1 name', 'Ann');
    fireEvent.change(screen.getByLabelText('Ringer 1 experience'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Ringer 1 hands'), { target: { value: '1' } });
    fireEvent.click(screen.getByLabelText('3 octaves of bells (C4–C7)'));
    expect(screen.getByText(/37 bells, 0 chimes/)).toBeTruthy();
    const single = screen.getByText('Single handbells').parentElement as HTMLDetailsElement;
    await act(async () => {
      single.open = true;
      fireEvent(single, new Event('toggle'));
    });
    fireEvent.click(screen.getByRole('button', { name: 'C3 handbell' }));
    expect(screen.getByText(/38 bells, 0 chimes/)).toBeTruthy();
    await click('Save choir');

    const [choir] = kept().choirs;
    expect(choir).toMatchObject({
      name: 'Bell Tower',
      ringers: [{ name: 'Ann', experience: 'beginner', hands: 'four-in-hand' }, { name: 'Ringer 2' }],
      chimes: [],
    });
    expect(choir?.ringers[1]).not.toHaveProperty('experience');
    expect(choir?.ringers[1]).not.toHaveProperty('hands');
    expect(choir?.bells).toHaveLength(38);
    expect(choir?.bells[0]).toBe(48);
    // Back at the list, the new choir is the active one.
    expect((screen.getByRole('radio', { name: /Bell Tower/ }) as HTMLInputElement).checked).toBe(true);
    expect(state().choir.activeId).toBe(choir?.id);
  });

  it("ticking '3 octaves' ticks that box alone, not the 8-note and 2-octave sets inside it; '2 octaves' then makes it 2", async () => {
    fakeApi(signedOutRoutes());
    await openChoirs();
    await click('New choir');
    const box = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
    fireEvent.click(box('3 octaves of bells (C4–C7)'));
    expect(screen.getByText(/37 bells, 0 chimes/)).toBeTruthy();
    expect(box('3 octaves of bells (C4–C7)').checked).toBe(true);
    expect(box('8-note set (C4–C5)').checked).toBe(false);
    expect(box('2 octaves of bells (G4–G6)').checked).toBe(false);
    fireEvent.click(box('2 octaves of bells (G4–G6)'));
    expect(screen.getByText(/25 bells, 0 chimes/)).toBeTruthy();
    expect(box('2 octaves of bells (G4–G6)').checked).toBe(true);
    expect(box('3 octaves of bells (C4–C7)').checked).toBe(false);
  });

  it('a list of names pasted into a ringer name makes that many ringers, up to 40, saying so when more are pasted', async () => {
    fakeApi(signedOutRoutes());
    await openChoirs();
    await click('New choir');
    type('Choir name', 'Tower');
    await click('Add ringer');
    const paste = (label: string, text: string) =>
      act(async () => {
        fireEvent.paste(screen.getByLabelText(label), { clipboardData: { getData: () => text } });
      });
    await paste('Ringer 1 name', 'Ann\nBen, Cat\n\nDee');
    expect(
      ['Ringer 1 name', 'Ringer 2 name', 'Ringer 3 name', 'Ringer 4 name'].map(
        (l) => (screen.getByLabelText(l) as HTMLInputElement).value,
      ),
    ).toEqual(['Ann', 'Ben', 'Cat', 'Dee']);
    expect(screen.getByText(/Ringers \(4 of at most 40\)/)).toBeTruthy();
    const many = Array.from({ length: 40 }, (_, i) => `Ringer no ${i + 1}`).join('\n');
    await paste('Ringer 4 name', many);
    expect(screen.getByText(/Ringers \(40 of at most 40\)/)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'A choir has at most 40 ringers. 3 pasted names were left out.',
    );
    await click('Save choir');
    expect(
      kept()
        .choirs[0]?.ringers.map((r) => r.name)
        .slice(0, 5),
    ).toEqual(['Ann', 'Ben', 'Cat', 'Ringer no 1', 'Ringer no 2']);
  });

  it('says what is wrong in words and keeps nothing: an empty name', async () => {
    fakeApi(signedOutRoutes());
    await openChoirs();
    await click('New choir');
    await click('Save choir');
    expect(screen.getByRole('alert').textContent).toMatch(/A choir name must be letters, digits/);
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('takes at most 40 ringers and says so when the limit is reached', async () => {
    fakeApi(signedOutRoutes());
    const ringers = Array.from({ length: 39 }, (_, i) => ({ id: `r${i}`, name: `Ringer ${i + 1}` }));
    const big = { id: 'big', name: 'Big', ringers, bells: [], chimes: [] };
    window.localStorage.setItem(KEY, JSON.stringify({ choirs: [big], activeId: null }));
    await openChoirs();
    await click('Edit Big');
    expect(screen.queryByRole('status')).toBeNull();
    await click('Add ringer');
    expect((screen.getByRole('button', { name: 'Add ringer' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('A choir has at most 40 ringers.');
    await click('Remove ringer 40 (Ringer 40)');
    expect((screen.getByRole('button', { name: 'Add ringer' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('edits, chooses and deletes (after asking) a choir', async () => {
    fakeApi(signedOutRoutes());
    const base = { ringers: [], bells: [60], chimes: [] };
    window.localStorage.setItem(
      KEY,
      JSON.stringify({
        choirs: [
          { id: 'a', name: 'Alpha', ...base },
          { id: 'b', name: 'Beta', ...base },
        ],
        activeId: 'a',
      }),
    );
    const { state } = await openChoirs();
    fireEvent.click(screen.getByRole('radio', { name: /Beta/ }));
    expect(state().choir.activeId).toBe('b');

    await click('Edit Alpha');
    type('Choir name', 'Alpha Ringers');
    fireEvent.click(screen.getByLabelText('2 octaves of handchimes (G4–G6)'));
    await click('Save choir');
    expect(kept().choirs[0]).toMatchObject({ name: 'Alpha Ringers' });
    expect(kept().choirs[0]?.chimes).toHaveLength(25);

    await click('Delete Beta');
    const question = screen.getByRole('group', { name: 'Delete Beta?' });
    await act(async () => fireEvent.click(within(question).getByRole('button', { name: 'Keep' })));
    expect(kept().choirs).toHaveLength(2);
    await click('Delete Beta');
    await act(async () =>
      fireEvent.click(
        within(screen.getByRole('group', { name: 'Delete Beta?' })).getByRole('button', { name: 'Delete' }),
      ),
    );
    expect(kept().choirs.map((c) => c.name)).toEqual(['Alpha Ringers']);
    expect(state().choir.activeId).toBeNull();
  });
});

describe('the Choirs dialog, for a subscriber', () => {
  it('lists the account’s choirs and saves a new one to the server', async () => {
    const puts: Call[] = [];
    fakeApi({
      ...signedInRoutes(ACTIVE_PLAN),
      'GET /choirs': () => ({
        body: { choirs: [{ id: 'srv', name: 'Server Choir', ringers: [], bells: [], chimes: [] }] },
      }),
      'PUT /choirs/:id': (call) => {
        puts.push(call);
        return { body: { success: true, choir: call.body } };
      },
    });
    const harness = testStore();
    await harness.state().init();
    await openChoirs(harness);
    expect(screen.getByText(/kept with your account/)).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Server Choir/ })).toBeTruthy();
    await click('New choir');
    type('Choir name', 'Second');
    await click('Save choir');
    expect(puts).toHaveLength(1);
    expect(puts[0]?.body).toMatchObject({ name: 'Second' });
    expect(window.localStorage.getItem(KEY)).not.toContain('Second');
    expect(screen.getByRole('radio', { name: /Second/ })).toBeTruthy();
  });
});
