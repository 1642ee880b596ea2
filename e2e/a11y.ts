import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type Violations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];

/**
 * axe's findings on the page, or on the part `within` names. A page without frames gets axe once
 * (AxeBuilder puts its 1.3 MB source into the page at every call: two thirds of each check's time)
 * and runs it again in place; a page with frames goes through AxeBuilder, which checks them too.
 */
async function violations(page: Page, within?: string): Promise<Violations> {
  if (page.frames().length > 1) {
    const builder = new AxeBuilder({ page }).withTags(TAGS);
    return (await (within ? builder.include(within) : builder).analyze()).violations;
  }
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.evaluate(axe.source);
  return page.evaluate(
    async ({ tags, scope }) => {
      const page = (globalThis as unknown as { axe: typeof axe }).axe;
      const context = scope ? { include: [scope] } : document;
      return (await page.run(context, { runOnly: { type: 'tag', values: tags } })).violations;
    },
    { tags: TAGS, scope: within ?? null },
  ) as Promise<Violations>;
}

/**
 * axe-core on the page as it is now (WCAG 2.0 to 2.2, A and AA, target sizes included): no
 * serious or critical finding. `where` names the screen or dialog in the failure; `within` (a CSS
 * selector) checks only that part, a dialog opened on a page already checked whole.
 */
export async function expectAccessible(page: Page, where: string, within?: string): Promise<void> {
  const findings = (await violations(page, within))
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
