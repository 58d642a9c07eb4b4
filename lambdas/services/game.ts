/**
 * Playing the day's game. Each call loads what it needs, asks the domain for its decision, and
 * stores the result; the handlers call these with an identified player and a validated request.
 */
import type { LoadGameStateResponse } from '../contracts/load-game-state';
import type { SubmitGuessResponse } from '../contracts/submit-guess';
import { liveDates, localDay, localDayFromDate, previousDate, type LocalDay } from '../domain/calendar';
import { revealedAsWritten } from '../domain/evaluation';
import { canFinishAfterMidnight, decideGuess, newGame, rowsOf, type Game } from '../domain/game';
import { acrossLanguages, dayKeyOf } from '../domain/language-days';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '../domain/languages';
import type { AccountPlayer, AnonymousPlayer, Player } from '../domain/player';
import { emptyStats, statisticsFor, streakView, withResult } from '../domain/streaks';
import { CREDENTIAL_REISSUE_SECONDS, NEW_ANONYMOUS_PLAYERS_PER_CLIENT_HOUR } from '../domain/rules';
import { refused } from '../errors';
import { accountStore } from '../store/accounts';
import { gameStore, type AppendResult, type DeviceGameOutcome } from '../store/games';
import { profileStore, type PlayerRecord } from '../store/profiles';
import { count } from '../telemetry/powertools';
import { wordList } from '../words/word-lists';
import { anonymousCredential, isAnonymousCredential } from '../domain/anonymous-credential';
import { wordSecret } from '../secrets/word-secret';
import { codeOf } from '../words/answer';
import { rejected, reply, storedGuess } from './shared/guess-reply';

const JOIN_REFUSED =
  "This browser's anonymous games stay where they are: it could not prove they are its own (an older version of the app). " +
  'Nothing was lost: they are still there, signed out.';
const JOINED_ELSEWHERE = "This browser's anonymous games already joined another account: they stay there.";

export interface GuessInput {
  guess: string;
  wordLength: number;
  tzOffset: number;
  row?: number;
  /** The date of the game being played, as load-game-state gave it. */
  date?: string;
  /** The player's setting for a first guess; the game's own mode after it. */
  hardMode?: boolean;
  /** The language played: each language has its own code, game and statistics each day. */
  language: LanguageCode;
}

const newCodeDeployed = (today: LocalDay) => refused('conflict', 'new-code', { wordLength: today.wordLength });

/**
 * The day a guess belongs to: today, or yesterday for a game begun before local midnight and still
 * in play, which is finished under its own date (and counts for that date's streak).
 */
async function dayOfGuess(player: Player, input: GuessInput, now: Date): Promise<LocalDay> {
  const today = localDay(now, input.tzOffset);
  if (!input.date || input.date === today.date) return today;
  const started = input.date === previousDate(today.date) ? localDayFromDate(input.date) : undefined;
  if (started && canFinishAfterMidnight(await gameStore.get(player, started.date, input.language), now, input.tzOffset)) return started;
  throw newCodeDeployed(today);
}

/** How many times a guess is decided again: the stored game or history moved on meanwhile. */
const MAX_ATTEMPTS = 3;

