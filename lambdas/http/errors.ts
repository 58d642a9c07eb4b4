/**
 * Errors at the HTTP edge: what the chain itself refuses (unparsable bodies, missing tokens) and the
 * status code of each service refusal. Every one leaves as `{ "error": message }`.
 */
import type { Refusal } from '../errors';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Sign in to do this') => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
/** A 503's Retry-After (seconds): the table's outages and contention both pass within about a second or two. */
export const RETRY_AFTER_BUSY_SECONDS = 1;

/** 429 with Retry-After: the seconds until the next minute, when a per-minute count starts again. */
export const tooManyRequests = (message: string, now: Date) =>
  new HttpError(429, message, { 'retry-after': String(60 - now.getUTCSeconds()) });

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
