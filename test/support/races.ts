/**
 * The race harness (docs/architecture.md, "Races"): every pair of write calls that touch the same
 * account or league, sent at once with varied delays against the real local runtime, and the
 * invariants a full scan of the table must show afterwards, whatever the order the calls landed in.
 * The suite runs every pair a few times (test/integration/races.test.ts); `npm run bench -- races`
 * runs thousands, seeded (bench/measure/races.ts).
 */
import { randomUUID } from 'node:crypto';
import { GetCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { DELETE_ACCOUNT_CONFIRMATION } from '../../lambdas/contracts/constants';
import type { LeagueResponse } from '../../lambdas/contracts/leagues';
import { earliestLiveDay, localDay, localDayFromNumber, type LocalDay } from '../../lambdas/domain/calendar';
import { localClock } from '../../lambdas/domain/reminders';
import { dayKeyOf } from '../../lambdas/domain/language-days';
import { DEFAULT_LANGUAGE, type LanguageCode } from '../../lambdas/domain/languages';
import { HELPERS, REMINDER_SLOT_MINUTES } from '../../lambdas/domain/rules';
import { memberIdOf } from '../../lambdas/services/shared/league';
import { keys } from '../../lambdas/store/keys';
import { admittedPlayerOf } from '../../lambdas/store/profiles';
import { documentClient, tableName } from '../../lambdas/store/table';
import { answerOf } from '../../lambdas/words/answer';
import type { LocalRuntime } from '../../local/runtime';
import { call, finalAnswer, newViewerAddress } from './runtime';
import { fixtureEvent, fixturePayment, paidIntent, signed } from './stripe-fixtures';
import { pushSubscription } from './push';
import { missesOf } from './words';

/** A seeded source of numbers in [0, 1) (mulberry32): the same seed sends the same delays. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface RaceWorld {
  runtime: LocalRuntime;
  /** The server's clock for the run (noon UTC: no call straddles a midnight). */
  now: Date;
}

/** What a pair's setup leaves ready: its two calls, and the accounts the pair may delete. */
export interface Staged {
  first: () => Promise<number>;
  second: () => Promise<number>;
  /** The account the second call deletes: once that answered 200, nothing may name it, whatever the first did. */
  deleting?: string;
  /** What this pair's own rule finds wrong once both calls answered (beside the table-wide invariants). */
  check?: () => Promise<string[]>;
}

export interface RacePair {
  /** "first × second", as docs/architecture.md lists them. */
  name: string;
  stage: (world: RaceWorld) => Promise<Staged>;
  /** For a pair whose second call deletes the account: what the first call answers once the deletion began. */
  afterDeletionBegan?: number;
}

const TZ = 0;
const CONFIRM = { confirm: DELETE_ACCOUNT_CONFIRMATION };
/** A call's final status, as the player's app is left with it (finalAnswer: 429 and 503 sent again). */
const status = async (send: () => Promise<{ status: number }>) => (await finalAnswer(send)).status;

/** A signed-in account whose profile exists (its first call made it). */
async function account(world: RaceWorld, label: string) {
  const sub = `race-${label}-${randomUUID()}`;
  const token = world.runtime.identity.mintAccessToken({ sub });
  const made = await call(world.runtime, 'get-credits', { token });
  if (made.status !== 200) throw new Error(`get-credits answered ${made.status} for a new account: ${JSON.stringify(made.body)}`);
  return { sub, token };
}

async function league(world: RaceWorld, owner: { token: string }, ...members: { token: string }[]) {
  const made = await call<LeagueResponse>(world.runtime, 'create-league', { token: owner.token, body: { name: 'Race' } });
  if (made.status !== 200) throw new Error(`create-league answered ${made.status}`);
  for (const member of members)
    await call(world.runtime, 'join-league', { token: member.token, body: { inviteCode: made.body.league.inviteCode } });
  return made.body.league;
}

const today = (world: RaceWorld): LocalDay => localDay(world.now, TZ);
/** A browser's own address (it connects from it): one address adds only so many new anonymous players an hour, as in AWS. */
const browserAddress = newViewerAddress;
const guess = (world: RaceWorld, token: string, word: string, row: number, tzOffset = TZ, language: LanguageCode = DEFAULT_LANGUAGE) =>
  call(world.runtime, 'submit-guess', {
    token,
    body: { guess: word, wordLength: localDay(world.now, tzOffset).wordLength, tzOffset, row, language },
  });
