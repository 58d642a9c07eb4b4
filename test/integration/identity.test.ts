/**
 * Identity comes only from a verified token. The handlers verify with aws-jwt-verify against a
 * real RS256 key set served on loopback (Cognito itself cannot run here).
 */
import { randomUUID } from 'node:crypto';
import { DELETE_ACCOUNT_CONFIRMATION } from '../../lambdas/contracts/constants';
import type { LeagueResponse } from '../../lambdas/contracts/leagues';
import type { LoadGameStateResponse } from '../../lambdas/contracts/load-game-state';
import { earliestLiveDay, localDayFromNumber, type LocalDay } from '../../lambdas/domain/calendar';
import { DEFAULT_CREDIT_PACKAGES } from '../../lambdas/domain/rules';
import { ACCOUNT_DELETED } from '../../lambdas/errors';
import { routes, type Route } from '../../lambdas/routes';
import { wordList } from '../../lambdas/words/word-lists';
import type { LocalRuntime } from '../../local/runtime';
import { pushSubscription } from '../support/push';
import { itemText, scanTable } from '../support/races';
import { call, newAnonymousId, noonTzOffset, todayAt } from '../support/runtime';
import { startRuntimeWithIssuer, type TestIssuer } from '../support/tokens';

let runtime: LocalRuntime;
let issuer: TestIssuer;
const tzOffset = noonTzOffset();

let stop: () => Promise<void>;
beforeAll(async () => {
  ({ runtime, issuer, stop } = await startRuntimeWithIssuer());
});
afterAll(() => stop?.());

const load = (token: string | undefined, body: Record<string, unknown> = {}) =>
  call<LoadGameStateResponse & { error?: string }>(runtime, 'load-game-state', { token, body: { tzOffset, anonymousId: null, ...body } });

describe('a signed-in caller', () => {
  it('is identified by the token subject alone', async () => {
    const sub = 'user-a';
    expect((await load(issuer.token({ sub }), { userId: sub })).status).toBe(200);
    expect((await load(issuer.token({ sub }))).status).toBe(200);
  });

  it('cannot name another user in the body', async () => {
    const { status, body } = await load(issuer.token({ sub: 'user-a' }), { userId: 'user-b' });
    expect(status).toBe(403);
    expect(body.error).toBe('userId does not match the signed-in user');
  });

  it('keeps a game of its own, apart from anonymous games', async () => {
    const token = issuer.token({ sub: 'user-c' });
    const { body: day } = await call(runtime, 'get-word-length', { query: { tzOffset } });
    const { wordList } = await import('../../lambdas/words/word-lists');
    const word = wordList(day.wordLength as number).answers[0];
    const guess = await call(runtime, 'submit-guess', {
      token,
      body: { guess: word, wordLength: day.wordLength, tzOffset, row: 0, userId: 'user-c' },
    });
    expect(guess.status).toBe(200);
    expect((await load(token)).body.data.guesses_used).toBe(1);
    expect((await load(issuer.token({ sub: 'user-d' }))).body.data.guesses_used).toBe(0);
  });
});

describe('a token that is not good is a 401, and nothing is read or written', () => {
  const past = () => Math.floor(Date.now() / 1000) - 60;
  it.each([
    ['signed by another key', () => issuer.token({}, { key: issuer.otherKey })],
    ['from another issuer', () => issuer.token({ iss: 'https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_Other' })],
    ['for another app client', () => issuer.token({ client_id: 'another-client' })],
    ['an ID token instead of an access token', () => issuer.token({ token_use: 'id' })],
    ['expired', () => issuer.token({ exp: past(), iat: past() - 3600 })],
    ['with no expiry', () => issuer.token({ exp: undefined })],
    ['tampered', () => issuer.token({ sub: 'user-a' }).replace(/\.(\w)/, '.X')],
    ['not a JWT', () => 'not-a-token'],
  ])('%s', async (_, token) => {
    const { status, body } = await load(token(), { anonymousId: newAnonymousId() });
    expect(status).toBe(401);
    expect(body.error).toMatch(/sign in again/);
  });

  it('a malformed Authorization header', async () => {
    const response = await fetch(`${runtime.url}/functions/v1/load-game-state`, {
      method: 'POST',
      headers: { authorization: 'Basic abc' },
      body: JSON.stringify({ tzOffset, anonymousId: newAnonymousId() }),
    });
    expect(response.status).toBe(401);
  });
});

