import * as z from 'zod/mini';
import { playerFields, tzOffset, type GameStatus, type RevealedLetterDto, type Row } from './common';

// POST load-game-state
export const loadGameStateRequest = z.object({ tzOffset, ...playerFields });
export type LoadGameStateRequest = z.infer<typeof loadGameStateRequest>;
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
}
export interface LoadGameStateResponse {
  data: {
    guesses: Row[];
    guesses_used: number;
    won: boolean;
    revealed_letters: RevealedLetterDto[];
    status: GameStatus;
    word_length: number;
    date: string;
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
