import { expect, type Page, test } from '@playwright/test';
import { library, openApp, signIn, subscribe, switchToEdit } from './helpers.ts';

// Issue 24: the Content-Security-Policy has no 'unsafe-inline' for styles and no blob: for
// scripts. Every main screen must then still be styled and scripted as before: the browser
// reports nothing the policy refused, on the app's page or on the server's own pages.

/** What Chromium reports the policy refused, from the page's `securitypolicyviolation` events and console. */
function violations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

async function reported(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const list: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = list;
    document.addEventListener('securitypolicyviolation', (event) => {
      list.push(`${event.violatedDirective}: ${event.blockedURI} ${event.sample}`);
    });
  });
});

test('the first page, a song played, the composer, the print view, the staff view, sign-in and checkout run with nothing refused', async ({
  page,
}) => {
  const console = violations(page);
  await openApp(page);
  await library(page).getByRole('button', { name: 'Open Ode to Joy' }).click();
  await expect(page.getByRole('button', { name: /Song title: Ode to Joy/ })).toBeVisible();
  expect(await reported(page)).toEqual([]);

  await page.getByRole('button', { name: 'Play' }).click();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await page.getByRole('button', { name: 'Pause' }).click();
  await switchToEdit(page);
  expect(await reported(page)).toEqual([]);

  await page.getByRole('button', { name: 'Music: import, export and print' }).click();
  await page.getByRole('menuitem', { name: 'Print…' }).click();
  const view = page.getByRole('dialog', { name: 'Print' });
  await expect(view).toBeVisible();
  await view.getByRole('group', { name: 'Paper' }).getByRole('button', { name: 'A4' }).click();
  // The @page rule applies: the sheet size is the one chosen.
  const pageRule = await page.evaluate(() =>
    [...document.adoptedStyleSheets, ...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .map((rule) => rule.cssText)
      .find((text) => text.startsWith('@page')),
  );
  expect(pageRule).toMatch(/size: a4/i);
  expect(await reported(page)).toEqual([]);
  await page.keyboard.press('Escape');

  // The staff view: Verovio's WebAssembly compiles ('wasm-unsafe-eval', no 'unsafe-eval') and its
  // styles come in as a constructed sheet, not as the <style> its SVG carries.
  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Staff view' }).click();
  const staff = page.getByRole('region', { name: 'Staff view' });
  await expect(staff.locator('g.measure').first()).toBeVisible({ timeout: 60_000 });
  expect(await staff.locator('style').count()).toBe(0);
  expect(await reported(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(staff).toBeHidden();

  await signIn(page, 'Csp Checker', 'csp@example.com');
  expect(await reported(page)).toEqual([]);
  // Signed in without a plan, the app offers the subscription; the local checkout is the server's page.
  await subscribe(page);
  expect(await reported(page)).toEqual([]);
  expect(console).toEqual([]);
});
