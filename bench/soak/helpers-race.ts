/**
 * Helpers race: one signed-in player with the starting credits sends 30 use-helper calls at once.
 * Every debit is conditional on the balance, so exactly as many succeed as the credits pay for; the
 * rest are refused (402 `Not enough credits!`, or 409 for a letter another call revealed first).
 * Run once per helper of HELPERS: as many succeed as the credits pay for and the helper's rule can
 * reveal in the day's code (e.g. random reveals at 1 credit: 5; reveals at the typing position spread
 * over the code's positions at 2 credits: 2). The balance and the ledger must agree afterwards.
 */
import { localDay } from '../../lambdas/domain/calendar';
import { revealablePositions } from '../../lambdas/domain/helpers';
import { HELPERS, STARTING_CREDITS, type Helper, type HelperType } from '../../lambdas/domain/rules';
import { answerOf } from '../../lambdas/words/answer';
import type { LocalRuntime } from '../../local/runtime';
import { callApi, errorMessage, Histogram, ledgerOf, newUser, type ScenarioReport, type SoakContext } from './support';

const CALLS = 30;
/**
 * Conflicts made certain: the first debit to commit keeps the player's items held (the DynamoDB
 * stand-in's `holdUntilConflicts`) until this many other writes have met it, as writes meeting an
 * in-flight transaction do in AWS; the answers must not change.
 */
const CONFLICTS_INJECTED = 10;
const conflictsSoFar = (runtime: LocalRuntime) => runtime.strict.counts.transactionConflicts + runtime.strict.counts.writeConflicts;
const TZ_OFFSET = 0; // the soak's clock is a Sunday noon UTC: a 10-letter code

interface Round {
  helper: HelperType;
  price: number;
  expected: number;
  statuses: Histogram;
  conflicts: number;
  succeeded: number;
  balance: number;
  ledgerSum: number;
  helperEntries: number;
  revealed: number;
  distinctPositions: number;
  failures: string[];
}

async function race(runtime: LocalRuntime, { type: helper, atTypingPosition }: Helper, price: number, answer: string): Promise<Round> {
  const wordLength = answer.length;
  const { sub, token } = newUser(runtime, `soak-helpers-${helper}`);
  const failures: string[] = [];
  const before = await callApi<{ balance: number }>(runtime, 'get-credits', { token });
  if (before.json.balance !== STARTING_CREDITS) failures.push(`a new account has ${before.json.balance} credits, not ${STARTING_CREDITS}`);
  const expected = Math.min(Math.floor(STARTING_CREDITS / price), revealablePositions(answer, helper));
  const conflictsBefore = conflictsSoFar(runtime);
  runtime.strict.holdUntilConflicts(CONFLICTS_INJECTED);
  const replies = await Promise.all(
    Array.from({ length: CALLS }, (_, i) =>
      callApi(runtime, 'use-helper', {
        token,
        body: { helperType: helper, tzOffset: TZ_OFFSET, ...(atTypingPosition ? { letterPosition: i % wordLength } : {}) },
        timeoutMs: 30_000,
      }),
    ),
  );
  const statuses = new Histogram();
  for (const reply of replies) {
    statuses.add(reply.status || `no answer (${reply.error})`);
    const message = errorMessage(reply.body);
    if (reply.status === 402 && message !== 'Not enough credits!') failures.push(`402 saying ${reply.body.slice(0, 120)}`);
    if (reply.status !== 200 && reply.status !== 402 && reply.status !== 409) failures.push(`${reply.status}: ${reply.body.slice(0, 200)}`);
  }
  const succeeded = statuses.get(200);
  const conflicts = conflictsSoFar(runtime) - conflictsBefore;
  if (conflicts < CONFLICTS_INJECTED) failures.push(`only ${conflicts} conflicts were met, not the ${CONFLICTS_INJECTED} injected`);
  const [after, ledger, game] = await Promise.all([
    callApi<{ balance: number }>(runtime, 'get-credits', { token }),
    ledgerOf(sub),
    callApi<{ data: { revealed_letters: { position: number }[] } }>(runtime, 'load-game-state', { token, body: { tzOffset: TZ_OFFSET } }),
  ]);
  const balance = after.json.balance;
  const revealed = game.json.data?.revealed_letters ?? [];
  const distinctPositions = new Set(revealed.map((letter) => letter.position)).size;
  if (succeeded !== expected) failures.push(`${succeeded} calls succeeded, not ${expected}`);
  if (balance !== STARTING_CREDITS - expected * price)
    failures.push(`final balance ${balance}, not ${STARTING_CREDITS - expected * price}`);
  if (ledger.sum !== balance) failures.push(`the ledger sums to ${ledger.sum}, the balance is ${balance}`);
  if (ledger.byReason.get('helper') !== succeeded)
    failures.push(`${ledger.byReason.get('helper')} helper entries in the ledger for ${succeeded} reveals`);
  if (revealed.length !== succeeded || distinctPositions !== succeeded)
    failures.push(`${revealed.length} letters revealed (${distinctPositions} positions) for ${succeeded} paid reveals`);
  return {
    helper,
    price,
    expected,
    statuses,
    conflicts,
    succeeded,
    balance,
    ledgerSum: ledger.sum,
    helperEntries: ledger.byReason.get('helper'),
    revealed: revealed.length,
    distinctPositions,
    failures: failures.map((failure) => `${helper}: ${failure}`),
  };
}

