/**
 * A local stand-in for Stripe, so buying credits works offline (`npm start`, the browser tests) and
 * the handlers' real Stripe SDK can be tested against an HTTP server (its host/port/protocol options).
 * It answers what the game uses of Stripe, in Stripe's shapes:
 *
 *   POST /v1/payment_intents              create (form-encoded, secret key; an Idempotency-Key as Stripe keeps one:
 *                                         replayed for 24 h, 400 with other parameters, 409 while in flight)
 *   GET  /v1/payment_intents/:id          retrieve
 *   POST /v1/payment_intents/:id/confirm  the browser's test card form (JSON, with the client secret):
 *                                         4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined
 *   POST /v1/refunds                      refund a paid PaymentIntent (payment_intent, optional amount)
 *   POST /v1/disputes/:id/close           give up a dispute: it is lost
 *
 * and what Stripe's dashboard and a card's bank do, for trying refunds and disputes locally
 * (secret key too; Stripe itself has no API for these, its test cards make disputes):
 *
 *   POST /local/disputes                  the buyer's bank disputes a paid PaymentIntent (payment_intent)
 *   POST /local/disputes/:id/close        the dispute moves to any status the SDK lists (status=won, lost,
 *                                         prevented, appeal_under_review, …)
 *
 * and, like Stripe, tells the game's webhook what happened: `payment_intent.succeeded` (or
 * `payment_failed`), `charge.refunded`, `charge.dispute.created`, `.updated` and `.closed` events,
 * signed with the webhook secret, POSTed to the same route Stripe calls.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import Stripe from 'stripe';
import { DISPUTE_STATES, type DisputeStatus } from '../lambdas/domain/payments';
import { close, listen, readText, requestUrl, safeListener, sendJson } from './http';

export interface LocalPaymentProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Where events are delivered (the game's stripe-webhook route); none: events are not sent. */
  webhookUrl?: string;
  log?: (line: string) => void;
}

export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey?: string;
  params: URLSearchParams;
}

export interface LocalPaymentProvider {
  /** http://127.0.0.1:<port>: the SDK's host/port/protocol, and the test card form's endpoint. */
  url: string;
  /** Every API request received, for tests to assert what the handlers sent. */
  requests: RecordedRequest[];
  /** Events delivered to the webhook and the status each got. */
  deliveries: { type: string; intentId: string; status: number }[];
  /** Refunds a paid PaymentIntent (all that is left of it, or `amount`); resolves once the webhook has answered. */
  refund: (intentId: string, amount?: number) => Promise<Stripe.Refund>;
  /** The buyer's bank disputes a paid PaymentIntent; resolves once the webhook has answered. */
  dispute: (intentId: string) => Promise<Stripe.Dispute>;
  /** The bank decides a dispute; resolves once the webhook has answered. */
  closeDispute: (disputeId: string, status: DisputeStatus) => Promise<Stripe.Dispute>;
  /** Makes PaymentIntent creation take this long (0: at once): Stripe slow, or hanging past a Lambda's timeout. */
  setCreateDelay: (ms: number) => void;
  setWebhookUrl: (url: string) => void;
  stop: () => Promise<void>;
}

export const LOCAL_STRIPE_SECRET_KEY = 'sk_test_local_cipherword';
export const LOCAL_STRIPE_WEBHOOK_SECRET = 'whsec_local_cipherword';

/** Stripe's test card numbers the local form accepts (https://docs.stripe.com/testing). */
export const TEST_CARDS = { success: '4242424242424242', declined: '4000000000000002' } as const;

type Intent = Stripe.PaymentIntent;

const DECLINED = {
  type: 'card_error',
  code: 'card_declined',
  decline_code: 'generic_decline',
  message: 'Your card was declined.',
} as const;
const INCORRECT_NUMBER = { type: 'card_error', code: 'incorrect_number', message: 'Your card number is incorrect.' } as const;
const EXPIRED = { type: 'card_error', code: 'expired_card', message: 'Your card has expired.' } as const;

const id = (prefix: string) => `${prefix}_local${randomBytes(12).toString('hex')}`;

/*
 * Stripe's webhook events as this stand-in sends them, for everything else that must send one too
 * (tests, the soak, the bench): one shape and one signature, Stripe's.
 */

