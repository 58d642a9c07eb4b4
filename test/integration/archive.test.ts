/**
 * The archive of past codes, over HTTP against the real local runtime (DynamoDB Local): which days
 * it offers, opening a day for its price exactly once however many requests race, reopening for
 * free, refusals (no credits, today, the future, before launch), the answer kept back until the
 * end, helpers and hard mode on archive games, and streaks and daily statistics left untouched.
 */
import { randomUUID } from 'node:crypto';
import type { ArchiveResponse, OpenArchiveDayResponse } from '../../lambdas/contracts/archive';
import type { LoadGameStateResponse } from '../../lambdas/contracts/load-game-state';
import type { SubmitGuessResponse } from '../../lambdas/contracts/submit-guess';
import { localDay, localDayFromNumber, type LocalDay } from '../../lambdas/domain/calendar';
import { evaluateGuess } from '../../lambdas/domain/evaluation';
import { answerOf } from '../../lambdas/words/answer';
import { accountStore } from '../../lambdas/store/accounts';
import { settingsStore } from '../../lambdas/store/settings';
import type { LocalRuntime } from '../../local/runtime';
import { call, finalAnswer, startRuntime } from '../support/runtime';
import { fieldsCarrying } from '../support/leaks';
import { missesOf } from '../support/words';

let runtime: LocalRuntime;
const tzOffset = 0;
/** Noon UTC today: every test plays at this instant (the server's clock, as API Gateway stamps it). */
const noon = (() => {
  const at = new Date();
  at.setUTCHours(12, 0, 0, 0);
  return at;
})();
const today = localDay(noon, tzOffset);
const daysAgo = (n: number): LocalDay => localDayFromNumber(today.dayNumber - n);
const launch = daysAgo(30);

/** The runtime runs in this process: setting them also clears its one-minute cache. */
async function setSettings(values: { launchDate?: string; archiveDay?: number }) {
  await settingsStore.setArchive({ launchDate: values.launchDate, price: values.archiveDay });
}

beforeAll(async () => {
  runtime = await startRuntime();
  runtime.setClock(() => noon.getTime());
  await setSettings({ launchDate: launch.date, archiveDay: 1 });
});
afterAll(() => runtime?.stop());

const newUser = () => {
  const sub = `archive-${randomUUID()}`;
  return { sub, token: runtime.identity.mintAccessToken({ sub }) };
};
type Answer<T> = { status: number; body: T & { error?: string } };
const archive = (token: string) =>
  call<ArchiveResponse>(runtime, 'get-archive', { token, query: { tzOffset } }) as Promise<Answer<ArchiveResponse>>;
const open = (token: string, date: string) =>
  call<OpenArchiveDayResponse>(runtime, 'open-archive-day', { token, body: { date, tzOffset } }) as Promise<Answer<OpenArchiveDayResponse>>;
const guess = (token: string, day: LocalDay, word: string, row: number, hardMode?: boolean) =>
  call<SubmitGuessResponse>(runtime, 'submit-archive-guess', {
    token,
    body: { date: day.date, guess: word, wordLength: day.wordLength, tzOffset, row, ...(hardMode === undefined ? {} : { hardMode }) },
  }) as Promise<Answer<SubmitGuessResponse>>;
const misses = async (day: LocalDay) => {
  const answer = await answerOf(day);
  return { answer, words: missesOf(day.wordLength, answer) };
};

describe('the archive list', () => {
  it('offers yesterday back to the launch date, newest first, each with its length and how it went', async () => {
    const { token } = newUser();
    const { status, body } = await archive(token);
    expect(status).toBe(200);
    expect(body.launchDate).toBe(launch.date);
    expect(body.price).toBe(1);
    expect(body.balance).toBe(5);
    expect(body.days.map((d) => d.date)).toEqual(Array.from({ length: 30 }, (_, i) => daysAgo(i + 1).date));
    expect(body.days[0]).toEqual({
      date: daysAgo(1).date,
      dayOfWeek: daysAgo(1).dayOfWeek,
      wordLength: daysAgo(1).wordLength,
      status: null,
      guesses_used: 0,
      source: null,
    });

    await open(token, daysAgo(3).date);
    const { words } = await misses(daysAgo(3));
    await guess(token, daysAgo(3), words[0], 0);
    const after = (await archive(token)).body;
    expect(after.days[2]).toMatchObject({ date: daysAgo(3).date, status: 'playing', guesses_used: 1, source: 'archive' });
    expect(after.balance).toBe(4);
  });

  it('is for signed-in players only', async () => {
    expect((await call(runtime, 'get-archive', { query: { tzOffset } })).status).toBe(401);
  });
});

