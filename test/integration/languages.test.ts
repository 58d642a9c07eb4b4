/**
 * Playing in Spanish and French over HTTP (docs/product.md, "Languages"), through the routes on
 * DynamoDB Local: every game call takes `language` and refuses an unknown one by naming those there
 * are; each language has its own code, game, statistics, archive, report and leagues each day; one
 * streak counts a daily game in any language; accents fold as the language's players expect; signing
 * in brings every language's games along. Codes are read from the word lists of the day asked, never
 * written here, so any day's codes do.
 */
import { randomUUID } from 'node:crypto';
import type { ArchiveResponse, OpenArchiveDayResponse } from '../../lambdas/contracts/archive';
import type { UseHelperResponse } from '../../lambdas/contracts/credits';
import type { GameReportResponse } from '../../lambdas/contracts/game-report';
import type { InvitationResponse, LeagueResponse, LeagueResponseFull } from '../../lambdas/contracts/leagues';
import type { LoadGameStateResponse } from '../../lambdas/contracts/load-game-state';
import type { MyDataExport } from '../../lambdas/contracts/my-data';
import type { SubmitGuessResponse } from '../../lambdas/contracts/submit-guess';
import { earliestLiveDay, localDay, localDayFromDate, localDayFromNumber, type LocalDay } from '../../lambdas/domain/calendar';
import { foldWord, LANGUAGE_CODES, type LanguageCode } from '../../lambdas/domain/languages';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '../../lambdas/store/keys';
import { documentClient, tableName } from '../../lambdas/store/table';
import { answerOf, writtenAnswerOf } from '../../lambdas/words/answer';
import { wordList } from '../../lambdas/words/word-lists';
import type { LocalRuntime } from '../../local/runtime';
import { fieldsCarrying } from '../support/leaks';
import { call, newAnonymousId, noonTzOffset, startRuntime } from '../support/runtime';
import { missesOf } from '../support/words';

let runtime: LocalRuntime;
beforeAll(async () => {
  runtime = await startRuntime();
}, 120_000);
afterAll(() => runtime?.stop());
afterEach(() => runtime.setClock());

type Failure = { error?: string };
type Caller = { anonymousId: string } | { sub: string; token: string };
const newBrowser = (): Caller => ({ anonymousId: newAnonymousId() });
const newAccount = (): Caller & { sub: string; token: string } => {
  const sub = `linguist-${randomUUID()}`;
  return { sub, token: runtime.identity.mintAccessToken({ sub }) };
};
const identity = (caller: Caller) =>
  'token' in caller ? { token: caller.token, fields: {} } : { token: undefined, fields: { anonymousId: caller.anonymousId, userId: null } };
/** `language` as a request carries it: left out for English when `omitEnglish` (the default a client may rely on). */
const languageField = (language: LanguageCode, omitEnglish = false) => (omitEnglish && language === 'en' ? {} : { language });

const load = async (caller: Caller, tzOffset: number, language: LanguageCode, extra: Record<string, unknown> = {}) => {
  const { token, fields } = identity(caller);
  const answer = await call<LoadGameStateResponse & Failure>(runtime, 'load-game-state', {
    token,
    body: { tzOffset, ...fields, ...languageField(language), ...extra },
  });
  expect([answer.status, answer.body.error]).toEqual([200, undefined]);
  return answer.body;
};
const guess = (caller: Caller, day: LocalDay, tzOffset: number, language: LanguageCode, word: string, row: number) => {
  const { token, fields } = identity(caller);
  return call<SubmitGuessResponse & Failure>(runtime, 'submit-guess', {
    token,
    body: { guess: word, wordLength: day.wordLength, tzOffset, row, ...fields, ...languageField(language) },
  });
};
/** Wins `day`'s code in `language` at `row`, typed as it is written (upper case, its accents). */
async function win(caller: Caller, day: LocalDay, tzOffset: number, language: LanguageCode, row = 0) {
  const won = await guess(caller, day, tzOffset, language, (await writtenAnswerOf(day, language)).toUpperCase(), row);
  expect([won.status, won.body.gameState]).toEqual([200, 'won']);
}
/** Sets the gateway's clock to noon UTC on `date`: that date's day at tzOffset 0, far from either midnight. */
function noonOn(date: string) {
  const instant = Date.parse(`${date}T12:00:00Z`);
  runtime.setClock(() => instant);
  return { tzOffset: 0, day: localDay(new Date(instant), 0) };
}

