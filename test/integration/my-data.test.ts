/**
 * Your data (docs/product.md, "Your data"), against the real local runtime: an account signed in
 * through the sign-in stand-in, with a browser's games joined to it, a past day, a league it owns
 * with another member, credits bought, a refund and a dispute, is exported whole, then deleted:
 * nothing of it is left in the table (a scan of every item), in the stand-in's user pool or in the
 * league; its purchases stay, without it; a token it still holds makes nothing again. A deletion
 * that stopped halfway is finished by the next call.
 */
import { randomUUID } from 'node:crypto';
import type { LeagueResponse, LeagueResponseFull } from '../../lambdas/contracts/leagues';
import { DELETE_ACCOUNT_CONFIRMATION } from '../../lambdas/contracts/constants';
import type { DeleteAccountResponse, MyDataExport } from '../../lambdas/contracts/my-data';
import { earliestLiveDay, localDay, localDayFromNumber } from '../../lambdas/domain/calendar';
import { ACCOUNT_DELETED } from '../../lambdas/errors';
import { takeOut } from '../../lambdas/services/shared/league';
import { playerDataStore } from '../../lambdas/store/player-data';
import { answerOf } from '../../lambdas/words/answer';
import type { LocalRuntime } from '../../local/runtime';
import { hostedUi } from '../support/hosted-ui';
import { itemText, scanTable } from '../support/races';
import { call, newAnonymousId, startRuntime } from '../support/runtime';
import { dispute, fixtureEvent, fixturePayment, newDisputeId, paidIntent, refundedCharge, signed } from '../support/stripe-fixtures';
import { missesOf } from '../support/words';

let runtime: LocalRuntime;
beforeAll(async () => {
  runtime = await startRuntime();
}, 120_000);
afterAll(() => runtime?.stop());
// Noon UTC of today for the server: an account built and deleted never straddles a midnight.
let noon: number;
beforeEach(() => {
  noon = Date.parse(`${localDay(new Date(), 0).date}T12:00:00Z`);
  runtime.setClock(() => noon);
});
afterEach(() => runtime.setClock());

const { signIn, userPool, claims } = hostedUi(() => runtime);
const tzOffset = 0;
const CONFIRM = { confirm: DELETE_ACCOUNT_CONFIRMATION };

/** Every item of the runtime's table, as JSON text: whatever holds an id shows it. */
const everyItem = async () => (await scanTable()).map(itemText);

