import 'primereact/resources/primereact.min.css';
import 'primereact/resources/themes/lara-light-blue/theme.css';
import 'primeicons/primeicons.css';
import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { BarMenu } from './BarMenu.tsx';

const noop = () => {};

test('Bar Menu renders at 500x400, with its signature list open and a refused count', async () => {
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
  // The opening animation scales the dialog: wait for it to settle before measuring.
  await expect.poll(() => dialog.classList.contains('p-dialog-enter-done')).toBe(true);
  expect(dialog.offsetWidth).toBe(500);
  expect(dialog.offsetHeight).toBe(400);
  await page.screenshot({ path: '../../../.tmp/screenshots/bar-menu.png' });

  await userEvent.tripleClick(screen.getByLabelText('Delete Bar(s)'));
  await userEvent.keyboard('0');
  expect(screen.getByRole('alert').textContent).toContain('1 to 999');
  await userEvent.click(screen.getByRole('button', { name: 'Time signature' }));
  await expect.element(page.getByRole('option', { name: '6/8' })).toBeVisible();
  // Let the list's fade-in finish so the picture shows it as a user sees it.
  await new Promise((resolve) => setTimeout(resolve, 400));
  await page.screenshot({ path: '../../../.tmp/screenshots/bar-menu-open.png' });
});