describe('the HTTP contract: `language` on every game call', () => {
  const tzOffset = noonTzOffset();
  const user = () => newAccount();
  const today = () => localDay(new Date(), tzOffset);
  /** Each game call, with a body (or query) it would take but for its language. */
  const CALLS: { name: string; request: (language: unknown) => { body?: unknown; query?: Record<string, string>; token?: string } }[] = [
    { name: 'get-word-length', request: (language) => ({ query: { tzOffset: String(tzOffset), language: String(language) } }) },
    { name: 'load-game-state', request: (language) => ({ body: { tzOffset, anonymousId: newAnonymousId(), language } }) },
    {
      name: 'submit-guess',
      request: (language) => ({ body: { tzOffset, anonymousId: newAnonymousId(), guess: 'x', wordLength: today().wordLength, language } }),
    },
    {
      name: 'use-helper',
      request: (language) => ({ token: user().token, body: { tzOffset, helperType: 'revealRandomLetter', language } }),
    },
    { name: 'game-report', request: (language) => ({ body: { tzOffset, anonymousId: newAnonymousId(), language } }) },
    {
      name: 'get-archive',
      request: (language) => ({ token: user().token, query: { tzOffset: String(tzOffset), language: String(language) } }),
    },
    { name: 'open-archive-day', request: (language) => ({ token: user().token, body: { tzOffset, date: '2026-01-05', language } }) },
    {
      name: 'submit-archive-guess',
      request: (language) => ({ token: user().token, body: { tzOffset, date: '2026-01-05', guess: 'x', wordLength: 4, language } }),
    },
    { name: 'create-league', request: (language) => ({ token: user().token, body: { name: 'Amigos', language } }) },
  ];

  it.each(CALLS.map((c) => [c.name, c] as const))('%s refuses an unknown language with a 400 naming en, es and fr', async (name, c) => {
    for (const unknown of ['de', 'EN', 'español', '', 3]) {
      const answer = await call<Failure>(runtime, name, c.request(unknown));
      expect([unknown, answer.status, answer.body.error]).toEqual([unknown, 400, 'language must be en, es or fr']);
    }
  });

  it('get-word-length gives the weekday length in every language, and English when the language is left out', async () => {
    const answers = await Promise.all(
      [undefined, ...LANGUAGE_CODES].map((language) =>
        call<{ wordLength: number; date: string }>(runtime, 'get-word-length', {
          query: { tzOffset: String(tzOffset), ...(language ? { language } : {}) },
        }),
      ),
    );
    for (const answer of answers) expect(answer).toEqual({ status: 200, body: { ...answers[0].body } });
    expect(answers[0].body.wordLength).toBe(today().wordLength);
  });
});

