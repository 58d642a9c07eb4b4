/** DynamoDB round trips per call, counted at the SDK, through the local runtime (in this process). */
import { randomUUID } from 'node:crypto';
import { localDay } from '../../lambdas/domain/calendar';
import { answerOf } from '../../lambdas/words/answer';
import { documentClient } from '../../lambdas/store/table';
import { wordList } from '../../lambdas/words/word-lists';
import type { LocalRuntime } from '../../local/runtime';
import { table } from '../stats';

export async function measureRoundTrips(runtime: LocalRuntime): Promise<string> {
  let roundTrips = 0;
  documentClient().middlewareStack.add((next) => (args) => (roundTrips++, next(args)), { step: 'initialize', name: 'benchCounter' });
  const tzOffset = 0;
  const day = localDay(new Date(), tzOffset);
  const answer = await answerOf(day);
  const words = wordList(day.wordLength).answers.filter((w) => w !== answer);
  const post = (name: string, body: unknown, token?: string) =>
    fetch(`${runtime.url}/functions/v1/${name}`, {
      method: 'POST',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      body: JSON.stringify(body),
    }).then((r) => r.arrayBuffer());
  const get = (path: string, token: string) =>
    fetch(`${runtime.url}/functions/v1/${path}`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.arrayBuffer());
  const guess = (player: { anonymousId?: string; token?: string }, word: string, row?: number) =>
    post('submit-guess', { guess: word, wordLength: day.wordLength, tzOffset, row, anonymousId: player.anonymousId }, player.token);

  const anonymous = { anonymousId: `anon_${randomUUID()}` };
  const other = { anonymousId: `anon_${randomUUID()}` };
  const account = { token: runtime.identity.mintAccessToken({ sub: `bench-${randomUUID()}` }) };
  const steps: [string, () => Promise<unknown>][] = [
    ...[0, 1, 2, 3, 4].map((row): [string, () => Promise<unknown>] => [
      `anonymous guess ${row + 1} (with row index)`,
      () => guess(anonymous, words[row], row),
    ]),
    ['anonymous guess 6, final', () => guess(anonymous, words[5], 5)],
    ['anonymous guess 1, without row index', () => guess(other, words[0])],
    ['same row again (a retry)', () => guess(other, words[0], 0)],
    ['anonymous winning guess', () => guess(other, answer, 1)],
    ['load-game-state (anonymous, finished)', () => post('load-game-state', { tzOffset, anonymousId: other.anonymousId })],
    ['signed-in guess 1 (first call: profile created)', () => guess(account, words[0], 0)],
    ['signed-in guess 2', () => guess(account, words[1], 1)],
    ['signed-in winning guess (statistics in the same transaction)', () => guess(account, answer, 2)],
    ['game-report, first call (computed, stored once)', () => post('game-report', { tzOffset, anonymousId: other.anonymousId })],
    ['game-report, again (the stored report)', () => post('game-report', { tzOffset, anonymousId: other.anonymousId })],
    ['list-leagues (none yet)', () => get('list-leagues?tzOffset=0', account.token)],
  ];
  const rows: string[][] = [];
  for (const [label, run] of steps) {
    const before = roundTrips;
    await run();
    rows.push([label, String(roundTrips - before)]);
  }
  return `## DynamoDB round trips per call

Counted at the SDK (every command sent, retries excluded), through the local runtime.

${table(['request', 'round trips'], rows)}`;
}