/** `client`: the caller's address, which may add only so many new anonymous players an hour. */
export async function submitGuess(player: Player, input: GuessInput, now: Date, client: string): Promise<SubmitGuessResponse> {
  const day = await dayOfGuess(player, input, now);
  if (input.wordLength !== day.wordLength) throw newCodeDeployed(localDay(now, input.tzOffset));
  const { language } = input;
  const dayKey = dayKeyOf(language, day.date);

  // A normal-mode guess with its row index is one conditional write; without the row index, or in hard
  // mode (whose rules read the played rows), the stored game is read first.
  const readFirst = input.row === undefined || input.hardMode === true;
  let game = readFirst ? ((await gameStore.get(player, day.date, language)) ?? newGame(day.date, day.wordLength, language)) : undefined;
  const [code, account] = await Promise.all([
    codeOf(day, language),
    player.kind === 'user' ? accountStore.ensureProfile(player.sub, now, language) : undefined,
  ]);
  const answer = code.played;
  const creditBalance = account?.credits ?? null;
  // One game per account and date: a date its history has (finished on another device, or on a
  // browser that joined it) is over, unless this is that game (a retried last row is answered below).
  if (account && day.date in account.history) {
    const played = game ?? (await gameStore.get(player, day.date, language));
    if (!played || played.status === 'playing') throw refused('conflict', 'game-over');
  }
  // The history a finishing guess extends: the account's came with its profile; a browser's is read then.
  let history: PlayerRecord | undefined = account;
  /** A new anonymous player's first result: whether its client may add one more history this hour. */
  let admitted: boolean | undefined;

  for (let attempt = 1; ; attempt++) {
    if (game?.linkedTo) throw refused('conflict', 'played-on-account');
    if (game && game.status !== 'playing') throw refused('conflict', 'game-over');
    // The row this guess fills: the stored game's next one when it was read, else the one the player sent.
    const guessesBefore = game ? game.guesses.length : input.row!;
    const decision = decideGuess({
      guess: input.guess,
      day,
      answer,
      isWord: (word) => wordList(day.wordLength, language).isValid(word),
      guessesBefore,
      game,
      hardMode: input.hardMode,
      language,
    });
    if (!decision.ok) {
      count('GuessRejected');
      throw rejected(decision.problem, language);
    }
    const guess = decision.guess;
    // A finishing guess records the day in the player's history, in the same transaction.
    if (decision.result !== undefined) history ??= await profileStore.get(player, language);
    // A new anonymous player's first history is kept 400 days: a client address adds only so many an hour
    // (one whose profile its first load made was counted then).
    if (decision.result !== undefined && player.kind === 'anonymous' && history?.exists === false && admitted === undefined) {
      admitted = await profileStore.admitNewAnonymous(client, player.anonymousId, now, NEW_ANONYMOUS_PLAYERS_PER_CLIENT_HOUR);
      if (!admitted) count('AnonymousHistoryNotKept');
    }
    const result: AppendResult = await gameStore.appendGuess(player, {
      date: day.date,
      language,
      wordLength: day.wordLength,
      expectedCount: guessesBefore,
      guess,
      status: decision.status,
      hardMode: decision.hardMode,
      tzOffset: input.tzOffset,
      now,
      history:
        decision.result !== undefined && history && admitted !== false
          ? profileStore.historyUpdate(
              player,
              {
                history: withResult(history.days.history, dayKey, decision.result),
                clocks: withResult(history.days.clocks, dayKey, input.tzOffset),
              },
              history.version,
              now,
            )
          : undefined,
    });

    if (result.stored) {
      count('GuessSubmitted');
      if (guessesBefore === 0) count('GameStarted');
      if (result.game.status === 'won') count('GameWon');
      if (result.game.status === 'lost') count('GameLost');
      return reply(result.game, guess, code, creditBalance);
    }
    if (attempt === MAX_ATTEMPTS) throw refused('conflict', 'changed-meanwhile');
    if ('historyChanged' in result) {
      history = await profileStore.get(player, language);
      continue;
    }
    const current = result.current;
    // The same row arrived twice (a retry or a double tap): answer as the first one was answered.
    if (current && current.guesses[guessesBefore] === guess) {
      const guesses = current.guesses.slice(0, guessesBefore + 1);
      return reply(storedGuess(current, guesses, answer), guess, code, creditBalance);
    }
    if (!current || (current.status === 'playing' && !current.linkedTo && current.guesses.length !== guessesBefore)) {
      throw refused('conflict', 'row-out-of-step', { row: guessesBefore + 1 });
    }
    // The stored game is in another mode than the player thought, or over, or linked: decided again on it.
    game = current;
  }
}

