/**
 * Each route's `dynamodb` list in lambdas/routes.ts is what the CDK grants its function, so it must
 * be exactly what the route's code needs. Recorded here, not guessed: an SDK middleware on the
 * table client notes the IAM action of every DynamoDB call (for a transaction, the action of each
 * item in it, as IAM checks them) while the real local runtime answers each route's paths, one
 * request at a time.
 */
import { randomUUID } from 'node:crypto';
import { earliestLiveDay, localDay, localDayFromNumber } from '../../lambdas/domain/calendar';
import { DEFAULT_CREDIT_PACKAGES } from '../../lambdas/domain/rules';
import { routes, type DynamoDbAction, type RouteName } from '../../lambdas/routes';
import { answerOf } from '../../lambdas/words/answer';
import { settingsStore } from '../../lambdas/store/settings';
import { documentClient } from '../../lambdas/store/table';
import { wordList } from '../../lambdas/words/word-lists';
import { signedPaymentSucceeded } from '../../local/payment-provider';
import type { LocalRuntime } from '../../local/runtime';
import { noonTzOffset } from '../support/clock';
import { call, newAnonymousId } from '../support/runtime';
import { missesOf } from '../support/words';
import { fixtureEvent, fixturePayment, refundedCharge, signed } from '../support/stripe-fixtures';
import { startRuntimeWithIssuer, type TestIssuer } from '../support/tokens';
import type { LeagueResponse, LeagueResponseFull } from '../../lambdas/contracts/leagues';

/** The IAM action of each kind of item in a transaction (TransactWriteItems itself is no IAM action). */
const TRANSACTION_ITEM_ACTIONS: Record<string, DynamoDbAction> = {
  Put: 'PutItem',
  Update: 'UpdateItem',
  Delete: 'DeleteItem',
  ConditionCheck: 'ConditionCheckItem',
};

let runtime: LocalRuntime;
let issuer: TestIssuer;
let stop: () => Promise<void>;
/** What each route's handler sent, by the route called (requests go one at a time, so nothing overlaps). */
const sent = new Map<RouteName, Set<string>>();
let recording: Set<string> | undefined;

beforeAll(async () => {
  ({ runtime, issuer, stop } = await startRuntimeWithIssuer());
  documentClient().middlewareStack.add(
    (next, context) => (args) => {
      const operation = String(context.commandName).replace(/Command$/, '');
      const transactItems = (args.input as { TransactItems?: object[] }).TransactItems;
      if (!transactItems) recording?.add(operation);
      for (const item of transactItems ?? [])
        for (const key of Object.keys(item)) recording?.add(TRANSACTION_ITEM_ACTIONS[key] ?? `${operation}: ${key}`);
      return next(args);
    },
    { step: 'initialize', name: 'recordDynamoDbActions' },
  );
});
afterAll(() => stop?.());

async function send(name: RouteName, options: Parameters<typeof call>[2] = {}) {
  recording = sent.get(name) ?? new Set();
  sent.set(name, recording);
  try {
    const answer = await call(runtime, name, options);
    expect({ name, status: answer.status, body: answer.body }).toMatchObject({ status: 200 });
    return answer;
  } finally {
    recording = undefined;
  }
}

const tzOffset = noonTzOffset();
const day = localDay(new Date(), tzOffset);
/** The newest past code: the last day that is over everywhere (domain/archive.ts). */
const yesterday = localDayFromNumber(earliestLiveDay(new Date()).dayNumber - 1);
const newUser = () => {
  const sub = `actions-${randomUUID()}`;
  return { sub, token: issuer.token({ sub }) };
};

async function guessWords() {
  const answer = await answerOf(day);
  const others = missesOf(day.wordLength, answer);
  return { answer, others };
}

/**
 * Every path of every route that reaches the table. Typed by route name, so a new route does not
 * compile until its paths are here.
 */
