/** Which past day a player may open from the archive: shared by the archive's calls and the helpers. */
import { archiveDateProblem, type ArchiveDateProblem } from '../../domain/archive';
import { localDay, localDayFromDate, type LocalDay } from '../../domain/calendar';
import { invalid } from '../../errors';
import { settingsStore } from '../../store/settings';

const refusalOf = (problem: ArchiveDateProblem, launchDate: string): string =>
  ({
    'not-a-date': 'date must be a real calendar date (YYYY-MM-DD)',
    'before-launch': `date must be from ${launchDate}, the archive's first day, to the last day that is over everywhere`,
    today: "date is today: today's code is played on the game's page, not from the archive",
    future: 'date is in the future: that code has not been deployed yet',
    'still-live': 'date is still today somewhere on Earth: its code joins the archive once that day has ended everywhere (UTC-12)',
  })[problem];

/** A past day the archive offers, or a 400 naming why `date` is not one. */
export async function pastDay(date: string, tzOffset: number, now: Date): Promise<{ day: LocalDay; price: number }> {
  const { launchDate, price } = await settingsStore.archive();
  const problem = archiveDateProblem(date, launchDate, localDay(now, tzOffset), now);
  if (problem) throw invalid(refusalOf(problem, launchDate));
  return { day: localDayFromDate(date)!, price };
}
