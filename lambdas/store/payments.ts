/**
 * Stripe payments in the table (docs/architecture.md, "Payments"): the order each PaymentIntent was
 * made for (`PAYMENT#<id>` / `ORDER`, written by create-payment-intent), and the payment's state
 * (`PAYMENT#<id>` / `PAYMENT`): the facts its events established and the credits that left on the
 * balance. Every change of that state is one transaction with the balance and its ledger entry,
 * conditional on the state it was computed from, so each fact moves the balance exactly once.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { NO_FACTS, type DisputeState, type Order, type PaymentFacts } from '../domain/payments';
import { ledgerPut, type LedgerEntry } from './accounts';
import { keys } from './keys';
import { profileStore } from './profiles';
import { documentClient, queryAll, tableName, transactWrite, updateIf, type TransactItem } from './table';

/** What was sold, to whom, at what price: recorded when the PaymentIntent was made. */
export interface OrderRecord extends Order {
  sub: string;
  packageId: string;
}

export interface StoredPayment {
  order: OrderRecord;
  facts: PaymentFacts;
  /** The credits this payment now leaves on the balance. */
  held: number;
  /** The state's version, for the next change's condition; undefined for an item written before versions. */
  version: number | undefined;
}

const toOrder = (item: Record<string, unknown>): OrderRecord => ({
  // '' once the buyer deleted their account: the record stays, anonymised, for the accounts.
  sub: typeof item.sub === 'string' ? item.sub : '',
  packageId: String(item.packageId),
  credits: Number(item.credits),
  amount: Number(item.amount),
  currency: String(item.currency),
});

const toPayment = (item: Record<string, unknown>): StoredPayment => {
  // An item from before payments kept facts was written once, by the grant: paid, nothing taken back.
  const legacy = item.version === undefined;
  return {
    order: toOrder(item),
    facts: legacy
      ? { ...NO_FACTS, paid: true }
      : {
          paid: item.paid === true,
          amountRefunded: Number(item.amountRefunded ?? 0),
          disputes: (item.disputes ?? {}) as Record<string, DisputeState>,
        },
    held: legacy ? Number(item.credits) : Number(item.held ?? 0),
    version: legacy ? undefined : Number(item.version),
  };
};

const get = async (key: { pk: string; sk: string }) =>
  (await documentClient().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }))).Item;

export const paymentStore = {
  /**
   * Records what a new PaymentIntent sells, with the buyer's pointer to it, while the buyer's account
   * is live (a checkout racing its deletion leaves no order naming it). Only the first record counts:
   * a doubled request gets the same PaymentIntent from Stripe (same idempotency key), and its order
   * stays the one first written (with its pointer).
   */
  async recordOrder(paymentIntentId: string, order: OrderRecord, now: Date): Promise<void> {
    await transactWrite([
      {
        Put: {
          TableName: tableName(),
          Item: { ...keys.order(paymentIntentId), ...order, createdAt: now.toISOString() },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      { Put: { TableName: tableName(), Item: { ...keys.accountOrder(order.sub, paymentIntentId), paymentIntentId } } },
      profileStore.accountLive(order.sub),
    ]);
  },

  /** The PaymentIntents an account made (from its pointers), oldest first. */
  async orderIdsOf(sub: string): Promise<string[]> {
    const range = keys.accountOrders(sub);
    const items = await queryAll({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': range.pk, ':prefix': range.skPrefix },
    });
    return items.map((item) => String(item.paymentIntentId));
  },

  /**
   * A deleted account's order and payment, kept for the accounts as long as the law on invoices
   * asks (docs/product.md, "Deleting an account") and nothing more: the buyer's id goes, what was
   * sold and paid stays, and both items expire then.
   */
  async anonymise(paymentIntentId: string, now: Date, keepYears: number): Promise<void> {
    const expiresAt = Math.floor(now.getTime() / 1000) + Math.round(keepYears * 365.25 * 86_400);
    // Only items that exist (a PaymentIntent never paid has no payment item): nothing is made. The
    // order first: from then on no event's change is recorded with the buyer (settle's condition), so
    // a payment item made meanwhile is one this second step finds.
    for (const key of [keys.order(paymentIntentId), keys.payment(paymentIntentId)])
      await updateIf({
        Key: key,
        UpdateExpression: 'REMOVE #sub SET anonymisedAt = if_not_exists(anonymisedAt, :now), expiresAt = :expiresAt',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#sub': 'sub' },
        ExpressionAttributeValues: { ':now': now.toISOString(), ':expiresAt': expiresAt },
      });
  },

  /** The order and the payment's state, read together (both absent: not a PaymentIntent this server made). */
  async load(paymentIntentId: string): Promise<{ order?: OrderRecord; payment?: StoredPayment }> {
    const [order, payment] = await Promise.all([get(keys.order(paymentIntentId)), get(keys.payment(paymentIntentId))]);
    return { order: order && toOrder(order), payment: payment && toPayment(payment) };
  },

  /**
   * Stores the payment's new facts and the credits they leave, moves the balance by the difference
   * and appends the ledger entry, all or nothing; only if the state is still `before` (else
   * 'changed-meanwhile': read again and recompute). A balance may go below zero here: a refund
   * takes back credits already spent.
   */
  async settle(
    paymentIntentId: string,
    input: {
      order: OrderRecord;
      /** Whether the order has an item of its own (payments from before orders had items carry theirs). */
      orderItem: boolean;
      before: StoredPayment | undefined;
      facts: PaymentFacts;
      held: number;
      entry?: Omit<LedgerEntry, 'at'>;
      eventId: string;
      now: Date;
    },
  ): Promise<'settled' | 'changed-meanwhile' | 'unknown-user'> {
    const at = input.now.toISOString();
    const { before, order } = input;
    const delta = input.held - (before?.held ?? 0);
    // A payment anonymised meanwhile (its buyer deleted their account) is not given their id back.
    const condition = !before
      ? { ConditionExpression: 'attribute_not_exists(pk)' }
      : before.version === undefined
        ? { ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(version) AND attribute_not_exists(anonymisedAt)' }
        : {
            ConditionExpression: 'version = :version AND attribute_not_exists(anonymisedAt)',
            ExpressionAttributeValues: { ':version': before.version },
          };
    // Still the buyer's order: once their deletion anonymised it, the payment is recorded without them.
    const stillTheBuyers: TransactItem = {
      ConditionCheck: {
        TableName: tableName(),
        Key: keys.order(paymentIntentId),
        ConditionExpression: '#sub = :sub',
        ExpressionAttributeNames: { '#sub': 'sub' },
        ExpressionAttributeValues: { ':sub': order.sub },
      },
    };
    const refused = await transactWrite([
      {
        Put: {
          TableName: tableName(),
          Item: {
            ...keys.payment(paymentIntentId),
            ...order,
            ...input.facts,
            held: input.held,
            version: (before?.version ?? 0) + 1,
            lastEventId: input.eventId,
            updatedAt: at,
          },
          ...condition,
        },
      },
      // A refund or a lost dispute may take the balance below zero: the credits were spent already.
      ...(delta !== 0 ? [profileStore.balanceChange(order.sub, delta, { takeBack: true })] : []),
      ...(input.entry ? [ledgerPut(order.sub, at, input.entry)] : []),
      ...(input.orderItem ? [stillTheBuyers] : []),
    ]);
    if (!refused) return 'settled';
    return refused.failed[0] || (input.orderItem && refused.failed.at(-1)) ? 'changed-meanwhile' : 'unknown-user';
  },
};