const deliver = async (event: Record<string, unknown>) => {
  const { payload, signature } = signed(event);
  const response = await fetch(`${runtime.url}/functions/v1/stripe-webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
  expect(response.status).toBe(200);
};

/** An account as a player builds it: see the file's comment. */
async function fullAccount() {
  const email = `deleted-${randomUUID()}@example.com`;
  const tokens = await signIn(email);
  const token = tokens.access_token;
  const sub = String(claims(token).sub);
  const today = localDay(new Date(noon), tzOffset);
  const answer = await answerOf(today);

  // A browser plays today anonymously, then signs in there: its game and history join the account.
  const anonymousId = newAnonymousId();
  const proof = (await call<{ anonymousCredential?: string }>(runtime, 'load-game-state', { body: { tzOffset, anonymousId } })).body
    .anonymousCredential;
  const misses = missesOf(today.wordLength, answer);
  for (const [row, guess] of [misses[0], answer].entries())
    await call(runtime, 'submit-guess', { body: { guess, wordLength: today.wordLength, tzOffset, row, anonymousId } });
  const joined = await call<{ joinRefused?: string }>(runtime, 'load-game-state', {
    token,
    body: { tzOffset, anonymousId, anonymousCredential: proof },
  });
  expect(joined.body.joinRefused).toBeUndefined();

  // A past day for a credit, and a league it owns, which another player joined.
  const pastDay = localDayFromNumber(earliestLiveDay(new Date(noon)).dayNumber - 1);
  expect((await call(runtime, 'open-archive-day', { token, body: { date: pastDay.date, tzOffset } })).status).toBe(200);
  const { league } = (await call<LeagueResponse>(runtime, 'create-league', { token, body: { name: 'Office' } })).body;
  expect((await call(runtime, 'set-display-name', { token, body: { displayName: 'Ada' } })).status).toBe(200);
  const other = runtime.identity.mintAccessToken({ sub: `member-${randomUUID()}` });
  expect((await call(runtime, 'join-league', { token: other, body: { inviteCode: league.inviteCode } })).status).toBe(200);

  // Credits bought, part refunded, then a dispute opened with the bank.
  const made = await call<{ paymentIntentId: string; amount: number; currency: string }>(runtime, 'create-payment-intent', {
    token,
    body: { packageId: 'pack-10', checkoutId: randomUUID() },
  });
  expect(made.status).toBe(200);
  const payment = fixturePayment(made.body.amount, made.body.currency, made.body.paymentIntentId);
  await deliver(fixtureEvent('payment_intent.succeeded', paidIntent(payment)));
  await deliver(fixtureEvent('charge.refunded', refundedCharge(payment, 50)));
  await deliver(fixtureEvent('charge.dispute.created', dispute(payment, newDisputeId(), 'needs_response')));
  return { email, tokens, token, sub, anonymousId, league, other, payment, pastDay, today };
}

describe('your data', () => {
  it('exports everything the game keeps about an account, then deletes it: nothing of it is left anywhere', async () => {
    const account = await fullAccount();
    const { token, sub, anonymousId } = account;

    const exported = await call<MyDataExport>(runtime, 'export-my-data', { token });
    expect(exported.status).toBe(200);
    const data = exported.body;
    expect(data).toMatchObject({
      format: 'cipherword-my-data-v1',
      account: { id: sub, displayName: 'Ada' },
      joinedBrowsers: [anonymousId],
    });
    expect(data.games.map((game) => [game.kind, game.date, game.status])).toEqual(
      expect.arrayContaining([
        ['daily', account.today.date, 'won'],
        ['archive', account.pastDay.date, 'playing'],
      ]),
    );
    expect(data.history[account.today.date]).toBe(2);
    expect(data.dayClocks).toEqual({ [account.today.date]: tzOffset }); // the clock the day was played on
    expect(data.statistics).toMatchObject({ played: 1, won: 1 });
    expect(data.creditLedger.reduce((sum, entry) => sum + entry.delta, 0)).toBe(data.account.creditBalance);
    expect(data.leagues).toEqual([{ id: account.league.id, name: 'Office', isOwner: true }]);
    expect(data.purchases).toEqual([
      expect.objectContaining({ paymentIntentId: account.payment.intentId, paid: true, amountRefunded: 50, credits: 10 }),
    ]);
    expect(Object.values(data.purchases[0].disputes)).toEqual(['open']);
    // It reads back as JSON, and holds nothing of anyone else.
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
    expect(JSON.stringify(data)).not.toContain(String(claims(account.other).sub));

    const deleted = await call<DeleteAccountResponse>(runtime, 'delete-account', { token, body: CONFIRM });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ deleted: true, creditsForfeited: Math.max(0, data.account.creditBalance), openDisputes: 1 });

    // The table: no item holds the account's id or its browser's; the purchase stays, without them.
    const items = await everyItem();
    expect(items.filter((item) => item.includes(sub) || item.includes(anonymousId))).toEqual([]);
    const purchase = items.filter((item) => item.includes(account.payment.intentId));
    expect(purchase).toHaveLength(2); // the order and the payment's facts, for the accounts
    for (const item of purchase) {
      const kept = JSON.parse(item) as { anonymisedAt?: unknown; expiresAt?: unknown };
      expect([typeof kept.anonymisedAt, typeof kept.expiresAt]).toEqual(['string', 'number']);
    }

    // The user pool: the user is gone, and so is every session (its refresh token no longer works).
    const listed = await userPool('ListUsers', { UserPoolId: runtime.identity.userPoolId, Filter: `sub = "${sub}"` });
    expect(JSON.parse(listed.body)).toEqual({ Users: [] });
    const refreshed = await userPool('GetTokensFromRefreshToken', {
      ClientId: runtime.identity.clientId,
      RefreshToken: account.tokens.refresh_token,
    });
    expect(refreshed.status).toBe(400);

    // The league: the other member owns it now, alone, and sees nothing of the account.
    const seen = await call<LeagueResponseFull>(runtime, 'get-league', {
      token: account.other,
      body: { tzOffset, leagueId: account.league.id },
    });
    expect(seen.body.league).toMatchObject({ isOwner: true, memberCount: 1 });
    expect(seen.body.members.map((member) => member.displayName)).not.toContain('Ada');

    // A token the account still holds (another device, within the hour) makes nothing again.
    const again = await call<{ error: string }>(runtime, 'get-credits', { token });
    expect(again).toEqual({ status: 401, body: { error: ACCOUNT_DELETED, reason: 'account-deleted' } });
    expect((await everyItem()).filter((item) => item.includes(sub))).toEqual([]);
  });

  it('finishes a deletion that stopped halfway, and answers a repeated one the same', async () => {
    const account = await fullAccount();
    // As if a first call died after marking the account and leaving its leagues.
    await playerDataStore.markDeleted(account.sub, new Date(noon), 2);
    await takeOut(account.league.id, account.sub, () => account.sub);
    const finished = await call<DeleteAccountResponse>(runtime, 'delete-account', { token: account.token, body: CONFIRM });
    expect(finished.status).toBe(200);
    expect((await everyItem()).filter((item) => item.includes(account.sub) || item.includes(account.anonymousId))).toEqual([]);
    const repeated = await call<DeleteAccountResponse>(runtime, 'delete-account', { token: account.token, body: CONFIRM });
    expect(repeated.body).toEqual({ deleted: true, creditsForfeited: 0, openDisputes: 0 });
    expect((await everyItem()).filter((item) => item.includes(account.sub))).toEqual([]);
  });

  it("answers deletions racing each other and the account's other calls with 200 or 401, never a 5xx, and leaves nothing", async () => {
    const account = await fullAccount();
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => call(runtime, 'delete-account', { token: account.token, body: CONFIRM })),
      call(runtime, 'set-display-name', { token: account.token, body: { displayName: 'Racer' } }),
      call(runtime, 'leave-league', { token: account.token, body: { leagueId: account.league.id } }),
      call(runtime, 'get-credits', { token: account.token }),
    ]);
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    expect(answers.slice(0, 4).some((answer) => answer.status === 200)).toBe(true);
    // Whatever raced, one more call finishes the deletion: nothing of the account is left.
    expect((await call(runtime, 'delete-account', { token: account.token, body: CONFIRM })).status).toBe(200);
    expect((await everyItem()).filter((item) => item.includes(account.sub) || item.includes(account.anonymousId))).toEqual([]);
  });

  it('refuses a deletion without the spelled-out confirmation, naming it, and keeps everything', async () => {
    const token = runtime.identity.mintAccessToken({ sub: `kept-${randomUUID()}` });
    expect((await call(runtime, 'get-credits', { token })).status).toBe(200);
    for (const body of [{}, { confirm: true }, { confirm: 'yes' }]) {
      const refused = await call<{ error: string }>(runtime, 'delete-account', { token, body });
      expect(refused.status).toBe(400);
      expect(refused.body.error).toContain('confirm must be "delete my account"');
    }
    expect((await call(runtime, 'get-credits', { token })).status).toBe(200);
  });

  it("refuses a deletion naming another player's userId with a 403, and deletes nobody", async () => {
    const [mine, theirs] = [`mine-${randomUUID()}`, `theirs-${randomUUID()}`];
    const token = runtime.identity.mintAccessToken({ sub: mine });
    expect((await call(runtime, 'get-credits', { token })).status).toBe(200);
    const refused = await call<{ error: string }>(runtime, 'delete-account', { token, body: { ...CONFIRM, userId: theirs } });
    expect(refused).toEqual({ status: 403, body: { error: 'userId does not match the signed-in user' } });
    expect((await call(runtime, 'get-credits', { token })).status).toBe(200);
    // Its own id, named, is the caller: the deletion goes ahead.
    expect((await call(runtime, 'delete-account', { token, body: { ...CONFIRM, userId: mine } })).status).toBe(200);
  });
});