const deletion = (world: RaceWorld, token: string) => status(() => call(world.runtime, 'delete-account', { token, body: CONFIRM }));
/** The league's owner removes a member. */
const removal = (world: RaceWorld, owner: { token: string }, leagueId: string, member: { sub: string }) =>
  status(() =>
    call(world.runtime, 'update-league', {
      token: owner.token,
      body: { leagueId, action: 'remove-member', memberId: memberIdOf(leagueId, member.sub) },
    }),
  );

/** A browser that played anonymously on its day at `tzOffset`: its first load (which gave its proof), then `misses` wrong guesses. */
async function anonymousBrowser(world: RaceWorld, tzOffset: number, misses: number, language: LanguageCode = DEFAULT_LANGUAGE) {
  const day = localDay(world.now, tzOffset);
  const anonymousId = `anon_${randomUUID()}`;
  const first = await call<{ anonymousCredential?: string }>(world.runtime, 'load-game-state', {
    from: browserAddress(),
    body: { tzOffset, anonymousId, language },
  });
  const answer = await answerOf(day, language);
  for (const [row, miss] of missesOf(day.wordLength, answer, language).slice(0, misses).entries())
    await call(world.runtime, 'submit-guess', {
      body: { guess: miss, wordLength: day.wordLength, tzOffset, row, anonymousId, language },
    });
  return { answer, proof: { anonymousId, anonymousCredential: first.body.anonymousCredential } };
}

const REMINDER_ZONE = 'Europe/Madrid';
/** The account's daily reminder at `time` (Madrid), from `subscription` (by default a new one of its browser), set on `language`'s page. */
const setReminder = (world: RaceWorld, token: string, time: string, subscription: object = pushSubscription(), language?: string) =>
  status(() => call(world.runtime, 'set-reminder', { token, body: { subscription, time, timeZone: REMINDER_ZONE, language } }));

/**
 * An account whose reminder falls due in the slot after the world's clock, subscribed to the local
 * push service, and the sender's run for that slot (a 503 for a run that left anything unfinished).
 */
async function dueReminder(world: RaceWorld, label: string) {
  const player = await account(world, label);
  const at = new Date(world.now.getTime() + REMINDER_SLOT_MINUTES * 60_000);
  const minutes = localClock(REMINDER_ZONE, at).minutes;
  const time = [Math.floor(minutes / 60), minutes % 60].map((part) => String(part).padStart(2, '0')).join(':');
  const subscription = world.runtime.push.subscribe(world.runtime.vapidPublicKey);
  if ((await setReminder(world, player.token, time, subscription)) !== 200) throw new Error('set-reminder refused the due reminder');
  const run = async () => {
    const { outcomes, unfinishedShards } = await world.runtime.sendReminders(at);
    return outcomes.failed === 0 && unfinishedShards === 0 ? 200 : 503;
  };
  // However the calls meet, the reminder is posted at most once.
  const check = () => {
    const posted = world.runtime.push.messagesFor(subscription.endpoint).length;
    return Promise.resolve(posted > 1 ? [`${player.sub}: reminded ${posted} times in one slot`] : []);
  };
  return { player, run, check };
}