describe("a day's code in each language", () => {
  const tzOffset = noonTzOffset();

  it.each(LANGUAGE_CODES)('%s: its own game and code; the code never in a playing answer; won with its written form', async (language) => {
    const player = newBrowser();
    const day = localDay(new Date(), tzOffset);
    const answer = await answerOf(day, language);
    const written = await writtenAnswerOf(day, language);
    const first = await load(player, tzOffset, language);
    expect(first.data).toMatchObject({ language, status: 'playing', word_length: day.wordLength, date: day.date, guesses_used: 0 });
    const [miss] = missesOf(day.wordLength, answer, language);
    const missed = await guess(player, day, tzOffset, language, miss, 0);
    expect([missed.status, missed.body.gameState]).toEqual([200, 'playing']);
    const playing = await load(player, tzOffset, language);
    for (const body of [missed.body, playing]) {
      expect(fieldsCarrying(body, answer)).toEqual([]);
      expect(fieldsCarrying(body, written)).toEqual([]);
    }
    const won = await guess(player, day, tzOffset, language, written.toUpperCase(), 1);
    expect(won.body).toMatchObject({ gameState: 'won', isCorrect: true, guessesUsed: 2 });
    // The winning row shows the code as it is written.
    expect(won.body.evaluation.map((tile) => tile.letter).join('')).toBe(written.toUpperCase());
  });

  it("keeps each language's game of the day apart: a Spanish win leaves the English and French games untouched", async () => {
    const player = newBrowser();
    const day = localDay(new Date(), tzOffset);
    await load(player, tzOffset, 'es');
    await win(player, day, tzOffset, 'es');
    const [es, en, fr] = await Promise.all((['es', 'en', 'fr'] as const).map((language) => load(player, tzOffset, language)));
    expect(es.data).toMatchObject({ language: 'es', status: 'won', guesses_used: 1 });
    for (const other of [en, fr]) expect(other.data).toMatchObject({ status: 'playing', guesses_used: 0, guesses: [] });
    // Statistics are each language's; the streak counts the Spanish win in every language's view.
    expect(es.statistics).toMatchObject({ played: 1, won: 1, today: 1 });
    for (const other of [en, fr]) expect(other.statistics).toMatchObject({ played: 0, won: 0, today: null });
    for (const view of [es, en, fr]) expect(view.streaks.currentStreak).toBe(1);
    // English still plays: its code is scored as English.
    await win(player, day, tzOffset, 'en');
    expect((await load(player, tzOffset, 'en')).statistics).toMatchObject({ played: 1, won: 1 });
    expect((await load(player, tzOffset, 'es')).streaks.currentStreak).toBe(1); // one day, one streak day
  });

  it('leaves English the default: a call without `language` plays and reads the English game', async () => {
    const player = newBrowser();
    const day = localDay(new Date(), tzOffset);
    const { fields } = identity(player);
    const won = await call<SubmitGuessResponse>(runtime, 'submit-guess', {
      body: { guess: await answerOf(day, 'en'), wordLength: day.wordLength, tzOffset, row: 0, ...fields },
    });
    expect(won.body.gameState).toBe('won');
    expect((await load(player, tzOffset, 'en')).data).toMatchObject({ language: 'en', status: 'won' });
    expect((await load(player, tzOffset, 'es')).data.status).toBe('playing');
  });
});

describe('letters as each language has them', () => {
  const tzOffset = noonTzOffset();

  it('Spanish refuses a letter it does not have, naming its own letters; English refuses an accent', async () => {
    const day = localDay(new Date(), tzOffset);
    const spanish = await guess(newBrowser(), day, tzOffset, 'es', 'ß'.repeat(day.wordLength), 0);
    expect([spanish.status, spanish.body.error]).toEqual([400, 'guess: letters A-Z and Ñ only']);
    const english = await guess(newBrowser(), day, tzOffset, 'en', 'é'.repeat(day.wordLength), 0);
    expect([english.status, english.body.error]).toEqual([400, 'guess: letters A-Z only']);
  });

  it.each(['es', 'fr'] as const)(
    '%s: a guess typed with or without its accents is one guess (a retried row is not a second)',
    async (language) => {
      const player = newBrowser();
      const day = localDay(new Date(), tzOffset);
      const answer = await answerOf(day, language);
      // A miss whose written form has an accent, when the list has one: typed with it, then again without.
      const { answers } = wordList(day.wordLength, language);
      const accented = answers.find((word) => foldWord(language, word) !== word && foldWord(language, word) !== answer)!;
      const first = await guess(player, day, tzOffset, language, accented, 0);
      const again = await guess(player, day, tzOffset, language, foldWord(language, accented)!, 0);
      expect(first.status).toBe(200);
      expect(again.body).toEqual(first.body);
      expect((await load(player, tzOffset, language)).data.guesses_used).toBe(1);
    },
  );
});

