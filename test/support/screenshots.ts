/**
 * Pictures for the docs, taken by the browser tests that replay a story, only when asked:
 * `SCREENSHOTS_DIR=docs/screenshots npx jest <test file>`. A test never needs them.
 */
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';

export async function photograph(target: Page | Locator, file: string): Promise<void> {
  const dir = process.env.SCREENSHOTS_DIR;
  if (!dir) return;
  await target.screenshot({ path: join(dir, file), ...('goto' in target ? { fullPage: true } : {}) });
}
