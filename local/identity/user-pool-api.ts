/**
 * The user-pool JSON API (application/x-amz-json-1.1) Amplify calls through `userPoolEndpoint`:
 * GetTokensFromRefreshToken, InitiateAuth (REFRESH_TOKEN_AUTH), RevokeToken and GetUser, answered
 * as Cognito answers them; and the two admin calls delete-account makes with its IAM role in AWS
 * (ListUsers by sub, AdminDeleteUser), for the local runtime's handlers.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readText, sendJson } from '../http';
import { LOCAL_CLIENT_ID, LOCAL_USER_POOL_ID, type TokenIssuer } from './tokens';

export function userPoolApi(tokens: TokenIssuer, count: (name: string) => void) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const target = String(req.headers['x-amz-target']).replace('AWSCognitoIdentityProviderService.', '');
    count(target);
    const headers = { 'content-type': 'application/x-amz-json-1.1' };
    const fail = (type: string, message: string) => sendJson(res, 400, { __type: type, message }, { ...headers, 'x-amzn-errortype': type });
    const ok = (body: unknown) => sendJson(res, 200, body, headers);
    let input: Record<string, unknown>;
    try {
      input = JSON.parse(await readText(req)) as Record<string, unknown>;
    } catch {
      return fail('InvalidParameterException', 'Body must be JSON');
    }
    if (target === 'GetUser') {
      const claims = typeof input.AccessToken === 'string' ? tokens.read(input.AccessToken) : undefined;
      if (!claims || claims.token_use !== 'access' || Number(claims.exp) * 1000 < Date.now())
        return fail('NotAuthorizedException', 'Invalid Access Token');
      return ok({ Username: claims.username, UserAttributes: [{ Name: 'sub', Value: claims.sub }] });
    }
    if (target === 'ListUsers' || target === 'AdminDeleteUser') {
      if (input.UserPoolId !== LOCAL_USER_POOL_ID) return fail('ResourceNotFoundException', 'User pool does not exist.');
      if (target === 'AdminDeleteUser') {
        if (!tokens.deleteUser(String(input.Username))) return fail('UserNotFoundException', 'User does not exist.');
        return ok({});
      }
      // The one filter delete-account uses: sub = "<sub>".
      const sub = typeof input.Filter === 'string' ? /^sub\s*=\s*"([^"]+)"$/.exec(input.Filter)?.[1] : undefined;
      const found = [...tokens.users].filter(([, user]) => sub === undefined || user.sub === sub);
      return ok({
        Users: found.map(([username, user]) => ({
          Username: username,
          Attributes: [
            { Name: 'sub', Value: user.sub },
            { Name: 'email', Value: user.email },
          ],
          Enabled: true,
          UserStatus: 'EXTERNAL_PROVIDER',
        })),
      });
    }
    if (input.ClientId !== LOCAL_CLIENT_ID) return fail('ResourceNotFoundException', 'User pool client does not exist.');
    if (target === 'GetTokensFromRefreshToken' || (target === 'InitiateAuth' && input.AuthFlow === 'REFRESH_TOKEN_AUTH')) {
      const refresh =
        target === 'InitiateAuth' ? (input.AuthParameters as Record<string, unknown> | undefined)?.REFRESH_TOKEN : input.RefreshToken;
      const session = tokens.sessionOf(refresh);
      if (!session) return fail('NotAuthorizedException', 'Invalid Refresh Token');
      const t = tokens.tokensFor(session.user, session.originJti, false);
      return ok({
        AuthenticationResult: { AccessToken: t.accessToken, IdToken: t.idToken, ExpiresIn: t.expiresIn, TokenType: 'Bearer' },
        ChallengeParameters: {},
      });
    }
    if (target === 'RevokeToken') {
      tokens.revoke(input.Token);
      return ok({});
    }
    return fail('UnsupportedOperationException', `${target} is not served by the local stand-in`);
  };
}
