/**
 * The decryption report over HTTP against the real local runtime (DynamoDB Local): nothing of it
 * while the game is playing, the code in no field; a won and a lost game, anonymous and signed in;
 * a past code opened from the archive; computed once and stored with the game, even when two first
 * requests race.
 */
import { randomUUID } from 'node:crypto';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { GameReportResponse } from '../../lambdas/contracts/game-report';
import type { SubmitGuessResponse } from '../../lambdas/contracts/submit-guess';
import type { UseHelperResponse } from '../../lambdas/contracts/credits';
import { localDayFromNumber, type LocalDay } from '../../lambdas/domain/calendar';
import { keys } from '../../lambdas/store/keys';
import { answerOf } from '../../lambdas/words/answer';
import { wordList } from '../../lambdas/words/word-lists';
import { reportLexicons, reportWords } from '../../lambdas/words/report-words';
import { localClient } from '../../local/dynamodb';
import type { LocalRuntime } from '../../local/runtime';
import { fieldsCarrying } from '../support/leaks';
import { missesOf } from '../support/words';
import { call, newAnonymousId, noonTzOffset, startRuntime, todayAt, type Answer } from '../support/runtime';

let runtime: LocalRuntime;
beforeAll(async () => {
  runtime = await startRuntime();
}, 120_000);
afterAll(() => runtime?.stop());

const tzOffset = noonTzOffset();
const today = todayAt(tzOffset);

type Caller = { anonymousId: string } | { token: string };
const identity = (caller: Caller) =>
  'token' in caller ? { token: caller.token, fields: {} } : { token: undefined, fields: { anonymousId: caller.anonymousId, userId: null } };
const newUser = (): Caller => ({ token: runtime.identity.mintAccessToken({ sub: `report-${randomUUID()}` }) });

const report = (caller: Caller, date?: string) => {
  const { token, fields } = identity(caller);
  return call<GameReportResponse & { error?: string }>(runtime, 'game-report', {
    token,
    body: { tzOffset, ...fields, ...(date ? { date } : {}) },
  });
};
const guess = (caller: Caller, word: string, row: number) => {
  const { token, fields } = identity(caller);
  return call<SubmitGuessResponse>(runtime, 'submit-guess', {
    token,
    body: { guess: word, wordLength: today.wordLength, tzOffset, row, ...fields },
  });
};

async function wordsOf(day: LocalDay) {
  const answer = await answerOf(day);
  const list = wordList(day.wordLength);
  // The codes of the edition in force that day (a past day's report weighs its own edition's).
  const candidates = [...reportLexicons(day.wordLength, 'en', day.date).candidates.words];
  const misses = missesOf(day.wordLength, answer).filter((word) => !list.withheld.has(word));
  return { answer, candidates, misses: misses.slice(0, 6) };
}

function expectWholeReport(body: GameReportResponse, answer: string, guesses: string[]) {
  expect(body.answer).toBe(answer);
  expect(Array.isArray(body.revealed)).toBe(true);
  expect(body.guesses.map((g) => g.guess)).toEqual(guesses);
  for (const [i, g] of body.guesses.entries()) {
    expect(g.after).toBeLessThanOrEqual(g.before);
    if (i > 0) expect(g.before).toBe(body.guesses[i - 1].after);
    expect(typeof g.couldBeCode).toBe('boolean');
    expect(g.bot.guess).toHaveLength(body.wordLength);
    expect(g.bot.expected).toBeLessThanOrEqual(g.expected);
  }
  for (const score of [body.skill, body.luck]) {
    expect(Number.isInteger(score)).toBe(true);
    expect(score).toBeGreaterThanOrEqual(0);
    expect(score).toBeLessThanOrEqual(99);
  }
  expect(body.bot.guesses.at(-1)).toBe(answer);
  expect(body.bot.solvedIn).toBe(body.bot.guesses.length);
  // The meaning of the code, or null where the dictionary has none.
  if (body.definition) expect(body.definition.gloss.length).toBeGreaterThan(0);
  else expect(body.definition).toBeNull();
}

describe('while the game is playing', () => {
  it('answers 409 "Finish the game first", with no count, no bot word, no meaning and the code in no field', async () => {
    const { answer, misses } = await wordsOf(today);
    const player = { anonymousId: newAnonymousId() };
    const before: Answer<GameReportResponse & { error?: string }>[] = [await report(player)];
    for (let row = 0; row < 5; row++) {
      expect((await guess(player, misses[row], row)).status).toBe(200);
      before.push(await report(player));
    }
    for (const { status, body } of before) {
      expect(status).toBe(409);
      expect(body).toEqual({ error: 'Finish the game first', reason: 'finish-first' });
      expect(fieldsCarrying(body, answer)).toEqual([]);
    }
  });

  it('refuses a date still to come with a 400 naming it: no code before its day', async () => {
    const tomorrow = localDayFromNumber(today.dayNumber + 1);
    const { status, body } = await report({ anonymousId: newAnonymousId() }, tomorrow.date);
    expect(status).toBe(400);
    expect(body.error).toMatch(/^date is in the future/);
  });
});