describe('tiles show the letters as the code is written', () => {
  /** A date (from 2027-01-04 on) whose Spanish code has an accent, and where: any secret gives one within days. */
  async function accentedDay() {
    const start = localDayFromDate('2027-01-04')!.dayNumber;
    for (let n = 0; n < 120; n++) {
      const day = localDayFromNumber(start + n);
      const written = await writtenAnswerOf(day, 'es');
      const at = [...written].findIndex((letter, i) => letter !== (foldWord('es', written) ?? '')[i]);
      if (at >= 0) return { day, written, at };
    }
    throw new Error('no Spanish code with an accent in 120 days');
  }

  it('shows a correct letter with its accent, in the row, the revealed letter and the lost answer', async () => {
    const { day, written, at } = await accentedDay();
    noonOn(day.date);
    const account = newAccount();
    const revealed = await call<UseHelperResponse & Failure>(runtime, 'use-helper', {
      token: account.token,
      body: { tzOffset: 0, helperType: 'revealSpecificLetter', letterPosition: at, language: 'es' },
    });
    expect(revealed.body.revealedLetters).toEqual([{ position: at, letter: written[at] }]);
    // Typed without its accents, the code wins, and its row reads as the code is written.
    const won = await guess(account, day, 0, 'es', foldWord('es', written)!, 0);
    expect(won.body.evaluation.map((tile) => tile.letter).join('')).toBe(written.toUpperCase());
    const view = await load(account, 0, 'es');
    expect(view.data.guesses[0].tiles.map((tile) => tile.letter).join('')).toBe(written.toUpperCase());
    expect(view.data.revealed_letters).toEqual([{ position: at, letter: written[at] }]);
    // A player who loses is told the code as it is written.
    const loser = newBrowser();
    const misses = missesOf(day.wordLength, foldWord('es', written)!, 'es').slice(0, 6);
    const answers = [];
    for (const [row, miss] of misses.entries()) answers.push(await guess(loser, day, 0, 'es', miss, row));
    expect(answers.at(-1)!.body).toMatchObject({ gameState: 'lost', answer: written.toUpperCase() });
    expect((await load(loser, 0, 'es')).data.answer).toBe(written.toUpperCase());
  });
});