const exercises: Record<RouteName, () => Promise<unknown>> = {
  'get-word-length': () => send('get-word-length', { query: { tzOffset } }),
  'get-helper-prices': () => {
    settingsStore.forgetCache(); // from the table, not this process's one-minute cache
    return send('get-helper-prices');
  },
  'submit-guess': async () => {
    const { answer, others } = await guessWords();
    const guess = (body: Record<string, unknown>, token?: string) =>
      send('submit-guess', { token, body: { wordLength: day.wordLength, tzOffset, ...body } });
    const anonymousId = newAnonymousId();
    await guess({ anonymousId, guess: others[0], row: 0 }); // one conditional update
    await guess({ anonymousId, guess: others[1] }); // no row index: the stored game is read first
    const { token } = newUser();
    await guess({ guess: others[0], row: 0 }, token); // a new account: its profile is created
    await guess({ guess: answer, row: 1 }, token); // the finishing guess writes the statistics in a transaction
  },
  'load-game-state': async () => {
    const { answer } = await guessWords();
    const anonymousId = newAnonymousId();
    // A new browser's first call makes its player and is given its proof; it wins, so it has a history.
    const { anonymousCredential } = (await send('load-game-state', { body: { tzOffset, anonymousId } })).body;
    await send('submit-guess', { body: { anonymousId, guess: answer, row: 0, wordLength: day.wordLength, tzOffset } });
    const { token } = newUser();
    await send('get-credits', { token });
    // Signed in on the browser that played anonymously (its proof in hand): today's game moves to the account.
    await send('load-game-state', { token, body: { tzOffset, anonymousId, anonymousCredential } });
    // A browser that had not played when it signed in keeps a marker; signed out again, the account
    // still has no game that day, so the marker goes and the browser plays.
    const idle = newAnonymousId();
    const idleProof = (await send('load-game-state', { body: { tzOffset, anonymousId: idle } })).body.anonymousCredential;
    await send('load-game-state', { token: newUser().token, body: { tzOffset, anonymousId: idle, anonymousCredential: idleProof } });
    await send('load-game-state', { body: { tzOffset, anonymousId: idle } });
  },
  'get-credits': async () => {
    const { token } = newUser();
    await send('get-credits', { token }); // creates the profile
    await send('get-credits', { token });
  },
  'use-helper': () => {
    settingsStore.forgetCache();
    return send('use-helper', { token: newUser().token, body: { tzOffset, helperType: 'revealRandomLetter' } });
  },
  'get-credit-packages': () => send('get-credit-packages'),
  'create-payment-intent': () =>
    send('create-payment-intent', { token: newUser().token, body: { packageId: DEFAULT_CREDIT_PACKAGES[0].id, checkoutId: randomUUID() } }),
  'get-archive': () => {
    settingsStore.forgetCache();
    return send('get-archive', { token: newUser().token, query: { tzOffset } }); // a new account: its profile is created
  },
  'open-archive-day': async () => {
    const { token } = newUser();
    const body = { date: yesterday.date, tzOffset };
    await send('open-archive-day', { token, body }); // opens and pays, in one transaction
    await send('open-archive-day', { token, body }); // reopens for free
  },
  'submit-archive-guess': async () => {
    const { token } = newUser();
    await send('open-archive-day', { token, body: { date: yesterday.date, tzOffset } });
    const word = wordList(yesterday.wordLength).answers[0];
    await send('submit-archive-guess', {
      token,
      body: { date: yesterday.date, tzOffset, guess: word, wordLength: yesterday.wordLength, row: 0 },
    });
  },
  'game-report': async () => {
    const { answer } = await guessWords();
    const anonymousId = newAnonymousId();
    await send('submit-guess', { body: { anonymousId, guess: answer, row: 0, wordLength: day.wordLength, tzOffset } });
    await send('game-report', { body: { tzOffset, anonymousId } }); // computed, then stored with the game (one update)
    await send('game-report', { body: { tzOffset, anonymousId } }); // read
  },
  'create-league': () => send('create-league', { token: newUser().token, body: { name: 'Actions' } }), // a new account: its profile too
  'join-league': async () => {
    const { league } = (await call<LeagueResponse>(runtime, 'create-league', { token: newUser().token, body: { name: 'Join' } })).body;
    await send('join-league', { token: newUser().token, body: { inviteCode: league.inviteCode } });
  },
  'list-leagues': async () => {
    const { answer } = await guessWords();
    const { token } = newUser();
    await call(runtime, 'create-league', { token, body: { name: 'List' } });
    await send('list-leagues', { token, query: { tzOffset } }); // not finished today: no standing
    await call(runtime, 'submit-guess', { token, body: { guess: answer, row: 0, wordLength: day.wordLength, tzOffset } });
    await send('list-leagues', { token, query: { tzOffset } }); // the standing: every member's game of the day
  },
  'export-my-data': async () => {
    const { token } = newUser();
    const { league } = (await call<LeagueResponse>(runtime, 'create-league', { token, body: { name: 'Export' } })).body;
    expect(league.id).toBeDefined();
    const made = await call<{ paymentIntentId: string }>(runtime, 'create-payment-intent', {
      token,
      body: { packageId: DEFAULT_CREDIT_PACKAGES[0].id, checkoutId: randomUUID() },
    });
    expect(made.status).toBe(200);
    await send('export-my-data', { token });
  },
  'delete-account': async () => {
    const owner = newUser();
    const member = newUser();
    const { league } = (await call<LeagueResponse>(runtime, 'create-league', { token: owner.token, body: { name: 'Delete' } })).body;
    await call(runtime, 'join-league', { token: member.token, body: { inviteCode: league.inviteCode } });
    await call(runtime, 'create-payment-intent', {
      token: owner.token,
      body: { packageId: DEFAULT_CREDIT_PACKAGES[0].id, checkoutId: randomUUID() },
    });
    await send('delete-account', { token: owner.token, body: { confirm: 'delete my account' } });
  },
  'get-league': async () => {
    const { token } = newUser();
    const { league } = (await call<LeagueResponse>(runtime, 'create-league', { token, body: { name: 'Get' } })).body;
    await send('get-league', { body: { tzOffset, anonymousId: newAnonymousId(), inviteCode: league.inviteCode } }); // an invitation
    await send('get-league', { token, body: { tzOffset, leagueId: league.id } });
  },
  'update-league': async () => {
    const owner = newUser();
    const { league } = (await call<LeagueResponse>(runtime, 'create-league', { token: owner.token, body: { name: 'Update' } })).body;
    const member = newUser();
    await call(runtime, 'join-league', { token: member.token, body: { inviteCode: league.inviteCode } });
    await send('update-league', { token: owner.token, body: { leagueId: league.id, action: 'rename', name: 'Renamed' } });
    await send('update-league', { token: owner.token, body: { leagueId: league.id, action: 'rotate-invite' } });
    const pageOf = { token: owner.token, body: { tzOffset, leagueId: league.id } };
    const page = (await call<LeagueResponseFull>(runtime, 'get-league', pageOf)).body;
    const memberId = page.members.find((m) => !m.isYou)!.memberId;
    await send('update-league', { token: owner.token, body: { leagueId: league.id, action: 'remove-member', memberId } });
  },
  'leave-league': async () => {
    const owner = newUser();
    const { league } = (await call<LeagueResponse>(runtime, 'create-league', { token: owner.token, body: { name: 'Leave' } })).body;
    const member = newUser();
    await call(runtime, 'join-league', { token: member.token, body: { inviteCode: league.inviteCode } });
    await send('leave-league', { token: owner.token, body: { leagueId: league.id } }); // the league passes on
    await send('leave-league', { token: member.token, body: { leagueId: league.id } }); // the last one: deleted
  },
  'set-display-name': async () => {
    const { token } = newUser();
    await send('set-display-name', { token, body: { displayName: 'Ada' } }); // a new account: its profile too
    await call(runtime, 'create-league', { token, body: { name: 'Named' } });
    await send('set-display-name', { token, body: { displayName: 'Ada L' } });
  },
  'stripe-webhook': async () => {
    const { sub, token } = newUser();
    const pkg = DEFAULT_CREDIT_PACKAGES[0];
    // Only a PaymentIntent the game made is credited: made here by its own route.
    const made = await call<{ paymentIntentId: string }>(runtime, 'create-payment-intent', {
      token,
      body: { packageId: pkg.id, checkoutId: randomUUID() },
    });
    const { payload, signature } = signedPaymentSucceeded(sub, pkg, made.body.paymentIntentId);
    await send('stripe-webhook', { rawBody: payload, headers: { 'stripe-signature': signature } });
    // A partial refund of it: the same items, the balance moved the other way.
    const refund = signed(
      fixtureEvent('charge.refunded', refundedCharge(fixturePayment(pkg.price_cents, pkg.currency, made.body.paymentIntentId), 50)),
    );
    await send('stripe-webhook', { rawBody: refund.payload, headers: { 'stripe-signature': refund.signature } });
  },
};

describe('each route sends exactly the DynamoDB actions lambdas/routes.ts grants it', () => {
  it("answers every route's paths", async () => {
    for (const route of routes) await exercises[route.name]();
    expect([...sent.keys()].sort()).toEqual(routes.map((r) => r.name).sort());
  });

  it.each(routes.map((route) => [route.name, route] as const))('%s', (name, route) => {
    // Equal sets: nothing sent that is not granted (it would be refused in AWS), nothing granted that is not used.
    expect([...(sent.get(name) ?? [])].sort()).toEqual([...route.dynamodb].sort());
  });
});
