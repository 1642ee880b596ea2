import { afterEach, expect, it, vi } from 'vitest';
import { testStore } from '../../test/store-harness.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

it('closing a dialog blurs what has focus 50 ms later', () => {
  vi.useFakeTimers();
  const { state } = testStore();
  const field = document.createElement('input');
  document.body.append(field);
  state().openDialog('settings');
  field.focus();
  state().closeDialog('settings');
  vi.advanceTimersByTime(49);
  expect(document.activeElement).toBe(field);
  vi.advanceTimersByTime(1);
  expect(document.activeElement).toBe(document.body);
  field.remove();
});

it('a blur that comes due after the page is gone touches no page globals', () => {
  vi.useFakeTimers();
  const { state } = testStore();
  state().openDialog('settings');
  state().closeDialog('settings');
  // What a finished test run or a closed tab leaves behind: no document, no DOM classes.
  vi.stubGlobal('document', undefined);
  vi.stubGlobal('HTMLElement', undefined);
  expect(() => vi.advanceTimersByTime(50)).not.toThrow();
});

it('notes refused at the limit are explained: how many, and why', () => {
  const { state } = testStore();
  state().noteLimitReached(37);
  expect(state().toasts.at(-1)).toMatchObject({
    severity: 'warn',
    summary: 'Note limit reached',
    detail: 'A song holds at most 2000 notes; 37 notes were not added.',
  });
  state().noteLimitReached(1);
  expect(state().toasts.at(-1)?.detail).toBe('A song holds at most 2000 notes; 1 note was not added.');
});

it('a dialog opened from a header button takes the focus off it, so closing gives it back to the page', () => {
  const { state } = testStore();
  const header = document.createElement('header');
  const settings = document.createElement('button');
  header.append(settings);
  document.body.append(header);
  settings.focus();
  state().openDialog('settings');
  expect(document.activeElement).toBe(document.body);
  header.remove();
});

it('a dialog opened from inside another leaves the focus where it is', () => {
  const { state } = testStore();
  const library = document.createElement('div');
  library.setAttribute('role', 'dialog');
  const remove = document.createElement('button');
  library.append(remove);
  document.body.append(library);
  remove.focus();
  state().openDialog('deleteSong');
  expect(document.activeElement).toBe(remove);
  library.remove();
});