describe('one streak, kept by a daily game in any language', () => {
  it('counts days won in Spanish, French and English alike, while statistics stay per language', async () => {
    const player = newBrowser();
    const first = localDayFromDate('2027-02-08')!; // a Monday
    const plays: LanguageCode[] = ['es', 'fr', 'en', 'es'];
    for (const [i, language] of plays.entries()) {
      const { day, tzOffset } = noonOn(localDayFromNumber(first.dayNumber + i).date);
      await load(player, tzOffset, language);
      await win(player, day, tzOffset, language);
    }
    const views = await Promise.all(LANGUAGE_CODES.map((language) => load(player, 0, language)));
    for (const view of views) expect(view.streaks).toEqual({ currentStreak: 4, longestStreak: 4 });
    const played = Object.fromEntries(views.map((view) => [view.data.language, view.statistics.played]));
    expect(played).toEqual({ en: 1, es: 2, fr: 1 });
    // A day missed in every language breaks it, whichever language is played next.
    const { day, tzOffset } = noonOn(localDayFromNumber(first.dayNumber + plays.length + 1).date);
    await load(player, tzOffset, 'fr');
    await win(player, day, tzOffset, 'fr');
    expect((await load(player, tzOffset, 'en')).streaks).toEqual({ currentStreak: 1, longestStreak: 4 });
  });

  it('goes on from the figures kept before histories in every language, which count in English statistics only', async () => {
    const account = newAccount();
    const { day, tzOffset } = noonOn('2027-09-06');
    const yesterday = localDayFromNumber(day.dayNumber - 1).date;
    // A profile from before histories: its streak of 40 ran up to yesterday.
    await documentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.profile({ kind: 'user', sub: account.sub }),
          credits: 5,
          stats: { currentStreak: 40, longestStreak: 40, lastWonDate: yesterday, played: 50, won: 45, distribution: {} },
        },
      }),
    );
    await load(account, tzOffset, 'fr');
    await win(account, day, tzOffset, 'fr');
    const [fr, en] = await Promise.all([load(account, tzOffset, 'fr'), load(account, tzOffset, 'en')]);
    for (const view of [fr, en]) expect(view.streaks).toEqual({ currentStreak: 41, longestStreak: 41 });
    expect(fr.statistics).toMatchObject({ played: 1, won: 1 });
    expect(en.statistics).toMatchObject({ played: 50, won: 45 });
  });

  it('keeps the streak when one language was lost and another won the same day', async () => {
    const player = newBrowser();
    const first = localDayFromDate('2027-05-10')!;
    for (const i of [0, 1]) {
      const { day, tzOffset } = noonOn(localDayFromNumber(first.dayNumber + i).date);
      await load(player, tzOffset, 'en');
      if (i === 1) {
        // Lost in English, won in Spanish: the day keeps the streak.
        const answer = await answerOf(day, 'en');
        for (const [row, miss] of missesOf(day.wordLength, answer, 'en').slice(0, 6).entries()) {
          await guess(player, day, tzOffset, 'en', miss, row);
        }
        await win(player, day, tzOffset, 'es');
      } else {
        await win(player, day, tzOffset, 'en');
      }
    }
    const view = await load(player, 0, 'en');
    expect(view.statistics).toMatchObject({ played: 2, won: 1 });
    expect(view.streaks.currentStreak).toBe(2);
  });
});

describe('signing in brings every language along', () => {
  const tzOffset = noonTzOffset();

  it('tells the player their game moved even when the sign-in is sent again (its answer lost), and not on a later sign-in', async () => {
    const browser = { anonymousId: newAnonymousId() };
    const day = localDay(new Date(), tzOffset);
    const proof = (await load(browser, tzOffset, 'en')).anonymousCredential;
    await win(browser, day, tzOffset, 'en');
    const account = newAccount();
    const signIn = () => load(account, tzOffset, 'en', { anonymousId: browser.anonymousId, anonymousCredential: proof });
    const first = await signIn();
    // The app sends the same load again when the first answer never reached it (a timeout, a 503 after the link was written).
    const resent = await signIn();
    expect([first.deviceGame, resent.deviceGame]).toEqual([
      { joined: true, status: 'won', guessesUsed: 1 },
      { joined: true, status: 'won', guessesUsed: 1 },
    ]);
    expect(resent.statistics).toMatchObject({ played: 1, won: 1 }); // joined once, counted once
    // Signing in on that browser again ten minutes later: nothing moved this time, so nothing is said.
    const later = Date.now() + 10 * 60_000;
    runtime.setClock(() => later);
    expect((await signIn()).deviceGame).toBeUndefined();
  });

  it("joins the browser's Spanish and French games and results into the account, and they stay over there", async () => {
    const browser = { anonymousId: newAnonymousId() };
    const day = localDay(new Date(), tzOffset);
    const proof = (await load(browser, tzOffset, 'es')).anonymousCredential;
    expect(proof).toBeDefined();
    await win(browser, day, tzOffset, 'es');
    const frAnswer = await answerOf(day, 'fr');
    await guess(browser, day, tzOffset, 'fr', missesOf(day.wordLength, frAnswer, 'fr')[0], 0);
    const account = newAccount();
    const signedIn = await load(account, tzOffset, 'es', { anonymousId: browser.anonymousId, anonymousCredential: proof });
    expect(signedIn.deviceGame).toEqual({ joined: true, status: 'won', guessesUsed: 1 });
    expect(signedIn.data).toMatchObject({ language: 'es', status: 'won' });
    expect(signedIn.statistics).toMatchObject({ played: 1, won: 1 });
    expect(signedIn.streaks.currentStreak).toBe(1);
    // The French game in play moved too: the account goes on with it.
    const french = await load(account, tzOffset, 'fr');
    expect(french.data).toMatchObject({ status: 'playing', guesses_used: 1 });
    expect((await guess(account, day, tzOffset, 'fr', (await writtenAnswerOf(day, 'fr')).toUpperCase(), 1)).body.gameState).toBe('won');
    // The browser, signed out, cannot play those days again in either language.
    for (const language of ['es', 'fr'] as const) {
      const again = await guess(browser, day, tzOffset, language, await answerOf(day, language), 1);
      expect([language, again.status]).toEqual([language, 409]);
    }
    // The export holds each language's days by their keys, and each game its language.
    const exported = await call<MyDataExport>(runtime, 'export-my-data', { token: account.token });
    expect(exported.body.history).toEqual({ [`es#${day.date}`]: 1, [`fr#${day.date}`]: 2 });
    expect(exported.body.games.map((game) => [game.language, game.status]).sort()).toEqual([
      ['es', 'won'],
      ['fr', 'won'],
    ]);
  });
});