/** Whether an anonymous browser has anything to join: a finished daily game, or today's begun, in any language. */
async function playedAnonymously(anonymousId: string, date: string): Promise<boolean> {
  const browser: Player = { kind: 'anonymous', anonymousId };
  const [record, ...today] = await Promise.all([
    profileStore.get(browser, DEFAULT_LANGUAGE),
    ...LANGUAGE_CODES.map((language) => gameStore.get(browser, date, language)),
  ]);
  return (
    Object.keys(record.days.history).length > 0 ||
    today.some((game) => game !== undefined && (game.guesses.length > 0 || game.revealedLetters.length > 0))
  );
}

/**
 * A browser signing in: its history and its games of every date still live somewhere, in every
 * language, join the account (each exactly once), if no other account claimed that browser first.
 * Every live date, not only today's here: a browser whose clock said another zone (or a trip) played
 * a date the account may meet later, and that date must be over for the account too. Answers whether
 * they joined this one, and what became of the browser's game of today in `language` (the player is told).
 */
async function joinAccount(
  player: AccountPlayer,
  anonymousId: string,
  { date, language }: { date: string; language: LanguageCode },
  now: Date,
): Promise<{ joined: false } | { joined: true; deviceGame?: DeviceGameOutcome }> {
  await accountStore.ensureProfile(player.sub, now);
  if (!(await profileStore.claimAnonymous(anonymousId, player.sub, now))) return { joined: false };
  const browser: Player = { kind: 'anonymous', anonymousId };
  const others = LANGUAGE_CODES.flatMap((other) =>
    liveDates(now).flatMap((live) => (live === date && other === language ? [] : [{ live, other }])),
  );
  const [deviceGame] = await Promise.all([
    gameStore.linkToAccount(browser, player.sub, date, language, now),
    ...others.map(({ live, other }) => gameStore.linkToAccount(browser, player.sub, live, other, now)),
  ]);
  await profileStore.joinAnonymous(player.sub, anonymousId, now, (days) => gameStore.ownGameDays(player.sub, browser, days));
  return { joined: true, ...(deviceGame ? { deviceGame } : {}) };
}

/**
 * An anonymous browser whose day joined an account: the day was played there, unless the account
 * has no game that day after all (the marker then goes, and the browser plays).
 */
async function linkedDay(game: Game | undefined, player: Player, date: string): Promise<{ game: Game | undefined; accountGame?: Game }> {
  if (!game?.linkedTo) return { game };
  const { language } = game;
  const accountGame = await gameStore.get({ kind: 'user', sub: game.linkedTo }, date, language);
  // A day with a guess or a revealed letter was played on the account.
  if (accountGame && (accountGame.guesses.length > 0 || accountGame.revealedLetters.length > 0)) return { game, accountGame };
  if (await gameStore.unlink(player, date, language, game.linkedTo)) return { game: undefined };
  // The account began that day's game at this very moment: it was played there after all.
  const begun = await gameStore.get({ kind: 'user', sub: game.linkedTo }, date, language);
  return begun ? { game, accountGame: begun } : { game };
}

/**
 * Whether a browser's load is given its proof: its first (the load that makes its anonymous player,
 * if its client address may add one more this hour), or one again within CREDENTIAL_REISSUE_SECONDS
 * of that while nothing is played (no guess today, no result) or joined: the first answer was lost
 * on the way, and the browser asks again.
 */
async function issuesCredential(
  player: AnonymousPlayer,
  record: PlayerRecord,
  today: Game | undefined,
  now: Date,
  client: string,
): Promise<boolean> {
  if (record.exists) {
    const age = record.credentialIssuedAt ? now.getTime() - Date.parse(record.credentialIssuedAt) : Infinity;
    const played = record.version > 0 || (today?.guesses.length ?? 0) > 0 || record.joinedTo !== undefined;
    return age >= 0 && age < CREDENTIAL_REISSUE_SECONDS * 1000 && !played;
  }
  if (!(await profileStore.admitNewAnonymous(client, player.anonymousId, now, NEW_ANONYMOUS_PLAYERS_PER_CLIENT_HOUR))) {
    count('AnonymousHistoryNotKept');
    return false;
  }
  return profileStore.issueAnonymousCredential(player.anonymousId, now);
}