/** An event as Stripe's webhooks send one, around `object` (a PaymentIntent for the game's events). */
export function stripeEvent<T>(type: string, object: T, eventId = id('evt')) {
  return {
    id: eventId,
    object: 'event',
    api_version: '2025-01-27.acacia',
    created: Math.floor(Date.now() / 1000),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  };
}

/** The package a test PaymentIntent pays for (a credit package's fields). */
export interface PaidPackage {
  id: string;
  credits: number;
  price_cents: number;
  currency: string;
}

/** A succeeded PaymentIntent for `pkg` bought by account `sub`, its metadata as create-payment-intent writes it. */
export function succeededIntent(sub: string, pkg: PaidPackage, intentId = id('pi')) {
  return {
    id: intentId,
    object: 'payment_intent',
    amount: pkg.price_cents,
    amount_received: pkg.price_cents,
    currency: pkg.currency,
    status: 'succeeded',
    metadata: { sub, packageId: pkg.id, credits: String(pkg.credits) },
  };
}

let signer: Stripe | undefined;

/** The Stripe-Signature header of `payload`, computed by Stripe's SDK, with the local webhook secret unless told. */
export function stripeSignature(
  payload: string,
  { secret = LOCAL_STRIPE_WEBHOOK_SECRET, timestamp }: { secret?: string; timestamp?: number } = {},
) {
  signer ??= new Stripe('sk_test_local_signer');
  return signer.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}

/**
 * A `payment_intent.succeeded` for `pkg` bought by `sub`, signed as Stripe signs it: the body and its
 * header. It credits only a PaymentIntent the game made (create-payment-intent records its order).
 */
export function signedPaymentSucceeded(sub: string, pkg: PaidPackage, intentId?: string) {
  const payload = JSON.stringify(stripeEvent('payment_intent.succeeded', succeededIntent(sub, pkg, intentId)));
  return { payload, signature: stripeSignature(payload) };
}

type EventType =
  | 'payment_intent.succeeded'
  | 'payment_intent.payment_failed'
  | 'charge.refunded'
  | 'charge.dispute.created'
  | 'charge.dispute.updated'
  | 'charge.dispute.closed';

/** How long Stripe keeps an idempotency key's first answer (docs: keys may be pruned once 24 hours old). */
const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** Dispute statuses after which Stripe sends charge.dispute.closed (the others come as .updated). */
const CLOSING_STATUSES: readonly string[] = ['won', 'lost', 'warning_closed', 'prevented'];

/** What a change answers, and the delivery of the event that tells the webhook about it. */
interface Told<T> {
  object: T;
  delivered: Promise<void>;
}

/** A refusal in Stripe's shape, for the API paths and the test helpers alike. */
class StripeApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Stripe's API as the game uses it: PaymentIntents, confirmation by the test card form, webhook events. */
class LocalStripe {
  readonly intents = new Map<string, Intent>();
  /** A paid intent's charge (where refunds and disputes land), by charge id. */
  readonly charges = new Map<string, Stripe.Charge>();
  readonly disputes = new Map<string, Stripe.Dispute>();
  /** Each key's first request: its parameters, when, and the intent it made (none while in flight). */
  readonly byIdempotencyKey = new Map<string, { params: string; at: number; intentId?: string }>();
  /** How long a PaymentIntent's creation takes (tests make Stripe slow, or hang past a Lambda's timeout). */
  createDelayMs = 0;
  readonly requests: RecordedRequest[] = [];
  readonly deliveries: LocalPaymentProvider['deliveries'] = [];
  webhookUrl: string | undefined;

  constructor(private readonly options: LocalPaymentProviderOptions) {
    this.webhookUrl = options.webhookUrl;
  }

  private log(line: string): void {
    this.options.log?.(line);
  }

