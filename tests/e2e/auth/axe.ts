import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { AxeViolation } from '../helpers/browser';
import { describeViolations } from '../helpers/browser';

const require = createRequire(import.meta.url);

/**
 * axe-core (WCAG 2.1 A/AA) limited to one part of the page — the dialog or the sign-in card —
 * so the sign-in tests judge the sign-in UI. Returns '' when clean, else a readable list.
 */
export async function axeIn(page: Page, selector: string): Promise<string> {
  const loaded = await page.evaluate(() => Boolean((window as unknown as { axe?: unknown }).axe));
  if (!loaded) await page.addScriptTag({ content: require('axe-core').source as string });
  // Let entry animations finish, or colour contrast is measured mid-fade.
  await page.waitForTimeout(350);
  const violations = await page.evaluate(async (sel) => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const res = await axe.run({ include: [[sel]] }, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return res.violations.map((v) => ({ id: v.id, impact: v.impact, description: v.description, nodes: v.nodes.map((n) => ({ target: n.target as string[] })) }));
  }, selector);
  return describeViolations(violations);
}
