/**
 * The player's finished game of a day, for what is answered only once a game is over (its report,
 * a flag on its code): the game asked for, never a code before its day, and nothing while it plays.
 */
import { localDay, localDayFromDate, type LocalDay } from '../../domain/calendar';
import type { Game } from '../../domain/game';
import type { LanguageCode } from '../../domain/languages';
import type { Player } from '../../domain/player';
import { invalid, refused } from '../../errors';
import { englishOf } from '../../contracts/refusals';
import { gameStore } from '../../store/games';

/** What the calls about a finished game answer while it plays (409). */
export const FINISH_FIRST = englishOf({ reason: 'finish-first' });

/** The day of the game asked for: today's, or an earlier date's; never a code before its day. */
function dayAsked(date: string | undefined, tzOffset: number, now: Date): LocalDay {
  const today = localDay(now, tzOffset);
  if (date === undefined || date === today.date) return today;
  const day = localDayFromDate(date);
  if (!day) throw invalid('date must be a real calendar date (YYYY-MM-DD)');
  if (day.date > today.date) throw invalid('date is in the future: that code has not been deployed yet');
  return day;
}

/**
 * The game asked about: on a past date an account's game opened from the archive, else the one
 * played on its day. Both are read at once: one round trip.
 */
async function gameOf(player: Player, day: LocalDay, language: LanguageCode, past: boolean) {
  const [archived, daily] = await Promise.all([
    past && player.kind === 'user' ? gameStore.getWithReport(player, day.date, language, 'archive') : undefined,
    gameStore.getWithReport(player, day.date, language, 'daily'),
  ]);
  if (archived) return { ...archived, kind: 'archive' as const };
  return daily && { ...daily, kind: 'daily' as const };
}

const isFinished = (game: Game | undefined): game is Game => game !== undefined && !game.linkedTo && game.status !== 'playing';

/** The player's game of `date` (today's when absent) in `language`, won or lost: else 409 FINISH_FIRST. */
export async function finishedGame(player: Player, input: { tzOffset: number; date?: string; language: LanguageCode }, now: Date) {
  const day = dayAsked(input.date, input.tzOffset, now);
  const found = await gameOf(player, day, input.language, day.date !== localDay(now, input.tzOffset).date);
  if (!found || !isFinished(found.game)) throw refused('conflict', 'finish-first');
  return { day, ...found, game: found.game };
}
