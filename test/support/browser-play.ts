/** What the browser tests share: the day's words, time control, and waiting on the game's state. */
import type { Page } from 'playwright-core';
import { localDay, localDayFromNumber, type LocalDay } from '../../lambdas/domain/calendar';
import { answerOf } from '../../lambdas/words/answer';
import type { LanguageCode } from '../../lambdas/domain/languages';
import { LANGUAGE_CODES } from '../../lambdas/contracts/constants';
import { PAGE_TEXTS } from './page-texts';
import { boardMissesOf } from './words';

export { noonTimeZone } from './clock';
export { lastNoonOn, recentMomentOn } from '../../local/clock';

/** The English board's heading ('DECRYPTION MATRIX'), from its catalogue. */
export const GAME_HEADING = PAGE_TEXTS.en.shell.board.title;
/** The board's heading on each language's page, from its first texts. */
export const BOARD_HEADINGS = Object.fromEntries(
  LANGUAGE_CODES.map((language) => [language, PAGE_TEXTS[language].shell.board.title]),
) as Readonly<Record<LanguageCode, string>>;

/** The answer of `day` and words to guess: misses share no letter with it where the list allows. */
export async function wordsOf(day: LocalDay) {
  const answer = await answerOf(day);
  return { day, answer, misses: boardMissesOf(day.wordLength, answer) };
}

export const todaysWords = (tzOffset: number, at = Date.now()) => wordsOf(localDay(new Date(at), tzOffset));
export const dayAfter = (day: LocalDay) => localDayFromNumber(day.dayNumber + 1);

/** Waits until the game is set up and still: no tile flipping, no animation running. */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.querySelector('.grid[aria-busy=false]') !== null &&
      !document.querySelector('.tile.flip') &&
      document.getAnimations().every((a) => a.playState !== 'running'),
  );
}

/** Types a word on the physical keyboard and submits it, then waits for its row to be scored. */
export async function guess(page: Page, word: string, row: number): Promise<void> {
  await page.keyboard.type(word.toUpperCase());
  await page.keyboard.press('Enter');
  await scored(page, row);
}

/** Waits until row `row` has been scored (its tiles coloured) and everything is still. */
export async function scored(page: Page, row: number): Promise<void> {
  try {
    await page.locator(`[data-testid=row-${row}][data-row-state=played]`).waitFor();
  } catch (error) {
    throw new Error(`Row ${row} was never scored. The page then: ${JSON.stringify(await pageState(page, row))}`, { cause: error });
  }
  await settled(page);
}

/** What a player would see when a wait fails: the row, the toasts, the focus and any open dialog. */
const pageState = (page: Page, row: number) =>
  page
    .evaluate((r) => {
      const active = document.activeElement;
      return {
        row: document.querySelector(`[data-testid=row-${r}]`)?.getAttribute('aria-label'),
        letters: [...document.querySelectorAll(`[data-testid=row-${r}] .tile`)].map((tile) => tile.textContent || '·').join(''),
        notices: (window as unknown as { __noticesSeen?: string[] }).__noticesSeen,
        announcer: document.querySelector('[data-testid=announcer]')?.textContent,
        focus: active ? `${active.tagName} ${active.getAttribute('aria-label') ?? active.textContent?.slice(0, 30)}` : null,
        openDialogs: [...document.querySelectorAll('dialog[open]')].map((d) => d.getAttribute('aria-labelledby')),
        keyboardDisabled: document.querySelector('[data-testid=keyboard] [data-key=ENTER]')?.hasAttribute('disabled'),
      };
    }, row)
    .catch((error: unknown) => String(error));

export const rowText = (page: Page, row: number) =>
  page
    .locator(`[data-testid=row-${row}] .tile`)
    .allTextContents()
    .then((t) => t.join(''));

/** Waits until the page has shown a notice with `text` (a short one may have left already). */
export async function noticeShown(page: Page, text: string | RegExp): Promise<void> {
  const [source, flags] = typeof text === 'string' ? [null, ''] : [text.source, text.flags];
  await page.waitForFunction(
    ({ plain, source, flags }) =>
      ((window as unknown as { __noticesSeen?: string[] }).__noticesSeen ?? []).some((seen) =>
        source === null ? seen.includes(plain) : new RegExp(source, flags).test(seen),
      ),
    { plain: typeof text === 'string' ? text : '', source, flags },
  );
}

/** The notices a page has shown so far, in order. */
export const noticesSeen = (page: Page) =>
  page.evaluate(() => [...((window as unknown as { __noticesSeen?: string[] }).__noticesSeen ?? [])]);

/** Waits for two animation frames: the layout after a resize or a theme change is done. */
export const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

/** A way to share folded under the result's primary Share ("More ways to share"), unfolded. */
export async function shareTarget(page: Page, name: string) {
  const more = page.getByTestId('result-panel').locator('details.share-more');
  if ((await more.getAttribute('open')) === null) await more.locator('summary').click();
  return more.getByRole('button', { name, exact: true });
}

/** What the API says while it sheds load (503): a Retry is offered. */
export const SERVICE_BUSY = 'The service is busy — try again.';

/** From now on, every guess the page sends is answered 503, as the API answers while it sheds load. */
export const serviceBusy = (page: Page) =>
  page
    .context()
    .route('**/functions/v1/submit-guess', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: SERVICE_BUSY }) }),
    );
