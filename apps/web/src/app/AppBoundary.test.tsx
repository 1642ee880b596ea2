import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { AppBoundary } from './AppBoundary.tsx';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(cleanup);

function Broken(): never {
  throw new Error('a bug');
}

it('an app that fails to draw says so and offers a reload, never a blank page', () => {
  render(
    <AppBoundary>
      <Broken />
    </AppBoundary>,
  );
  expect(screen.getByRole('alert').textContent).toContain('Something went wrong');
  expect(screen.getByText(/Your work is kept in this browser/)).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
});
