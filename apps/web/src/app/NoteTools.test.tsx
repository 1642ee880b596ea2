import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, signedOutRoutes } from '../../test/fake-api.ts';
import { renderWithStore } from '../../test/render.tsx';
import { testStore } from '../../test/store-harness.ts';
import NoteTools from './NoteTools.tsx';

beforeEach(() => {
  window.localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  fakeApi(signedOutRoutes());
});
afterEach(() => cleanup());

describe('NoteTools', () => {
  it('shows in the composer only', () => {
    const { store, state } = testStore();
    renderWithStore(<NoteTools />, store);
    expect(screen.queryByRole('toolbar', { name: 'Note tools' })).toBeNull();
    act(() => state().setPreferences({ editMode: true }));
    expect(screen.getByRole('toolbar', { name: 'Note tools' })).toBeTruthy();
  });

  it('chooses the length of new notes: one beat at first, then the one picked', async () => {
    const { store, state, doc } = testStore();
    act(() => state().setPreferences({ editMode: true }));
    renderWithStore(<NoteTools />, store);
    const length = screen.getByRole('combobox', { name: 'Length of new notes' }) as HTMLSelectElement;
    expect(length.selectedOptions[0]?.textContent).toBe('Quarter · 1 beat');
    await userEvent.selectOptions(length, 'Dotted half · 3');
    expect(doc.editor.getNoteTools().lengthChoice).toBe(3);
    await userEvent.selectOptions(length, 'Snapping value');
    expect(doc.editor.getNoteTools().lengthChoice).toBe('snap');
    // Not an edit: nothing to save.
    expect(state().saveRequired).toBe(false);
  });

  it('offers the techniques with their keys in the titles, disabled until notes are selected', () => {
    const { store, state } = testStore();
    act(() => state().setPreferences({ editMode: true }));
    renderWithStore(<NoteTools />, store);
    for (const name of ['Let vibrate (LV) (L)', 'Martellato (M)', 'Thumb damp (T)', 'Plain ring (0)']) {
      const button = screen.getByRole('button', { name }) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      expect(button.title).toContain(name);
    }
    const list = screen.getByRole('combobox', {
      name: 'Technique of the selected notes',
    }) as HTMLSelectElement;
    expect([...list.options].map((o) => o.textContent)).toContain('Swing (W)');
    expect([...list.options].map((o) => o.textContent)).toContain('Mallet table');
  });
});
