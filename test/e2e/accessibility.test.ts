/**
 * axe-core in real Chromium: the game screen, the instructions dialog, the result panel, and the
 * signed-in screens (header, helpers, result with streaks, Buy Credits, statistics) have no serious
 * or critical violation (WCAG 2.1 A/AA rules), in both themes.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describeInBrowser, openAsReturningPlayer, startBrowserHarness, type BrowserHarness } from './browser';
import { accountHelpers } from './sign-in';
import { guess, noonTimeZone, settled, todaysWords } from './support';

// Evaluated through the DevTools protocol: a <script> tag would (rightly) be refused by the page's CSP.
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const zone = noonTimeZone();
let harness: BrowserHarness;

beforeAll(async () => {
  harness = await startBrowserHarness();
}, 60_000);
afterAll(() => harness?.close());

const accounts = accountHelpers(() => harness, zone.timezoneId);

interface Violation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (selector) => {
    const { axe } = window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: Violation[] }> } };
    const runOnly = { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] };
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

describeInBrowser.each(['light', 'dark'] as const)('accessibility (%s theme)', (theme) => {
  it('the game screen, while playing', async () => {
    const page = await openAsReturningPlayer(harness, { colorScheme: theme, timezoneId: zone.timezoneId });
    const words = await todaysWords(zone.tzOffset);
    await guess(page, words.misses[0], 0); // coloured tiles and keys too
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('the instructions dialog', async () => {
    const context = await harness.newContext({ colorScheme: theme, timezoneId: zone.timezoneId });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('dialog', { name: 'How to decrypt' }).waitFor();
    await settled(page);
    expect(await seriousViolations(page, '[role=dialog]')).toEqual([]);
    await context.close();
  });

  it('the result panel', async () => {
    const page = await openAsReturningPlayer(harness, { colorScheme: theme, timezoneId: zone.timezoneId });
    const words = await todaysWords(zone.tzOffset);
    await guess(page, words.answer, 0);
    await page.getByTestId('result-panel').waitFor();
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describeInBrowser.each(['light', 'dark'] as const)('accessibility when signed in (%s theme)', (theme) => {
  it('the signed-in game, result panel with streaks, Buy Credits with the card form, and statistics', async () => {
    const context = await accounts.newDevice({ colorScheme: theme });
    const page = await accounts.openGame(context);
    await accounts.signIn(page, accounts.newUser(true));
    await page.getByTestId('header-balance').filter({ hasText: '5 credits' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const words = await todaysWords(zone.tzOffset);
    await guess(page, words.answer, 0);
    await page.getByTestId('current-streak').filter({ hasText: '1' }).waitFor();
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByTestId('result-panel').getByRole('button', { name: 'Buy Credits' }).click();
    const dialog = page.getByRole('dialog', { name: 'Buy Credits' });
    await dialog.getByRole('list', { name: 'Credit packages' }).waitFor();
    await settled(page);
    expect(await seriousViolations(page, '[role=dialog]')).toEqual([]);
    await dialog.getByRole('button', { name: /^Starter Cache/ }).click();
    await dialog.getByLabel('Card number').waitFor();
    await settled(page);
    expect(await seriousViolations(page, '[role=dialog]')).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Statistics' }).first().click();
    await page.getByRole('dialog', { name: 'Statistics' }).getByTestId('stat-played').waitFor();
    await settled(page);
    expect(await seriousViolations(page, '[role=dialog]')).toEqual([]);
    await context.close();
  });
});