describe('once the game is over', () => {
  it('reports a game won by an anonymous player: every guess, the bot, skill, luck and the meaning', async () => {
    const { answer, candidates, misses } = await wordsOf(today);
    const player = { anonymousId: newAnonymousId() };
    await guess(player, misses[0], 0);
    expect((await guess(player, answer, 1)).body.gameState).toBe('won');
    const { status, body } = await report(player);
    expect(status).toBe(200);
    expect(body).toMatchObject({ date: today.date, wordLength: today.wordLength, won: true, hardMode: false, revealed: [] });
    expect(body.guesses[0].before).toBe(candidates.length);
    expect(body.guesses[1]).toMatchObject({ guess: answer, couldBeCode: true, after: 0 });
    expectWholeReport(body, answer, [misses[0], answer]);
    // Another browser has no finished game that day: nothing of this one reaches it.
    const stranger = await report({ anonymousId: newAnonymousId() });
    expect(stranger.status).toBe(409);
    expect(fieldsCarrying(stranger.body, answer)).toEqual([]);
  });

  it('says a first guess that is a form of a code is one (Spanish: codes are base words every day), not that it missed', async () => {
    const answer = await answerOf(today, 'es');
    const words = reportWords(today.wordLength, 'es', today.date);
    // A guess the dictionary accepts that is no code but a form of one ("tomo" of "tomar"), whatever the day's length.
    const form = wordList(today.wordLength, 'es').valid.find((word) => !words.candidates.words.includes(word) && words.formOf?.(word));
    expect(form).toBeDefined();
    const player = { anonymousId: newAnonymousId() };
    const spanish = (word: string, row: number) =>
      call<SubmitGuessResponse>(runtime, 'submit-guess', {
        body: { guess: word, wordLength: today.wordLength, tzOffset, row, language: 'es', anonymousId: player.anonymousId, userId: null },
      });
    expect((await spanish(form!, 0)).status).toBe(200);
    expect((await spanish(answer, 1)).body.gameState).toBe('won');
    const { body } = await call<GameReportResponse>(runtime, 'game-report', {
      body: { tzOffset, language: 'es', anonymousId: player.anonymousId, userId: null },
    });
    expect(body.baseWordsOnly).toBe(true);
    expect(body.guesses[0]).toMatchObject({ guess: form, couldBeCode: false, notACode: { formOf: words.formOf!(form!) } });
    expect(body.guesses[1].notACode).toBeUndefined();
  });

  it('reports a game lost by a signed-in player', async () => {
    const { answer, misses } = await wordsOf(today);
    const player = newUser();
    for (let row = 0; row < 6; row++) await guess(player, misses[row], row);
    const { status, body } = await report(player);
    expect(status).toBe(200);
    expect(body.won).toBe(false);
    expectWholeReport(body, answer, misses);
    expect(body.guesses.at(-1)!.after).toBeGreaterThanOrEqual(1); // lost: the code was still among those left
  });

  it("starts a helped game's report from the letters bought: named, and the first count is of the codes that fit them", async () => {
    const { answer, candidates, misses } = await wordsOf(today);
    const player = newUser() as { token: string };
    const helped = await call<UseHelperResponse>(runtime, 'use-helper', {
      token: player.token,
      body: { tzOffset, helperType: 'revealSpecificLetter', letterPosition: 1 },
    });
    expect(helped.status).toBe(200);
    await guess(player, misses[0], 0);
    expect((await guess(player, answer, 1)).body.gameState).toBe('won');
    const { body } = await report(player);
    expect(body.revealed).toEqual([{ position: 1, letter: answer[1] }]);
    expect(body.guesses[0].before).toBe(candidates.filter((word) => word[1] === answer[1]).length);
    expectWholeReport(body, answer, [misses[0], answer]);
  });

  it('reports a past code opened from the archive, by its date', async () => {
    const past = localDayFromNumber(today.dayNumber - 7);
    const { answer, misses } = await wordsOf(past);
    const player = newUser();
    const token = (player as { token: string }).token;
    expect((await report(player, past.date)).status).toBe(409); // not opened: nothing to report
    expect((await call(runtime, 'open-archive-day', { token, body: { date: past.date, tzOffset } })).status).toBe(200);
    await call(runtime, 'submit-archive-guess', {
      token,
      body: { date: past.date, guess: misses[0], wordLength: past.wordLength, tzOffset, row: 0 },
    });
    expect((await report(player, past.date)).status).toBe(409); // opened, still playing
    await call(runtime, 'submit-archive-guess', {
      token,
      body: { date: past.date, guess: answer, wordLength: past.wordLength, tzOffset, row: 1 },
    });
    const { status, body } = await report(player, past.date);
    expect(status).toBe(200);
    expect(body).toMatchObject({ date: past.date, wordLength: past.wordLength, won: true });
    expectWholeReport(body, answer, [misses[0], answer]);
  });

  it('computes the report once and stores it with the game, even when two first requests race', async () => {
    const { answer, misses } = await wordsOf(today);
    const anonymousId = newAnonymousId();
    const player = { anonymousId };
    await guess(player, misses[0], 0);
    await guess(player, answer, 1);
    const [first, second] = await Promise.all([report(player), report(player)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    // One stored report: both answers are it, down to when it was computed.
    expect(second.body).toEqual(first.body);
    const { Item } = await DynamoDBDocumentClient.from(localClient(runtime.dynamoEndpoint)).send(
      new GetCommand({
        TableName: runtime.tableName,
        Key: keys.game({ kind: 'anonymous', anonymousId }, today.date, 'en'),
        ConsistentRead: true,
      }),
    );
    expect(Item?.reportedAt).toBe(first.body.reportedAt);
    expect((Item?.report as { skill: number }).skill).toBe(first.body.skill);
    const later = await report(player);
    expect(later.body.reportedAt).toBe(first.body.reportedAt);
  });
});
