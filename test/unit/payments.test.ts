/**
 * What a payment leaves on the balance (lambdas/domain/payments.ts): the facts only grow, so any
 * order and any number of deliveries of the same events end in the same credits.
 */
import { creditsHeld, creditsRefunded, disputeState, mergeFact, NO_FACTS, type PaymentFact } from '../../lambdas/domain/payments';
import { STRIPE_CALL, stripeTimeouts } from '../../lambdas/services/payments';

const order = { credits: 10, amount: 199, currency: 'usd' };
const apply = (facts: PaymentFact[]) => facts.reduce(mergeFact, NO_FACTS);

/** Every ordering of `items`. */
const orderings = <T>(items: T[]): T[][] =>
  items.length <= 1
    ? [items]
    : items.flatMap((item, i) => orderings([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));

describe('credits held by a payment', () => {
  it('are none until paid, all once paid', () => {
    expect(creditsHeld(order, NO_FACTS)).toBe(0);
    expect(creditsHeld(order, apply([{ kind: 'paid' }]))).toBe(10);
  });

  it('lose a refund in proportion, rounded up, and all of a full refund', () => {
    expect([1, 20, 50, 100, 198, 199, 500].map((amount) => creditsRefunded(order, amount))).toEqual([1, 2, 3, 6, 10, 10, 10]);
    expect(creditsRefunded(order, 0)).toBe(0);
    expect(creditsHeld(order, apply([{ kind: 'paid' }, { kind: 'refunded', amountRefunded: 50 }]))).toBe(7);
  });

  it("keep the highest refund total seen (Stripe's is a running total), whatever the order", () => {
    const events: PaymentFact[] = [{ kind: 'paid' }, { kind: 'refunded', amountRefunded: 50 }, { kind: 'refunded', amountRefunded: 100 }];
    for (const ordering of orderings(events)) expect(creditsHeld(order, apply(ordering))).toBe(4);
  });

  it('are frozen while a dispute is open, given back when won, kept when lost, in any order and however often', () => {
    const open: PaymentFact = { kind: 'dispute', disputeId: 'dp_1', state: 'open' };
    const won: PaymentFact = { kind: 'dispute', disputeId: 'dp_1', state: 'won' };
    const lost: PaymentFact = { kind: 'dispute', disputeId: 'dp_1', state: 'lost' };
    expect(creditsHeld(order, apply([{ kind: 'paid' }, open]))).toBe(0);
    for (const ordering of orderings<PaymentFact>([{ kind: 'paid' }, open, won, open]))
      expect(creditsHeld(order, apply(ordering))).toBe(10);
    for (const ordering of orderings<PaymentFact>([{ kind: 'paid' }, open, lost, open]))
      expect(creditsHeld(order, apply(ordering))).toBe(0);
  });

  it("read every one of Stripe's dispute statuses: under way is open, closed without a chargeback or prevented is won", () => {
    expect(['warning_needs_response', 'warning_under_review', 'needs_response', 'under_review'].map(disputeState)).toEqual([
      'open',
      'open',
      'open',
      'open',
    ]);
    expect(['won', 'warning_closed', 'prevented', 'lost'].map(disputeState)).toEqual(['won', 'won', 'won', 'lost']);
    expect(['appeal_needs_response', 'appeal_under_review'].map(disputeState)).toEqual(['appealed', 'appealed']);
    // One Stripe adds later: frozen (open) until someone looks, never taken or given.
    expect(disputeState('some_new_status')).toBe('open');
  });

  it('give back a prevented dispute: it never freezes the credits for good', () => {
    const prevented: PaymentFact = { kind: 'dispute', disputeId: 'dp_1', state: disputeState('prevented') };
    const open: PaymentFact = { kind: 'dispute', disputeId: 'dp_1', state: 'open' };
    for (const ordering of orderings<PaymentFact>([{ kind: 'paid' }, open, prevented]))
      expect(creditsHeld(order, apply(ordering))).toBe(10);
  });

  it('give the credits back when an appeal of a lost dispute is won, in any order of the events', () => {
    const open: PaymentFact = { kind: 'dispute', disputeId: 'dp_1', state: 'open' };
    const lost: PaymentFact = { kind: 'dispute', disputeId: 'dp_1', state: 'lost' };
    const appealed: PaymentFact = { kind: 'dispute', disputeId: 'dp_1', state: 'appealed' };
    const won: PaymentFact = { kind: 'dispute', disputeId: 'dp_1', state: 'won' };
    expect(creditsHeld(order, apply([{ kind: 'paid' }, open, lost, appealed]))).toBe(0);
    for (const ordering of orderings<PaymentFact>([{ kind: 'paid' }, open, lost, appealed, won]))
      expect(creditsHeld(order, apply(ordering))).toBe(10);
  });
});

describe("Stripe's attempts within the time Lambda leaves", () => {
  it('split what is left after keeping time for the order, into up to three attempts of at least a second', () => {
    expect(stripeTimeouts(10_000)).toEqual({ timeout: 2_333, maxNetworkRetries: 2 });
    expect(stripeTimeouts(5_500)).toEqual({ timeout: 1_250, maxNetworkRetries: 1 });
    expect(stripeTimeouts(4_000)).toEqual({ timeout: 1_000, maxNetworkRetries: 0 });
    expect(stripeTimeouts(500)).toEqual({ timeout: 1_000, maxNetworkRetries: 0 });
    for (let remaining = 4_000; remaining <= 30_000; remaining += 250) {
      const { timeout, maxNetworkRetries } = stripeTimeouts(remaining);
      expect(timeout * (maxNetworkRetries + 1)).toBeLessThanOrEqual(remaining - STRIPE_CALL.keepForAfterMs);
    }
  });
});
