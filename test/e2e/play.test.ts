/**
 * Playing, as a player meets it in real Chromium against the real local runtime: input that never
 * surprises (Enter after a click, focused keys, letters typed during a flip), the row read out to
 * screen readers, word-list refusals, a win with its bounce and result grid, statistics for an
 * anonymous player, hard mode refused by the server, a loss, and the answer never in the page.
 */
import type { Page } from 'playwright-core';
import { browserTestFile } from '../support/browser-test-file';
import { evaluateGuess } from '../../lambdas/domain/evaluation';
import { STREAK_FREEZE_EVERY_DAYS, WEEKDAYS } from '../../lambdas/domain/rules';
import { localDayFromNumber } from '../../lambdas/domain/calendar';
import { keys } from '../../lambdas/store/keys';
import { fieldsCarrying } from '../support/leaks';
import { missWithout, openingWithGreen } from '../support/words';
import { asReturningPlayer, describeInBrowser, openAsReturningPlayer, openGame, type ContextOptions } from '../support/browser';
import { guess, nextFrames, rowText, scored, settled, shareTarget, noticeShown } from '../support/browser-play';
import { photograph } from '../support/screenshots';

const { harness, words, zone } = browserTestFile({ words: true });

const returningPlayer = (options: ContextOptions = {}): Promise<Page> =>
  openAsReturningPlayer(harness, { timezoneId: zone.timezoneId, ...options });
const rowState = (page: Page, row: number) => page.locator(`[data-testid=row-${row}]`).getAttribute('aria-label');

describeInBrowser('input that never surprises', () => {
  it('submits the row with Enter after a click on any header button, and not the button again', async () => {
    const page = await returningPlayer();
    const buttons: [string, string][] = [
      ['How to play', 'How to decrypt'],
      ['Statistics', 'Statistics'],
      ['Settings', 'Settings'],
      ['Sign In', 'Sign in'],
    ];
    for (const [row, [button, dialog]] of buttons.entries()) {
      await page.keyboard.type(words.misses[row].toUpperCase());
      await page.locator('.header-actions').getByRole('button', { name: button, exact: true }).click();
      const opened = page.getByRole('dialog', { name: dialog });
      await opened.getByRole('button', { name: 'Close' }).click();
      await opened.waitFor({ state: 'detached' });
      await page.keyboard.press('Enter');
      await scored(page, row);
      expect(await page.getByRole('dialog').count()).toBe(0);
    }
    // The narrow header's menu too.
    await page.setViewportSize({ width: 360, height: 640 });
    await page.keyboard.type(words.misses[4].toUpperCase());
    await page.getByRole('button', { name: 'More' }).click();
    await page.locator('#site-menu').waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await page.keyboard.press('Enter');
    await scored(page, 4);
    await page.context().close();
  });

  it('keyboard only: Enter opens a button reached with Tab; after Escape, letters and Enter play the row, not the button', async () => {
    const page = await returningPlayer();
    const statistics = page.locator('.header-actions').getByRole('button', { name: 'Statistics', exact: true });
    await statistics.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Statistics' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await statistics.evaluate((button) => button === document.activeElement)).toBe(true);
    for (const row of [0, 1]) {
      await page.keyboard.type(words.misses[row].toUpperCase());
      await page.keyboard.press('Enter');
      await scored(page, row);
      expect(await page.getByRole('dialog').count()).toBe(0);
    }
    await page.context().close();
  });

  it('types a focused on-screen key once with Enter or Space; the focused ENTER key submits once', async () => {
    const page = await returningPlayer();
    const key = (name: string) => page.getByTestId('keyboard').locator(`[data-key="${name}"]`);
    await key('Q').focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press(' ');
    expect(await rowText(page, 0)).toBe('QQ');
    for (let i = 0; i < 2; i++) await page.keyboard.press('Backspace');
    await page.keyboard.type(words.misses[0].toUpperCase());
    await key('ENTER').focus();
    await page.keyboard.press('Enter');
    await scored(page, 0);
    expect(await rowState(page, 1)).toBe('Guess 2 of 6, being typed');
    expect(await rowText(page, 1)).toBe('');
    await page.context().close();
  });

  it('keeps the letters typed while a row flips: they start the next row', async () => {
    const page = await returningPlayer({ reducedMotion: 'no-preference' });
    await page.keyboard.type(words.misses[0].toUpperCase());
    await page.keyboard.press('Enter');
    await page.locator('[data-testid=row-0] .tile.flip').first().waitFor();
    await page.keyboard.type('AB');
    await scored(page, 0);
    expect(await rowText(page, 1)).toBe('AB');
    await page.context().close();
  });

  it('reads each scored row out, then the outcome, in a polite live region', async () => {
    const page = await returningPlayer();
    await guess(page, words.misses[0], 0);
    const tiles = evaluateGuess(words.misses[0], words.answer);
    const expected = `Guess 1: ${tiles.map((t) => `${t.letter.toUpperCase()} ${t.state}`).join(', ')}.`;
    await page.getByTestId('announcer').filter({ hasText: expected }).waitFor();
    expect(await page.getByTestId('announcer').getAttribute('aria-live')).toBe('polite');
    await guess(page, words.answer, 1);
    await page.getByTestId('announcer').filter({ hasText: 'Code decrypted in 2 attempts!' }).waitFor();
    await page.context().close();
  });
});