  /** Delivers a signed event as Stripe does: retried a few times if the webhook does not answer 2xx. */
  async deliver(type: EventType, object: Intent | Stripe.Charge | Stripe.Dispute): Promise<void> {
    if (!this.webhookUrl) return;
    const paymentIntent = object.object === 'payment_intent' ? object.id : object.payment_intent;
    const intent = { id: typeof paymentIntent === 'string' ? paymentIntent : (paymentIntent?.id ?? '') };
    const payload = JSON.stringify(stripeEvent(type, object));
    for (let attempt = 1; attempt <= 3; attempt++) {
      try {
        const signature = stripeSignature(payload, { secret: this.options.webhookSecret });
        const response = await fetch(this.webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          body: payload,
        });
        this.deliveries.push({ type, intentId: intent.id, status: response.status });
        this.log(`payments: ${type} for ${intent.id} delivered, webhook answered ${response.status}`);
        if (response.ok) return;
      } catch (error) {
        this.log(`payments: ${type} for ${intent.id} not delivered: ${(error as Error).message}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt)); // Stripe's own back-off, shortened
    }
  }

  /**
   * As Stripe: a key's first answer is replayed to the same parameters for 24 hours; other
   * parameters get a 400 `idempotency_error`, and a request while the first is in flight a 409.
   */
  async createIntent(res: ServerResponse, params: URLSearchParams, idempotencyKey: string | undefined): Promise<void> {
    const fingerprint = [...params].sort(([a], [b]) => a.localeCompare(b)).join('&');
    const existing = idempotencyKey ? this.byIdempotencyKey.get(idempotencyKey) : undefined;
    if (existing && Date.now() - existing.at < IDEMPOTENCY_KEY_LIFETIME_MS) {
      if (existing.params !== fingerprint)
        return stripeError(res, 400, {
          type: 'idempotency_error',
          message:
            'Keys for idempotent requests can only be used with the same parameters they were first used with. ' +
            `Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
        });
      if (!existing.intentId)
        return stripeError(res, 409, {
          type: 'idempotency_error',
          message: 'There is currently another in-progress request using this Stripe-Account, Idempotency-Key combination.',
        });
      res.setHeader('idempotent-replayed', 'true');
      return sendJson(res, 200, this.intents.get(existing.intentId));
    }
    if (idempotencyKey) this.byIdempotencyKey.set(idempotencyKey, { params: fingerprint, at: Date.now() });
    if (this.createDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.createDelayMs));
    const amount = Number(params.get('amount'));
    const currency = params.get('currency');
    if (!Number.isInteger(amount) || amount < 50 || !currency) {
      if (idempotencyKey) this.byIdempotencyKey.delete(idempotencyKey); // a request failing validation saves nothing
      return stripeError(res, 400, { type: 'invalid_request_error', message: 'amount (at least 50) and currency are required' });
    }
    const metadata: Record<string, string> = {};
    for (const [name, value] of params) {
      const match = /^metadata\[(.+)\]$/.exec(name);
      if (match) metadata[match[1]] = value;
    }
    const intentId = id('pi');
    const intent = {
      id: intentId,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency,
      description: params.get('description'),
      metadata,
      status: 'requires_payment_method',
      client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      last_payment_error: null,
    } as unknown as Intent;
    this.intents.set(intentId, intent);
    if (idempotencyKey) this.byIdempotencyKey.set(idempotencyKey, { params: fingerprint, at: Date.now(), intentId });
    sendJson(res, 200, intent);
  }

  /** The browser's test card form: only the intent's client secret authorises a confirmation. */
  confirm(res: ServerResponse, intentId: string, raw: string): void {
    const intent = this.intents.get(intentId);
    let body: { client_secret?: string; card?: { number?: string; exp_month?: number; exp_year?: number; cvc?: string } };
    try {
      body = JSON.parse(raw) as typeof body;
    } catch {
      return stripeError(res, 400, { type: 'invalid_request_error', message: 'The body must be JSON' });
    }
    if (!intent || body.client_secret !== intent.client_secret) {
      return stripeError(res, 404, { type: 'invalid_request_error', message: 'No such payment_intent' });
    }
    if (intent.status === 'succeeded') return sendJson(res, 200, intent);
    const error = cardError(body.card ?? {});
    if (error) {
      const failed = { ...intent, status: 'requires_payment_method', last_payment_error: { ...error } } as unknown as Intent;
      this.intents.set(intentId, failed);
      if (error === DECLINED) void this.deliver('payment_intent.payment_failed', failed);
      return stripeError(res, 402, { ...error, payment_intent: intentId });
    }
    const charge = {
      id: id('ch'),
      object: 'charge',
      amount: intent.amount,
      amount_captured: intent.amount,
      amount_refunded: 0,
      currency: intent.currency,
      payment_intent: intentId,
      paid: true,
      captured: true,
      refunded: false,
      disputed: false,
      status: 'succeeded',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      metadata: intent.metadata,
    } as unknown as Stripe.Charge;
    this.charges.set(charge.id, charge);
    const succeeded = {
      ...intent,
      status: 'succeeded',
      amount_received: intent.amount,
      latest_charge: charge.id,
      last_payment_error: null,
    } as Intent;
    this.intents.set(intentId, succeeded);
    void this.deliver('payment_intent.succeeded', succeeded); // asynchronous, as Stripe's webhooks are
    sendJson(res, 200, succeeded);
  }

  /** The charge of a paid PaymentIntent, or Stripe's refusal. */
  private chargeOf(intentId: string | null | undefined): Stripe.Charge {
    const intent = intentId ? this.intents.get(intentId) : undefined;
    if (!intent) throw new StripeApiError(404, `No such payment_intent: '${intentId ?? ''}'`);
    const charge = typeof intent.latest_charge === 'string' ? this.charges.get(intent.latest_charge) : undefined;
    if (!charge) throw new StripeApiError(400, `PaymentIntent ${intent.id} has not been paid: there is nothing to refund or dispute`);
    return charge;
  }

  /** Refunds what is left of the charge, or `amount` of it, and tells the webhook (charge.refunded, with the running total). */
  refund(intentId: string | null | undefined, amount?: number): Told<Stripe.Refund> {
    const charge = this.chargeOf(intentId);
    const left = charge.amount - charge.amount_refunded;
    const refunded = amount ?? left;
    if (!Number.isInteger(refunded) || refunded < 1) throw new StripeApiError(400, 'amount must be a positive whole number');
    if (refunded > left) {
      throw new StripeApiError(400, `Refund amount (${refunded}) is greater than unrefunded amount on charge (${left})`);
    }
    const after = {
      ...charge,
      amount_refunded: charge.amount_refunded + refunded,
      refunded: charge.amount_refunded + refunded === charge.amount,
    } as Stripe.Charge;
    this.charges.set(charge.id, after);
    const refund = {
      id: id('re'),
      object: 'refund',
      amount: refunded,
      charge: charge.id,
      payment_intent: charge.payment_intent,
      currency: charge.currency,
      status: 'succeeded',
      created: Math.floor(Date.now() / 1000),
      metadata: {},
    } as unknown as Stripe.Refund;
    return { object: refund, delivered: this.deliver('charge.refunded', after) };
  }

  /** The buyer's bank disputes the whole charge (Stripe: a chargeback needing a response). */
  dispute(intentId: string | null | undefined): Told<Stripe.Dispute> {
    const charge = this.chargeOf(intentId);
    const dispute = {
      id: id('dp'),
      object: 'dispute',
      amount: charge.amount,
      charge: charge.id,
      payment_intent: charge.payment_intent,
      currency: charge.currency,
      reason: 'fraudulent',
      status: 'needs_response',
      is_charge_refundable: false,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      metadata: {},
    } as unknown as Stripe.Dispute;
    this.disputes.set(dispute.id, dispute);
    this.charges.set(charge.id, { ...charge, disputed: true });
    return { object: dispute, delivered: this.deliver('charge.dispute.created', dispute) };
  }

  /** The bank (or Stripe) moves a dispute to any status the SDK lists: closing ones send .closed, the rest .updated. */
  closeDispute(disputeId: string, status: string | null): Told<Stripe.Dispute> {
    const dispute = this.disputes.get(disputeId);
    if (!dispute) throw new StripeApiError(404, `No such dispute: '${disputeId}'`);
    if (!status || !Object.hasOwn(DISPUTE_STATES, status))
      throw new StripeApiError(400, `status must be one of ${Object.keys(DISPUTE_STATES).join(', ')}`);
    if (dispute.status === 'won') throw new StripeApiError(400, `Dispute ${disputeId} is already won`);
    const moved = { ...dispute, status } as Stripe.Dispute;
    this.disputes.set(disputeId, moved);
    return {
      object: moved,
      delivered: this.deliver(CLOSING_STATUSES.includes(status) ? 'charge.dispute.closed' : 'charge.dispute.updated', moved),
    };
  }

  /** The refund and dispute paths: answered at once, the webhook told asynchronously (as Stripe's are). */
  private apiCall(res: ServerResponse, action: () => Told<unknown>): void {
    try {
      const { object } = action();
      sendJson(res, 200, object);
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      stripeError(res, error.status, { type: 'invalid_request_error', message: error.message });
    }
  }

  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', 'content-type');
    res.setHeader('access-control-allow-methods', 'GET, POST, OPTIONS');
    if (req.method === 'OPTIONS') {
      res.writeHead(204);
      res.end();
      return;
    }
    const url = requestUrl(req, 'http://localhost');
    const raw = await readText(req);
    const confirmMatch = /^\/v1\/payment_intents\/([\w]+)\/confirm$/.exec(url.pathname);
    if (req.method === 'POST' && confirmMatch) return this.confirm(res, confirmMatch[1], raw);
    // The rest is the secret-key API the handlers call through the Stripe SDK.
    if (apiKeyOf(req.headers.authorization) !== this.options.secretKey) {
      return stripeError(res, 401, { type: 'invalid_request_error', message: 'Invalid API Key provided' });
    }
    const params = new URLSearchParams(raw);
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    this.requests.push({ method: req.method ?? 'GET', path: url.pathname, idempotencyKey, params });
    if (req.method === 'POST' && url.pathname === '/v1/payment_intents') return this.createIntent(res, params, idempotencyKey);
    if (req.method === 'POST' && ['/v1/refunds', '/local/disputes'].includes(url.pathname)) {
      return this.apiCall(res, () =>
        url.pathname === '/v1/refunds'
          ? this.refund(params.get('payment_intent'), params.has('amount') ? Number(params.get('amount')) : undefined)
          : this.dispute(params.get('payment_intent')),
      );
    }
    const closeMatch = /^\/(v1|local)\/disputes\/([\w]+)\/close$/.exec(url.pathname);
    if (req.method === 'POST' && closeMatch) {
      // Stripe's own close is giving up: the dispute is lost. The stand-in's lets the bank decide.
      return this.apiCall(res, () => this.closeDispute(closeMatch[2], closeMatch[1] === 'v1' ? 'lost' : params.get('status')));
    }
    const getMatch = /^\/v1\/payment_intents\/([\w]+)$/.exec(url.pathname);
    const found = getMatch && this.intents.get(getMatch[1]);
    if (req.method === 'GET' && found) return sendJson(res, 200, found);
    stripeError(res, 404, { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname})` });
  }
}

/** The secret key of a request, sent as Stripe takes it: a bearer token, or basic auth's user name (`curl -u sk_…:`). */
function apiKeyOf(authorization: string | undefined): string | undefined {
  const [scheme, value = ''] = (authorization ?? '').split(' ');
  if (scheme === 'Bearer') return value;
  if (scheme === 'Basic') return Buffer.from(value, 'base64').toString('utf8').split(':')[0];
  return undefined;
}

const stripeError = (res: ServerResponse, status: number, error: Record<string, string>) => sendJson(res, status, { error });

/** What Stripe answers a test card: declined, wrong number, expired, or nothing (it pays). */
function cardError(card: { number?: string; exp_month?: number; exp_year?: number }) {
  const number = (card.number ?? '').replace(/\D/g, '');
  const { exp_month: month = 0, exp_year: year = 0 } = card;
  const now = new Date();
  const expired =
    year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1) || month < 1 || month > 12;
  if (number === TEST_CARDS.declined) return DECLINED;
  if (number !== TEST_CARDS.success) return INCORRECT_NUMBER;
  return expired ? EXPIRED : undefined;
}

const told = async <T>({ object, delivered }: Told<T>) => {
  await delivered;
  return object;
};

export async function startLocalPaymentProvider(options: LocalPaymentProviderOptions): Promise<LocalPaymentProvider> {
  const stripe = new LocalStripe(options);
  const server = createServer(safeListener('payments', (req, res) => stripe.handle(req, res), options.log ?? (() => undefined)));
  const port = await listen(server, 0, 'PORT');
  return {
    url: `http://127.0.0.1:${port}`,
    requests: stripe.requests,
    deliveries: stripe.deliveries,
    refund: (intentId, amount) => told(stripe.refund(intentId, amount)),
    dispute: (intentId) => told(stripe.dispute(intentId)),
    closeDispute: (disputeId, status) => told(stripe.closeDispute(disputeId, status)),
    setWebhookUrl: (url) => (stripe.webhookUrl = url),
    setCreateDelay: (ms) => (stripe.createDelayMs = ms),
    stop: () => close(server),
  };
}
