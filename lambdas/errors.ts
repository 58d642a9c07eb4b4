import { englishOf, type NamedRefusal, type RefusalParams, type RefusalReason } from './contracts/refusals';

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
    options?: { cause?: unknown; named?: NamedRefusal },
  ) {
    super(message, options);
    this.name = 'ServiceError';
    this.named = options?.named;
  }

  /** One of the refusals players meet (contracts/refusals.ts): its reason and params go out with its words. */
  readonly named?: NamedRefusal;
}

/** The args of a named refusal: its params, where its reason has any. */
type ParamsOf<R extends RefusalReason> = RefusalParams<R> extends undefined ? [] : [RefusalParams<R>];

/** A refusal players meet, in English (contracts/refusals.ts), named so a page can say it in its language. */
export function refused<R extends RefusalReason>(refusal: Refusal, reason: R, ...params: ParamsOf<R>): ServiceError {
  const named = { reason, ...(params.length > 0 ? { params: params[0] } : {}) } as NamedRefusal;
  return new ServiceError(refusal, englishOf(named), { named });
}

/** What players read when the database cannot answer in time: nothing was lost, trying again works. */
export const SERVICE_BUSY = englishOf({ reason: 'service-busy' });
/** A token of an account deleted a moment ago (another device): nothing is made for it again. */
export const ACCOUNT_DELETED = englishOf({ reason: 'account-deleted' });
/** The table busy or contended: SERVICE_BUSY, named. */
export const serviceBusy = (kind: 'busy' | 'contended', cause?: unknown) =>
  new ServiceError(kind, SERVICE_BUSY, { cause, named: { reason: 'service-busy' } });
/** A token of an account being deleted, or deleted: ACCOUNT_DELETED, named. */
export const accountDeleted = () => refused('unauthorized', 'account-deleted');

export const invalid = (message: string) => new ServiceError('invalid', message);
export const conflict = (message: string) => new ServiceError('conflict', message);
export const paymentRequired = (message: string) => new ServiceError('payment-required', message);
export const busy = (message: string) => new ServiceError('busy', message);
export const contended = (message: string) => new ServiceError('contended', message);
export const unauthorized = (message: string) => new ServiceError('unauthorized', message);
export const forbidden = (message: string) => new ServiceError('forbidden', message);
export const notFound = (message: string) => new ServiceError('not-found', message);