describe('opening a past day', () => {
  it('debits its price once under 20 concurrent attempts, with one ledger entry; reopening is free', async () => {
    const { sub, token } = newUser();
    await call(runtime, 'get-credits', { token });
    const day = daysAgo(2);
    // Each tap's final answer, as the app is left with it (a 503 of a contended table is sent again).
    const answers = await Promise.all(Array.from({ length: 20 }, () => finalAnswer(() => open(token, day.date))));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(answers.reduce((sum, a) => sum + a.body.charged, 0)).toBe(1);
    expect((await accountStore.getProfile(sub))?.credits).toBe(4);
    const entries = (await accountStore.ledger(sub)).filter((e) => e.reason === 'archive');
    expect(entries).toEqual([expect.objectContaining({ delta: -1, detail: `opened archive day ${day.date}` })]);

    const again = await open(token, day.date);
    expect(again.body).toMatchObject({ charged: 0, balance: 4, source: 'archive' });
    expect(again.body.data).toMatchObject({
      date: day.date,
      word_length: day.wordLength,
      day_of_week: day.dayOfWeek,
      status: 'playing',
      guesses_used: 0,
    });
  });

  it('refuses with 402 when the balance does not cover the price, debiting nothing', async () => {
    const { sub, token } = newUser();
    await call(runtime, 'get-credits', { token });
    await setSettings({ archiveDay: 6 });
    try {
      const refused = await open(token, daysAgo(4).date);
      expect(refused).toEqual({ status: 402, body: { error: 'Not enough credits!', reason: 'not-enough-credits' } });
      expect((await accountStore.getProfile(sub))?.credits).toBe(5);
      expect((await accountStore.ledger(sub)).filter((e) => e.reason === 'archive')).toEqual([]);
      // Not opened: guesses are refused.
      expect((await guess(token, daysAgo(4), 'x'.repeat(daysAgo(4).wordLength), 0)).status).toBe(409);
    } finally {
      await setSettings({ archiveDay: 1 });
    }
  });

  it("refuses today's code through the archive whatever time zone the caller claims (UTC+14's yesterday is today at UTC)", async () => {
    // 10:00 UTC: already tomorrow at UTC+14, so that player's "yesterday" is today for most of the world.
    const tenUtc = new Date(`${today.date}T10:00:00Z`).getTime();
    runtime.setClock(() => tenUtc);
    try {
      const { sub, token } = newUser();
      await call(runtime, 'get-credits', { token });
      const opened = await call(runtime, 'open-archive-day', { token, body: { date: today.date, tzOffset: -840 } });
      expect(opened.status).toBe(400);
      expect(opened.body.error).toMatch(/still today somewhere on Earth/);
      const listed = await call<ArchiveResponse>(runtime, 'get-archive', { token, query: { tzOffset: -840 } });
      // The newest past code is the last day over at UTC-12: the day before yesterday at 10:00 UTC.
      expect(listed.body.days[0].date).toBe(daysAgo(2).date);
      // Yesterday is still played at UTC-12 until 12:00 UTC today: then it joins, and the list says so.
      expect(listed.body.next).toEqual({ date: daysAgo(1).date, dayOfWeek: daysAgo(1).dayOfWeek, opensAt: `${today.date}T12:00:00.000Z` });
      const helper = await call(runtime, 'use-helper', {
        token,
        body: { helperType: 'revealRandomLetter', tzOffset: -840, archiveDate: today.date },
      });
      expect(helper.status).toBe(400);
      expect((await accountStore.getProfile(sub))?.credits).toBe(5);
    } finally {
      runtime.setClock(() => noon.getTime());
    }
  });

  it.each([
    ['today', () => today.date, "date is today: today's code is played on the game's page, not from the archive"],
    ['tomorrow', () => localDayFromNumber(today.dayNumber + 1).date, 'date is in the future: that code has not been deployed yet'],
    [
      'the day before launch',
      () => daysAgo(31).date,
      `date must be from ${launch.date}, the archive's first day, to the last day that is over everywhere`,
    ],
    ['a date that does not exist', () => '2026-02-30', 'date must be YYYY-MM-DD'],
  ])('refuses %s with a 400 naming the date, debiting nothing', async (_name, date, message) => {
    const { sub, token } = newUser();
    await call(runtime, 'get-credits', { token });
    expect(await open(token, date())).toEqual({ status: 400, body: { error: message } });
    expect((await accountStore.getProfile(sub))?.credits).toBe(5);
  });

  it('revisits a day played on its own day for free, read-only', async () => {
    const { token } = newUser();
    const day = daysAgo(5);
    runtime.setClock(() => noon.getTime() - 5 * 86_400_000);
    const { words } = await misses(day);
    try {
      const played = await call(runtime, 'submit-guess', {
        token,
        body: { guess: words[0], wordLength: day.wordLength, tzOffset, row: 0 },
      });
      expect(played.status).toBe(200);
    } finally {
      runtime.setClock(() => noon.getTime());
    }
    const revisit = await open(token, day.date);
    expect(revisit.body).toMatchObject({ charged: 0, balance: 5, source: 'daily' });
    expect(revisit.body.data.guesses_used).toBe(1);
    expect((await archive(token)).body.days[4]).toMatchObject({ status: 'playing', guesses_used: 1, source: 'daily' });
    expect((await guess(token, day, words[1], 1)).status).toBe(409);
  });
});