describe('helpers, the report and the archive in a language', () => {
  const tzOffset = noonTzOffset();

  it("reveals a letter of the Spanish code, counted as helped in Spanish's statistics only", async () => {
    const account = newAccount();
    const day = localDay(new Date(), tzOffset);
    const answer = await answerOf(day, 'es');
    const revealed = await call<UseHelperResponse & Failure>(runtime, 'use-helper', {
      token: account.token,
      body: { tzOffset, helperType: 'revealSpecificLetter', letterPosition: 0, language: 'es' },
    });
    // The letter as the code writes it (á for a code that begins with an accent).
    const first = [...(await writtenAnswerOf(day, 'es'))][0];
    expect(foldWord('es', first)).toBe(answer[0]);
    expect(revealed.body.revealedLetters).toEqual([{ position: 0, letter: first }]);
    await win(account, day, tzOffset, 'es');
    const [es, en] = await Promise.all([load(account, tzOffset, 'es'), load(account, tzOffset, 'en')]);
    expect(es.statistics).toMatchObject({ helpedWins: 1, todayLettersRevealed: 1 });
    expect(es.data.revealed_letters).toEqual([{ position: 0, letter: first }]);
    expect(en.statistics).toMatchObject({ helpedWins: 0, todayLettersRevealed: 0 });
    expect(en.data.revealed_letters).toEqual([]);
  });

  it.each(['es', 'fr'] as const)(
    "%s: the report's bot and candidates are the language's, and it says no meaning is available",
    async (language) => {
      const player = newBrowser();
      const day = localDay(new Date(), tzOffset);
      const answer = await answerOf(day, language);
      const { fields } = identity(player);
      const early = await call<Failure>(runtime, 'game-report', { body: { tzOffset, ...fields, language } });
      expect(early.status).toBe(409);
      const [miss] = missesOf(day.wordLength, answer, language);
      await guess(player, day, tzOffset, language, miss, 0);
      await win(player, day, tzOffset, language, 1);
      const report = await call<GameReportResponse & Failure>(runtime, 'game-report', { body: { tzOffset, ...fields, language } });
      expect(report.status).toBe(200);
      const written = await writtenAnswerOf(day, language);
      expect(report.body).toMatchObject({ language, meanings: false, definition: null, answer: written, won: true });
      const { isValid } = wordList(day.wordLength, language);
      for (const step of report.body.guesses) expect([step.bot.guess, isValid(step.bot.guess)]).toEqual([step.bot.guess, true]);
      expect(report.body.guesses.map((step) => step.guess)).toEqual([miss, answer]);
      // The English report of the same player and day is another game: not finished, so none.
      expect((await call(runtime, 'game-report', { body: { tzOffset, ...fields } })).status).toBe(409);
    },
  );

  it("keeps each language's archive apart: a past day opened in French is not opened in Spanish", async () => {
    const account = newAccount();
    const past = localDayFromNumber(earliestLiveDay(new Date()).dayNumber - 1);
    const open = (language: LanguageCode) =>
      call<OpenArchiveDayResponse & Failure>(runtime, 'open-archive-day', {
        token: account.token,
        body: { tzOffset: 0, date: past.date, language },
      });
    const french = await open('fr');
    expect(french.body).toMatchObject({ source: 'archive', data: { language: 'fr', status: 'playing', date: past.date } });
    const won = await call<SubmitGuessResponse>(runtime, 'submit-archive-guess', {
      token: account.token,
      body: {
        tzOffset: 0,
        date: past.date,
        guess: await writtenAnswerOf(past, 'fr'),
        wordLength: past.wordLength,
        row: 0,
        language: 'fr',
      },
    });
    expect(won.body.gameState).toBe('won');
    const archive = (language: LanguageCode) =>
      call<ArchiveResponse>(runtime, 'get-archive', { token: account.token, query: { tzOffset: '0', language } });
    const [fr, es] = await Promise.all([archive('fr'), archive('es')]);
    expect(fr.body.days.find((d) => d.date === past.date)).toMatchObject({ status: 'won', source: 'archive' });
    expect(es.body.days.find((d) => d.date === past.date)).toMatchObject({ status: null, source: null });
    expect(fr.body.statistics).toMatchObject({ played: 1, won: 1 });
    expect(es.body.statistics).toMatchObject({ played: 0 });
  });
});