export async function helpersRace(context: SoakContext): Promise<ScenarioReport> {
  const { runtime } = context;
  const [prices, day] = await Promise.all([
    callApi<Record<HelperType, number>>(runtime, 'get-helper-prices'),
    callApi<{ wordLength: number }>(runtime, 'get-word-length', { query: { tzOffset: TZ_OFFSET } }),
  ]);
  const answer = await answerOf(localDay(context.now, TZ_OFFSET));
  if (answer.length !== day.json.wordLength)
    throw new Error(`get-word-length says ${day.json.wordLength}, the day's code has ${answer.length}`);
  const rounds: Round[] = [];
  for (const helper of HELPERS) rounds.push(await race(runtime, helper, prices.json[helper.type], answer));
  const cell = (pick: (round: Round) => string | number) => rounds.map(pick).join(' | ');
  const markdown = `## Soak: helpers race

One new signed-in player (${STARTING_CREDITS} starting credits) per round sends ${CALLS} use-helper calls at once on a
${day.json.wordLength}-letter code; specific reveals ask for the positions in turn (each asked ${CALLS / day.json.wordLength} times).
The DynamoDB stand-in raises transaction conflicts as AWS does, and the first debit to commit holds the player's
items until ${CONFLICTS_INJECTED} other writes have met it.

| metric | ${cell((round) => `${round.helper} (${round.price} credit${round.price === 1 ? '' : 's'})`)} |
|---|${rounds.map(() => '---').join('|')}|
| answers by status | ${cell((round) => round.statuses.toString())} |
| conflicts met and resent (at least ${CONFLICTS_INJECTED}) | ${cell((round) => round.conflicts)} |
| succeeded (expected) | ${cell((round) => `${round.succeeded} (${round.expected})`)} |
| final balance | ${cell((round) => round.balance)} |
| ledger sum (must equal the balance) | ${cell((round) => round.ledgerSum)} |
| helper entries in the ledger | ${cell((round) => round.helperEntries)} |
| letters revealed on the game (distinct positions) | ${cell((round) => `${round.revealed} (${round.distinctPositions})`)} |`;
  return {
    markdown,
    failures: rounds.flatMap((round) => round.failures),
    summary: `helpers race: ${rounds
      .map((round) => `${round.helper} ${round.succeeded}/${round.expected} succeeded, balance ${round.balance}, ledger ${round.ledgerSum}`)
      .join('; ')}`,
  };
}
