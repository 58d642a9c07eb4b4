/**
 * Errors at the HTTP edge: what the chain itself refuses (unparsable bodies, missing tokens) and the
 * status code of each service refusal. Every one leaves as `{ "error": message }`, a named one with
 * its `reason` and `params` beside it (contracts/refusals.ts).
 */
import { englishOf, type NamedRefusal } from '../contracts/refusals';
import type { Refusal } from '../errors';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    /** One of the refusals players meet (contracts/refusals.ts): its reason and params go out with its words. */
    readonly named?: NamedRefusal,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A refusal players meet at the edge, named (contracts/refusals.ts). */
const namedHttpError = (statusCode: number, named: NamedRefusal, headers: Record<string, string> = {}) =>
  new HttpError(statusCode, englishOf(named), headers, named);

/** A session that ended (expired, or a token refused): sign in again. */
export const sessionEnded = () => namedHttpError(401, { reason: 'session-ended' });

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Sign in to do this') => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
/** A 503's Retry-After (seconds): the table's outages and contention both pass within about a second or two. */
export const RETRY_AFTER_BUSY_SECONDS = 1;

/** 429 with Retry-After: the seconds until the next minute, when a player's per-minute count starts again. */
export const playerLimitReached = (route: string, perMinute: number, now: Date) =>
  namedHttpError(429, { reason: 'player-limit', params: { route, perMinute } }, { 'retry-after': String(60 - now.getUTCSeconds()) });

export const STATUS_OF_REFUSAL: Readonly<Record<Refusal, number>> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  'not-found': 404,
  'payment-required': 402,
  conflict: 409,
  busy: 503,
  contended: 503,
  'provider-failed': 502,
};
