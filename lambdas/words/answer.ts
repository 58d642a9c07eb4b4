import type { LocalDay } from '../domain/calendar';
import { DEFAULT_LANGUAGE, foldWord, type LanguageCode } from '../domain/languages';
import { codeOfDay } from '../domain/word-of-day';
import { DEFAULT_LAUNCH_DATE } from '../domain/rules';
import { editionsOf } from './word-lists';
import { wordSecret } from '../secrets/word-secret';

/**
 * The code of the player's day as it is written ("árbol"), from the edition of the lists in force on its date.
 * Never send it to a browser while that player's game is playing.
 */
export async function writtenAnswerOf(day: LocalDay, language: LanguageCode = DEFAULT_LANGUAGE): Promise<string> {
  return codeOfDay(await wordSecret(), day, editionsOf(language), DEFAULT_LAUNCH_DATE, language);
}

/** A day's code in a language: as it is played (what guesses are scored against) and as it is written (what tiles show). */
export interface Code {
  played: string;
  written: string;
}

/** The day's code both ways. Never send either to a browser while that player's game is playing. */
export async function codeOf(day: LocalDay, language: LanguageCode): Promise<Code> {
  const written = await writtenAnswerOf(day, language);
  return { played: foldWord(language, written)!, written };
}

/** The code of the player's day as it is played (domain/languages.ts: "arbol"): what guesses are scored against. */
export async function answerOf(day: LocalDay, language: LanguageCode = DEFAULT_LANGUAGE): Promise<string> {
  return foldWord(language, await writtenAnswerOf(day, language))!;
}