/** Every pair of write calls that meet on one account or one league. */
export const RACE_PAIRS: readonly RacePair[] = [
  {
    name: 'submit-guess × delete-account',
    afterDeletionBegan: 401,
    async stage(world) {
      const player = await account(world, 'guess');
      const answer = await answerOf(today(world));
      const [miss, next] = missesOf(today(world).wordLength, answer);
      await guess(world, player.token, miss, 0);
      return {
        first: () => status(() => guess(world, player.token, next, 1)),
        second: () => deletion(world, player.token),
        deleting: player.sub,
      };
    },
  },
  {
    name: 'use-helper × delete-account',
    afterDeletionBegan: 401,
    async stage(world) {
      const player = await account(world, 'helper');
      return {
        first: () =>
          status(() => call(world.runtime, 'use-helper', { token: player.token, body: { helperType: HELPERS[0].type, tzOffset: TZ } })),
        second: () => deletion(world, player.token),
        deleting: player.sub,
      };
    },
  },
  {
    name: 'open-archive-day × delete-account',
    afterDeletionBegan: 401,
    async stage(world) {
      const player = await account(world, 'archive');
      const date = localDayFromNumber(earliestLiveDay(world.now).dayNumber - 1).date;
      return {
        first: () => status(() => call(world.runtime, 'open-archive-day', { token: player.token, body: { date, tzOffset: TZ } })),
        second: () => deletion(world, player.token),
        deleting: player.sub,
      };
    },
  },
  {
    name: 'load-game-state (sign-in) × delete-account',
    afterDeletionBegan: 401,
    async stage(world) {
      const player = await account(world, 'sign-in');
      const browser = await anonymousBrowser(world, TZ, 1);
      const body = { tzOffset: TZ, ...browser.proof };
      return {
        first: () => status(() => call(world.runtime, 'load-game-state', { token: player.token, body })),
        second: () => deletion(world, player.token),
        deleting: player.sub,
      };
    },
  },
  {
    name: 'create-league × delete-account',
    afterDeletionBegan: 401,
    async stage(world) {
      const player = await account(world, 'creator');
      return {
        first: () => status(() => call(world.runtime, 'create-league', { token: player.token, body: { name: 'Ghost' } })),
        second: () => deletion(world, player.token),
        deleting: player.sub,
      };
    },
  },
  {
    name: 'join-league × delete-account',
    afterDeletionBegan: 401,
    async stage(world) {
      const [owner, member] = [await account(world, 'owner'), await account(world, 'joiner')];
      const { inviteCode } = await league(world, owner);
      return {
        first: () => status(() => call(world.runtime, 'join-league', { token: member.token, body: { inviteCode } })),
        second: () => deletion(world, member.token),
        deleting: member.sub,
      };
    },
  },
  {
    name: 'set-display-name × delete-account',
    afterDeletionBegan: 401,
    async stage(world) {
      const [owner, member] = [await account(world, 'owner'), await account(world, 'renamer')];
      await league(world, owner, member);
      return {
        first: () => status(() => call(world.runtime, 'set-display-name', { token: member.token, body: { displayName: 'Racer' } })),
        second: () => deletion(world, member.token),
        deleting: member.sub,
      };
    },
  },
  {
    name: 'set-reminder × delete-account',
    afterDeletionBegan: 401,
    async stage(world) {
      const player = await account(world, 'reminded');
      await setReminder(world, player.token, '20:00');
      return { first: () => setReminder(world, player.token, '08:15'), second: () => deletion(world, player.token), deleting: player.sub };
    },
  },
  {
    name: 'update-league (rename) × delete-account',
    afterDeletionBegan: 401,
    async stage(world) {
      const [owner, member] = [await account(world, 'owner'), await account(world, 'member')];
      const { id } = await league(world, owner, member);
      return {
        first: () =>
          status(() =>
            call(world.runtime, 'update-league', { token: owner.token, body: { leagueId: id, action: 'rename', name: 'Renamed' } }),
          ),
        second: () => deletion(world, owner.token),
        deleting: owner.sub,
      };
    },
  },
  {
    name: 'leave-league × delete-account (of the owner)',
    async stage(world) {
      const [owner, member] = [await account(world, 'owner'), await account(world, 'leaver')];
      const { id } = await league(world, owner, member);
      return {
        first: () => status(() => call(world.runtime, 'leave-league', { token: member.token, body: { leagueId: id } })),
        second: () => deletion(world, owner.token),
        deleting: owner.sub,
      };
    },
  },
  {
    name: 'create-payment-intent × delete-account',
    afterDeletionBegan: 401,
    async stage(world) {
      const player = await account(world, 'buyer');
      const checkoutId = randomUUID(); // sent again with the same id, as the app does
      return {
        first: () =>
          status(() => call(world.runtime, 'create-payment-intent', { token: player.token, body: { packageId: 'pack-10', checkoutId } })),
        second: () => deletion(world, player.token),
        deleting: player.sub,
      };
    },
  },
  {
    name: 'stripe-webhook × delete-account',
    afterDeletionBegan: 200,
    async stage(world) {
      const player = await account(world, 'payer');
      const made = await call<{ paymentIntentId: string; amount: number; currency: string }>(world.runtime, 'create-payment-intent', {
        token: player.token,
        body: { packageId: 'pack-10', checkoutId: randomUUID() },
      });
      const { payload, signature } = signed(
        fixtureEvent(
          'payment_intent.succeeded',
          paidIntent(fixturePayment(made.body.amount, made.body.currency, made.body.paymentIntentId)),
        ),
      );
      const webhook = async () =>
        (
          await fetch(`${world.runtime.url}/functions/v1/stripe-webhook`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'stripe-signature': signature },
            body: payload,
          })
        ).status;
      return { first: webhook, second: () => deletion(world, player.token), deleting: player.sub };
    },
  },
  {
    name: 'join-league × update-league (remove-member), with the old code',
    async stage(world) {
      const [owner, member] = [await account(world, 'owner'), await account(world, 'removed')];
      const { id, inviteCode } = await league(world, owner, member);
      return {
        first: () => status(() => call(world.runtime, 'join-league', { token: member.token, body: { inviteCode } })),
        second: () => removal(world, owner, id, member),
      };
    },
  },
  {
    name: 'update-league (remove-member) × delete-account (of the member)',
    async stage(world) {
      const [owner, member] = [await account(world, 'owner'), await account(world, 'removed-going')];
      const { id } = await league(world, owner, member);
      return {
        first: () => removal(world, owner, id, member),
        second: () => deletion(world, member.token),
        deleting: member.sub,
      };
    },
  },
  {
    name: 'join-league × join-league (one account, one league)',
    async stage(world) {
      const [owner, member] = [await account(world, 'owner'), await account(world, 'twice')];
      const { inviteCode } = await league(world, owner);
      const join = () => status(() => call(world.runtime, 'join-league', { token: member.token, body: { inviteCode } }));
      return { first: join, second: join };
    },
  },
  {
    name: 'update-league (remove-member) × leave-league',
    async stage(world) {
      const [owner, member] = [await account(world, 'owner'), await account(world, 'going')];
      const { id } = await league(world, owner, member);
      return {
        first: () => status(() => call(world.runtime, 'leave-league', { token: member.token, body: { leagueId: id } })),
        second: () => removal(world, owner, id, member),
      };
    },
  },
  {
    name: 'set-reminder × set-reminder (one account, two times)',
    async stage(world) {
      const player = await account(world, 'twice-reminded');
      await setReminder(world, player.token, '20:00');
      return { first: () => setReminder(world, player.token, '07:00'), second: () => setReminder(world, player.token, '21:30') };
    },
  },
  {
    name: 'set-reminder × set-reminder (two tabs: the Spanish page and the French page)',
    async stage(world) {
      const player = await account(world, 'reminded-in-two-languages');
      return {
        first: () => setReminder(world, player.token, '19:00', pushSubscription(), 'es'),
        second: () => setReminder(world, player.token, '20:15', pushSubscription(), 'fr'),
      };
    },
  },
  {
    name: 'flag-word × flag-word (two tabs, one player)',
    async stage(world) {
      const player = await account(world, 'flagger');
      if ((await guess(world, player.token, await answerOf(today(world)), 0)).status !== 200)
        throw new Error('the winning guess was refused');
      const flag = () => status(() => call(world.runtime, 'flag-word', { token: player.token, body: { tzOffset: TZ } }));
      return { first: flag, second: flag };
    },
  },
  {
    name: 'flag-word × flag-word (two anonymous players, one address)',
    // The address counts once whichever lands first; both players' flags are kept (their own taps stay one).
    async stage(world) {
      const from = browserAddress();
      const day = today(world);
      const answer = await answerOf(day);
      const players = [`anon_${randomUUID()}`, `anon_${randomUUID()}`].map((anonymousId) => ({ tzOffset: TZ, anonymousId }));
      for (const body of players) {
        const won = await call(world.runtime, 'submit-guess', {
          from,
          body: { ...body, guess: answer, wordLength: day.wordLength, row: 0 },
        });
        if (won.status !== 200) throw new Error('the winning guess was refused');
      }
      const flag = (body: object) => () => status(() => call(world.runtime, 'flag-word', { from, body }));
      return { first: flag(players[0]), second: flag(players[1]) };
    },
  },
  {
    name: 'flag-word × delete-account',
    // Still counted: its flag names no one (a hash of the player, expiring), so it needs no live account.
    afterDeletionBegan: 200,
    async stage(world) {
      const player = await account(world, 'flagger-leaving');
      if ((await guess(world, player.token, await answerOf(today(world)), 0)).status !== 200)
        throw new Error('the winning guess was refused');
      return {
        first: () => status(() => call(world.runtime, 'flag-word', { token: player.token, body: { tzOffset: TZ } })),
        second: () => deletion(world, player.token),
        deleting: player.sub,
      };
    },
  },
  {
    name: 'set-reminder × delete-reminder',
    async stage(world) {
      const player = await account(world, 'turned-off');
      await setReminder(world, player.token, '20:00');
      return {
        first: () => setReminder(world, player.token, '18:45'),
        second: () => status(() => call(world.runtime, 'delete-reminder', { token: player.token, body: {} })),
      };
    },
  },
  {
    name: 'send-reminders × set-reminder (a new time)',
    async stage(world) {
      const { player, run, check } = await dueReminder(world, 'sent-or-moved');
      return { first: run, second: () => setReminder(world, player.token, '07:00'), check };
    },
  },
  {
    name: 'send-reminders × delete-reminder',
    async stage(world) {
      const { player, run, check } = await dueReminder(world, 'sent-or-off');
      return { first: run, second: () => status(() => call(world.runtime, 'delete-reminder', { token: player.token, body: {} })), check };
    },
  },
  {
    name: 'send-reminders × delete-account',
    async stage(world) {
      const { player, run, check } = await dueReminder(world, 'sent-or-gone');
      return { first: run, second: () => deletion(world, player.token), deleting: player.sub, check };
    },
  },
  {
    name: 'load-game-state (sign-in, a date lost far east) × submit-guess (far east)',
    async stage(world) {
      const east = -840;
      const player = await account(world, 'zones');
      const browser = await anonymousBrowser(world, east, 6); // lost
      const body = { tzOffset: TZ, ...browser.proof };
      return {
        first: () => status(() => call(world.runtime, 'load-game-state', { token: player.token, body })),
        second: () => status(() => guess(world, player.token, browser.answer, 0, east)),
      };
    },
  },
  {
    name: "load-game-state × submit-guess (a new browser's first load and winning first guess, one address)",
    async stage(world) {
      const client = browserAddress();
      const anonymousId = `anon_${randomUUID()}`;
      const day = today(world);
      const answer = await answerOf(day);
      const body = { tzOffset: TZ, anonymousId };
      return {
        first: () => status(() => call(world.runtime, 'load-game-state', { from: client, body })),
        second: () =>
          status(() =>
            call(world.runtime, 'submit-guess', { from: client, body: { ...body, guess: answer, wordLength: day.wordLength, row: 0 } }),
          ),
        // Both may admit the new player: its address's hour counts it once, whichever came first.
        async check() {
          const { Item } = await documentClient().send(
            new GetCommand({ TableName: tableName(), Key: keys.newPlayersOfClient(client, world.now.toISOString().slice(0, 13)) }),
          );
          const admitted = [...((Item?.players as Set<string> | undefined) ?? [])];
          return admitted.length === 1 && admitted[0] === admittedPlayerOf(anonymousId)
            ? []
            : [`${client}: admitted ${JSON.stringify(admitted)} for one new player (${admittedPlayerOf(anonymousId)})`];
        },
      };
    },
  },
  {
    // One history item holds every language's days: two finishes at once must both land in it.
    name: 'submit-guess (English, finishing) × submit-guess (Spanish, finishing)',
    async stage(world) {
      const player = await account(world, 'bilingual');
      const day = today(world);
      const finish = async (language: LanguageCode) => {
        const answer = await answerOf(day, language);
        const [miss] = missesOf(day.wordLength, answer, language);
        await guess(world, player.token, miss, 0, TZ, language);
        return () => status(() => guess(world, player.token, answer, 1, TZ, language));
      };
      const [first, second] = [await finish('en'), await finish('es')];
      return { first, second };
    },
  },
  {
    // A browser lost the Spanish code (its history holds es#<date>) and signs in while the account,
    // which has no Spanish game, wins it with a first guess: one game and one result for the date, whoever goes first.
    name: 'load-game-state (sign-in, a Spanish game lost) × submit-guess (Spanish, on the account)',
    async stage(world) {
      const player = await account(world, 'joining-es');
      const browser = await anonymousBrowser(world, TZ, 6, 'es'); // lost
      const body = { tzOffset: TZ, language: 'es', ...browser.proof };
      return {
        first: () => status(() => call(world.runtime, 'load-game-state', { token: player.token, body })),
        second: () => status(() => guess(world, player.token, browser.answer, 0, TZ, 'es')),
      };
    },
  },
];

