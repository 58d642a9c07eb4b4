/**
 * Every route that writes, beside its own ceiling. For each route:
 * 1. its DynamoDB commands for one call are recorded from the real route (an in-process local
 *    runtime on the same DynamoDB Local and table, an SDK middleware noting each command, its
 *    input and its overlap with the others), after a first call has warmed the caches;
 * 2. the ceiling (bench/servers/recorded-ceiling.ts) replays exactly those commands per request;
 * 3. the game (bench/servers/game.ts, the local runtime in a process of its own) and the ceiling
 *    take the same load, in adjacent pairs in ABBA order, each request a caller of its own made
 *    ready beforehand through the real routes (a new player, an opened day, ...).
 * The figures are the medians of the pairs' ratios, as for submit-guess.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { localDay, localDayFromNumber } from '../../lambdas/domain/calendar';
import { DEFAULT_CREDIT_PACKAGES } from '../../lambdas/domain/rules';
import type { RouteName } from '../../lambdas/routes';
import { answerOf } from '../../lambdas/words/answer';
import type { Player } from '../../lambdas/domain/player';
import { playerHashOf } from '../../lambdas/store/limits';
import { documentClient } from '../../lambdas/store/table';
import { wordList } from '../../lambdas/words/word-lists';
import { ensureTable, startDynamoDbLocal } from '../../local/dynamodb';
import { loadOrCreateCredentials, TokenIssuer } from '../../local/identity/tokens';
import { stripeEvent, stripeSignature, succeededIntent } from '../../local/payment-provider';
import { LOCAL_TABLE_NAME, startLocalRuntime } from '../../local/runtime';
import type { Recording, RecordedCommand } from '../servers/recorded-ceiling';
import { LAMBDA_NODE_MAJOR } from '../../lib/bundling';
import { startServer, type Server } from '../servers/start';
import { median, table } from '../stats';

const CONNECTIONS = 10;

/**
 * A request's caller as the recording's variables: the player's id, and the hashed owner of their
 * per-player call counter (lambdas/store/limits.ts), so each replay in the ceiling counts its own
 * caller's calls as the route does, never one recorded caller's past the limit.
 */
const callerVars = (player: Player) => ({
  player: player.kind === 'user' ? player.sub : player.anonymousId,
  playerCalls: playerHashOf(player),
});
const PAIRS = 4;
const TZ_OFFSET = 0;

/** Where a caller is made ready and called: the game server, or the in-process recorder. */
interface Target {
  url: string;
  token: (sub: string) => string;
}

/** One call ready to send: the route's request, and the values that make it this caller's. */
interface Prepared {
  body: string;
  headers: Record<string, string>;
  /** Unique strings (ids) found in the recorded commands, replaced per request on the ceiling. */
  vars: Record<string, string>;
}

interface Scenario {
  route: RouteName;
  /** What one call is, for the table. */
  call: string;
  /** Requests per run (a run must last a few seconds at the route's speed). */
  calls: number;
  prepare: (target: Target) => Promise<Prepared>;
}

