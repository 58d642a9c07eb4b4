/**
 * The archive of past codes for signed-in players (docs/product.md, "Archive"): the list of past
 * days, opening one (its price debited once, in the transaction that opens it), and playing it by
 * the daily rules, stored apart from daily games and never touching streaks or daily statistics.
 */
import type * as z from 'zod/mini';
import type { ArchiveDayDto, ArchiveResponse, OpenArchiveDayResponse, submitArchiveGuessRequest } from '../contracts/archive';
import type { SubmitGuessResponse } from '../contracts/submit-guess';
import { archiveDays, archiveStatistics } from '../domain/archive';
import { dateAroundTheWorld, earliestLiveDay, type LocalDay } from '../domain/calendar';
import { revealedAsWritten } from '../domain/evaluation';
import { decideGuess, rowsOf, type Game } from '../domain/game';
import { foldWord, type LanguageCode } from '../domain/languages';
import type { Player } from '../domain/player';
import { contended, invalid, refused } from '../errors';
import { accountStore } from '../store/accounts';
import { gameStore } from '../store/games';
import { settingsStore } from '../store/settings';
import { count } from '../telemetry/powertools';
import { wordList } from '../words/word-lists';
import { codeOf } from '../words/answer';
import { rejected, reply, storedGuess } from './shared/guess-reply';
import { pastDay } from './shared/past-day';
import { notEnoughCredits, refusalNow } from './shared/balance';

const playedOnItsDay = (game: Game | undefined): game is Game => game !== undefined && game.guesses.length > 0;

/** The archive's days and how the player did; the same for every time zone (domain/archive.ts). */
export async function getArchive(sub: string, language: LanguageCode, now: Date): Promise<ArchiveResponse> {
  const { launchDate, price } = await settingsStore.archive();
  const days = archiveDays(launchDate, now);
  const player: Player = { kind: 'user', sub };
  const range = days.length > 0 ? ([days[days.length - 1].date, days[0].date] as const) : undefined;
  const [profile, daily, archived] = await Promise.all([
    accountStore.ensureProfile(sub, now),
    range ? gameStore.list(player, 'daily', language, ...range) : [],
    range ? gameStore.list(player, 'archive', language, ...range) : [],
  ]);
  const dailyByDate = new Map(daily.filter(playedOnItsDay).map((game) => [game.date, game]));
  const archivedByDate = new Map(archived.map((game) => [game.date, game]));
  return {
    launchDate,
    price,
    balance: profile.credits,
    days: days.map((day): ArchiveDayDto => {
      const fromArchive = archivedByDate.get(day.date);
      const game = fromArchive ?? dailyByDate.get(day.date);
      return {
        date: day.date,
        dayOfWeek: day.dayOfWeek,
        wordLength: day.wordLength,
        status: game?.status ?? null,
        guesses_used: game?.guesses.length ?? 0,
        source: fromArchive ? 'archive' : game ? 'daily' : null,
      };
    }),
    statistics: archiveStatistics(archived),
    next: nextToOpen(now),
  };
}

/** The earliest live day joins the archive when it ends at UTC−12. */
function nextToOpen(now: Date): ArchiveResponse['next'] {
  const day = earliestLiveDay(now);
  return { date: day.date, dayOfWeek: day.dayOfWeek, opensAt: dateAroundTheWorld(day.date).openUntil.toISOString() };
}

async function gameView(game: Game, day: LocalDay): Promise<OpenArchiveDayResponse['data']> {
  const shown = game.guesses.length > 0 || game.revealedLetters.length > 0 || game.status !== 'playing';
  const code = shown ? await codeOf(day, game.language) : undefined;
  return {
    guesses: code ? rowsOf(game.guesses, code.played, code.written) : [],
    guesses_used: game.guesses.length,
    won: game.status === 'won',
    revealed_letters: code ? revealedAsWritten(game.revealedLetters, code.written) : [],
    status: game.status,
    word_length: day.wordLength,
    day_of_week: day.dayOfWeek,
    date: day.date,
    language: game.language,
    // As for today's code: the answer only once the game is over.
    ...(game.status === 'lost' && code ? { answer: code.written.toUpperCase() } : {}),
    ...(game.hardMode === undefined ? {} : { hard_mode: game.hardMode }),
  };
}

