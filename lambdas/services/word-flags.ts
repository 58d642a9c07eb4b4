/**
 * "This word is wrong" (docs/product.md, "Flagging a code"): after a game, a player flags its code
 * for the owner's review. Only a finished game's code can be flagged (the code is no secret then),
 * and the server names the code itself: a flag is always on a real code of a real day.
 */
import type { FlagWordResponse } from '../contracts/flag-word';
import type { LanguageCode } from '../domain/languages';
import type { Player } from '../domain/player';
import { wordFlagStore } from '../store/word-flags';
import { count } from '../telemetry/powertools';
import { codeOf } from '../words/answer';
import { finishedGame } from './shared/finished-game';

export async function flagWord(
  player: Player,
  input: { tzOffset: number; date?: string; language: LanguageCode },
  now: Date,
  /** The caller's client key (domain/client-address.ts): anonymous players count once per address. */
  client: string,
): Promise<FlagWordResponse> {
  const { day } = await finishedGame(player, input, now);
  const { language } = input;
  const word = (await codeOf(day, language)).written;
  const { recorded, counted } = await wordFlagStore.flag(player, client, { language, date: day.date, word }, now);
  if (counted) count('WordFlagged');
  return { word, date: day.date, language, alreadyFlagged: !recorded };
}
