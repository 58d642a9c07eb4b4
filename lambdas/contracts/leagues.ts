/**
 * Leagues (docs/product.md, "Leagues"): private groups joined by invite link, results compared on
 * the same date's code in every time zone. Names are checked here for type and size, and by the
 * domain for their rules (lambdas/domain/leagues.ts), each refusal naming its field.
 */
import * as z from 'zod/mini';
import type { LanguageCode } from '../domain/languages';
import { language, playerFields, tzOffset, tzOffsetQuery } from './common';

/** League ids are 128 random bits, invite codes 96, member ids 96 (a hash), all base64url. */
export const LEAGUE_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
export const INVITE_CODE_PATTERN = /^[A-Za-z0-9_-]{16}$/;
export const MEMBER_ID_PATTERN = /^[A-Za-z0-9_-]{16}$/;

const leagueId = z
  .string({ error: 'leagueId must be a league id' })
  .check(z.regex(LEAGUE_ID_PATTERN, { error: 'leagueId must be a league id' }));
const inviteCode = z
  .string({ error: 'inviteCode must be an invite code' })
  .check(z.regex(INVITE_CODE_PATTERN, { error: 'inviteCode must be an invite code (the end of an invite link)' }));
/** A name's own rules (length after trimming, no control characters) are the domain's; here only its type and a sane size. */
const text = (field: string) => z.string({ error: `${field} must be a string` }).check(z.maxLength(200, { error: `${field} is too long` }));
const date = z.iso.date({ error: 'date must be YYYY-MM-DD' });

// POST create-league (user token)
export const createLeagueRequest = z.object({
  name: text('name'),
  /** The language its members compare (English when absent): fixed at creation. */
  language,
  /** The player's name in leagues when they have none yet: the account's first name, as the browser knows it. */
  displayName: z.optional(text('displayName')),
});
export type CreateLeagueRequest = z.input<typeof createLeagueRequest>;

// POST join-league (user token)
export const joinLeagueRequest = z.object({ inviteCode, displayName: z.optional(text('displayName')) });
export type JoinLeagueRequest = z.infer<typeof joinLeagueRequest>;

// GET list-leagues?tzOffset=&date= (user token): `date`, the day to place the player on (default: their today)
export const listLeaguesQuery = z.object({ tzOffset: tzOffsetQuery, date: z.optional(date) });
export type ListLeaguesQuery = z.infer<typeof listLeaguesQuery>;

// POST get-league: a league's page (members, token), or an invitation (anyone: token or anonymousId)
export const getLeagueRequest = z.object({
  tzOffset,
  ...playerFields,
  leagueId: z.optional(leagueId),
  inviteCode: z.optional(inviteCode),
  /** The day to show (default: the viewer's today); never later than it. */
  date: z.optional(date),
});
export type GetLeagueRequest = z.infer<typeof getLeagueRequest>;

// POST update-league (the owner's token): one change at a time
export const updateLeagueRequest = z.object({
  leagueId,
  action: z.enum(['rename', 'rotate-invite', 'remove-member'], { error: 'action must be rename, rotate-invite or remove-member' }),
  /** rename: the new name. */
  name: z.optional(text('name')),
  /** remove-member: whom (a memberId from get-league). */
  memberId: z.optional(
    z.string({ error: 'memberId must be a member id' }).check(z.regex(MEMBER_ID_PATTERN, { error: 'memberId must be a member id' })),
  ),
});
export type UpdateLeagueRequest = z.infer<typeof updateLeagueRequest>;

// POST leave-league (user token)
export const leaveLeagueRequest = z.object({ leagueId });

// POST set-display-name (user token)
export const setDisplayNameRequest = z.object({ displayName: text('displayName') });

/** A league as its members see it in lists. */
export interface LeagueSummaryDto {
  id: string;
  name: string;
  memberCount: number;
  isOwner: boolean;
  /** The end of the invite link `/leagues/join/<inviteCode>`: members may share it. */
  inviteCode: string;
  /** The language whose code of each date the members compare. */
  language: LanguageCode;
}

export interface LeagueResponse {
  league: LeagueSummaryDto;
}

export interface ListLeaguesResponse {
  date: string;
  /** The player's name in leagues; null until they have one. */
  displayName: string | null;
  leagues: (LeagueSummaryDto & {
    /** The player's place on `date`'s code among the members who have played it, once their own game of it is finished. */
    standing: StandingDto | null;
  })[];
}

/**
 * A place on one date's code: among the `of` members who have played it. `soFar` while someone,
 * somewhere, may still play the date (its code is open in some time zone); `everyoneFrom` (ISO
 * instant) until every member's day of it has begun.
 */
export interface StandingDto {
  place: number;
  of: number;
  soFar: boolean;
  everyoneFrom: string | null;
}

export interface InvitationResponse {
  invitation: {
    name: string;
    /** The name the league shows its owner by: who invites. */
    owner: string | null;
    memberCount: number;
    full: boolean;
    isMember: boolean;
    leagueId: string | null;
    /** The league's language: the invite says which code its members play. */
    language: LanguageCode;
  };
}

export type DayStateDto = 'not-played' | 'playing' | 'won' | 'lost';
export type GridTile = 'correct' | 'present' | 'absent';

export interface LeagueMemberDayDto {
  memberId: string;
  displayName: string;
  isYou: boolean;
  isOwner: boolean;
  state: DayStateDto;
  guessesUsed: number;
  hardMode: boolean;
  /** Letters revealed by helpers: a helped game, each letter counting as one guess more in the league. */
  lettersRevealed: number;
  /** Place on the day's code (1 = best) among the members who have played it; null: not played (yet). */
  place: number | null;
  /** Not played, and the member's day of the date is over (in their zone, or everywhere): "day over", not "not yet". */
  dayOver: boolean;
  /** The colours of their rows, never letters: only once the viewer has finished their own game of the date. */
  grid?: GridTile[][];
}

export interface LeagueResponseFull {
  league: LeagueSummaryDto & { you: string };
  date: string;
  /** The viewer's local today (the latest date they may see) and the first date of the league (its earliest anywhere). */
  today: string;
  firstDate: string;
  /** Someone, somewhere, may still play the date (its places are "so far"). */
  soFar: boolean;
  /** Until every member's day of the date has begun: when it will have (ISO instant); then null. */
  everyoneFrom: string | null;
  /** How many members have played the date: the places are out of this. */
  played: number;
  wordLength: number;
  viewerFinished: boolean;
  members: LeagueMemberDayDto[];
  week: {
    dates: string[];
    /** In standing order; `place`: equal points and guesses share one. The same table for every member. */
    rows: {
      memberId: string;
      displayName: string;
      place: number;
      points: number;
      totalGuesses: number;
      days: (number | null)[];
      helped: number[];
    }[];
  };
  allTime: {
    memberId: string;
    displayName: string;
    played: number;
    winPercent: number;
    averageGuesses: number | null;
    currentStreak: number;
  }[];
}

export type GetLeagueResponse = LeagueResponseFull | InvitationResponse;

export interface DisplayNameResponse {
  displayName: string;
}
