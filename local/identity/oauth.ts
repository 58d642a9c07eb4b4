/**
 * The hosted UI's OAuth endpoints, as Amplify uses them: authorize (code + PKCE S256, through the
 * test-user page), token (authorization_code and refresh_token grants, single-use codes), logout.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readText, sendJson } from '../http';
import { authorizePage } from './pages';
import { LOCAL_CLIENT_ID, type TestUser, type TokenIssuer } from './tokens';

const CODE_TTL_MS = 5 * 60_000;

interface PendingCode {
  user: TestUser;
  redirectUri: string;
  codeChallenge: string;
  expiresAt: number;
}

export interface OAuthContext {
  tokens: TokenIssuer;
  /** Only these URLs may receive codes or sign-out redirects, as a Cognito app client's callback list. */
  redirectAllowed: (url: string) => boolean;
  count: (name: string) => void;
  log: (line: string) => void;
}

const redirect = (res: ServerResponse, location: string) => {
  res.writeHead(302, { location });
  res.end();
};

/** Answers the OAuth paths; false when the request is not one of them. */
export function oauthEndpoints(ctx: OAuthContext) {
  const codes = new Map<string, PendingCode>();
  const invalid = (res: ServerResponse, description: string) =>
    sendJson(res, 400, { error: 'invalid_request', error_description: description });

  function authorizeForm(res: ServerResponse, p: URLSearchParams): void {
    const problem =
      p.get('client_id') !== LOCAL_CLIENT_ID
        ? 'unknown client_id'
        : p.get('response_type') !== 'code'
          ? 'response_type must be code'
          : !ctx.redirectAllowed(p.get('redirect_uri') ?? '')
            ? 'redirect_uri is not an allowed callback URL'
            : p.get('code_challenge_method') !== 'S256' || !p.get('code_challenge')
              ? 'PKCE (S256) is required'
              : undefined;
    if (problem) return invalid(res, problem);
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(authorizePage(p));
  }

  async function authorize(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const form = new URLSearchParams(await readText(req));
    const redirectUri = form.get('redirect_uri') ?? '';
    const email = (form.get('email') ?? '').trim();
    if (form.get('client_id') !== LOCAL_CLIENT_ID || !ctx.redirectAllowed(redirectUri) || !email.includes('@')) {
      return invalid(res, 'client_id, redirect_uri and an e-mail are required');
    }
    const code = randomBytes(24).toString('base64url');
    const user = ctx.tokens.userFor(email, (form.get('name') ?? '').trim() || email, (form.get('picture') ?? '').trim());
    codes.set(code, { user, redirectUri, codeChallenge: form.get('code_challenge') ?? '', expiresAt: Date.now() + CODE_TTL_MS });
    const target = new URL(redirectUri);
    target.searchParams.set('code', code);
    const state = form.get('state');
    if (state) target.searchParams.set('state', state);
    ctx.log(`identity: ${user.email} signed in (sub ${user.sub})`);
    redirect(res, target.toString());
  }

  async function token(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const form = new URLSearchParams(await readText(req));
    const grant = form.get('grant_type');
    ctx.count(`token:${grant}`);
    if (form.get('client_id') !== LOCAL_CLIENT_ID) return sendJson(res, 400, { error: 'invalid_client' });
    if (grant === 'authorization_code') {
      const code = form.get('code') ?? '';
      const pending = codes.get(code);
      codes.delete(code); // one use only
      const challenge = createHash('sha256')
        .update(form.get('code_verifier') ?? '')
        .digest('base64url');
      if (
        !pending ||
        pending.expiresAt < Date.now() ||
        pending.redirectUri !== form.get('redirect_uri') ||
        challenge !== pending.codeChallenge
      ) {
        return sendJson(res, 400, { error: 'invalid_grant' });
      }
      const t = ctx.tokens.tokensFor(pending.user, randomUUID(), true);
      return sendJson(res, 200, {
        access_token: t.accessToken,
        id_token: t.idToken,
        refresh_token: t.refreshToken,
        expires_in: t.expiresIn,
        token_type: 'Bearer',
      });
    }
    if (grant === 'refresh_token') {
      const session = ctx.tokens.sessionOf(form.get('refresh_token'));
      if (!session) return sendJson(res, 400, { error: 'invalid_grant' });
      const t = ctx.tokens.tokensFor(session.user, session.originJti, false);
      return sendJson(res, 200, { access_token: t.accessToken, id_token: t.idToken, expires_in: t.expiresIn, token_type: 'Bearer' });
    }
    sendJson(res, 400, { error: 'unsupported_grant_type' });
  }

  function logout(res: ServerResponse, p: URLSearchParams): void {
    const target = p.get('logout_uri') ?? '';
    if (p.get('client_id') !== LOCAL_CLIENT_ID || !ctx.redirectAllowed(target))
      return invalid(res, 'logout_uri is not an allowed sign-out URL');
    redirect(res, target);
  }

  return async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> => {
    const route = `${req.method} ${url.pathname}`;
    if (route === 'GET /oauth2/authorize') authorizeForm(res, url.searchParams);
    else if (route === 'POST /oauth2/authorize') await authorize(req, res);
    else if (route === 'POST /oauth2/token') await token(req, res);
    else if (route === 'GET /logout') logout(res, url.searchParams);
    else return false;
    return true;
  };
}