/** How far apart the two calls of a pair may start: past the longest call (a deletion), so every overlap is met. */
export const RACE_SPREAD_MS = 300;

/**
 * Both calls of a staged pair at once, the one starting `offset` ms after the other: trial `trial`
 * of `trials` draws its offset from its own slice of [-spread/2, spread/2] (stratified: the trials
 * together sweep from "second well ahead" to "first well ahead"). Answers in the pair's order.
 */
export async function race(
  pair: RacePair,
  world: RaceWorld,
  random: () => number,
  { trial, trials, spreadMs = RACE_SPREAD_MS }: { trial: number; trials: number; spreadMs?: number },
): Promise<{ statuses: number[]; broken: string[]; deleted?: string }> {
  const staged = await pair.stage(world);
  const offset = spreadMs * ((trial + random()) / trials - 0.5);
  const after = async (ms: number, send: () => Promise<number>) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    return send();
  };
  const statuses = await Promise.all([after(Math.max(0, offset), staged.first), after(Math.max(0, -offset), staged.second)]);
  const broken = (await staged.check?.()) ?? [];
  // A deletion that answered 200 is done: the account must be gone, whatever raced it.
  return { statuses, broken, ...(staged.deleting && statuses[1] === 200 ? { deleted: staged.deleting } : {}) };
}

