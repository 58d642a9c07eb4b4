/**
 * What a paid package leaves on a player's balance, whatever Stripe later says about the payment
 * (docs/architecture.md, "Payments"). A payment is a set of facts that only grow: it was paid, the
 * most the bank has refunded so far, and each dispute's state. The credits it holds follow from the
 * facts alone, so applying an event is "merge its fact, then move the balance by the difference":
 * a replayed or late event merges to the same facts and moves nothing, in any order.
 */

/** What was sold, recorded when the PaymentIntent was made: the only source of credits and price. */
export interface Order {
  credits: number;
  /** The price in the currency's smallest unit, as Stripe counts `amount_received`. */
  amount: number;
  currency: string;
}

/**
 * A dispute as the game treats it: open (credits frozen), won (given back), lost (taken), or
 * appealed (a loss the merchant appeals: still taken, until the appeal is won).
 */
export type DisputeState = 'open' | 'won' | 'lost' | 'appealed';

export interface PaymentFacts {
  /** A `payment_intent.succeeded` that matched its order was received. */
  paid: boolean;
  /** The highest `amount_refunded` seen (Stripe's is cumulative), in the smallest unit. */
  amountRefunded: number;
  /** By dispute id. */
  disputes: Record<string, DisputeState>;
}

export const NO_FACTS: PaymentFacts = { paid: false, amountRefunded: 0, disputes: {} };

/**
 * Every status Stripe gives a dispute, and what it means here (services/payments.ts checks at
 * compile time that this is the SDK's whole list, so a new Stripe status fails the type check):
 * inquiries and chargebacks under way are open; an inquiry closed without a chargeback, a dispute
 * prevented before it became one (any refund arrives as its own event), and a won one give the
 * credits back; an appeal of a loss keeps them taken until it is decided.
 */
export const DISPUTE_STATES = {
  warning_needs_response: 'open',
  warning_under_review: 'open',
  needs_response: 'open',
  under_review: 'open',
  warning_closed: 'won',
  prevented: 'won',
  won: 'won',
  lost: 'lost',
  appeal_needs_response: 'appealed',
  appeal_under_review: 'appealed',
} as const satisfies Record<string, DisputeState>;
export type DisputeStatus = keyof typeof DISPUTE_STATES;

/** A status Stripe added after this list was written: kept open (credits frozen) until someone looks. */
export const disputeState = (status: string): DisputeState =>
  Object.hasOwn(DISPUTE_STATES, status) ? DISPUTE_STATES[status as DisputeStatus] : 'open';

/**
 * Where a dispute can go from where it stands, whatever order the events arrive in: an open one
 * anywhere; a lost one only to its appeal or a won appeal; an appeal to its outcome; a won one nowhere
 * (a late `charge.dispute.created` after the close changes nothing).
 */
const NEXT_STATES: Readonly<Record<DisputeState, readonly DisputeState[]>> = {
  open: ['won', 'lost', 'appealed'],
  lost: ['appealed', 'won'],
  appealed: ['won', 'lost'],
  won: [],
};
const mergeDispute = (before: DisputeState | undefined, after: DisputeState): DisputeState =>
  before === undefined || NEXT_STATES[before].includes(after) ? after : before;

export type PaymentFact =
  { kind: 'paid' } | { kind: 'refunded'; amountRefunded: number } | { kind: 'dispute'; disputeId: string; state: DisputeState };

export function mergeFact(facts: PaymentFacts, fact: PaymentFact): PaymentFacts {
  switch (fact.kind) {
    case 'paid':
      return { ...facts, paid: true };
    case 'refunded':
      return { ...facts, amountRefunded: Math.max(facts.amountRefunded, fact.amountRefunded) };
    case 'dispute':
      return { ...facts, disputes: { ...facts.disputes, [fact.disputeId]: mergeDispute(facts.disputes[fact.disputeId], fact.state) } };
  }
}

/** Credits a refund of `amountRefunded` takes back: in proportion, rounded up (a partial refund never leaves a fraction). */
export function creditsRefunded(order: Order, amountRefunded: number): number {
  if (amountRefunded <= 0 || order.amount <= 0) return 0;
  if (amountRefunded >= order.amount) return order.credits;
  return Math.ceil((order.credits * amountRefunded) / order.amount);
}

/** The credits the payment leaves on the balance: none until paid, none while any dispute is open or after one is lost. */
export function creditsHeld(order: Order, facts: PaymentFacts): number {
  if (!facts.paid) return 0;
  if (Object.values(facts.disputes).some((state) => state !== 'won')) return 0;
  return order.credits - creditsRefunded(order, facts.amountRefunded);
}

export const sameFacts = (a: PaymentFacts, b: PaymentFacts) =>
  a.paid === b.paid &&
  a.amountRefunded === b.amountRefunded &&
  Object.keys(a.disputes).length === Object.keys(b.disputes).length &&
  Object.entries(a.disputes).every(([id, state]) => b.disputes[id] === state);
