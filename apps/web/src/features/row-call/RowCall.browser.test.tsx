import '../../../test/page-styles.ts';
import type { RowCallBell } from '@ringalong/song';
import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { RowCall } from './RowCall.tsx';

const bells: RowCallBell[] = [
  { pitchId: 60, instrument: 'handbell', name: 'C4', color: 'hsl(0, 83%, 58%)', count: 12 },
  { pitchId: 62, instrument: 'handbell', name: 'D4', color: 'hsl(20, 83%, 58%)', count: 7 },
  { pitchId: 64, instrument: 'handbell', name: 'E4', color: 'hsl(40, 83%, 58%)', count: 1 },
];

test('Row Call renders at 500x400 and steps to the next bell', async () => {
  await page.viewport(1280, 720);
  render(<RowCall visible onHide={() => {}} bells={bells} />);
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByTestId('row-call-name').textContent).toBe('D4');
  expect(dialog.offsetWidth).toBe(500);
  expect(dialog.offsetHeight).toBe(400);
  // Let the progress bar's width transition finish before the picture is taken.
  await new Promise((resolve) => setTimeout(resolve, 1100));
  await page.screenshot({ path: '../../../.tmp/screenshots/row-call.png' });
});
