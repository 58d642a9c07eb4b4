/**
 * get-league for a league of 50 members, beside get-credits in the same run: every member has
 * played today's code (a finished game, a history), so the page reads 50 games and 50 histories.
 * Through the local runtime, 10 connections, in adjacent pairs in ABBA order (get-league, get-credits,
 * get-credits, get-league ...), each figure the median of its runs. Round trips counted at the SDK.
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import type { LeagueResponse } from '../../lambdas/contracts/leagues';
import { localDay } from '../../lambdas/domain/calendar';
import { MAX_LEAGUE_MEMBERS } from '../../lambdas/domain/rules';
import { documentClient } from '../../lambdas/store/table';
import { answerOf } from '../../lambdas/words/answer';
import { wordList } from '../../lambdas/words/word-lists';
import type { LocalRuntime } from '../../local/runtime';
import { median, table } from '../stats';

const RUNS = 4;
const SECONDS = 5;

export async function measureLeagueLoad(runtime: LocalRuntime): Promise<string> {
  const tzOffset = 0;
  const day = localDay(new Date(), tzOffset);
  const answer = await answerOf(day);
  const miss = wordList(day.wordLength).answers.find((word) => word !== answer)!;
  const post = async <T>(name: string, body: unknown, token: string): Promise<T> => {
    const response = await fetch(`${runtime.url}/functions/v1/${name}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${name}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const tokens = Array.from({ length: MAX_LEAGUE_MEMBERS }, () =>
    runtime.identity.mintAccessToken({ sub: `bench-league-${randomUUID()}` }),
  );
  const { league } = await post<LeagueResponse>('create-league', { name: 'Bench' }, tokens[0]);
  for (const token of tokens.slice(1)) await post('join-league', { inviteCode: league.inviteCode }, token);
  for (const [i, token] of tokens.entries())
    await post('submit-guess', { guess: i % 2 ? answer : miss, wordLength: day.wordLength, tzOffset, row: 0 }, token);
  await post('submit-guess', { guess: answer, wordLength: day.wordLength, tzOffset, row: 1 }, tokens[0]);

  let roundTrips = 0;
  documentClient().middlewareStack.add((next) => (args) => (roundTrips++, next(args)), { step: 'initialize', name: 'leagueCounter' });
  const before = roundTrips;
  await post('get-league', { tzOffset, leagueId: league.id }, tokens[0]);
  const pageRoundTrips = roundTrips - before;

  const headers = { authorization: `Bearer ${tokens[0]}`, 'content-type': 'application/json' };
  const runs = { league: [] as autocannon.Result[], credits: [] as autocannon.Result[] };
  const run = (which: 'league' | 'credits') =>
    autocannon({
      url: `${runtime.url}/functions/v1/${which === 'league' ? 'get-league' : 'get-credits'}`,
      connections: 10,
      duration: SECONDS,
      method: which === 'league' ? 'POST' : 'GET',
      headers,
      body: which === 'league' ? JSON.stringify({ tzOffset, leagueId: league.id }) : undefined,
    });
  for (let pair = 0; pair < RUNS; pair++) {
    const order: ('league' | 'credits')[] = pair % 2 ? ['credits', 'league'] : ['league', 'credits'];
    for (const which of order) runs[which].push(await run(which));
  }
  const row = (name: string, results: autocannon.Result[]) => [
    name,
    `${median(results.map((r) => r.requests.average)).toFixed(0)}/s`,
    `${median(results.map((r) => r.latency.p50))} ms`,
    `${median(results.map((r) => r.latency.p99))} ms`,
    String(results.reduce((sum, r) => sum + r.non2xx + r.errors, 0)),
  ];
  return `## get-league for a league of ${MAX_LEAGUE_MEMBERS} members

Every member played today's code (a finished game and a history each): one page reads the
league's partition, then 50 games and 50 histories in one batch. **DynamoDB round trips for one
page: ${pageRoundTrips}** (counted at the SDK). Beside get-credits (one read) in the same run, 10
connections, ${RUNS} runs of ${SECONDS} s each in ABBA order, medians.

${table(['call', 'throughput', 'p50', 'p99', 'failed'], [row('get-league (50 members)', runs.league), row('get-credits', runs.credits)])}`;
}