describe('leagues in a language', () => {
  const tzOffset = noonTzOffset();

  it('a Spanish league compares the Spanish code: the invite says so, and an English game does not place a member', async () => {
    const [ana, bruno] = [newAccount(), newAccount()];
    const day = localDay(new Date(), tzOffset);
    const created = await call<LeagueResponse & Failure>(runtime, 'create-league', {
      token: ana.token,
      body: { name: 'Los primos', language: 'es', displayName: 'Ana' },
    });
    expect(created.body.league).toMatchObject({ language: 'es' });
    const invitation = await call<InvitationResponse>(runtime, 'get-league', {
      body: { tzOffset, anonymousId: newAnonymousId(), inviteCode: created.body.league.inviteCode },
    });
    expect(invitation.body.invitation).toMatchObject({ name: 'Los primos', language: 'es' });
    await call(runtime, 'join-league', { token: bruno.token, body: { inviteCode: created.body.league.inviteCode, displayName: 'Bruno' } });
    await win(ana, day, tzOffset, 'es');
    await win(bruno, day, tzOffset, 'en'); // Bruno played English: not this league's code
    const page = await call<LeagueResponseFull & Failure>(runtime, 'get-league', {
      token: ana.token,
      body: { tzOffset, leagueId: created.body.league.id },
    });
    const byName = Object.fromEntries(page.body.members.map((member) => [member.displayName, member.state]));
    expect(byName).toEqual({ Ana: 'won', Bruno: 'not-played' });
    const listed = await call<{ leagues: { language: string; standing: { place: number; of: number } | null }[] }>(
      runtime,
      'list-leagues',
      { token: ana.token, query: { tzOffset: String(tzOffset) } },
    );
    expect(listed.body.leagues.map(({ language, standing }) => ({ language, place: standing?.place, of: standing?.of }))).toEqual([
      { language: 'es', place: 1, of: 1 },
    ]);
    // Bruno's own standing waits for his Spanish game.
    const brunos = await call<{ leagues: { standing: unknown }[] }>(runtime, 'list-leagues', {
      token: bruno.token,
      query: { tzOffset: String(tzOffset) },
    });
    expect(brunos.body.leagues[0].standing).toBeNull();
  });
});
