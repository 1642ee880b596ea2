import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, signedOutRoutes } from '../../test/fake-api.ts';
import { testStore } from '../../test/store-harness.ts';
import { UNSAVED_CHANGES_PROMPT } from '../store/index.ts';
import { App } from './App.tsx';

beforeEach(() => {
  window.localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function unloadEvent(): BeforeUnloadEvent {
  const event = new Event('beforeunload', { cancelable: true }) as BeforeUnloadEvent;
  window.dispatchEvent(event);
  return event;
}

/** A file dragged onto the page and dropped outside the canvas (on the header, say). */
function dropFile(file: File): Event[] {
  const dataTransfer = { types: ['Files'], files: [file] };
  return ['dragover', 'drop'].map((type) => {
    const event = new Event(type, { bubbles: true, cancelable: true });
    Object.defineProperty(event, 'dataTransfer', { value: dataTransfer });
    window.dispatchEvent(event);
    return event;
  });
}

describe('App', () => {
  it('keeps a file dropped anywhere from replacing the app, and opens the import preview with it', () => {
    fakeApi(signedOutRoutes());
    const { store, state } = testStore();
    render(<App store={store} withEditor={false} />);
    const file = new File(['X:1'], 'tune.abc');
    let events: Event[] = [];
    act(() => {
      events = dropFile(file);
    });
    expect(events.map((event) => event.defaultPrevented)).toEqual([true, true]);
    expect(state().dialogs.importMusic.display).toBe(true);
    expect(state().dialogs.importMusic.data?.file).toBe(file);
  });

  it('starts with the header, then the song library of demo songs', async () => {
    fakeApi(signedOutRoutes());
    const { store } = testStore();
    render(<App store={store} withEditor={false} />);
    expect(screen.getByRole('button', { name: 'Library' })).toBeTruthy();
    expect(await screen.findByText('Song Library')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Open Demo' })).toBeTruthy();
  });

  it('asks before leaving only while changes are unsaved', async () => {
    fakeApi(signedOutRoutes());
    const { store, doc } = testStore();
    render(<App store={store} withEditor={false} />);
    expect(unloadEvent().defaultPrevented).toBe(false);
    act(() => doc.setTitle('Unsaved'));
    const event = unloadEvent();
    expect(event.defaultPrevented).toBe(true);
    expect(UNSAVED_CHANGES_PROMPT).toBe('You have unsaved changes. Are you sure you want to leave?');
    // Leaving writes the work at once, without waiting for the debounce.
    expect(window.localStorage.getItem('ringalong.work.v1')).toContain('Unsaved');
  });

  it('closing a dialog blurs the focused element after 50 ms', async () => {
    fakeApi(signedOutRoutes());
    const { store, state } = testStore();
    render(<App store={store} withEditor={false} />);
    const library = screen.getByRole('button', { name: 'Library' });
    await userEvent.click(library);
    library.focus();
    vi.useFakeTimers();
    act(() => state().closeDialog('library'));
    act(() => vi.advanceTimersByTime(49));
    expect(document.activeElement).toBe(library);
    act(() => vi.advanceTimersByTime(1));
    expect(document.activeElement).not.toBe(library);
  });
});
