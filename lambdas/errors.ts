/**
 * What a call refuses, in words a player or client can act on: services and the store throw these,
 * the HTTP chain (lambdas/http) turns each kind into its status code. Nothing here knows HTTP.
 */
export type Refusal =
  | 'invalid' // the request is wrong: 400
  | 'unauthorized' // a session is needed or has expired: 401
  | 'forbidden' // not this caller's to do: 403
  | 'not-found' // 404
  | 'payment-required' // not enough credits: 402
  | 'conflict' // the stored state moved on (a new day, a finished game, a doubled request): 409
  | 'busy' // the database is unreachable or throttled: try again (503), ours to watch
  | 'contended' // too many changes of the same thing at once: try again (503), nothing is wrong
  | 'provider-failed'; // a third party (Stripe) failed: 502

export class ServiceError extends Error {
  constructor(
    readonly refusal: Refusal,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ServiceError';
  }
}

/** What players read when the database cannot answer in time: nothing was lost, trying again works. */
export const SERVICE_BUSY = 'The service is busy — try again.';
/** A token of an account deleted a moment ago (another device): nothing is made for it again. */
export const ACCOUNT_DELETED = 'This account has been deleted. Sign out to play on; signing in again starts a new account.';

export const invalid = (message: string) => new ServiceError('invalid', message);
export const conflict = (message: string) => new ServiceError('conflict', message);
export const paymentRequired = (message: string) => new ServiceError('payment-required', message);
export const busy = (message: string) => new ServiceError('busy', message);
export const contended = (message: string) => new ServiceError('contended', message);
export const unauthorized = (message: string) => new ServiceError('unauthorized', message);
export const forbidden = (message: string) => new ServiceError('forbidden', message);
export const notFound = (message: string) => new ServiceError('not-found', message);
