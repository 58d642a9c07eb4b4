/**
 * Load: 200 anonymous players × 6 guesses, 20 at a time, as the web app plays (get-word-length for
 * the day's length, then one submit-guess per row with its row index). Afterwards every player's
 * game is read back: load-game-state must return exactly the rows that were acknowledged with a 200.
 * The player and the read-back are shared with the outage scenario.
 */
import { randomUUID } from 'node:crypto';
import { localDayFromDate } from '../../lambdas/domain/calendar';
import { answerOf } from '../../lambdas/words/answer';
import { wordList } from '../../lambdas/words/word-lists';
import type { LocalRuntime } from '../../local/runtime';
import { latencyRows } from '../stats';
import { callApi, Histogram, inPool, type ApiReply, type ScenarioReport, type SoakContext } from './support';

const PLAYERS = 200;
const GUESSES = 6;
const CONCURRENCY = 20;
/** Real time zones, so that players' days (and code lengths) differ. */
const TZ_OFFSETS = [-840, -600, -330, -60, 0, 60, 300, 480, 720];

export interface SoakPlayer {
  anonymousId: string;
  tzOffset: number;
  wordLength: number;
  date: string;
  /** Six distinct words of the day's length, none of them the code (so all six rows are played). */
  words: string[];
  /** Rows answered 200, by row index. */
  acknowledged: Map<number, string>;
}

/** A new anonymous player: its day from get-word-length, as the web app asks. */
export async function newPlayer(
  runtime: LocalRuntime,
  index: number,
  timeoutMs = 10_000,
): Promise<{ player?: SoakPlayer; reply: ApiReply<unknown> }> {
  const tzOffset = TZ_OFFSETS[index % TZ_OFFSETS.length];
  const reply = await callApi<{ wordLength: number; date: string }>(runtime, 'get-word-length', { query: { tzOffset }, timeoutMs });
  if (reply.status !== 200) return { reply };
  const { wordLength, date } = reply.json;
  const answer = await answerOf(localDayFromDate(date)!);
  const pool = wordList(wordLength).answers.filter((word) => word !== answer);
  const words = new Set<string>();
  while (words.size < GUESSES) words.add(pool[Math.floor(Math.random() * pool.length)]);
  return { player: { anonymousId: `anon_${randomUUID()}`, tzOffset, wordLength, date, words: [...words], acknowledged: new Map() }, reply };
}

export function guess(runtime: LocalRuntime, player: SoakPlayer, row: number, timeoutMs = 10_000) {
  return callApi<{ guessesUsed?: number; error?: string }>(runtime, 'submit-guess', {
    body: { guess: player.words[row], wordLength: player.wordLength, tzOffset: player.tzOffset, row, anonymousId: player.anonymousId },
    timeoutMs,
  });
}

export interface ReadBack {
  /** Acknowledged rows looked for. */
  checked: number;
  /** Acknowledged rows not stored (or stored with another word). */
  lost: number;
  /** Stored rows never acknowledged (a write that landed while its answer did not). */
  unacknowledged: number;
  /** Players whose game could not be read. */
  unreadable: number;
  problems: string[];
}

/** Reads every player's game back and compares it with what was acknowledged. */
export async function readBack(runtime: LocalRuntime, players: SoakPlayer[]): Promise<ReadBack> {
  const result: ReadBack = { checked: 0, lost: 0, unacknowledged: 0, unreadable: 0, problems: [] };
  await inPool(players, CONCURRENCY, async (player) => {
    const reply = await callApi<{ data?: { guesses: { tiles: { letter: string }[]; submitted: boolean }[]; date: string } }>(
      runtime,
      'load-game-state',
      { body: { tzOffset: player.tzOffset, anonymousId: player.anonymousId }, timeoutMs: 15_000 },
    );
    result.checked += player.acknowledged.size;
    if (reply.status !== 200 || !reply.json.data) {
      result.unreadable++;
      result.lost += player.acknowledged.size;
      result.problems.push(`load-game-state for ${player.anonymousId}: ${reply.status} ${reply.body.slice(0, 200)}`);
      return;
    }
    const stored = reply.json.data.guesses
      .filter((row) => row.submitted)
      .map((row) =>
        row.tiles
          .map((tile) => tile.letter)
          .join('')
          .toLowerCase(),
      );
    for (const [row, word] of player.acknowledged) {
      if (stored[row] !== word) {
        result.lost++;
        result.problems.push(`${player.anonymousId} row ${row}: acknowledged "${word}", stored "${stored[row] ?? '(nothing)'}"`);
      }
    }
    result.unacknowledged += stored.filter((_, row) => !player.acknowledged.has(row)).length;
  });
  return result;
}

export async function load(context: SoakContext): Promise<ScenarioReport> {
  const { runtime } = context;
  const latencies: number[] = [];
  const statuses = new Histogram();
  const failures: string[] = [];
  const players: SoakPlayer[] = [];
  let calls = 0;
  const started = performance.now();
  await inPool(
    Array.from({ length: PLAYERS }, (_, i) => i),
    CONCURRENCY,
    async (index) => {
      const { player, reply: asked } = await newPlayer(runtime, index);
      calls++;
      if (!player) {
        failures.push(`get-word-length: ${asked.status} ${asked.body.slice(0, 200)}`);
        return;
      }
      players.push(player);
      for (let row = 0; row < GUESSES; row++) {
        const reply = await guess(runtime, player, row);
        calls++;
        latencies.push(reply.ms);
        statuses.add(reply.status || `no answer (${reply.error})`);
        if (reply.status !== 200) {
          if (failures.length < 20) failures.push(`submit-guess row ${row}: ${reply.status} ${reply.body.slice(0, 200)}`);
          return; // the next row would not follow on
        }
        player.acknowledged.set(row, player.words[row]);
      }
    },
  );
  const elapsed = (performance.now() - started) / 1000;
  const back = await readBack(runtime, players);
  failures.push(...back.problems.slice(0, 20));
  const rate = (latencies.length / elapsed).toFixed(0);
  const acknowledged = players.reduce((sum, player) => sum + player.acknowledged.size, 0);
  if (back.lost) failures.push(`${back.lost} acknowledged guesses lost`);
  if (back.unacknowledged) failures.push(`${back.unacknowledged} stored guesses were never acknowledged`);
  const markdown = `## Soak: load

${PLAYERS} anonymous players × ${GUESSES} guesses, ${CONCURRENCY} players at a time (time zones from UTC−12 to UTC+14, so codes of
two lengths), each asking get-word-length first and then sending its rows with their index; every game then read back with
load-game-state.

| metric | value |
|---|---|
| guesses | ${latencies.length} (${statuses.toString()}) |
| throughput | ${rate} guesses/s (${(calls / elapsed).toFixed(0)} calls/s with get-word-length) |
${latencyRows(latencies).join('\n')}
| acknowledged (200) | ${acknowledged} |
| read back with load-game-state | ${back.checked} acknowledged rows looked for, ${back.unreadable} games unreadable |
| lost | ${back.lost} |
| stored but never acknowledged | ${back.unacknowledged} |`;
  return {
    markdown,
    failures,
    summary: `load: ${latencies.length} guesses, ${rate}/s, ${acknowledged} acknowledged, ${back.lost} lost`,
  };
}
