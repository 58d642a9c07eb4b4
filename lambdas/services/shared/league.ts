/**
 * What the league calls share (and deleting an account, which leaves every league): how a member is
 * named to fellow members, a league's summary, and taking a member out of a league.
 */
import { createHash } from 'node:crypto';
import type { LeagueSummaryDto } from '../../contracts/leagues';
import { successorOf } from '../../domain/leagues';
import { contended, refused } from '../../errors';
import { leagueStore, type League, type Member } from '../../store/leagues';
import { backoff } from '../../backoff';

/** How many times a league change is tried while others race it. */
const MAX_ATTEMPTS = 8;

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
  language: league.language,
});

/**
 * A league change, tried again (read afresh) while other changes of the league race it: `again`
 * when a condition showed the league moved on. (A write that met another's transaction has been
 * sent again by the table's client already.)
 */
export async function retried<T>(attempt: () => Promise<T | 'again'>): Promise<T> {
  for (let tries = 1; ; tries++) {
    const outcome = await attempt();
    if (outcome !== 'again') return outcome;
    if (tries >= MAX_ATTEMPTS) throw contended('Too many changes to this league at once: please try again.');
    await backoff(tries);
  }
}

/** The league with its members, as the caller may change it: only a member may, and some changes only its owner. */
export async function leagueOfMember(leagueId: string, sub: string) {
  const found = await leagueStore.withMembers(leagueId);
  if (!found) throw refused('not-found', 'no-such-league');
  if (!found.members.some((member) => member.sub === sub)) throw refused('forbidden', 'not-a-member');
  return found;
}

/** Takes `target` out of the league: on their own (leave) or by its owner (remove). */
export async function takeOut(
  leagueId: string,
  viewer: string,
  target: (found: { league: League; members: Member[] }) => string,
  /** byOwner: removed by the league's owner; accountGoing: the member's account is being deleted (its profile may be gone). */
  { byOwner = false, accountGoing = false }: { byOwner?: boolean; accountGoing?: boolean } = {},
): Promise<League | undefined> {
  return retried(async () => {
    const { league, members } = await leagueOfMember(leagueId, viewer);
    const sub = target({ league, members });
    const successor = successorOf(
      members.map((member) => ({ ...member, id: member.sub })),
      sub,
    )?.sub;
    const outcome = await leagueStore.remove(league, sub, successor, { byOwner, accountGoing });
    if (outcome === 'changed-meanwhile') return 'again';
    if (league.memberCount <= 1) return undefined;
    return { ...league, memberCount: league.memberCount - 1, ownerSub: league.ownerSub === sub ? successor! : league.ownerSub };
  });
}
