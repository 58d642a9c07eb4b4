/** Playing a language's code of the day in the browser, as its players do: on the on-screen keys. */
import type { Page } from 'playwright-core';
import { localDay } from '../../lambdas/domain/calendar';
import { foldWord, type LanguageCode } from '../../lambdas/domain/languages';
import { writtenAnswerOf } from '../../lambdas/words/answer';
import { missesOf } from './words';

/** Taps `word` (as played: folded) out on the on-screen keys, then Enter. */
export async function tapWord(page: Page, word: string): Promise<void> {
  for (const letter of word.toUpperCase()) await page.locator(`[data-testid=keyboard] [data-key="${letter}"]`).tap();
  await page.locator('[data-testid=keyboard] [data-key=ENTER]').tap();
}

/** The day's code in `language`, in the zone `tzOffset` minutes from UTC, as written and as played, and a miss. */
export async function codeOf(language: LanguageCode, tzOffset: number) {
  const day = localDay(new Date(), tzOffset);
  const written = await writtenAnswerOf(day, language);
  const played = foldWord(language, written)!;
  return { written, played, miss: missesOf(day.wordLength, played, language)[0] };
}
