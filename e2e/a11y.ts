import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe-core on the page as it is now (WCAG 2.0 to 2.2, A and AA, target sizes included): no
 * serious or critical finding. `where` names the screen or dialog in the failure.
 */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const findings = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .slice(0, 4)
          .map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`)
          .join(' | ')}`,
    );
  expect.soft(findings, `axe on ${where}`).toEqual([]);
}

/** Counts every pointer press on the page from now on (a keyboard-only journey expects none). */
export async function countPointerPresses(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counted = { presses: 0 };
    (globalThis as unknown as { ringalongPointerPresses: typeof counted }).ringalongPointerPresses = counted;
    for (const type of ['pointerdown', 'mousedown', 'touchstart'])
      window.addEventListener(type, () => counted.presses++, { capture: true });
  });
}

export const pointerPresses = (page: Page) =>
  page.evaluate(
    () =>
      (globalThis as unknown as { ringalongPointerPresses: { presses: number } }).ringalongPointerPresses
        .presses,
  );
