/**
 * Reads a Secrets Manager secret through the AWS Parameters and Secrets Lambda Extension, the layer
 * the CDK adds to every function that reads a secret: a plain HTTP call to localhost, so no
 * Secrets Manager client is bundled (it measured ~10 ms of cold start, bench/RESULTS.md). Values are
 * kept in the container for `maxAgeMs` (the extension caches too); a failed read is retried next time.
 */
import { environment } from '../config';

const cache = new Map<string, { value: Promise<string>; at: number }>();

async function fetchSecret(secretId: string): Promise<string> {
  const { AWS_SESSION_TOKEN: token, PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: port = '2773' } = environment();
  if (!token) {
    throw new Error(
      `Cannot read ${secretId}: secrets are read through the Lambda Parameters and Secrets extension, which runs only in Lambda`,
    );
  }
  const response = await fetch(`http://localhost:${port}/secretsmanager/get?secretId=${encodeURIComponent(secretId)}`, {
    headers: { 'X-Aws-Parameters-Secrets-Token': token },
    signal: AbortSignal.timeout(3000),
  });
  if (!response.ok)
    throw new Error(`Reading ${secretId} through the secrets extension failed: ${response.status} ${await response.text()}`);
  const { SecretString } = (await response.json()) as { SecretString?: string };
  if (typeof SecretString !== 'string') throw new Error(`${secretId} has no string value`);
  return SecretString;
}

export function readSecret(secretId: string, maxAgeMs = 5 * 60_000): Promise<string> {
  const cached = cache.get(secretId);
  if (cached && Date.now() - cached.at < maxAgeMs) return cached.value;
  const value = fetchSecret(secretId);
  cache.set(secretId, { value, at: Date.now() });
  value.catch(() => cache.delete(secretId));
  return value;
}

/** Tests and the local runtime change secrets between runs. */
export function forgetSecrets(): void {
  cache.clear();
}
