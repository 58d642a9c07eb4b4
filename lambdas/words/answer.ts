import type { LocalDay } from '../domain/calendar';
import { wordOfDay } from '../domain/word-of-day';
import { wordList } from './word-lists';
import { wordSecret } from '../secrets/word-secret';

/** The code of the player's day. Never send it to a browser while that player's game is playing. */
export async function answerOf(day: LocalDay): Promise<string> {
  const { answers, withheld } = wordList(day.wordLength);
  return wordOfDay(await wordSecret(), day, answers, withheld);
}
