import type { BrowserContext, Page } from 'playwright-core';
import { localDay } from '../../lambdas/domain/calendar';
import { answerOf } from '../../lambdas/services/answer';
import { wordList } from '../../lambdas/words/word-lists';

export { noonTimeZone } from '../support/clock';

export async function todaysWords(tzOffset: number) {
  const day = localDay(new Date(), tzOffset);
  const answer = await answerOf(day);
  const misses = wordList(day.wordLength)
    .answers.filter((w) => w !== answer && ![...w].some((c) => answer.includes(c)))
    .slice(0, 6);
  // Long codes rarely leave 6 letter-disjoint words: then misses only need one letter the answer lacks.
  const fallback = wordList(day.wordLength)
    .answers.filter((w) => w !== answer && [...w].some((c) => !answer.includes(c)))
    .slice(0, 6);
  return { day, answer, misses: misses.length === 6 ? misses : fallback };
}

/** Waits until no tile is flipping, nothing is loading, and no animation or transition is running. */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.querySelector('.tile.flip') &&
      !document.querySelector('[role=status]') &&
      document.getAnimations().every((a) => a.playState !== 'running'),
  );
}

export async function openGame(context: BrowserContext, path = '/'): Promise<Page> {
  const page = await context.newPage();
  await page.goto(path);
  await page.getByRole('heading', { name: 'DECRYPTION MATRIX' }).waitFor();
  await settled(page);
  return page;
}

/** Types a word on the physical keyboard and submits it, then waits for its reveal to finish. */
export async function guess(page: Page, word: string, row: number): Promise<void> {
  await page.keyboard.type(word.toUpperCase());
  await page.keyboard.press('Enter');
  await page
    .locator(['correct', 'present', 'absent'].map((state) => `[data-testid=row-${row}] .tile[data-state=${state}]`).join(', '))
    .first()
    .waitFor();
  await settled(page);
}

export const rowText = (page: Page, row: number) =>
  page
    .locator(`[data-testid=row-${row}] .tile`)
    .allTextContents()
    .then((t) => t.join(''));

export async function toastText(page: Page, text: string): Promise<void> {
  await page.locator('[data-sonner-toast]', { hasText: text }).first().waitFor();
}