describeInBrowser('playing the day', () => {
  it("shows the day's challenge in the header and the board, and labels each row and tile", async () => {
    const page = await returningPlayer();
    const header = await page.locator('header.site-header').textContent();
    expect(header).toContain(`${WEEKDAYS[words.day.dayOfWeek]} Challenge`);
    expect(header).toContain(`Today's code: ${words.day.wordLength} characters`);
    expect(await page.getByText(`SEC.LEVEL: ${words.day.wordLength}`).count()).toBe(1);
    expect(await page.locator('[data-testid=row-0] .tile').count()).toBe(words.day.wordLength);
    expect(await rowState(page, 0)).toBe('Guess 1 of 6, being typed');
    expect(await rowState(page, 5)).toBe('Guess 6 of 6, not played yet');
    await page.keyboard.type('ab');
    expect(await page.locator('[data-testid=row-0] .tile').first().getAttribute('aria-label')).toBe('Letter 1: A, not yet checked');
    await page.keyboard.type('1!'); // not letters: ignored
    await page.keyboard.type('x'.repeat(20)); // never more than the code's length
    expect((await rowText(page, 0)).length).toBe(words.day.wordLength);
    await page.context().close();
  });

  it("says 'Not enough letters' and 'Word not in word list', shakes the row, and leaves it editable", async () => {
    const page = await returningPlayer();
    await page.keyboard.type('ab');
    await page.keyboard.press('Enter');
    await noticeShown(page, 'Not enough letters');
    await page.keyboard.type('q'.repeat(words.day.wordLength - 2));
    await page.keyboard.press('Enter');
    await noticeShown(page, 'Word not in word list');
    expect(await rowState(page, 0)).toBe('Guess 1 of 6, being typed');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('z');
    expect(await rowText(page, 0)).toBe(`AB${'Q'.repeat(words.day.wordLength - 3)}Z`);
    await page.context().close();
  });

  it('wins: the winning row bounces, then the result with its grid, shared as text; restored on reload', async () => {
    const page = await returningPlayer({ reducedMotion: 'no-preference', viewport: { width: 375, height: 667 } });
    await guess(page, words.misses[0], 0);
    const missKey = [...words.misses[0]].find((c) => !words.answer.includes(c))!.toUpperCase();
    expect(await page.locator(`.key[data-key=${missKey}]`).getAttribute('data-state')).toBe('absent');
    await page.keyboard.type(words.answer.toUpperCase());
    await page.keyboard.press('Enter');
    await page.locator('[data-testid=row-1].bounce').waitFor();
    const panel = page.getByTestId('result-panel');
    await panel.waitFor();
    expect(await page.locator('.grid-row.bounce').count()).toBe(0); // the result waits for the bounce to end
    await noticeShown(page, 'Magnificent!');
    const text = await panel.textContent();
    expect(text).toContain('DECRYPTION SUCCESSFUL');
    expect(text).toContain('Decrypted in 2 attempts!');
    expect(text).toContain('New encrypted sequence will be deployed at 00:00 hours.');
    // On a phone the result is brought into view, the finished grid with it, and its one primary action is Share.
    await page.waitForFunction(() => {
      const inView = (selector: string) => {
        const box = document.querySelector(selector)!.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      };
      return inView('.board .grid') && inView('.share-primary');
    });
    expect(await panel.locator('.primary-button').allTextContents()).toEqual(['Share']);

    await panel.getByRole('button', { name: 'Share', exact: true }).click(); // no share sheet on a desktop pointer: copied
    await noticeShown(page, 'Copied results to clipboard');
    const grid = (word: string) =>
      evaluateGuess(word, words.answer)
        .map((t) => ({ correct: '🟩', present: '🟨', absent: '⬛' })[t.state as 'correct' | 'present' | 'absent'])
        .join('');
    const shared = [
      `CIPHERWORD (${WEEKDAYS[words.day.dayOfWeek]}) - ${words.day.wordLength} letters`,
      'Solved in 2/6 guesses',
      grid(words.misses[0]),
      grid(words.answer),
      `Play at: ${harness.runtime.url}/`,
    ].join('\n');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shared);
    // The same text from "Copy Link", among the ways folded under Share.
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await (await shareTarget(page, 'Copy Link')).click();
    await page.waitForFunction((text) => navigator.clipboard.readText().then((copied) => copied === text), shared);
    const [popup, request] = await Promise.all([
      page.waitForEvent('popup'),
      page.context().waitForEvent('request', (r) => r.url().startsWith('https://x.com/intent/post')),
      shareTarget(page, 'Share on X').then((button) => button.click()),
    ]);
    expect(new URL(request.url()).searchParams.get('text')).toContain(grid(words.answer));
    await popup.close();

    await page.reload();
    await page.getByTestId('result-panel').waitFor();
    expect(await rowText(page, 1)).toBe(words.answer.toUpperCase());
    await page.context().close();
  });

  it('gives an anonymous player statistics after a game, with the day marked and an invitation to sign in', async () => {
    const page = await returningPlayer();
    await guess(page, words.misses[0], 0);
    await guess(page, words.misses[1], 1);
    await guess(page, words.answer, 2);
    await page.getByTestId('result-panel').getByRole('button', { name: 'Statistics' }).click();
    const dialog = page.getByRole('dialog', { name: 'Statistics' });
    await dialog.getByTestId('stat-played').filter({ hasText: '1' }).waitFor();
    expect(await dialog.getByTestId('stat-win-percent').textContent()).toBe('100');
    expect(await dialog.getByTestId('stat-current').textContent()).toBe('1');
    expect(await dialog.getByRole('listitem', { name: '3 guesses: 1 win, today' }).count()).toBe(1);
    expect(await dialog.textContent()).toContain('Sign in to keep your statistics on every device');
    await page.context().close();
  });

  it('keeps the streak of a week played and a missed day with a freeze: the result says so, the strip shows it frozen', async () => {
    const page = await returningPlayer();
    // Seven days won, to the day before yesterday (a week earns a freeze); yesterday missed.
    // The browser's anonymous id, as its game's load sends it.
    const [load] = await Promise.all([page.waitForRequest((request) => request.url().endsWith('/load-game-state')), page.reload()]);
    const { anonymousId } = load.postDataJSON() as { anonymousId: string };
    const today = words.day.dayNumber;
    const week = Array.from(
      { length: STREAK_FREEZE_EVERY_DAYS },
      (_, i) => localDayFromNumber(today - 1 - STREAK_FREEZE_EVERY_DAYS + i).date,
    );
    const { DynamoDBDocumentClient, UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    const { localClient } = await import('../../local/dynamodb');
    await DynamoDBDocumentClient.from(localClient(harness.runtime.dynamoEndpoint)).send(
      new UpdateCommand({
        TableName: harness.runtime.tableName,
        Key: keys.profile({ kind: 'anonymous', anonymousId }),
        UpdateExpression: 'SET history = :history, dayClocks = :clocks, historyVersion = :version',
        ExpressionAttributeValues: {
          ':history': Object.fromEntries(week.map((date) => [date, 2])),
          ':clocks': Object.fromEntries(week.map((date) => [date, zone.tzOffset])),
          ':version': 1,
        },
      }),
    );
    await page.reload();
    await settled(page);
    await guess(page, words.answer, 0);
    await page.getByTestId('streak-news').filter({ hasText: 'A streak freeze kept your streak over a missed day.' }).waitFor();
    await page.getByTestId('result-panel').getByRole('button', { name: 'Statistics' }).click();
    const dialog = page.getByRole('dialog', { name: 'Statistics' });
    await dialog
      .getByTestId('stat-current')
      .filter({ hasText: String(STREAK_FREEZE_EVERY_DAYS + 1) })
      .waitFor();
    const strip = dialog.getByTestId('streak-days').getByRole('listitem');
    const labels = await strip.evaluateAll((days) => days.slice(-3).map((day) => day.getAttribute('aria-label')!.split(': ')[1]));
    // The day that earned the freeze says so, where it was earned; the frozen day, where it was used.
    expect(labels).toEqual(['won, earned a streak freeze', 'frozen', 'won']);
    expect(await dialog.getByTestId('streak-freezes').textContent()).toContain('0 streak freezes banked');
    // The frozen day started the count again: today is the first of the next seven.
    expect(await dialog.getByTestId('freeze-progress').textContent()).toBe(
      `1 of ${STREAK_FREEZE_EVERY_DAYS} days in a row toward your next streak freeze.`,
    );
    // On the smallest phone, in both themes: the strip's 30 days inside the dialog, no sideways scrolling.
    await page.setViewportSize({ width: 320, height: 568 });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await nextFrames(page);
      const fit = await dialog.evaluate((open) => {
        const box = open.getBoundingClientRect();
        const days = [...open.querySelectorAll('.streak-day')].map((day) => day.getBoundingClientRect());
        return {
          days: days.length,
          outside: days.filter((day) => day.left < box.left || day.right > box.right).length,
          overflowX: document.documentElement.scrollWidth - window.innerWidth,
          smallest: Math.min(...days.map((day) => day.width)),
        };
      });
      expect({ scheme, ...fit }).toEqual({ scheme, days: 30, outside: 0, overflowX: 0, smallest: fit.smallest });
      expect(fit.smallest).toBeGreaterThanOrEqual(20); // a sign in each is still legible
      // The picture shows the strip itself (the dialog scrolls on the smallest phone).
      await dialog.getByTestId('freeze-progress').scrollIntoViewIfNeeded();
      await photograph(page, `statistics-streak-320-${scheme}.png`);
    }
    await page.context().close();
  });

  it('loses after six misses: the result names the code', async () => {
    const page = await returningPlayer();
    for (let row = 0; row < 6; row++) await guess(page, words.misses[row], row);
    const panel = page.getByTestId('result-panel');
    await panel.waitFor();
    expect(await panel.textContent()).toContain('Decryption Protocol Failed');
    expect(await panel.textContent()).toContain(words.answer.toUpperCase());
    await noticeShown(page, 'Better luck tomorrow!');
    await page
      .getByTestId('announcer')
      .filter({ hasText: `It was ${words.answer.toUpperCase()}` })
      .waitFor();
    await page.context().close();
  });

  it('never has the answer in the page or its storage while playing', async () => {
    const page = await returningPlayer();
    await guess(page, words.misses[0], 0);
    // Looked for only where letters can appear: the board's rows (revealed letters show in their tiles), the stored state's letters.
    const spelled = await page.evaluate(() =>
      [...document.querySelectorAll('[data-testid^=row-]')].map((part) =>
        [...part.querySelectorAll('.tile')].map((tile) => tile.textContent?.trim() ?? '').join(''),
      ),
    );
    expect(spelled.map((letters) => letters.toLowerCase())).not.toContain(words.answer);
    const storage = await page.evaluate(() =>
      Object.fromEntries(
        Object.entries(localStorage as Record<string, string>).map(([key, value]) => {
          try {
            return [key, JSON.parse(value) as unknown];
          } catch {
            return [key, value];
          }
        }),
      ),
    );
    expect(fieldsCarrying(storage, words.answer)).toEqual([]);
    await page.context().close();
  });
});

