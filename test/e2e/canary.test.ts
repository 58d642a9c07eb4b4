/**
 * The synthetic player (lib/canary/synthetic-player.ts), the very script CloudWatch Synthetics runs
 * against the stage every five minutes, run here in real Chromium against `npm start`: it plays a
 * guess as a first-time visitor and reads the API's answer; and it fails, naming the call, when the
 * game cannot be played.
 */
import { CANARY_WORDS, playOnce } from '../../lib/canary/synthetic-player';
import { MAX_WORD_LENGTH, MIN_WORD_LENGTH } from '../../lambdas/domain/rules';
import { wordList } from '../../lambdas/words/word-lists';
import { describeInBrowser } from '../support/browser';
import { browserTestFile } from '../support/browser-test-file';

const { harness, zone } = browserTestFile();

describe('the canary’s words', () => {
  it('has a valid guess for every length a code can have', () => {
    for (let length = MIN_WORD_LENGTH; length <= MAX_WORD_LENGTH; length++) {
      const word = CANARY_WORDS[length];
      expect([length, word?.length]).toEqual([length, length]);
      expect([word, wordList(length).isValid(word)]).toEqual([word, true]);
    }
  });
});

describeInBrowser('the synthetic player', () => {
  it("plays today's code as a first-time visitor: the site, the welcome, one guess scored by the API and shown", async () => {
    const context = await harness.newContext({ viewport: { width: 375, height: 667 }, timezoneId: zone.timezoneId });
    const page = await context.newPage();
    const outcome = await playOnce(page, harness.runtime.url);
    expect(outcome.word).toBe(CANARY_WORDS[outcome.wordLength]);
    expect(outcome.states).toHaveLength(outcome.wordLength);
    expect(outcome.rowLabel).toMatch(/, played$/);
    // It declined the cookie choice on the way: a robot is no one to show ads to.
    expect(await page.evaluate(() => document.cookie + JSON.stringify({ ...localStorage }))).toContain('declined');
    await context.close();
  });

  it('fails, naming the call and its status, when the game cannot score a guess', async () => {
    const context = await harness.newContext({ timezoneId: zone.timezoneId });
    await context.route('**/functions/v1/submit-guess', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"unavailable"}' }),
    );
    const page = await context.newPage();
    await expect(playOnce(page, harness.runtime.url)).rejects.toThrow('submit-guess answered 503: {"error":"unavailable"}');
    await context.close();
  });

  it('fails when the site itself does not answer', async () => {
    const context = await harness.newContext({ timezoneId: zone.timezoneId });
    await context.route(`${harness.runtime.url}/`, (route) => route.fulfill({ status: 403, body: 'AccessDenied' }));
    const page = await context.newPage();
    await expect(playOnce(page, harness.runtime.url)).rejects.toThrow(`the site answered 403 at ${harness.runtime.url}`);
    await context.close();
  });
});