describe('playing an archive game', () => {
  it('keeps the answer back until the game is lost, and then sends it', async () => {
    const { token } = newUser();
    const day = daysAgo(6);
    const { answer, words } = await misses(day);
    const opened = await open(token, day.date);
    expect(fieldsCarrying(opened.body, answer)).toEqual([]);
    for (let row = 0; row < 5; row++) {
      const answered = await guess(token, day, words[row], row);
      expect(answered.status).toBe(200);
      expect(answered.body.answer).toBeUndefined();
      expect(fieldsCarrying((await open(token, day.date)).body, answer)).toEqual([]);
      expect(fieldsCarrying((await archive(token)).body, answer)).toEqual([]);
    }
    const last = await guess(token, day, words[5], 5);
    expect(last.body).toMatchObject({ gameState: 'lost', answer: answer.toUpperCase() });
    expect((await open(token, day.date)).body.data).toMatchObject({ status: 'lost', answer: answer.toUpperCase() });
    // The same row again (a retry) is answered as the first time; anything else is refused: the game is over.
    expect((await guess(token, day, words[5], 5)).body).toMatchObject({ gameState: 'lost', answer: answer.toUpperCase() });
    expect((await guess(token, day, words[6], 5)).status).toBe(409);
  });

  it('never changes streaks or daily statistics, and has statistics of its own', async () => {
    const { token } = newUser();
    const before = (await call<LoadGameStateResponse>(runtime, 'load-game-state', { token, body: { tzOffset } })).body;
    const won = daysAgo(7);
    await open(token, won.date);
    const { answer } = await misses(won);
    const misses7 = (await misses(won)).words;
    await guess(token, won, misses7[0], 0);
    expect((await guess(token, won, answer, 1)).body).toMatchObject({ gameState: 'won', isCorrect: true, guessesUsed: 2 });
    const lost = daysAgo(8);
    await open(token, lost.date);
    const { words } = await misses(lost);
    for (let row = 0; row < 6; row++) await guess(token, lost, words[row], row);

    const after = (await call<LoadGameStateResponse>(runtime, 'load-game-state', { token, body: { tzOffset } })).body;
    expect(after.streaks).toEqual(before.streaks);
    expect(after.statistics).toEqual(before.statistics);
    expect((await archive(token)).body.statistics).toEqual({ played: 2, won: 1, winPercent: 50, distribution: [0, 1, 0, 0, 0, 0] });
  });

  it('enforces hard mode when the game was started in it', async () => {
    const { token } = newUser();
    const day = daysAgo(9);
    const { answer, words } = await misses(day);
    const opening = words.find((w) => evaluateGuess(w, answer).some((t) => t.state === 'correct'))!;
    const green = evaluateGuess(opening, answer).findIndex((t) => t.state === 'correct');
    const breaking = words.find((w) => w[green] !== answer[green] && w !== opening)!;
    await open(token, day.date);
    expect((await guess(token, day, opening, 0, true)).body.hardMode).toBe(true);
    const refused = await guess(token, day, breaking, 1, true);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(/^Hard mode: /);
    expect((await open(token, day.date)).body.data.hard_mode).toBe(true);
  });

  it('takes helpers on the archive game, for credits, once it is opened', async () => {
    const { token } = newUser();
    const day = daysAgo(10);
    const helper = (archiveDate: string) =>
      call<{ revealedLetters: { position: number; letter: string }[]; newBalance: number }>(runtime, 'use-helper', {
        token,
        body: { tzOffset, helperType: 'revealRandomLetter', archiveDate },
      });
    expect((await helper(day.date)).status).toBe(409); // not opened yet
    await open(token, day.date);
    const revealed = await helper(day.date);
    expect(revealed.status).toBe(200);
    expect(revealed.body.newBalance).toBe(3); // 5, less 1 to open, less 1 for the letter
    const answer = await answerOf(day);
    const [letter] = revealed.body.revealedLetters;
    expect(revealed.body.revealedLetters).toHaveLength(1);
    expect(letter.letter).toBe(answer[letter.position]);
    expect((await open(token, day.date)).body.data.revealed_letters).toEqual(revealed.body.revealedLetters);
    // Today's game is untouched.
    const todays = (await call<LoadGameStateResponse>(runtime, 'load-game-state', { token, body: { tzOffset } })).body;
    expect(todays.data.revealed_letters).toEqual([]);
  });
});