describe("a deleted account's token (another device's, still within its hour) opens nothing", () => {
  /** The routes that name their caller: typed by name, so a new one does not compile until its call is here. */
  type IdentifiedRoute = Exclude<(typeof routes)[number], { auth: 'none' }>['name'];
  const yesterday = localDayFromNumber(earliestLiveDay(new Date()).dayNumber - 1);
  const callsOf = (day: LocalDay, word: string, leagueId: string, inviteCode: string) =>
    ({
      'submit-guess': { body: { guess: word, wordLength: day.wordLength, tzOffset, row: 0 } },
      'get-credits': {},
      'use-helper': { body: { tzOffset, helperType: 'revealRandomLetter' } },
      'create-payment-intent': { body: { packageId: DEFAULT_CREDIT_PACKAGES[0].id, checkoutId: randomUUID() } },
      'load-game-state': { body: { tzOffset, anonymousId: null } },
      'get-archive': { query: { tzOffset } },
      'open-archive-day': { body: { date: yesterday.date, tzOffset } },
      'submit-archive-guess': {
        body: {
          date: yesterday.date,
          tzOffset,
          guess: wordList(yesterday.wordLength).answers[0],
          wordLength: yesterday.wordLength,
          row: 0,
        },
      },
      'game-report': { body: { tzOffset } },
      'flag-word': { body: { tzOffset } },
      'create-league': { body: { name: 'After' } },
      'join-league': { body: { inviteCode } },
      'list-leagues': { query: { tzOffset } },
      'get-league': { body: { tzOffset, leagueId } },
      'update-league': { body: { leagueId, action: 'rename', name: 'Renamed' } },
      'leave-league': { body: { leagueId } },
      'set-display-name': { body: { displayName: 'Ada' } },
      'set-reminder': { body: { subscription: pushSubscription(), time: '20:00', timeZone: 'Europe/Madrid' } },
      'delete-reminder': { body: {} },
      'export-my-data': {},
      'delete-account': { body: { confirm: DELETE_ACCOUNT_CONFIRMATION } },
    }) satisfies Record<IdentifiedRoute, Parameters<typeof call>[2]>;

  it('every route that names its caller answers 401 "deleted", reads and writes nothing; deleting again answers as deleted', async () => {
    const sub = `deleted-${randomUUID()}`;
    const token = issuer.token({ sub });
    const day = todayAt(tzOffset);
    const word = wordList(day.wordLength).answers[0];
    // An account with data (a profile, a game, a league it owns), and a league of someone else's.
    expect(
      (await call(runtime, 'submit-guess', { token, body: { guess: word, wordLength: day.wordLength, tzOffset, row: 0 } })).status,
    ).toBe(200);
    const own = (await call<LeagueResponse>(runtime, 'create-league', { token, body: { name: 'Mine' } })).body.league;
    const other = (
      await call<LeagueResponse>(runtime, 'create-league', {
        token: issuer.token({ sub: `other-${randomUUID()}` }),
        body: { name: 'Theirs' },
      })
    ).body.league;
    expect((await call(runtime, 'delete-account', { token, body: { confirm: DELETE_ACCOUNT_CONFIRMATION } })).status).toBe(200);

    const calls = callsOf(day, word, own.id, other.inviteCode);
    const answers = [];
    for (const name of Object.keys(calls) as IdentifiedRoute[]) {
      const { status, body } = await call(runtime, name, { token, ...calls[name] });
      answers.push({ name, status, body });
    }
    const refusal = { status: 401, body: { error: ACCOUNT_DELETED, reason: 'account-deleted' } };
    expect(answers).toEqual(
      (routes as readonly Route[])
        .filter((route) => route.auth !== 'none')
        .map(({ name, deletesUsers }) => ({
          name,
          ...(deletesUsers ? { status: 200, body: { deleted: true, creditsForfeited: 0, openDisputes: 0 } } : refusal),
        })),
    );
    // Nothing of the account was made again.
    expect((await scanTable()).map(itemText).filter((item) => item.includes(sub))).toEqual([]);
  });

  it("refuses no other account's token, and no anonymous player", async () => {
    const day = todayAt(tzOffset);
    const word = wordList(day.wordLength).answers[0];
    const gone = `deleted-${randomUUID()}`;
    const token = issuer.token({ sub: gone });
    expect((await call(runtime, 'get-credits', { token })).status).toBe(200);
    expect((await call(runtime, 'delete-account', { token, body: { confirm: DELETE_ACCOUNT_CONFIRMATION } })).status).toBe(200);
    expect((await call(runtime, 'get-credits', { token: issuer.token({ sub: `kept-${randomUUID()}` }) })).status).toBe(200);
    const anonymous = { guess: word, wordLength: day.wordLength, tzOffset, row: 0, anonymousId: newAnonymousId() };
    expect((await call(runtime, 'submit-guess', { body: anonymous })).status).toBe(200);
  });
});
