import { afterEach, expect, it, vi } from 'vitest';
import { testStore } from '../test/store-harness.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

it('closing a dialog blurs what has focus 50 ms later', () => {
  vi.useFakeTimers();
  const { state } = testStore();
  const field = document.createElement('input');
  document.body.append(field);
  field.focus();
  state().openDialog('settings');
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
