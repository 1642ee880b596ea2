import '../../../test/page-styles.ts';
import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { BarMenu } from './BarMenu.tsx';

const noop = () => {};

test('Bar Menu renders at 500x400, with its signature list and a refused count', async () => {
  await page.viewport(1280, 720);
  render(
    <BarMenu
      visible
      onHide={noop}
      barStart={8}
      currentTimeSig={{ beat: 0, numerator: 4, denominator: 4 }}
      onSetTimeSignature={noop}
      onAddBars={noop}
      onDeleteBars={noop}
    />,
  );
  const dialog = await screen.findByRole('dialog');
  expect(dialog.offsetWidth).toBe(500);
  expect(dialog.offsetHeight).toBe(400);
  await page.screenshot({ path: '../../../.tmp/screenshots/bar-menu.png' });

  await userEvent.tripleClick(screen.getByLabelText('Delete Bar(s)'));
  await userEvent.keyboard('0');
  expect(screen.getByRole('alert').textContent).toContain('1 to 999');
  const signature = screen.getByRole('combobox', { name: 'Edit Bar' });
  await expect.element(page.getByRole('combobox', { name: 'Edit Bar' })).toBeVisible();
  expect(signature.textContent).toContain('6/8');
});
