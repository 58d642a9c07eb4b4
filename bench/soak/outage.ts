/**
 * DynamoDB outage in the middle of a load: 20 players keep playing while DynamoDB Local is frozen
 * (SIGSTOP: its port open, nothing answering) for a few seconds, then thawed, then killed (SIGKILL,
 * connections refused) and started again on the same port and data folder. Players retry a refused
 * row, as the web app's retry button does. What must hold: every call answered within 3 s (a 503
 * `The service is busy — try again.` is the allowed answer during the outage; never a hang, never a
 * 500), the server up throughout, and after the restart every guess acknowledged with a 200 stored.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { SERVICE_BUSY } from '../../lambdas/errors';
import { percentile, table } from '../stats';
import { guess, newPlayer, readBack, type SoakPlayer } from './load';
import { callApi, errorMessage, Histogram, Progress, seconds, type Reply, type ScenarioReport, type SoakContext } from './support';

const CONCURRENCY = 20;
const FROZEN_MS = 5000;
const KILLED_MS = 4000;
/** Acknowledged guesses to wait for before each step: the load is really running when the database goes. */
const ACKS_BETWEEN_STEPS = 150;
const ANSWER_LIMIT_MS = 3000;
/** A call still open after this is a hang (and far over the limit). */
const HANG_MS = 10_000;

type Phase = 'before' | 'frozen' | 'thawed' | 'killed' | 'restarted';
const PHASE_NAMES: Record<Phase, string> = {
  before: 'before the outage',
  frozen: 'frozen (SIGSTOP)',
  thawed: 'thawed, running',
  killed: 'killed (SIGKILL), until started again',
  restarted: 'after the restart',
};

