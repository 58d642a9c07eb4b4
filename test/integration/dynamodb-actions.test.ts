/**
 * Each route's `dynamodb` list in lambdas/routes.ts is what the CDK grants its function, so it must
 * be exactly what the route's code needs. The strict DynamoDB stand-in refuses, as IAM does, every
 * action a route's function sends that its list does not grant, in every test that runs a route
 * (a route granted nothing can reach nothing). Here, the other half: each route with a grant answers
 * its paths, and the stand-in's record of what it sent (for a transaction, each item's action, as
 * IAM checks them) must use every action granted: nothing granted that is not needed.
 */
import { randomUUID } from 'node:crypto';
import { earliestLiveDay, localDay, localDayFromNumber } from '../../lambdas/domain/calendar';
import { DEFAULT_CREDIT_PACKAGES } from '../../lambdas/domain/rules';
import { routeNamed, routes, type RouteName } from '../../lambdas/routes';
import { answerOf } from '../../lambdas/words/answer';
import { settingsStore } from '../../lambdas/store/settings';
import { wordList } from '../../lambdas/words/word-lists';
import { signedPaymentSucceeded } from '../../local/payment-provider';
import type { LocalRuntime } from '../../local/runtime';
import { noonTzOffset } from '../support/clock';
import { call, newAnonymousId } from '../support/runtime';
import { missesOf } from '../support/words';
import { pushSubscription } from '../support/push';
import { fixtureEvent, fixturePayment, refundedCharge, signed } from '../support/stripe-fixtures';
import { startRuntimeWithIssuer, type TestIssuer } from '../support/tokens';
import type { LeagueResponse, LeagueResponseFull } from '../../lambdas/contracts/leagues';
import { DynamoDBClient, GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { LOCAL_FUNCTION_HEADER } from '../../lambdas/store/table';
import { TABLE_SCHEMA } from '../../lambdas/table-schema';

let runtime: LocalRuntime;
let issuer: TestIssuer;
let stop: () => Promise<void>;

beforeAll(async () => {
  ({ runtime, issuer, stop } = await startRuntimeWithIssuer());
});
afterAll(() => stop?.());

async function send(name: RouteName, options: Parameters<typeof call>[2] = {}) {
  const answer = await call(runtime, name, options);
  expect({ name, status: answer.status, body: answer.body }).toMatchObject({ status: 200 });
  return answer;
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

/** The routes granted table actions: a route granted none needs no exercise (the stand-in refuses it everything). */
type TableRoute = Exclude<(typeof routes)[number], { dynamodb: readonly [] }>;
const tableRoutes = routes.filter((route): route is TableRoute => route.dynamodb.length > 0);

/**
 * Every path of every route granted table actions. Typed by route name, so a new route with a grant
 * does not compile until its paths are here.
 */
const exercises: Record<TableRoute['name'], () => Promise<unknown>> = {
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
  'flag-word': async () => {
    const { answer } = await guessWords();
    const anonymousId = newAnonymousId();
    await send('submit-guess', { body: { anonymousId, guess: answer, row: 0, wordLength: day.wordLength, tzOffset } });
    await send('flag-word', { body: { tzOffset, anonymousId } }); // the flag and the code's count (one transaction)
    await send('flag-word', { body: { tzOffset, anonymousId } }); // flagged already: the transaction refused
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
  'set-reminder': async () => {
    const { token } = newUser();
    const reminder = (time: string) => ({ subscription: pushSubscription(), time, timeZone: 'Europe/Madrid' });
    await send('set-reminder', { token, body: reminder('20:00') }); // the first: its profile made, no due item to move
    await send('set-reminder', { token, body: reminder('08:30') }); // another time: its due item moves
  },
  'delete-reminder': async () => {
    const { token } = newUser();
    await send('delete-reminder', { token, body: {} }); // none to delete
    await call(runtime, 'set-reminder', { token, body: { subscription: pushSubscription(), timeZone: 'Asia/Tokyo' } });
    await send('delete-reminder', { token, body: {} });
  },
  'export-my-data': async () => {
    const { token } = newUser();
    await call(runtime, 'set-reminder', { token, body: { subscription: pushSubscription(), timeZone: 'Europe/Madrid' } });
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
    await call(runtime, 'set-reminder', { token: owner.token, body: { subscription: pushSubscription(), timeZone: 'Europe/Madrid' } });
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
    // Past a player's share of the route in a minute: refused by the counter's condition, no other action needed.
    // (Twice the share at most: a minute that turns meanwhile starts a new count.)
    const share = routeNamed('leave-league').perPlayerPerMinute;
    let last = 0;
    for (let i = 0; i <= 2 * share && last !== 429; i++)
      last = (await call(runtime, 'leave-league', { token: member.token, body: { leagueId: league.id } })).status;
    expect(last).toBe(429);
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
  it("answers every granted route's paths, and the stand-in refused none of them", async () => {
    const deniedBefore = runtime.strict.counts.accessDenied;
    for (const route of tableRoutes) await exercises[route.name]();
    expect(runtime.strict.counts.accessDenied).toBe(deniedBefore);
  });

  it.each(tableRoutes.map((route) => [route.name, route] as const))('%s uses every action it is granted', (name, route) => {
    // Equal sets: nothing sent that is not granted (it was refused), nothing granted that is not used.
    expect([...runtime.strict.actionsOf(name)].sort()).toEqual([...route.dynamodb].sort());
  });
});

describe('the stand-in refuses a function what its route is not granted, as IAM does', () => {
  const client = () =>
    new DynamoDBClient({
      endpoint: runtime.strict.endpoint,
      region: 'local',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
  const asFunction = (base: DynamoDBClient, name: string) => {
    base.middlewareStack.add(
      (next) => (args) => {
        (args.request as { headers: Record<string, string> }).headers[LOCAL_FUNCTION_HEADER] = name;
        return next(args);
      },
      { step: 'build' },
    );
    return base;
  };
  const readonlyRoute = routes.find((route) => route.dynamodb.length > 0 && !(route.dynamodb as readonly string[]).includes('PutItem'))!;
  const grantedNothing = routes.find((route) => route.dynamodb.length === 0)!;
  const item = { [TABLE_SCHEMA.partitionKey]: { S: `IAM#${randomUUID()}` }, [TABLE_SCHEMA.sortKey]: { S: 'PROBE' } };

  it(`refuses ${readonlyRoute.name} a PutItem with AccessDeniedException naming the action, and writes nothing`, async () => {
    const put = new PutItemCommand({ TableName: runtime.tableName, Item: item });
    const refused = await asFunction(client(), readonlyRoute.name)
      .send(put)
      .then(
        () => undefined,
        (error: Error) => error,
      );
    expect(refused?.name).toBe('AccessDeniedException');
    expect(refused?.message).toContain(`is not authorized to perform: dynamodb:PutItem`);
    expect(runtime.strict.actionsOf(readonlyRoute.name).has('PutItem')).toBe(false); // refused, so not "used"
    const { Item } = await client().send(new GetItemCommand({ TableName: runtime.tableName, Key: item, ConsistentRead: true }));
    expect(Item).toBeUndefined();
  });

  it('lets a tool or a test that names no function do anything (an administrator)', async () => {
    await client().send(new PutItemCommand({ TableName: runtime.tableName, Item: item }));
    const { Item } = await client().send(new GetItemCommand({ TableName: runtime.tableName, Key: item, ConsistentRead: true }));
    expect(Item).toEqual(item);
  });

  it(`refuses ${grantedNothing.name}, granted nothing, even a read`, async () => {
    const get = new GetItemCommand({ TableName: runtime.tableName, Key: item });
    await expect(asFunction(client(), grantedNothing.name).send(get)).rejects.toMatchObject({ name: 'AccessDeniedException' });
  });
});
