/** What the league calls share: how a member is named to fellow members, and a league's summary. */
import { createHash } from 'node:crypto';
import type { LeagueSummaryDto } from '../../contracts/leagues';
import type { League } from '../../store/leagues';

/**
 * A member's id as fellow members see it: a hash of the league and the account, so an account's
 * own id never leaves, and one player cannot be followed from league to league by it.
 */
export const memberIdOf = (leagueId: string, sub: string) =>
  createHash('sha256').update(`${leagueId}:${sub}`).digest('base64url').slice(0, 16);

export const leagueSummary = (league: League, viewerSub: string): LeagueSummaryDto => ({
  id: league.id,
  name: league.name,
  memberCount: league.memberCount,
  isOwner: league.ownerSub === viewerSub,
  inviteCode: league.inviteCode,
});

export const NOT_A_MEMBER = 'You are not a member of this league.';
export const NO_SUCH_LEAGUE = 'No such league: it may have been deleted when its last member left.';
export const INVITE_GONE = 'This invite link no longer works: ask a member for a new one.';
