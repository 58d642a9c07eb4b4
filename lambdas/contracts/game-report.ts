import * as z from 'zod/mini';
import type { LanguageCode } from '../domain/languages';
import { language, playerFields, tzOffset, type RevealedLetterDto } from './common';

// POST game-report (a token or an anonymousId, as load-game-state)
export const gameReportRequest = z.object({
  tzOffset,
  language,
  ...playerFields,
  /** The game's date when it is not today's: yesterday's game finished after midnight, or a past code (an account's). */
  date: z.optional(z.iso.date({ error: 'date must be YYYY-MM-DD' })),
});
export type GameReportRequest = z.input<typeof gameReportRequest>;

/** One guess of the game, as the report analyses it (docs/product.md, "The decryption report"). */
export interface ReportedGuessDto {
  guess: string;
  /** Candidate codes possible before this guess, and after its colours (0 once solved). */
  before: number;
  after: number;
  /** Whether this guess could still have been the code. */
  couldBeCode: boolean;
  /**
   * Present when the guess is none of the day's possible codes, whatever the colours (reports stored
   * before it was kept have none): `formOf`, as played, the code it is a form of ("train" for "trains").
   */
  notACode?: { formOf?: string };
  /** Codes this guess leaves on average. */
  expected: number;
  /** The bot's choice at this point, and the codes it leaves on average. */
  bot: { guess: string; expected: number };
  /** The codes left after it, named when there are at most three (none named: more, or solved). */
  left: string[];
}

/** A word's meaning: its part of speech and one gloss (WordNet), `lemma` when it is another word's form. */
export interface DefinitionDto {
  partOfSpeech: string;
  gloss: string;
  lemma?: string;
}

export interface GameReportResponse {
  date: string;
  /** The game's language: its bot, candidates and code are that language's. */
  language: LanguageCode;
  /**
   * Whether codes of this language have meanings: English only. Spanish and French have no licensed
   * offline dictionary of meanings, so `definition` is null and the report says none is available.
   */
  meanings: boolean;
  /** Whether the day's codes are base words only (never plurals or verb forms): the report may then say so of a guess. */
  baseWordsOnly: boolean;
  wordLength: number;
  hardMode: boolean;
  won: boolean;
  /** The code as it is written ("árbol"; `guesses` are as played, "arbol"): the game is over. */
  answer: string;
  /** Letters bought with a helper, by position: the report starts from them (the first guess's `before` counts the codes they left). */
  revealed: RevealedLetterDto[];
  /** null: the dictionary has no entry for this code. */
  definition: DefinitionDto | null;
  guesses: ReportedGuessDto[];
  /** 0-99. */
  skill: number;
  /** 0-99. */
  luck: number;
  /** The bot's own game of this code from its opener. */
  bot: { guesses: string[]; solvedIn: number };
  /** When the report was computed (it is computed once, then read). */
  reportedAt: string;
}