async function send(target: Target, route: RouteName, body: unknown, token?: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${target.url}/functions/v1/${route}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${route} answered ${response.status}: ${JSON.stringify(json)}`);
  return json;
}

/** A new signed-in player with a profile (its first call makes it, as in play). */
async function newPlayer(target: Target) {
  const sub = `bench-${randomUUID()}`;
  const token = target.token(sub);
  await send(target, 'get-credits', undefined, token);
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  return { sub, token, headers };
}

const today = localDay(new Date(), TZ_OFFSET);
/** A past day of the archive (a week ago: always after the launch date here). */
const pastDay = localDayFromNumber(today.dayNumber - 7);

/** A word of `day`'s length that is not its code. */
async function missesOf(day: typeof pastDay): Promise<string> {
  const answer = await answerOf(day);
  return wordList(day.wordLength).answers.find((word) => word !== answer)!;
}

/** Callers that join one league share it, this many at a time (a league holds 50). */
const JOINERS_PER_LEAGUE = 40;

/** A new league made by a new player: its id and invite code, and its owner. */
async function newLeague(target: Target) {
  const owner = await newPlayer(target);
  const { league } = (await send(target, 'create-league', { name: 'Bench' }, owner.token)) as {
    league: { id: string; inviteCode: string };
  };
  return { ...league, owner };
}

function scenarios(words: { archiveMiss: string; todayWords: string[]; todayAnswer: string }): Scenario[] {
  let openings = 0;
  // Joiners of one target share a league until it has JOINERS_PER_LEAGUE of them.
  const shared = new Map<string, { league: Promise<{ id: string; inviteCode: string }>; joiners: number }>();
  const leagueToJoin = (target: Target) => {
    let current = shared.get(target.url);
    if (!current || current.joiners >= JOINERS_PER_LEAGUE) {
      current = { league: newLeague(target), joiners: 0 };
      shared.set(target.url, current);
    }
    current.joiners++;
    return current.league;
  };
  return [
    {
      route: 'use-helper',
      call: "a random reveal on today's code",
      calls: 1000,
      prepare: async (target) => {
        const { sub, headers } = await newPlayer(target);
        return {
          headers,
          body: JSON.stringify({ helperType: 'revealRandomLetter', tzOffset: TZ_OFFSET }),
          vars: callerVars({ kind: 'user', sub }),
        };
      },
    },
    {
      route: 'stripe-webhook',
      call: 'a payment granted (signed payment_intent.succeeded of a PaymentIntent made by create-payment-intent)',
      calls: 1000,
      prepare: async (target) => {
        const { sub, token } = await newPlayer(target);
        // Only a PaymentIntent the game made is credited: made through the real route, as in play.
        const pkg = DEFAULT_CREDIT_PACKAGES[0];
        const made = await send(target, 'create-payment-intent', { packageId: pkg.id, checkoutId: randomUUID() }, token);
        const intent = succeededIntent(sub, pkg, String(made.paymentIntentId));
        const event = stripeEvent('payment_intent.succeeded', intent);
        const body = JSON.stringify(event);
        return {
          headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignature(body) },
          body,
          vars: { ...callerVars({ kind: 'user', sub }), intent: intent.id, event: event.id },
        };
      },
    },
    {
      route: 'open-archive-day',
      call: 'a past day opened for a credit',
      calls: 1000,
      prepare: async (target) => {
        const { sub, headers } = await newPlayer(target);
        return { headers, body: JSON.stringify({ date: pastDay.date, tzOffset: TZ_OFFSET }), vars: callerVars({ kind: 'user', sub }) };
      },
    },
    {
      route: 'game-report',
      call: 'the first report of a game won in 2, each opened with a word of its own (computed, stored once)',
      calls: 1000,
      prepare: async (target) => {
        const anonymousId = `anon_${randomUUID()}`;
        // Each caller opens with another word: the bot's choice after it is no one else's to reuse.
        const opening = words.todayWords[openings++ % words.todayWords.length];
        for (const [row, guess] of [opening, words.todayAnswer].entries())
          await send(target, 'submit-guess', { guess, wordLength: today.wordLength, tzOffset: TZ_OFFSET, row, anonymousId });
        const body = JSON.stringify({ tzOffset: TZ_OFFSET, anonymousId });
        return { headers: { 'content-type': 'application/json' }, body, vars: callerVars({ kind: 'anonymous', anonymousId }) };
      },
    },
    {
      route: 'join-league',
      call: 'a new member joins by invite code',
      calls: 1000,
      prepare: async (target) => {
        const league = await leagueToJoin(target);
        const { sub, headers } = await newPlayer(target);
        return {
          headers,
          body: JSON.stringify({ inviteCode: league.inviteCode }),
          vars: { ...callerVars({ kind: 'user', sub }), league: league.id, invite: league.inviteCode },
        };
      },
    },
    {
      route: 'leave-league',
      call: 'a member leaves a league of two',
      calls: 500,
      prepare: async (target) => {
        const league = await newLeague(target);
        const { sub, token, headers } = await newPlayer(target);
        await send(target, 'join-league', { inviteCode: league.inviteCode }, token);
        const vars = { ...callerVars({ kind: 'user', sub }), owner: league.owner.sub, league: league.id, invite: league.inviteCode };
        return { headers, body: JSON.stringify({ leagueId: league.id }), vars };
      },
    },
    {
      route: 'submit-archive-guess',
      call: 'a first guess on an opened past day',
      calls: 1000,
      prepare: async (target) => {
        const { sub, token, headers } = await newPlayer(target);
        await send(target, 'open-archive-day', { date: pastDay.date, tzOffset: TZ_OFFSET }, token);
        const body = { date: pastDay.date, guess: words.archiveMiss, wordLength: pastDay.wordLength, tzOffset: TZ_OFFSET, row: 0 };
        return { headers, body: JSON.stringify(body), vars: callerVars({ kind: 'user', sub }) };
      },
    },
  ];
}

/** Makes `count` callers ready, a few at a time. */
async function prepareMany(scenario: Scenario, target: Target, count: number): Promise<Prepared[]> {
  const ready: Prepared[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const slot = next++;
      ready[slot] = await scenario.prepare(target);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return ready;
}

/** Records the commands of one call: an SDK middleware on this process's table client. */
function commandRecorder() {
  type Sent = RecordedCommand & { started: number; ended: number };
  let sent: Sent[] | undefined;
  documentClient().middlewareStack.add(
    (next, context) => async (args) => {
      const entry: Sent = {
        command: String(context.commandName),
        input: structuredClone(args.input),
        started: performance.now(),
        ended: 0,
      };
      sent?.push(entry);
      try {
        return await next(args);
      } catch (error) {
        entry.error = (error as Error).name;
        throw error;
      } finally {
        entry.ended = performance.now();
      }
    },
    // At the build step the input is what goes on the wire (marshalled), and the command the base client's.
    { step: 'build', name: 'benchRecorder' },
  );
  return async (run: () => Promise<unknown>, vars: Record<string, string>): Promise<Recording> => {
    sent = [];
    await run();
    const calls = sent;
    sent = undefined;
    // Commands in flight together form a group; a command that starts after the group ended opens the next.
    const groups: Recording = [];
    let groupEnd = -Infinity;
    for (const { started, ended, ...command } of calls) {
      let text = JSON.stringify(command.input);
      for (const [name, value] of Object.entries(vars)) text = text.split(value).join(`{{${name}}}`);
      const templated = { ...command, input: JSON.parse(text) as unknown };
      if (started < groupEnd) {
        groups[groups.length - 1].push(templated);
        groupEnd = Math.max(groupEnd, ended);
      } else {
        groups.push([templated]);
        groupEnd = ended;
      }
    }
    return groups;
  };
}

/**
 * One run: the queue's requests, 10 at a time, timed from its start to its last answer (autocannon
 * ends a run on its one-second tick, so its own duration counts whole seconds).
 */
async function load(url: string, queue: Prepared[], body: (p: Prepared) => string, headers: (p: Prepared) => Record<string, string>) {
  const started = performance.now();
  let lastAnswer = started;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    amount: queue.length,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const next = queue.shift();
          return next ? { ...request, body: body(next), headers: headers(next) } : request;
        },
        onResponse: () => {
          lastAnswer = performance.now();
        },
      },
    ],
  });
  return { ...result, seconds: (lastAnswer - started) / 1000 };
}

type Run = Awaited<ReturnType<typeof load>>;

/** Requests per second over the whole run (a run is a fixed number of requests). */
const rate = (run: Run) => run.requests.total / run.seconds;

interface RouteFigures {
  scenario: Scenario;
  roundTrips: number;
  throughput: number;
  p99Ratio: number;
  spread: number[];
  game: { throughput: number; p99: number; failed: number };
  ceiling: { throughput: number; p99: number; failed: number };
}

export async function measureWriteRoutes(): Promise<string> {
  const dynamo = await startDynamoDbLocal();
  await ensureTable(dynamo.endpoint, LOCAL_TABLE_NAME);
  const dataDir = mkdtempSync(join(tmpdir(), 'cipherword-bench-'));
  const recordings = mkdtempSync(join(tmpdir(), 'cipherword-recordings-'));
  // The recorder first: it makes the data folder's signing key and word secret, which the game server then reads.
  const recorder = await startLocalRuntime({
    port: 0,
    dynamoEndpoint: dynamo.endpoint,
    dataDir,
    throttles: false,
    bypassStrictDynamo: true,
    log: () => undefined,
  });
  const game = await startServer('game.ts', { BENCH_DYNAMODB_ENDPOINT: dynamo.endpoint, BENCH_DATA_DIR: dataDir });
  const servers: Server[] = [game];
  try {
    const issuer = new TokenIssuer((await loadOrCreateCredentials(dataDir)).signingKey, 3600);
    issuer.issuer = String(game.issuer);
    const gameTarget: Target = { url: game.url, token: (sub) => issuer.sign(issuer.accessClaims(sub, sub, randomUUID())) };
    const recorderTarget: Target = { url: recorder.url, token: (sub) => recorder.identity.mintAccessToken({ sub, username: sub }) };
    const record = commandRecorder();
    const todayAnswer = await answerOf(today);
    const todayWords = wordList(today.wordLength).answers.filter((word) => word !== todayAnswer);
    const words = { archiveMiss: await missesOf(pastDay), todayWords, todayAnswer };
    const results: RouteFigures[] = [];
    // BENCH_ROUTES=join-league,leave-league measures only those (all by default).
    const only = process.env.BENCH_ROUTES?.split(',');
    for (const scenario of scenarios(words).filter((s) => !only || only.includes(s.route))) {
      console.log(`  ${scenario.route} ...`);
      // A first call warms the recorder's caches (settings, secrets, words): the second is the steady state.
      const [warm, recorded] = [await scenario.prepare(recorderTarget), await scenario.prepare(recorderTarget)];
      const post = (p: Prepared) =>
        fetch(`${recorder.url}/functions/v1/${scenario.route}`, { method: 'POST', headers: p.headers, body: p.body }).then(async (r) => {
          if (!r.ok) throw new Error(`${scenario.route} answered ${r.status} while recording: ${await r.text()}`);
        });
      await post(warm);
      const recording = await record(() => post(recorded), recorded.vars);
      const file = join(recordings, `${scenario.route}.json`);
      writeFileSync(file, JSON.stringify(recording));
      const ceiling = await startServer('recorded-ceiling.ts', { BENCH_DYNAMODB_ENDPOINT: dynamo.endpoint, BENCH_RECORDING: file });
      servers.push(ceiling);

      const warmUp = Math.ceil(scenario.calls / 2);
      const perSide = warmUp + PAIRS * scenario.calls;
      const gameQueue = await prepareMany(scenario, gameTarget, perSide);
      const ceilingQueue = await prepareMany(scenario, gameTarget, perSide);
      const runGame = (n: number) =>
        load(
          `${game.url}/functions/v1/${scenario.route}`,
          gameQueue.splice(0, n),
          (p) => p.body,
          (p) => p.headers,
        );
      const runCeiling = (n: number) =>
        load(
          ceiling.url,
          ceilingQueue.splice(0, n),
          (p) => JSON.stringify({ vars: p.vars }),
          () => ({ 'content-type': 'application/json' }),
        );
      await runGame(warmUp);
      await runCeiling(warmUp);
      const pairs: { game: Run; ceiling: Run }[] = [];
      for (let pair = 0; pair < PAIRS; pair++) {
        if (pair % 2 === 0) pairs.push({ game: await runGame(scenario.calls), ceiling: await runCeiling(scenario.calls) });
        else {
          const c = await runCeiling(scenario.calls);
          pairs.push({ game: await runGame(scenario.calls), ceiling: c });
        }
      }
      ceiling.process.kill('SIGTERM');
      const figures = (list: Run[]) => ({
        throughput: median(list.map(rate)),
        p99: median(list.map((r) => r.latency.p99)),
        failed: list.reduce((n, r) => n + r.non2xx + r.errors, 0),
      });
      results.push({
        scenario,
        roundTrips: recording.flat().length,
        throughput: median(pairs.map((p) => rate(p.game) / rate(p.ceiling))),
        p99Ratio: median(pairs.map((p) => p.game.latency.p99 / p.ceiling.latency.p99)),
        spread: pairs.map((p) => (100 * rate(p.game)) / rate(p.ceiling)).sort((a, b) => a - b),
        game: figures(pairs.map((p) => p.game)),
        ceiling: figures(pairs.map((p) => p.ceiling)),
      });
    }
    const mark = (ok: boolean, text: string) => (ok ? text : `**${text}** (missed)`);
    return `## Routes that write beside their ceilings

Each route's ceiling replays, per request, exactly the DynamoDB commands the route sent for one call,
recorded from the real route in the same run (bench/servers/recorded-ceiling.ts): the same items,
conditions and transactions, with the same overlap, and nothing else. ${CONNECTIONS} connections;
${PAIRS} pairs of runs (game and ceiling adjacent, in ABBA order) after a warm-up of each; each request
is a caller of its own, made ready beforehand through the real routes. Both servers run on Node.js
${LAMBDA_NODE_MAJOR}, the Lambdas' runtime (bench/servers/start.ts). Medians of the pairs' ratios. Targets:
throughput at least 70 % of the ceiling's, p99 at most 1.5× the ceiling's.

${table(
  ['route', 'one call', 'round trips', 'game', 'ceiling', 'throughput %', 'p99 ×', "pairs' throughput %", 'not 2xx (game / ceiling)'],
  results.map((r) => [
    r.scenario.route,
    r.scenario.call,
    r.roundTrips,
    `${r.game.throughput.toFixed(0)}/s, p99 ${r.game.p99} ms`,
    `${r.ceiling.throughput.toFixed(0)}/s, p99 ${r.ceiling.p99} ms`,
    mark(r.throughput >= 0.7, `${(100 * r.throughput).toFixed(0)} %`),
    mark(r.p99Ratio <= 1.5, `${r.p99Ratio.toFixed(2)}×`),
    r.spread.map((value) => value.toFixed(0)).join(', '),
    `${r.game.failed} / ${r.ceiling.failed}`,
  ]),
)}`;
  } finally {
    for (const server of servers) server.process.kill('SIGTERM');
    await recorder.stop();
    await dynamo.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(recordings, { recursive: true, force: true });
  }
}
