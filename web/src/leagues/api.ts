/** The league screens' calls (the game screen's list of leagues is lib/api.ts's `leagues`). */
import type { DisplayNameResponse, InvitationResponse, LeagueResponse, LeagueResponseFull, UpdateLeagueRequest } from '@contracts/leagues';
import { postTo, tzOffset, type ApiOptions } from '../lib/api';
import { pageLanguage } from '../lib/language';

export function leagueApi(options: ApiOptions) {
  const post = <T>(path: string, body: unknown) => postTo<T>(options, path, body);
  return {
    // A league plays the language of the page it is made on.
    createLeague: (name: string, displayName?: string) =>
      post<LeagueResponse>('create-league', { name, displayName, language: pageLanguage }),
    joinLeague: (inviteCode: string, displayName?: string) => post<LeagueResponse>('join-league', { inviteCode, displayName }),
    league: (leagueId: string, date?: string) => post<LeagueResponseFull>('get-league', { leagueId, date, tzOffset: tzOffset() }),
    /** Anyone with the link: signed out, as this browser's anonymous player. */
    invitation: (inviteCode: string, anonymousId: string | null) =>
      post<InvitationResponse>('get-league', { inviteCode, ...(anonymousId ? { anonymousId } : {}), tzOffset: tzOffset() }),
    updateLeague: (body: UpdateLeagueRequest) => post<LeagueResponse>('update-league', body),
    leaveLeague: (leagueId: string) => post<{ left: true; leagueDeleted: boolean }>('leave-league', { leagueId }),
    setDisplayName: (displayName: string) => post<DisplayNameResponse>('set-display-name', { displayName }),
  };
}
