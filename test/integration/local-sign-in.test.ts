/**
 * The local Cognito + Google stand-in, spoken to as Amplify speaks to it (over HTTPS, trusting its
 * self-signed certificate), and its tokens accepted by the handlers' real verification.
 */
import { randomBytes } from 'node:crypto';
import type { LocalRuntime } from '../../local/runtime';
import { call } from '../support/runtime';
import { startRuntime } from '../support/runtime';
import { hostedUi } from '../support/hosted-ui';

let runtime: LocalRuntime;
beforeAll(async () => {
  runtime = await startRuntime();
});
afterAll(() => runtime?.stop());

const { https, form, userPool, claims, redirectUri, clientId, authorize, signIn } = hostedUi(() => runtime);

describe('the hosted-UI stand-in', () => {
  it('shows the test-user page only for the app client, its callback URL and PKCE', async () => {
    const query = (params: Record<string, string>) =>
      `/oauth2/authorize?${new URLSearchParams({
        client_id: clientId(),
        response_type: 'code',
        redirect_uri: redirectUri(),
        code_challenge: 'abc',
        code_challenge_method: 'S256',
        identity_provider: 'Google',
        ...params,
      })}`;
    const page = await https(query({}));
    expect(page.status).toBe(200);
    expect(page.body).toContain('Continue as test user');
    expect((await https(query({ redirect_uri: 'https://evil.example/' }))).status).toBe(400);
    expect((await https(query({ client_id: 'other' }))).status).toBe(400);
    expect((await https(query({ code_challenge_method: 'plain' }))).status).toBe(400);
  });

  it('redirects back with a code and the state', async () => {
    const reply = await authorize('ada@example.com', 'v'.repeat(43));
    expect(reply.status).toBe(302);
    const location = new URL(String(reply.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(redirectUri());
    expect(location.searchParams.get('state')).toBe('xyz');
    expect(location.searchParams.get('code')).toBeTruthy();
  });

  it('exchanges a code once, and only with the right PKCE verifier', async () => {
    const verifier = randomBytes(32).toString('base64url');
    const code = new URL(String((await authorize('bob@example.com', verifier)).headers.location)).searchParams.get('code') as string;
    const exchange = (v: string) =>
      https(
        '/oauth2/token',
        form({ grant_type: 'authorization_code', client_id: clientId(), code, redirect_uri: redirectUri(), code_verifier: v }),
      );
    expect((await exchange('wrong-verifier')).status).toBe(400);
    // The failed attempt used the code up, as an authorization code is single-use.
    expect((await exchange(verifier)).status).toBe(400);
  });

  it('issues Cognito-shaped tokens for a Google user, the same user for the same e-mail', async () => {
    const tokens = await signIn('Carol@Example.com');
    const access = claims(tokens.access_token);
    const id = claims(tokens.id_token);
    expect(access).toMatchObject({ token_use: 'access', client_id: clientId(), iss: runtime.identity.issuer });
    expect(typeof access.exp).toBe('number');
    expect(id).toMatchObject({
      token_use: 'id',
      aud: clientId(),
      email: 'carol@example.com',
      name: 'Ada',
      picture: 'https://example.com/ada.png',
    });
    expect(id['cognito:username']).toMatch(/^google_\d{21}$/);
    expect((id.identities as { providerName: string }[])[0].providerName).toBe('Google');
    expect(tokens.expires_in).toBe(3600);
    expect(claims((await signIn('carol@example.com')).access_token).sub).toBe(access.sub);
  });

  it('signs out through /logout back to an allowed URL only', async () => {
    const ok = await https(`/logout?client_id=${clientId()}&logout_uri=${encodeURIComponent(redirectUri())}`);
    expect(ok.status).toBe(302);
    expect(ok.headers.location).toBe(redirectUri());
    expect((await https(`/logout?client_id=${clientId()}&logout_uri=${encodeURIComponent('https://evil.example/')}`)).status).toBe(400);
  });
});

describe('the user-pool API Amplify calls', () => {
  it('refreshes tokens until the refresh token is revoked', async () => {
    const tokens = await signIn('dan@example.com');
    const refreshed = await userPool('GetTokensFromRefreshToken', { ClientId: clientId(), RefreshToken: tokens.refresh_token });
    expect(refreshed.status).toBe(200);
    const result = (JSON.parse(refreshed.body) as { AuthenticationResult: { AccessToken: string } }).AuthenticationResult;
    expect(claims(result.AccessToken).sub).toBe(claims(tokens.access_token).sub);

    expect((await userPool('RevokeToken', { ClientId: clientId(), Token: tokens.refresh_token })).status).toBe(200);
    const refused = await userPool('GetTokensFromRefreshToken', { ClientId: clientId(), RefreshToken: tokens.refresh_token });
    expect(refused.status).toBe(400);
    expect((JSON.parse(refused.body) as { __type: string }).__type).toBe('NotAuthorizedException');
  });

  it('answers GetUser for a valid access token only', async () => {
    const tokens = await signIn('erin@example.com');
    expect((await userPool('GetUser', { AccessToken: tokens.access_token })).status).toBe(200);
    expect((await userPool('GetUser', { AccessToken: `${tokens.access_token}x` })).status).toBe(400);
  });
});

describe("the handlers' verification", () => {
  it("accepts the stand-in's access tokens and refuses its ID tokens", async () => {
    const tokens = await signIn('fay@example.com');
    const credits = await call<{ balance: number }>(runtime, 'get-credits', { token: tokens.access_token });
    expect(credits).toEqual({ status: 200, body: { balance: 5 } });
    expect((await call(runtime, 'get-credits', { token: tokens.id_token })).status).toBe(401);
  });
});
