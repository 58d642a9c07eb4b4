/**
 * The local sign-in stand-in spoken to as Amplify speaks to it: over HTTPS, trusting exactly its
 * self-signed certificate (as a person does once in the browser). For the integration tests.
 */
import { createHash, randomBytes } from 'node:crypto';
import { request } from 'node:https';
import type { LocalRuntime } from '../../local/runtime';

export function hostedUi(runtime: () => LocalRuntime) {
  interface Reply {
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: string;
  }

  /** HTTPS to the stand-in, trusting exactly its certificate (as a person does once in the browser). */
  function https(path: string, options: { method?: string; body?: string; headers?: Record<string, string> } = {}): Promise<Reply> {
    return new Promise((resolve, reject) => {
      const url = new URL(path, runtime().identity.origin);
      const req = request(url, { method: options.method ?? 'GET', headers: options.headers, ca: runtime().identity.certificate }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      });
      req.on('error', reject);
      req.end(options.body);
    });
  }

  const form = (fields: Record<string, string>) => ({
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const userPool = (target: string, body: unknown) =>
    https('/', {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${target}` },
    });
  const claims = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;

  const redirectUri = () => `${runtime().url}/`;
  const clientId = () => runtime().identity.clientId;

  /** The hosted-UI step: the test-user form posted, the code read from the redirect. */
  async function authorize(email: string, verifier: string, extra: Record<string, string> = {}): Promise<Reply> {
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    return https(
      '/oauth2/authorize',
      form({
        client_id: clientId(),
        redirect_uri: redirectUri(),
        state: 'xyz',
        code_challenge: challenge,
        code_challenge_method: 'S256',
        name: 'Ada',
        email,
        picture: 'https://example.com/ada.png',
        ...extra,
      }),
    );
  }

  async function signIn(email: string) {
    const verifier = randomBytes(32).toString('base64url');
    const code = new URL(String((await authorize(email, verifier)).headers.location)).searchParams.get('code') as string;
    const reply = await https(
      '/oauth2/token',
      form({ grant_type: 'authorization_code', client_id: clientId(), code, redirect_uri: redirectUri(), code_verifier: verifier }),
    );
    return JSON.parse(reply.body) as { access_token: string; id_token: string; refresh_token: string; expires_in: number };
  }

  return { https, form, userPool, claims, redirectUri, clientId, authorize, signIn };
}
