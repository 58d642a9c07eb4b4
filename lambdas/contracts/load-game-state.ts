import * as z from 'zod/mini';
import { playerFields, tzOffset, type GameStatus, type RevealedLetterDto, type Row } from './common';

// POST load-game-state
export const loadGameStateRequest = z.object({ tzOffset, ...playerFields });
export type LoadGameStateRequest = z.infer<typeof loadGameStateRequest>;
export interface Streaks {
  currentStreak: number;
  longestStreak: number;
}
/** A signed-in player's statistics; `distribution[i]` = wins in i+1 guesses at today's word length. */
export interface Statistics {
  played: number;
  won: number;
  distribution: number[];
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
  };
  streaks: Streaks;
  /** Null for anonymous players. */
  statistics: Statistics | null;
}
