import type { BrowserContext, Page } from 'playwright-core';
import { localDay } from '../../lambdas/domain/calendar';
import { answerOf } from '../../lambdas/services/answer';
import { wordList } from '../../lambdas/words/word-lists';

/**
 * A whole-hour time zone where it is now about noon, so "today" cannot change during a test.
 * Etc/GMT-5 is UTC+5 (the sign is inverted in these names).
 */
export function noonTimeZone(now = new Date()): { timezoneId: string; tzOffset: number } {
  const hoursAhead = Math.max(-12, Math.min(14, 12 - now.getUTCHours()));
  const timezoneId = hoursAhead === 0 ? 'Etc/GMT' : `Etc/GMT${hoursAhead > 0 ? '-' : '+'}${Math.abs(hoursAhead)}`;
  return { timezoneId, tzOffset: -hoursAhead * 60 };
}

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
    .locator(
      `[data-testid=row-${row}] .tile[data-state=correct], [data-testid=row-${row}] .tile[data-state=present], [data-testid=row-${row}] .tile[data-state=absent]`,
    )
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
