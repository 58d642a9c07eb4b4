/** How a guess is answered: shared by the daily game and the archive's games. */
import type { SubmitGuessResponse } from '../../contracts/submit-guess';
import { asWritten, evaluateGuess, isAllCorrect } from '../../domain/evaluation';
import { statusAfter, type Game, type GuessProblem } from '../../domain/game';
import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode } from '../../domain/languages';
import { invalid, refused, type ServiceError } from '../../errors';
import type { StoredGuess } from '../../store/games';
import type { Code } from '../../words/answer';

/**
 * The letters a guess may have, as a refusal names them: A-Z, and a language's own letters beside
 * them (Spanish: "A-Z and Ñ"); the accents it folds are typed or left out alike.
 */
function lettersOf(language: LanguageCode): string {
  const own = [...LANGUAGES[language].letters].filter((letter) => letter < 'a' || letter > 'z').map((letter) => letter.toUpperCase());
  return own.length === 0 ? 'A-Z' : `A-Z and ${own.join(', ')}`;
}

/**
 * Each rejected guess (400), in the player's words: a hard-mode rule and a length the day changed
 * are named (contracts/refusals.ts), so a page says them in its language; what the page itself
 * checks before sending (letters, length, the word list) is said by the page.
 */
export function rejected(problem: GuessProblem, language: LanguageCode = DEFAULT_LANGUAGE): ServiceError {
  switch (problem.kind) {
    case 'not-letters':
      return invalid(`guess: letters ${lettersOf(language)} only`);
    case 'too-short':
      return invalid('Not enough letters');
    case 'too-long':
      return refused('invalid', 'too-long', { wordLength: problem.wordLength });
    case 'not-in-word-list':
      return invalid('Not in word list');
    case 'hard-mode':
      return refused('invalid', 'hard-mode', problem.rule);
  }
}

/** A stored guess answered: its tiles as the code is written, and the code itself (as written) once the game is lost. */
export function reply(game: StoredGuess, guess: string, code: Code, creditBalance: number | null): SubmitGuessResponse {
  const evaluation = asWritten(evaluateGuess(guess, code.played), code.written);
  return {
    evaluation,
    isCorrect: isAllCorrect(evaluation),
    saved: true,
    creditBalance,
    gameState: game.status,
    guessesUsed: game.guessesUsed,
    hardMode: game.hardMode,
    ...(game.status === 'lost' ? { answer: code.written.toUpperCase() } : {}),
  };
}

/** A stored game as it was once `guesses` had been played (a repeated row is answered as the first time). */
export const storedGuess = (game: Game, guesses: string[], answer: string): StoredGuess => ({
  status: statusAfter(guesses, answer),
  guessesUsed: guesses.length,
  hardMode: game.hardMode === true,
});
