/**
 * A flood of new anonymous players from one client: 300 fresh anonymousIds, each winning today's
 * code in one guess, all from one address (CloudFront-Viewer-Address). Every one must play and be
 * answered; only the hourly allowance of them (NEW_ANONYMOUS_PLAYERS_PER_CLIENT_HOUR) may leave a
 * history (kept 400 days); a player from another address must be unaffected.
 */
import { randomUUID } from 'node:crypto';
import { localDay } from '../../lambdas/domain/calendar';
import { NEW_ANONYMOUS_PLAYERS_PER_CLIENT_HOUR } from '../../lambdas/domain/rules';
import { answerOf } from '../../lambdas/words/answer';
import { callApi, Histogram, inPool, type ScenarioReport, type SoakContext } from './support';

const PLAYERS = 300;
const CONCURRENCY = 10;
const TZ_OFFSET = 0;

export async function anonymousFlood(context: SoakContext): Promise<ScenarioReport> {
  const { runtime } = context;
  // Near the real clock, in the middle of this hour: the allowance's counter expires with its hour
  // (DynamoDB's TTL), and the soak's fixed clock lies in the past, where DynamoDB Local would remove
  // it at once; no hour turns during the run.
  const midHour = Math.floor(Date.now() / 3_600_000) * 3_600_000 + 1_800_000;
  runtime.setClock(() => midHour);
  try {
    return await flood(context, new Date(midHour));
  } finally {
    runtime.setClock(() => context.now.getTime());
  }
}

async function flood({ runtime }: SoakContext, now: Date): Promise<ScenarioReport> {
  const day = localDay(now, TZ_OFFSET);
  const answer = await answerOf(day);
  const failures: string[] = [];
  const statuses = new Histogram();
  const play = async (anonymousId: string, address: string) => {
    const reply = await callApi<{ gameState: string }>(runtime, 'submit-guess', {
      // The address the call connects from: the local edge, as CloudFront, sets the viewer's address from it.
      from: address,
      body: { guess: answer, wordLength: day.wordLength, tzOffset: TZ_OFFSET, anonymousId, row: 0 },
      timeoutMs: 30_000,
    });
    statuses.add(reply.status || `no answer (${reply.error})`);
    if (reply.status !== 200 || reply.json.gameState !== 'won')
      failures.push(`a flooded player's win: ${reply.status} ${reply.body.slice(0, 120)}`);
  };
  const kept = async (anonymousId: string) =>
    (await callApi<{ statistics: { played: number } }>(runtime, 'load-game-state', { body: { tzOffset: TZ_OFFSET, anonymousId } })).json
      .statistics.played === 1;
  const ids = Array.from({ length: PLAYERS }, () => `anon_${randomUUID()}`);
  const started = performance.now();
  await inPool(ids, CONCURRENCY, (id) => play(id, '127.0.113.99'));
  const seconds = (performance.now() - started) / 1000;
  let histories = 0;
  await inPool(ids, CONCURRENCY, async (id) => {
    if (await kept(id)) histories++;
  });
  const neighbour = `anon_${randomUUID()}`;
  await play(neighbour, '127.0.100.99');
  const neighbourKept = await kept(neighbour);
  if (histories !== NEW_ANONYMOUS_PLAYERS_PER_CLIENT_HOUR)
    failures.push(`${histories} histories kept for one address, not ${NEW_ANONYMOUS_PLAYERS_PER_CLIENT_HOUR}`);
  if (!neighbourKept) failures.push('a player from another address lost its history');
  const markdown = `## Soak: a flood of new anonymous players from one address

${PLAYERS} new anonymousIds, ${CONCURRENCY} at a time, each winning the day's code in one guess, all from one address; then one
player from another address. Allowance: ${NEW_ANONYMOUS_PLAYERS_PER_CLIENT_HOUR} new anonymous histories per address an hour.

| metric | value |
|---|---|
| wins answered | ${statuses.toString()} in ${seconds.toFixed(1)} s (${(PLAYERS / seconds).toFixed(0)}/s) |
| histories kept for that address (allowance) | ${histories} (${NEW_ANONYMOUS_PLAYERS_PER_CLIENT_HOUR}) |
| the other address's player kept its history | ${neighbourKept ? 'yes' : 'NO'} |`;
  return {
    markdown,
    failures: failures.slice(0, 20),
    summary:
      `anonymous flood: ${PLAYERS} players (${statuses.toString()}), ` +
      `${histories}/${NEW_ANONYMOUS_PLAYERS_PER_CLIENT_HOUR} histories kept, neighbour ${neighbourKept ? 'kept' : 'LOST'}`,
  };
}
