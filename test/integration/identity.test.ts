/**
 * Identity comes only from a verified token. The handlers verify with aws-jwt-verify against a
 * real RS256 key set served on loopback (Cognito itself cannot run here).
 */
import type { LoadGameStateResponse } from '../../lambdas/contracts/load-game-state';
import type { LocalRuntime } from '../../local/runtime';
import { call, newAnonymousId, noonTzOffset } from '../support/runtime';
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