interface Call {
  route: string;
  started: number;
  reply: Reply;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function outage(context: SoakContext): Promise<ScenarioReport> {
  const { runtime } = context;
  const dynamo = runtime.dynamo;
  if (!dynamo) throw new Error('the runtime was given a DynamoDB endpoint: it has no DynamoDB Local of its own to stop');
  const failures: string[] = [];
  const database = join(context.dataDir, 'dynamodb', 'shared-local-instance.db');
  if (!existsSync(database)) failures.push(`DynamoDB Local keeps no data on disk (${database} missing): a kill would lose everything`);

  const calls: Call[] = [];
  // Each phase from its start to the next one's: a call belongs to the phase it was sent in.
  const starts: { phase: Phase; at: number }[] = [{ phase: 'before', at: performance.now() }];
  const enter = (phase: Phase) => starts.push({ phase, at: performance.now() });
  const phaseOf = (call: Call) => starts.filter((start) => start.at <= call.started).pop()!.phase;
  const record = (route: string, started: number, reply: Reply) => calls.push({ route, started, reply });

  const acks = new Progress();
  const players: SoakPlayer[] = [];
  let stopping = false;
  let retryDeadline = Infinity;
  let gaveUp = 0;

  // A player as the web app plays: a refused row is sent again after a moment (the retry button).
  const worker = async (workerIndex: number) => {
    for (let n = 0; !stopping; n++) {
      const started = performance.now();
      const { player, reply } = await newPlayer(runtime, workerIndex + n * CONCURRENCY, HANG_MS);
      record('get-word-length', started, reply);
      if (!player) {
        await pause(250); // counted as a failure below; no tight loop meanwhile
        continue;
      }
      players.push(player);
      for (let row = 0; row < player.words.length && !stopping; row++) {
        for (;;) {
          const sent = performance.now();
          const reply = await guess(runtime, player, row, HANG_MS);
          record('submit-guess', sent, reply);
          if (reply.status === 200) {
            player.acknowledged.set(row, player.words[row]);
            acks.tick();
            break;
          }
          if (reply.status === 503 && performance.now() < retryDeadline) {
            await pause(150 + Math.random() * 150); // a player's retry, not synchronisation
            continue;
          }
          gaveUp++;
          return;
        }
      }
    }
  };

  // The gateway itself must keep answering while the table cannot.
  let probing = true;
  const prober = (async () => {
    while (probing) {
      const started = performance.now();
      record('get-word-length (probe)', started, await callApi(runtime, 'get-word-length', { query: { tzOffset: 0 }, timeoutMs: HANG_MS }));
      await pause(250);
    }
  })();

  const workers = Array.from({ length: CONCURRENCY }, (_, i) => worker(i));
  let restartMs = 0;
  let dead = false;
  try {
    await acks.waitFor(ACKS_BETWEEN_STEPS, 60_000, 'acknowledged guesses before the outage');
    enter('frozen');
    dynamo.freeze();
    await pause(FROZEN_MS); // the outage's length, not a wait for a condition
    dynamo.thaw();
    enter('thawed');
    await acks.waitFor(ACKS_BETWEEN_STEPS, 60_000, 'acknowledged guesses after the thaw');
    enter('killed');
    dead = true;
    await dynamo.kill();
    await pause(KILLED_MS);
    const restarting = performance.now();
    await dynamo.restart();
    dead = false;
    restartMs = performance.now() - restarting;
    enter('restarted');
    await acks.waitFor(ACKS_BETWEEN_STEPS, 60_000, 'acknowledged guesses after the restart');
  } finally {
    // Whatever stopped the timeline, the next scenarios need a running database.
    if (dead) await dynamo.restart();
    else dynamo.thaw();
    stopping = true;
    retryDeadline = performance.now() + 60_000; // refused rows still being retried get a minute
    await Promise.all(workers);
    probing = false;
    await prober;
  }
  const ended = performance.now();

  const back = await readBack(runtime, players);
  const answered = calls.filter((call) => call.reply.status !== 0);
  const slow = calls.filter((call) => call.reply.ms > ANSWER_LIMIT_MS);
  const hung = calls.filter((call) => call.reply.status === 0);
  const serverErrors = calls.filter((call) => call.reply.status >= 500 && call.reply.status !== 503);
  const wrongBusy = calls.filter((call) => call.reply.status === 503 && errorMessage(call.reply.body) !== SERVICE_BUSY);
  const refused = calls.filter((call) => call.reply.status >= 400 && call.reply.status < 500);
  const probes = calls.filter((call) => call.route === 'get-word-length (probe)');
  const probesUp = probes.filter((call) => call.reply.status === 200 && call.reply.ms <= ANSWER_LIMIT_MS).length;
  const maxMs = Math.max(...calls.map((call) => call.reply.ms));
  const describe = (call: Call) =>
    `${call.route} ${call.reply.status || call.reply.error} in ${call.reply.ms.toFixed(0)} ms: ${call.reply.body.slice(0, 160)}`;
  if (slow.length)
    failures.push(
      `${slow.length} calls took longer than ${ANSWER_LIMIT_MS / 1000} s; the slowest: ` +
        describe(slow.sort((a, b) => b.reply.ms - a.reply.ms)[0]),
    );
  if (hung.length) failures.push(`${hung.length} calls got no answer: ${describe(hung[0])}`);
  if (serverErrors.length) failures.push(`${serverErrors.length} answers ≥ 500 other than 503: ${describe(serverErrors[0])}`);
  if (wrongBusy.length) failures.push(`${wrongBusy.length} 503s without the busy message: ${describe(wrongBusy[0])}`);
  if (refused.length) failures.push(`${refused.length} refusals (4xx) of valid guesses: ${describe(refused[0])}`);
  if (probesUp < probes.length)
    failures.push(`the gateway answered ${probesUp} of ${probes.length} probes within ${ANSWER_LIMIT_MS / 1000} s`);
  if (gaveUp) failures.push(`${gaveUp} players gave up on a row`);
  if (back.lost) failures.push(`${back.lost} acknowledged guesses lost across the outage`, ...back.problems.slice(0, 10));

  const rows = starts.map(({ phase, at }, i) => {
    const guesses = calls.filter((call) => call.route === 'submit-guess' && phaseOf(call) === phase);
    const statuses = new Histogram();
    for (const call of guesses) statuses.add(call.reply.status || 'no answer');
    const times = guesses.map((call) => call.reply.ms);
    const length = (starts[i + 1]?.at ?? ended) - at;
    return [
      PHASE_NAMES[phase],
      phase === 'killed' ? `${seconds(length)} (${seconds(restartMs)} of it restarting)` : seconds(length),
      guesses.length,
      statuses.toString() || '–',
      times.length ? `${percentile(times, 50).toFixed(0)} ms` : '–',
      times.length ? `${Math.max(...times).toFixed(0)} ms` : '–',
    ];
  });
  const acknowledged = players.reduce((sum, player) => sum + player.acknowledged.size, 0);
  const markdown = `## Soak: DynamoDB outage mid-load

${CONCURRENCY} anonymous players playing throughout (a row refused with 503 is sent again, as the retry button does). After
${ACKS_BETWEEN_STEPS} acknowledged guesses DynamoDB Local is frozen (SIGSTOP) for ${seconds(FROZEN_MS)}, thawed; after
${ACKS_BETWEEN_STEPS} more it is killed (SIGKILL), left dead for ${seconds(KILLED_MS)}, and started again on the same port and data
folder; ${ACKS_BETWEEN_STEPS} more, then every game is read back. get-word-length (no table) is probed every 250 ms
throughout. The guesses, by the window they were sent in:

${table(['window', 'length', 'guesses sent', 'answers by status', 'p50', 'max'], rows)}

| metric | value |
|---|---|
| calls (guesses, get-word-length, probes) | ${calls.length} (${answered.length} answered) |
| max answer time | ${maxMs.toFixed(0)} ms (limit ${ANSWER_LIMIT_MS} ms; ${slow.length} over it) |
| no answer within ${HANG_MS / 1000} s | ${hung.length} |
| answers ≥ 500 other than 503 busy | ${serverErrors.length} |
| 503s without \`${SERVICE_BUSY}\` | ${wrongBusy.length} |
| gateway probes answered 200 within ${ANSWER_LIMIT_MS / 1000} s | ${probesUp} of ${probes.length} |
| acknowledged writes checked after the restart | ${back.checked} (of ${acknowledged} acknowledged) |
| lost | ${back.lost} |
| stored rows never acknowledged | ${back.unacknowledged} |`;
  return {
    markdown,
    failures,
    summary:
      `outage: ${calls.length} calls, max ${maxMs.toFixed(0)} ms, ${slow.length} over 3 s, ${serverErrors.length} 5xx (not 503), ` +
      `${back.checked} acknowledged checked, ${back.lost} lost`,
  };
}
