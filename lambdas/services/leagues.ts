/**
 * Belonging to leagues (docs/product.md, "Leagues"): creating one, joining by invite code, the
 * owner's changes (rename, a new invite code, removing a member), leaving, and the name a player
 * shows there. Every refusal names the rule or the limit it hit.
 */
import { randomBytes } from 'node:crypto';
import type * as z from 'zod/mini';
import type {
  createLeagueRequest,
  DisplayNameResponse,
  JoinLeagueRequest,
  LeagueResponse,
  UpdateLeagueRequest,
} from '../contracts/leagues';
import { displayNameProblem, leagueNameProblem } from '../domain/leagues';
import { DEFAULT_DISPLAY_NAME } from '../domain/rules';
import { accountDeleted, invalid, notFound, refused } from '../errors';
import type { OwnerAction } from '../contracts/refusals';
import { accountStore } from '../store/accounts';
import { leagueStore, type League, type Member } from '../store/leagues';
import { count } from '../telemetry/powertools';
import { leagueOfMember, leagueSummary, memberIdOf, retried, takeOut } from './shared/league';

/** Racing joins and leaves on one league conflict; a few tries settle them. */

const newLeagueId = () => randomBytes(16).toString('base64url');
/** 96 random bits: an invite link cannot be guessed. */
const newInviteCode = () => randomBytes(12).toString('base64url');

const checked = (problem: string | undefined, value: string) => {
  if (problem) throw invalid(problem);
  return value.trim();
};

/**
 * The name a new member shows: the one they chose, else the name the browser suggests (the
 * account's first name; a wrong one is refused naming it, not dropped), else a plain one.
 */
function nameForLeagues(chosen: string | undefined, suggested: string | undefined): string {
  if (suggested !== undefined) checked(displayNameProblem(suggested), suggested);
  if (chosen) return chosen;
  return suggested?.trim().split(/\s+/)[0] ?? DEFAULT_DISPLAY_NAME;
}

export async function createLeague(sub: string, input: z.output<typeof createLeagueRequest>, now: Date): Promise<LeagueResponse> {
  const name = checked(leagueNameProblem(input.name), input.name);
  const profile = await accountStore.ensureProfile(sub, now);
  const joinedAt = now.toISOString();
  const league: League = {
    id: newLeagueId(),
    name,
    ownerSub: sub,
    inviteCode: newInviteCode(),
    memberCount: 1,
    createdAt: joinedAt,
    language: input.language,
  };
  const owner: Member = { sub, displayName: nameForLeagues(profile.displayName, input.displayName), joinedAt };
  const outcome = await retried(() => leagueStore.create(league, owner));
  if (outcome === 'too-many-leagues') throw refused('conflict', 'too-many-leagues');
  count('LeagueCreated');
  return { league: leagueSummary(league, sub) };
}

export async function joinLeague(sub: string, input: JoinLeagueRequest, now: Date): Promise<LeagueResponse> {
  const profile = await accountStore.ensureProfile(sub, now);
  const member: Member = { sub, displayName: nameForLeagues(profile.displayName, input.displayName), joinedAt: now.toISOString() };
  return retried(async () => {
    const league = await leagueStore.leagueOfInvite(input.inviteCode);
    if (!league) throw refused('not-found', 'invite-gone');
    const outcome = await leagueStore.join(league, input.inviteCode, member);
    switch (outcome) {
      case 'joined':
        count('LeagueJoined');
        return { league: leagueSummary({ ...league, memberCount: league.memberCount + 1 }, sub) };
      case 'already-member':
        return { league: leagueSummary(league, sub) };
      case 'league-full':
        throw refused('conflict', 'league-full');
      case 'too-many-leagues':
        throw refused('conflict', 'too-many-leagues');
      case 'removed':
        throw refused('forbidden', 'removed-from-league');
      case 'invite-gone':
        return 'again'; // rotated meanwhile: the code is looked up again, and is then refused
    }
  });
}

export async function leaveLeague(sub: string, leagueId: string): Promise<{ left: true; leagueDeleted: boolean }> {
  const after = await takeOut(leagueId, sub, () => sub);
  count('LeagueLeft');
  return { left: true, leagueDeleted: after === undefined };
}

export async function updateLeague(sub: string, input: UpdateLeagueRequest): Promise<LeagueResponse> {
  const { leagueId } = input;
  // A name sent is checked whatever the action: a wrong one is refused naming it, never ignored.
  const name = input.name === undefined ? undefined : checked(leagueNameProblem(input.name), input.name);
  const ownerOnly = async (action: OwnerAction) => {
    const found = await leagueOfMember(leagueId, sub);
    if (found.league.ownerSub !== sub) throw refused('forbidden', 'owner-only', { action });
    return found;
  };
  switch (input.action) {
    case 'rename': {
      if (name === undefined) throw invalid('name: required to rename a league');
      await ownerOnly('rename');
      if (!(await leagueStore.rename(leagueId, sub, name))) throw refused('forbidden', 'owner-only', { action: 'rename' });
      break;
    }
    case 'rotate-invite':
      await retried(async () => {
        const { league } = await ownerOnly('rotate-invite');
        return (await leagueStore.rotateInvite(league, sub, newInviteCode())) ? true : 'again';
      });
      break;
    case 'remove-member': {
      const memberId = input.memberId;
      if (memberId === undefined) throw invalid('memberId: required to remove a member');
      await takeOut(
        leagueId,
        sub,
        ({ league, members }) => {
          if (league.ownerSub !== sub) throw refused('forbidden', 'owner-only', { action: 'remove-member' });
          const target = members.find((member) => memberIdOf(leagueId, member.sub) === memberId);
          if (!target) throw notFound('memberId: no such member of this league (they may have left already)');
          if (target.sub === sub) throw invalid('memberId: that is you: leave the league instead');
          return target.sub;
        },
        { byOwner: true },
      );
      break;
    }
  }
  const league = await leagueStore.get(leagueId);
  if (!league) throw refused('not-found', 'no-such-league');
  return { league: leagueSummary(league, sub) };
}

export async function setDisplayName(sub: string, requested: string, now: Date): Promise<DisplayNameResponse> {
  const displayName = checked(displayNameProblem(requested), requested);
  await accountStore.ensureProfile(sub, now);
  // A league joined or left meanwhile changes the member items to rename: read them again. A profile
  // gone meanwhile is an account deleted at that moment (on another device): nothing to rename.
  await retried(async () => {
    if (await leagueStore.setDisplayName(sub, displayName, await leagueStore.leagueIdsOf(sub))) return true;
    if (!(await accountStore.getProfile(sub))) throw accountDeleted();
    return 'again';
  });
  return { displayName };
}