type Item = Record<string, unknown>;

/** Every item of the runtime's table, page after page. */
export async function scanTable(): Promise<Item[]> {
  const items: Item[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(new ScanCommand({ TableName: tableName(), ExclusiveStartKey: start, ConsistentRead: true }));
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

/** An item as JSON text (sets as lists): whatever holds an id shows it. */
export const itemText = (item: Item) => JSON.stringify(item, (_, value: unknown) => (value instanceof Set ? [...value] : value));
/** The key scheme's prefixes, from keys.ts (the one place keys are spelled). */
const ACCOUNT = keys.player({ kind: 'user', sub: '' });
const LEAGUE = keys.league('').pk;
const FLAGGED_WORDS = keys.flaggedWord(DEFAULT_LANGUAGE, '').pk;
/** A code's flags: a player's (counted when `account`), and an address's (anonymous players'), from keys.ts. */
const PLAYER_FLAG = keys.wordFlag(DEFAULT_LANGUAGE, '', '').sk;
const ADDRESS_FLAG = keys.wordFlagAddress(DEFAULT_LANGUAGE, '', '').sk;
/** The due items' partitions' common start (keys.reminderDue's), before the slot. */
const DUE = keys.reminderDue('', 0, { kind: 'user', sub: '' }).pk.split('#')[0] + '#';
const startsWith = (prefix: string) => (item: Item) => String(item.sk).startsWith(prefix);

/**
 * What must hold over the whole table after any races: nothing names a deleted account; a member
 * removed with the league's current code is not a member; one game per account and date, which its
 * history agrees with; every balance equals its ledger; every league's count, members, memberships,
 * owner and every account's league count agree; an account's reminder has exactly one due item, in
 * its slot, and no due item names an account without one; a flagged code's counts are its signed-in players' flags and
 * its anonymous players' addresses.
 */
export function violations(items: readonly Item[], deletedAccounts: ReadonlySet<string>): string[] {
  const found: string[] = [];
  const byPk = new Map<string, Item[]>();
  for (const item of items) byPk.set(String(item.pk), [...(byPk.get(String(item.pk)) ?? []), item]);
  const has = ({ pk, sk }: { pk: string; sk: string }) => byPk.get(pk)?.find((item) => item.sk === sk);

  for (const sub of deletedAccounts)
    for (const item of items)
      if (itemText(item).includes(sub)) found.push(`deleted account ${sub} is named by ${String(item.pk)} ${String(item.sk)}`);

  for (const [pk, partition] of byPk) {
    if (pk.startsWith(ACCOUNT)) {
      const sub = pk.slice(ACCOUNT.length);
      const account = { kind: 'user', sub } as const;
      const profile = partition.find((item) => item.sk === keys.profile(account).sk);
      const history = (profile?.history ?? {}) as Record<string, number>;
      // Every language's daily games: each one's result is in the history under its day key.
      for (const game of partition.filter(startsWith(keys.dailyGames(account).skPrefix))) {
        const day = dayKeyOf((game.language as LanguageCode | undefined) ?? DEFAULT_LANGUAGE, String(game.date));
        const result = game.status === 'won' ? (game.guesses as unknown[]).length : game.status === 'lost' ? 0 : undefined;
        if (history[day] !== result)
          found.push(`${sub}: the game of ${day} is ${String(game.status)} but the history says ${history[day]}`);
      }
      const memberships = partition.filter(startsWith(keys.memberships(sub).skPrefix));
      if (profile && profile.deletedAt === undefined) {
        const ledger = partition.filter(startsWith(keys.ledger(sub).skPrefix)).reduce((sum, entry) => sum + Number(entry.delta), 0);
        if (ledger !== Number(profile.credits)) found.push(`${sub}: balance ${String(profile.credits)} but its ledger sums to ${ledger}`);
        const leagueCount = Number(profile.leagueCount ?? 0);
        if (memberships.length !== leagueCount) found.push(`${sub}: league count ${leagueCount} but ${memberships.length} memberships`);
      }
      const reminder = has(keys.reminder(account));
      const dueItems = items.filter((item) => String(item.pk).startsWith(DUE) && item.sk === pk);
      const expected = reminder ? [`${DUE}${String(reminder.dueSlot)}#`] : [];
      if (dueItems.length !== expected.length || !dueItems.every((item) => String(item.pk).startsWith(expected[0])))
        found.push(`${sub}: reminder due ${String(reminder?.dueSlot)} but due items ${JSON.stringify(dueItems.map((item) => item.pk))}`);
      for (const membership of memberships)
        if (!has(keys.leagueMember(String(membership.leagueId), sub)))
          found.push(`${sub}: a membership of ${String(membership.leagueId)} without a member item`);
      for (const removal of partition.filter(startsWith(keys.leagueRemoval('', sub).sk))) {
        const leagueId = String(removal.sk).slice(keys.leagueRemoval('', sub).sk.length);
        if (has(keys.league(leagueId))?.inviteCode === removal.inviteCode && has(keys.leagueMember(leagueId, sub)))
          found.push(`${sub}: removed from ${leagueId} with its current code, yet a member`);
      }
    }
    if (pk.startsWith(LEAGUE)) {
      const id = pk.slice(LEAGUE.length);
      const leagueItem = has(keys.league(id));
      const members = partition.filter(startsWith(keys.leagueItems(id).memberPrefix));
      if (!leagueItem) {
        if (members.length > 0) found.push(`${pk}: ${members.length} members of a league that is gone`);
        continue;
      }
      if (Number(leagueItem.memberCount) !== members.length)
        found.push(`${pk}: count ${String(leagueItem.memberCount)} but ${members.length} members`);
      if (!members.some((member) => member.sub === leagueItem.ownerSub)) found.push(`${pk}: its owner is not a member`);
      for (const member of members)
        if (!has(keys.membership(String(member.sub), id))) found.push(`${pk}: member ${String(member.sub)} without a membership`);
    }
    if (pk === FLAGGED_WORDS)
      for (const word of partition) {
        const flags = byPk.get(keys.wordFlag(word.language as LanguageCode, String(word.date), '').pk) ?? [];
        const accounts = flags.filter((flag) => flag.account === true && startsWith(PLAYER_FLAG)(flag)).length;
        const addresses = flags.filter(startsWith(ADDRESS_FLAG)).length;
        const counted = { flags: accounts + addresses, accounts, addresses };
        for (const [count, items] of Object.entries(counted))
          if (Number(word[count] ?? 0) !== items) found.push(`${String(word.sk)}: ${count} ${String(word[count])} but ${items} such flags`);
      }
  }
  return found;
}

/** The items naming `sub`, by key, as JSON: its profile without the mark a deletion sets first (`deletedAt`). */
export function itemsNaming(items: readonly Item[], sub: string): Map<string, string> {
  const profile = keys.profile({ kind: 'user', sub });
  const unmarked = (item: Item) => {
    if (item.pk !== profile.pk || item.sk !== profile.sk) return item;
    const { deletedAt: _mark, ...rest } = item;
    return rest;
  };
  return new Map(
    items.filter((item) => itemText(item).includes(sub)).map((item) => [`${String(item.pk)} ${String(item.sk)}`, itemText(unmarked(item))]),
  );
}
