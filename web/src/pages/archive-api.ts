/**
 * The archive's calls, and a past day played through the game screen as it plays today's code: the
 * same calls, aimed at that day's archive game (docs/product.md, "Archive"). Loaded with the archive's
 * pages only, never with the first paint.
 */
import type { ArchiveResponse, OpenArchiveDayResponse } from '@contracts/archive';
import type { SubmitGuessRequest, SubmitGuessResponse } from '@contracts/submit-guess';
import { DayLoadError, postTo, request, tzOffset, type Api, type ApiOptions, type GameApi } from '../lib/api';
import { pageLanguage } from '../lib/language';

export function archiveApi(options: ApiOptions) {
  return {
    archive: () => request<ArchiveResponse>(options, `get-archive?tzOffset=${tzOffset()}&language=${pageLanguage}`),
    openArchiveDay: (date: string) =>
      postTo<OpenArchiveDayResponse>(options, 'open-archive-day', { date, tzOffset: tzOffset(), language: pageLanguage }),
    submitArchiveGuess: (date: string, body: Omit<SubmitGuessRequest, 'tzOffset' | 'date' | 'userId' | 'anonymousId'>) =>
      postTo<SubmitGuessResponse>(options, 'submit-archive-guess', { ...body, date, tzOffset: tzOffset(), language: pageLanguage }),
  };
}

/** The game screen's calls for the past day `date`. */
export function archiveGameApi(api: Api, options: ApiOptions, date: string): GameApi {
  const archive = archiveApi(options);
  return {
    ...api,
    daily: false,
    finished: (route, player) => api.afterGame(route, { userId: player.userId, anonymousId: null, date }),
    // Opening the day (paid once, free to reopen) answers its length and its game in one call.
    loadDay: async () => {
      const { data } = await archive.openArchiveDay(date).catch(() => {
        throw new DayLoadError('game');
      });
      // Archive games have statistics of their own (the archive page's), never the daily ones.
      return { day: { wordLength: data.word_length, dayOfWeek: data.day_of_week, date }, saved: { data } };
    },
    submitGuess: ({ guess, wordLength, row, hardMode }) => archive.submitArchiveGuess(date, { guess, wordLength, row, hardMode }),
    useHelper: (body) => api.useHelper({ ...body, archiveDate: date }),
  };
}
