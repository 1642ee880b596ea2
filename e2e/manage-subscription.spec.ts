import { expect, test } from '@playwright/test';
import { closeDialog, openAsSubscriber, shot } from './helpers.ts';

test('an upgraded user cancels the subscription and resumes it from User Settings', async ({ page }) => {
  await openAsSubscriber(page, 'Erin Treble', 'erin@example.com');

  await page.getByRole('button', { name: 'Account: Erin Treble' }).click();
  const settings = page.getByRole('dialog', { name: 'User Settings' });
  await expect(settings.getByText('support@ringalong.app')).toBeVisible();
  await shot(page, '60-user-settings');
  await settings.getByRole('button', { name: 'Manage Subscription' }).click();

  const manage = page.getByRole('dialog', { name: 'Manage Subscription' });
  await manage.getByRole('button', { name: 'Show Termination Menu' }).click();
  await manage.getByRole('button', { name: 'Cancel Subscription' }).click();
  await expect(manage).toBeHidden();
  await expect(page.getByText('Cancelling subscription')).toBeVisible();

  await page.getByRole('button', { name: 'Account: Erin Treble' }).click();
  await settings.getByRole('button', { name: 'Manage Subscription' }).click();
  await expect(manage.getByText(/Your subscription is canceled\. You keep full access until/)).toBeVisible();
  await manage.getByRole('button', { name: 'Show Termination Menu' }).click();
  await expect(manage.getByRole('button', { name: 'Cancel Subscription' })).toBeDisabled();
  await shot(page, '61-subscription-canceled');
  await manage.getByRole('button', { name: 'Resume Subscription' }).click();
  await expect(manage.getByText(/Renews automatically on/)).toBeVisible();
  await expect(manage.getByRole('button', { name: 'Cancel Subscription' })).toBeEnabled();

  await closeDialog(page, 'Manage Subscription');
  await page.getByRole('button', { name: 'Account: Erin Treble' }).click();
  await settings.getByLabel('Display name').fill('Erin Bass');
  await settings.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('button', { name: 'Account: Erin Bass' })).toBeVisible();
  await settings.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Upgrade / Sign in' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Song Library' })).toBeVisible();
});
