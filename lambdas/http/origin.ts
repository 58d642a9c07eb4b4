/**
 * Only CloudFront reaches the API (docs/architecture.md): CloudFront adds the origin-verify header
 * with a secret value to every request it forwards; anything else (someone calling the execute-api
 * endpoint directly, around WAF) is refused. The secret holds the current and the previous value,
 * so it can be rotated without a moment where CloudFront's requests are refused.
 */
import { timingSafeEqual } from 'node:crypto';
import { config } from '../config';
import { readSecret } from '../secrets/read-secret';
import { ORIGIN_VERIFY_HEADER } from '../telemetry/metrics';
import { countTechnical, logger } from '../telemetry/powertools';
import { forbidden } from './errors';

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Throws a 403 unless the request carries the current or the previous origin value (checked only where configured). */
export async function verifyOrigin(headers: Record<string, string | undefined>): Promise<void> {
  const secretId = config().ORIGIN_VERIFY_SECRET_ARN;
  if (!secretId) return; // the local gateway is the only way in
  const { current, previous } = JSON.parse(await readSecret(secretId)) as { current?: string; previous?: string };
  const sent = headers[ORIGIN_VERIFY_HEADER];
  if (sent && [current, previous].some((value) => typeof value === 'string' && value.length >= 16 && same(sent, value))) return;
  countTechnical('OriginRefused');
  logger.warn('request refused: it did not come through CloudFront', { originHeader: sent === undefined ? 'missing' : 'wrong' });
  throw forbidden("Use the game's own address: this endpoint answers only through it.");
}
