/**
 * The synthetic player (lib/canary/synthetic-player.ts), the very script CloudWatch Synthetics runs
 * against the stage every five minutes, run here in real Chromium against `npm start`: it plays a
 * guess as a first-time visitor and reads the API's answer, then follows Sign In to the identity
 * provider's page; and it fails, naming the call or the client, when the game cannot be played or
 * signed in to. Google cannot be reached here: where a test needs its answers, they are stood in
 * for by routes in the browser, as its OAuth endpoint gives them.
 */
import { CANARY_WORDS, followSignIn, playOnce } from '../../lib/canary/synthetic-player';
import { canaryRun } from '../../lib/canary/handler';
import { CANARY_SIGN_IN_METRIC, METRICS_NAMESPACE } from '../../lambdas/telemetry/metrics';
import { MAX_WORD_LENGTH, MIN_WORD_LENGTH } from '../../lambdas/domain/rules';
import { wordList } from '../../lambdas/words/word-lists';
import { describeInBrowser } from '../support/browser';
import type { BrowserContext } from 'playwright-core';
import { browserTestFile } from '../support/browser-test-file';

// The full browser, as CloudWatch Synthetics runs the canary (a full headless Chromium): the headless
// shell does not let a route answer for the host a stood-in redirect sends it to (Google's).
const { harness, zone } = browserTestFile({ fullBrowser: true });

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

  it("follows Sign In to the identity provider's page, asking for the stage's client", async () => {
    const context = await harness.newContext({ timezoneId: zone.timezoneId });
    const page = await context.newPage();
    await playOnce(page, harness.runtime.url);
    const outcome = await followSignIn(page, { clientId: harness.runtime.identity.clientId });
    expect(outcome).toEqual({ hosts: [new URL(harness.runtime.identity.origin).host], status: 200 });
    await context.close();
  });

  describe('a run, as CloudWatch Synthetics starts it (canaryRun)', () => {
    /** The run's log lines, and its sign-in metric's records (CloudWatch's embedded metric format) among them. */
    const runOn = async (routes: (context: BrowserContext) => Promise<unknown>) => {
      const context = await harness.newContext({ timezoneId: zone.timezoneId });
      await routes(context);
      const lines: string[] = [];
      const run = canaryRun(await context.newPage(), harness.runtime.url, { clientId: harness.runtime.identity.clientId }, (line) =>
        lines.push(line),
      );
      return { run, lines, context };
    };
    const signInRecords = (lines: string[]) =>
      lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((record) => CANARY_SIGN_IN_METRIC.name in record);

    it('passes, recording a passed sign-in check (0), when the game plays and sign-in reaches the identity provider', async () => {
      const { run, lines, context } = await runOn(() => Promise.resolve());
      await run;
      const [record] = signInRecords(lines);
      expect(record).toMatchObject({ [CANARY_SIGN_IN_METRIC.name]: 0, service: CANARY_SIGN_IN_METRIC.service });
      expect(JSON.stringify(record._aws)).toContain(`"Namespace":"${METRICS_NAMESPACE}"`);
      await context.close();
    });

    it('still passes when only sign-in fails (the provider refuses): the failure is the metric (1) a ticket reads', async () => {
      const { run, lines, context } = await runOn((c) =>
        c.route('**/oauth2/authorize?**', (route) => route.fulfill({ status: 400, body: 'redirect_mismatch' })),
      );
      await run;
      const records = signInRecords(lines);
      expect(records.map((record) => record[CANARY_SIGN_IN_METRIC.name])).toEqual([1]);
      expect(String(records[0].reason)).toContain('refused sign-in: 400');
      await context.close();
    });

    it('fails when players cannot play, before any sign-in check', async () => {
      const { run, lines, context } = await runOn((c) =>
        c.route('**/functions/v1/submit-guess', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{}' })),
      );
      await expect(run).rejects.toThrow('submit-guess answered 503');
      expect(signInRecords(lines)).toEqual([]);
      await context.close();
    });
  });

  /** A first-time visitor who has played once, in a browser of its own (a sign-in left half-way is resumed on the next load). */
  async function playedOnce(routes: (context: BrowserContext) => Promise<unknown> = () => Promise.resolve()) {
    const context = await harness.newContext({ timezoneId: zone.timezoneId });
    await routes(context);
    const page = await context.newPage();
    await playOnce(page, harness.runtime.url);
    return { context, page };
  }

  it('fails when sign-in asks for another client than the stage’s, or the identity provider refuses it', async () => {
    const other = await playedOnce();
    await expect(followSignIn(other.page, { clientId: 'another-client' })).rejects.toThrow(
      `sign-in asked the hosted UI for client ${harness.runtime.identity.clientId}, not the stage's another-client`,
    );
    await other.context.close();
    const refused = await playedOnce((context) =>
      context.route('**/oauth2/authorize?**', (route) => route.fulfill({ status: 400, body: 'redirect_mismatch' })),
    );
    await expect(followSignIn(refused.page, { clientId: harness.runtime.identity.clientId })).rejects.toThrow(
      `the identity provider refused sign-in: 400 at ${harness.runtime.identity.origin}/oauth2/authorize`,
    );
    await refused.context.close();
    // No answer at all (DNS, TLS, a reset): named when no page lands in time, not left to the run's own timeout.
    const unreachable = await playedOnce((context) => context.route('**/oauth2/authorize?**', (route) => route.abort('connectionrefused')));
    await expect(followSignIn(unreachable.page, { clientId: harness.runtime.identity.clientId }, { landsWithinMs: 5_000 })).rejects.toThrow(
      `sign-in could not load ${harness.runtime.identity.origin}: net::ERR_CONNECTION_REFUSED`,
    );
    await unreachable.context.close();
  });

  it('checks, in AWS, the Google client the hosted UI hands over to, and what Google answers', async () => {
    // The hosted UI's redirect to Google, and Google's answers, as they come (stood in for: no Google here).
    const viaGoogle = (google: { status: number; body: string }) => async (context: BrowserContext) => {
      await context.route('**/oauth2/authorize?**', (route) =>
        route.fulfill({ status: 302, headers: { location: 'https://accounts.google.com/o/oauth2/v2/auth?client_id=google-123' } }),
      );
      await context.route('https://accounts.google.com/**', (route) => route.fulfill({ contentType: 'text/html', ...google }));
    };
    const expected = { clientId: harness.runtime.identity.clientId, googleClientId: 'google-123' };
    const mismatch = await playedOnce(viaGoogle({ status: 400, body: 'Error 400: redirect_uri_mismatch' }));
    await expect(followSignIn(mismatch.page, expected)).rejects.toThrow(
      'the identity provider refused sign-in: 400 at https://accounts.google.com/o/oauth2/v2/auth',
    );
    await mismatch.context.close();
    const wrongClient = await playedOnce(viaGoogle({ status: 200, body: 'Sign in with Google' }));
    await expect(followSignIn(wrongClient.page, { ...expected, googleClientId: 'google-456' })).rejects.toThrow(
      'the hosted UI sent Google client google-123, not google-456',
    );
    await wrongClient.context.close();
    const fine = await playedOnce(viaGoogle({ status: 200, body: 'Sign in with Google' }));
    expect(await followSignIn(fine.page, expected)).toEqual({
      hosts: [new URL(harness.runtime.identity.origin).host, 'accounts.google.com'],
      status: 200,
    });
    await fine.context.close();
  });
});
