import type { LanguageCode } from '../domain/languages';
import { gameReportRequest } from './game-report';

// POST flag-word (a token or an anonymousId, as game-report): "this word is wrong", after the game.
// The same fields as game-report's: the finished game it is about (its date when not today's, its language).
export const flagWordRequest = gameReportRequest;

export interface FlagWordResponse {
  /** The code flagged, as it is written, and its date and language: what the owner reviews. */
  word: string;
  date: string;
  language: LanguageCode;
  /** This player had flagged it before: counted once, whatever the taps. */
  alreadyFlagged: boolean;
}