describeInBrowser('hard mode', () => {
  it('is chosen in Settings, and a guess that drops a green letter is refused by the server with its rule', async () => {
    const { opening, green } = openingWithGreen(words.day.wordLength, words.answer);
    const breaking = missWithout(words.day.wordLength, words.answer, green, [opening]);

    const page = await returningPlayer();
    await page.getByRole('button', { name: 'Settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    await settings.getByRole('checkbox', { name: /Hard mode/ }).check();
    await settings.getByRole('button', { name: 'Close' }).click();
    await guess(page, opening, 0);
    await page.getByText('HARD MODE', { exact: true }).waitFor();
    await page.keyboard.type(breaking.toUpperCase());
    await page.keyboard.press('Enter');
    const ordinal = ['1st', '2nd', '3rd'][green] ?? `${green + 1}th`;
    await noticeShown(page, `Hard mode: ${ordinal} letter must be ${words.answer[green].toUpperCase()}`);
    expect(await rowState(page, 1)).toBe('Guess 2 of 6, being typed');
    expect(await rowText(page, 1)).toBe(breaking.toUpperCase());
    await page.context().close();
  });
});

describeInBrowser('settings', () => {
  it('keeps the chosen theme and high contrast on the device, and follows the system until a theme is chosen', async () => {
    const context = await asReturningPlayer(await harness.newContext({ colorScheme: 'dark', timezoneId: zone.timezoneId }));
    const page = await openGame(context);
    const look = () => page.evaluate(() => ['dark', 'hc'].filter((c) => document.documentElement.classList.contains(c)));
    expect(await look()).toEqual(['dark']); // the system's
    await page.getByRole('button', { name: 'Settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    await settings.getByRole('radio', { name: 'Light' }).check();
    await settings.getByRole('checkbox', { name: /High-contrast colours/ }).check();
    expect(await look()).toEqual(['hc']);
    await page.reload();
    await settled(page);
    expect(await look()).toEqual(['hc']);
    await context.close();
  });
});