/** `client`: the caller's address, which may add only so many new anonymous players an hour. */
export async function loadGameState(
  player: Player,
  { tzOffset, language, anonymousCredential: credential }: { tzOffset: number; language: LanguageCode; anonymousCredential?: string },
  now: Date,
  client: string,
): Promise<LoadGameStateResponse> {
  const day = localDay(now, tzOffset);
  // A player who played anonymously on this browser and has just signed in keeps that game and
  // history, if the browser proves the anonymousId is its own.
  let joinRefused: string | undefined;
  let deviceGame: DeviceGameOutcome | undefined;
  if (player.kind === 'user' && player.anonymousId) {
    if (!isAnonymousCredential(await wordSecret(), player.anonymousId, credential)) {
      // Only a browser with games to join is told they stay: one that never played has nothing there.
      if (await playedAnonymously(player.anonymousId, day.date)) joinRefused = JOIN_REFUSED;
    } else {
      const join = await joinAccount(player, player.anonymousId, { date: day.date, language }, now);
      if (!join.joined) joinRefused = JOINED_ELSEWHERE;
      else deviceGame = join.deviceGame;
    }
    if (joinRefused) count('JoinRefused');
  }
  const [stored, record] = await Promise.all([gameStore.get(player, day.date, language), profileStore.get(player, language)]);
  const { game: found, accountGame } = await linkedDay(stored, player, day.date);
  // A day the history has without a game here (played on a browser before it joined) is over: shown as its result.
  const result = found ? undefined : record.history[day.date];
  const game =
    found && !found.linkedTo
      ? found
      : result === undefined
        ? newGame(day.date, day.wordLength, language)
        : { ...newGame(day.date, day.wordLength, language), status: result > 0 ? ('won' as const) : ('lost' as const) };
  // The code, to score the rows and show them (and revealed letters) as it is written; never sent while playing.
  const code = game.guesses.length > 0 || game.revealedLetters.length > 0 ? await codeOf(day, language) : undefined;
  const stats = record?.stats;
  // The streak the player sees, one over every language (a game in any language keeps it): with
  // freezes, over the days missed up to today on today's clock. Statistics are this language's.
  const everyLanguage = acrossLanguages(record.days.history, record.days.clocks);
  const streak = streakView(
    everyLanguage.history,
    { date: day.date, tzOffset },
    { baseline: record.streakBaseline, clocks: everyLanguage.clocks },
  );
  // The credential goes only to the browser whose first call made the anonymous player (asked again
  // within seconds, when that answer was lost), never to whoever names an id already in use.
  const issued = player.kind === 'anonymous' && (await issuesCredential(player, record, stored, now, client));
  return {
    ...(issued ? { anonymousCredential: anonymousCredential(await wordSecret(), player.anonymousId) } : {}),
    ...(joinRefused ? { joinRefused } : {}),
    ...(deviceGame ? { deviceGame } : {}),
    data: {
      guesses: code ? rowsOf(game.guesses, code.played, code.written) : [],
      guesses_used: game.guesses.length,
      won: game.status === 'won',
      revealed_letters: code ? revealedAsWritten(game.revealedLetters, code.written) : [],
      status: accountGame?.status ?? game.status,
      word_length: game.wordLength,
      date: game.date,
      language,
      ...(game.status === 'lost' && code ? { answer: code.written.toUpperCase() } : {}),
      ...(game.hardMode === undefined ? {} : { hard_mode: game.hardMode }),
      ...(accountGame ? { played_on_account: true } : {}),
    },
    streaks: { currentStreak: streak.currentStreak, longestStreak: streak.longestStreak },
    statistics: {
      ...statisticsFor(stats ?? emptyStats(), record?.history ?? {}, day, record?.helped),
      streakFreezes: streak.streakFreezes,
      recentDays: streak.recentDays,
      todayFreezesUsed: streak.todayFreezesUsed,
      todayFreezeEarned: streak.todayFreezeEarned,
      daysTowardFreeze: streak.daysTowardFreeze,
    },
  };
}