/** Concurrent openings of one day: the one that finds it opened meanwhile reads it again, a few times at most. */
const MAX_ATTEMPTS = 8;

export async function openArchiveDay(
  sub: string,
  { date, tzOffset, language }: { date: string; tzOffset: number; language: LanguageCode },
  now: Date,
): Promise<OpenArchiveDayResponse> {
  const { day, price } = await pastDay(date, tzOffset, now);
  const player: Player = { kind: 'user', sub };
  let charged = 0;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const [archived, daily, profile] = await Promise.all([
      gameStore.get(player, date, language, 'archive'),
      gameStore.get(player, date, language, 'daily'),
      accountStore.ensureProfile(sub, now),
    ]);
    // Opened before, or played on its own day: free to revisit.
    const game = archived ?? (playedOnItsDay(daily) ? daily : undefined);
    if (game) {
      return { data: await gameView(game, day), source: archived ? 'archive' : 'daily', charged, balance: profile.credits };
    }
    if (profile.credits < 0 || profile.credits < price) throw notEnoughCredits(profile.credits);
    const outcome = await accountStore.openArchiveDay(sub, { date, language, wordLength: day.wordLength, price, now });
    if (outcome === 'insufficient-credit') throw await refusalNow(sub);
    if (outcome === 'opened') {
      charged = price;
      count('ArchiveDayOpened');
    }
  }
  throw contended('Too many requests for this day at once: please try again.');
}

export async function submitArchiveGuess(
  sub: string,
  input: z.output<typeof submitArchiveGuessRequest>,
  now: Date,
): Promise<SubmitGuessResponse> {
  const { day } = await pastDay(input.date, input.tzOffset, now);
  if (input.wordLength !== day.wordLength) throw invalid(`wordLength: the code of ${day.date} has ${day.wordLength} letters`);
  const player: Player = { kind: 'user', sub };
  const { language } = input;
  // As the game stores it (folded), to know a row sent again.
  const guess = foldWord(language, input.guess) ?? input.guess.toLowerCase();
  const [code, profile] = await Promise.all([codeOf(day, language), accountStore.getProfile(sub)]);
  const answer = code.played;
  const balance = profile?.credits ?? null;
  let game = await gameStore.get(player, day.date, language, 'archive');
  for (let attempt = 1; attempt <= 3; attempt++) {
    if (!game) throw refused('conflict', 'open-archive-day-first', { date: day.date });
    const sameRowAgain = input.row !== undefined && input.row < game.guesses.length && game.guesses[input.row] === guess;
    // The same row arrived twice (a retry or a double tap): answer as the first one was answered.
    if (sameRowAgain) {
      const guesses = game.guesses.slice(0, input.row! + 1);
      return reply(storedGuess(game, guesses, answer), guess, code, balance);
    }
    if (game.status !== 'playing') throw refused('conflict', 'archive-game-over');
    if (input.row !== undefined && input.row !== game.guesses.length) {
      throw refused('conflict', 'row-out-of-step', { row: input.row + 1 });
    }
    const decision = decideGuess({
      guess: input.guess,
      day,
      answer,
      isWord: (word) => wordList(day.wordLength, language).isValid(word),
      guessesBefore: game.guesses.length,
      game,
      hardMode: input.hardMode,
      language,
    });
    if (!decision.ok) throw rejected(decision.problem, language);
    const result = await gameStore.appendGuess(player, {
      kind: 'archive',
      date: day.date,
      language,
      wordLength: day.wordLength,
      expectedCount: game.guesses.length,
      guess: decision.guess,
      status: decision.status,
      hardMode: decision.hardMode,
      now,
    });
    if (result.stored) {
      count('ArchiveGuessSubmitted');
      return reply(result.game, guess, code, balance);
    }
    game = 'current' in result ? result.current : await gameStore.get(player, day.date, language, 'archive');
  }
  throw refused('conflict', 'changed-meanwhile');
}
