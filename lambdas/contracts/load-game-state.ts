import * as z from 'zod/mini';
import type { LanguageCode } from '../domain/languages';
import type { DayState } from '../domain/rules';
import { language, playerFields, tzOffset, type GameStatus, type RevealedLetterDto, type Row } from './common';

// POST load-game-state
export const loadGameStateRequest = z.object({
  tzOffset,
  language,
  ...playerFields,
  /** With a token and an anonymousId: the proof, issued to that browser, that the anonymous history is its own. */
  anonymousCredential: z.optional(
    z.string({ error: 'anonymousCredential must be a string' }).check(z.maxLength(128, { error: 'anonymousCredential is too long' })),
  ),
});
export type LoadGameStateRequest = z.input<typeof loadGameStateRequest>;
export interface Streaks {
  currentStreak: number;
  longestStreak: number;
}
/** A distribution: `distribution[i]` = wins in i + 1 guesses. */
export interface LengthStatistics {
  played: number;
  won: number;
  distribution: number[];
}
/** Any player's statistics (anonymous players' are kept for their anonymousId until they sign in). */
export interface Statistics extends LengthStatistics {
  /** Rounded to a whole percent. */
  winPercent: number;
  /** Per word length ('4' ... '10') and over all lengths ('all'); `distribution` above is today's length's. */
  byLength: Record<string, LengthStatistics>;
  /** Today's result, to mark its row: guesses used to win, 0 lost, null not finished. */
  today: number | null;
  /** How many of the wins were helped (letters revealed by helpers): they stay wins, marked. */
  helpedWins: number;
  /** Letters revealed in today's finished game (0: none, or not finished). */
  todayLettersRevealed: number;
  /** Streak freezes banked: earned by playing, each keeps a running streak over one missed day. */
  streakFreezes: number;
  /**
   * The last 30 days, oldest first, today last: won, played (lost), frozen, travelled (a journey took
   * it) or missed; null before the first game, or while today is open.
   */
  recentDays: { date: string; state: DayState | null; earnedFreeze?: true }[];
  /** Today's finished game: how many freezes kept the streak up to it, and whether it earned one. */
  todayFreezesUsed: number;
  todayFreezeEarned: boolean;
  /** Days played in a row toward the next freeze (0 to 6 of 7); null while the most are banked. */
  daysTowardFreeze: number | null;
}
export interface LoadGameStateResponse {
  /** Anonymous callers: the proof of their anonymousId, to send when they sign in (kept by the browser). */
  anonymousCredential?: string;
  /** A sign-in that could not take the browser's anonymous history (no or a wrong proof): why; nothing moved. */
  joinRefused?: string;
  /**
   * A sign-in from a browser that had played today's code: its game `joined` the account, or was
   * kept on the browser because the account had its own game of the day (the account's is shown;
   * the browser's is there again signed out). The player is told which.
   */
  deviceGame?: { joined: boolean; status: GameStatus; guessesUsed: number };
  data: {
    guesses: Row[];
    guesses_used: number;
    won: boolean;
    revealed_letters: RevealedLetterDto[];
    status: GameStatus;
    word_length: number;
    date: string;
    /** The language played: the game, its rows and `statistics` are this language's; `streaks` count every language. */
    language: LanguageCode;
    /** Only once the game is lost. */
    answer?: string;
    /** The game's mode, once its first guess is sent. */
    hard_mode?: boolean;
    /**
     * An anonymous browser whose day was played on an account it signed in to: nothing to play here
     * today (`status` is the account game's, its rows are not shown without the account's token).
     */
    played_on_account?: boolean;
  };
  streaks: Streaks;
  statistics: Statistics;
}
