/** What browser tests check on every screen they visit: axe's serious findings, and no sideways scroll. */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { settled } from './browser-play';

// Evaluated through the DevTools protocol: a <script> tag would (rightly) be refused by the page's CSP.
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** axe's serious and critical findings (WCAG 2.2 AA and best practice), on the page or inside `include` (a selector). */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  if ((await page.locator('.grid').count()) > 0) await settled(page); // other pages have no board to settle
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE); // once per document: it is large
  const violations = await page.evaluate(async (selector) => {
    const { axe } = window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: Violation[] }> } };
    const runOnly = { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] };
    return (await axe.run(selector ? { include: [selector] } : document, { runOnly })).violations;
  }, include);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} at ${v.nodes
          .map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`)
          .slice(0, 3)
          .join(', ')}`,
    );
}

/** How far the page is wider than the screen (0 or less: no sideways scrolling of the page itself). */
export const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
