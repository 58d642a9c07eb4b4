/**
 * What a league shows (docs/product.md, "Leagues"): an invitation to anyone with its link; to its
 * members one date's games (the same code in every time zone), the week's points and the all-time
 * figures; and each league's standing for the result panel. A league day is two round trips: its
 * partition (the league and its members), then every member's games of the date and of the dates either
 * side (their zone: is their day over?) and history at once.
 * No letter ever leaves, and no colour of anyone's game before the viewer has finished their own.
 */
import type { GetLeagueRequest, GetLeagueResponse, GridTile, LeagueResponseFull, ListLeaguesResponse } from '../contracts/leagues';
import {
  dateAroundTheWorld,
  everyoneOfZonesFrom,
  earliestLiveDay,
  localDay,
  localDayFromDate,
  localDayFromNumber,
  previousDate,
  type LocalDay,
} from '../domain/calendar';
import { rowsOf, type Game } from '../domain/game';
import {
  allTime,
  byWeekStanding,
  dayIsOver,
  dayPlaces,
  distinctNames,
  playedCount,
  weekOf,
  weekPlaces,
  weekRow,
  type DayResult,
} from '../domain/leagues';
import { LANGUAGE_CODES } from '../domain/languages';
import type { Player } from '../domain/player';
import type { Helped, History } from '../domain/streaks';
import { invalid, refused } from '../errors';
import { accountStore } from '../store/accounts';
import { leagueBoardStore } from '../store/league-board';
import { leagueStore, type League, type Member } from '../store/leagues';
import { settingsStore } from '../store/settings';
import { answerOf } from '../words/answer';
import { leagueSummary, memberIdOf } from './shared/league';
import { lookAlikeKeys } from './shared/look-alike';
import { MAX_LEAGUE_MEMBERS } from '../domain/rules';

/** The date asked for: from the game's launch to the viewer's own today, no earlier and no later. */
async function dayAsked(date: string | undefined, tzOffset: number, now: Date): Promise<{ day: LocalDay; today: LocalDay }> {
  const today = localDay(now, tzOffset);
  if (date === undefined || date === today.date) return { day: today, today };
  const day = localDayFromDate(date);
  if (!day) throw invalid('date must be a real calendar date (YYYY-MM-DD)');
  if (day.date > today.date) throw invalid(`date must not be later than your today (${today.date}): that code is not yours to see yet`);
  const { launchDate } = await settingsStore.archive(now.getTime());
  if (day.date < launchDate) throw invalid(`date must not be before the game's first code (${launchDate})`);
  return { day, today };
}

/** A daily game as fellow members may know it: how far it went, never what was typed. */
function dayResultOf(game: Game | undefined): Required<DayResult> & { hardMode: boolean } {
  if (!game || game.linkedTo || game.guesses.length === 0)
    return { state: 'not-played', guessesUsed: 0, lettersRevealed: 0, hardMode: false };
  return {
    state: game.status === 'playing' ? 'playing' : game.status,
    guessesUsed: game.guesses.length,
    lettersRevealed: game.revealedLetters.length,
    hardMode: game.hardMode === true,
  };
}

const isFinished = (game: Game | undefined) => game !== undefined && !game.linkedTo && game.status !== 'playing';

async function invitation(caller: Player, code: string): Promise<GetLeagueResponse> {
  const league = await leagueStore.leagueOfInvite(code);
  if (!league) throw refused('not-found', 'invite-gone');
  const [isMember, found, profiles] = await Promise.all([
    caller.kind === 'user' && leagueStore.isMember(league.id, caller.sub),
    leagueStore.withMembers(league.id),
    leagueBoardStore.profiles([league.ownerSub], league.language),
  ]);
  // Who invites: the owner, by the name the league shows them (their chosen one, else the one they joined with).
  const owner = found?.members.find((member) => member.sub === league.ownerSub);
  return {
    invitation: {
      name: league.name,
      owner: profiles.get(league.ownerSub)?.displayName ?? owner?.displayName ?? null,
      memberCount: league.memberCount,
      full: league.memberCount >= MAX_LEAGUE_MEMBERS,
      isMember,
      leagueId: isMember ? league.id : null,
      language: league.language,
    },
  };
}

export async function getLeague(caller: Player, input: GetLeagueRequest, now: Date): Promise<GetLeagueResponse> {
  if (input.inviteCode !== undefined) return invitation(caller, input.inviteCode);
  if (input.leagueId === undefined) throw invalid('leagueId or inviteCode: one is required');
  if (caller.kind !== 'user') throw refused('unauthorized', 'sign-in-for-leagues');
  const { day, today } = await dayAsked(input.date, input.tzOffset, now);
  const found = await leagueStore.withMembers(input.leagueId);
  if (!found) throw refused('not-found', 'no-such-league');
  if (!found.members.some((member) => member.sub === caller.sub)) throw refused('forbidden', 'not-a-member');
  // A league's days begin with it: the code of the date it began somewhere, the same for every zone.
  const { firstDate } = leagueDates(found.league);
  if (day.date < firstDate) throw invalid(`date must not be before the league's first code (${firstDate})`);
  return leagueDay(found.league, found.members, caller.sub, day, today, now);
}

/** The date a league began somewhere: its first code, in every zone (members page back to it, no further). */
const leagueDates = (league: League) => ({ firstDate: earliestLiveDay(new Date(league.createdAt)).date });

/**
 * A standing on `date` at `now`: "so far" while the date is open somewhere, and when every member has
 * it: by the members' zones where each is known (`zones`), else when every zone on Earth has it.
 */
function aroundTheWorld(date: string, now: Date, zones: readonly (number | undefined)[] = []) {
  const { openUntil } = dateAroundTheWorld(date);
  const everyoneFrom = everyoneOfZonesFrom(date, zones);
  return { soFar: now < openUntil, everyoneFrom: now < everyoneFrom ? everyoneFrom.toISOString() : null };
}

async function leagueDay(league: League, members: Member[], viewer: string, day: LocalDay, today: LocalDay, now: Date) {
  const subs = members.map((member) => member.sub);
  // Members compare the league's language's code: its games, its history, the zones of its games.
  const { language } = league;
  // The games of the dates either side tell the zone of a member who has not played this one: whether
  // their day of it is over (a game of the next date: it is) or not yet.
  const [games, dayAfter, dayBefore, profiles] = await Promise.all([
    leagueBoardStore.dailyGamesOfAccounts(subs, day.date, language),
    leagueBoardStore.dailyZonesOfAccounts(subs, localDayFromNumber(day.dayNumber + 1).date, language),
    leagueBoardStore.dailyZonesOfAccounts(subs, previousDate(day.date), language),
    leagueBoardStore.profiles(subs, language),
  ]);
  // Each member's zone is that of their nearest daily game, the viewer's too: every member sees the
  // same words for everyone (the zone a viewer asks from is theirs alone to know).
  const zoneOf = (sub: string) => games.get(sub)?.tzOffset ?? dayAfter.get(sub) ?? dayBefore.get(sub);
  const viewerFinished = isFinished(games.get(viewer));
  // Colours only once the viewer's own game of this date is over: then the code is theirs to know.
  const answer = viewerFinished ? await answerOf(day, language) : undefined;
  const results = members.map((member) => dayResultOf(games.get(member.sub)));
  const places = dayPlaces(results);
  const week = weekOf(day.date);
  const { firstDate } = leagueDates(league);
  // The name each member chose (their profile's), else the one they joined with; never two alike.
  const names = distinctNames(
    members.map((member) => ({
      id: member.sub,
      joinedAt: member.joinedAt,
      name: profiles.get(member.sub)?.displayName ?? member.displayName,
    })),
    lookAlikeKeys,
  );
  const named = members.map((member) => ({
    member: { ...member, displayName: names.get(member.sub)! },
    memberId: memberIdOf(league.id, member.sub),
    history: profiles.get(member.sub)?.history ?? {},
    clocks: profiles.get(member.sub)?.clocks ?? {},
    helped: profiles.get(member.sub)?.helped ?? {},
  }));
  const response: LeagueResponseFull = {
    league: { ...leagueSummary(league, viewer), you: memberIdOf(league.id, viewer) },
    date: day.date,
    today: today.date,
    firstDate,
    // "Members in later time zones get this code by …": the league's last member's zone, not Earth's.
    ...aroundTheWorld(
      day.date,
      now,
      members.map((member) => zoneOf(member.sub)),
    ),
    played: playedCount(results),
    wordLength: day.wordLength,
    viewerFinished,
    members: named
      .map(({ member, memberId }, i) => {
        const game = games.get(member.sub);
        const grid =
          answer && game && results[i].state !== 'not-played'
            ? rowsOf(game.guesses, answer).map((row) => row.tiles.map((tile) => tile.state as GridTile))
            : undefined;
        return {
          memberId,
          displayName: member.displayName,
          isYou: member.sub === viewer,
          isOwner: member.sub === league.ownerSub,
          ...results[i],
          place: places[i],
          dayOver: results[i].state === 'not-played' && dayIsOver(day.date, now, zoneOf(member.sub)),
          ...(grid ? { grid } : {}),
        };
      })
      .sort((a, b) => (a.place ?? Infinity) - (b.place ?? Infinity) || a.displayName.localeCompare(b.displayName)),
    week: weekTable(named, week, firstDate),
    allTime: named.map(({ member, memberId, history, clocks }) => ({
      memberId,
      displayName: member.displayName,
      ...allTime(history, now, clocks),
    })),
  };
  return response;
}

/** The week's table, the same for every member: in standing order, equals sharing a place. */
function weekTable(named: { member: Member; memberId: string; history: History; helped: Helped }[], week: string[], firstDate: string) {
  const rows = named
    .map(({ member, memberId, history, helped }) => ({
      memberId,
      name: member.displayName,
      row: weekRow(history, week, helped, firstDate),
    }))
    .sort(byWeekStanding);
  const places = weekPlaces(rows.map(({ row }) => row));
  return { dates: week, rows: rows.map(({ memberId, name, row }, i) => ({ memberId, displayName: name, place: places[i], ...row })) };
}

/**
 * The player's leagues, and on `date` (default: their today) their place in each once their own game
 * of it, in the league's language, is over: their memberships and own games in every language (one
 * round trip), each league's partition (one), every member's game of the date per language (one).
 */
export async function listLeagues(sub: string, input: { tzOffset: number; date?: string }, now: Date): Promise<ListLeaguesResponse> {
  const { day } = await dayAsked(input.date, input.tzOffset, now);
  const [ids, profile, own] = await Promise.all([
    leagueStore.leagueIdsOf(sub),
    accountStore.getProfile(sub),
    leagueBoardStore.dailyGamesInEveryLanguage(sub, day.date),
  ]);
  const leagues = await leagueStore.manyWithMembers(ids);
  const world = aroundTheWorld(day.date, now); // the same date for every league (members' zones are the league page's)
  // Per language whose own game is over: every member's game of the date, of the leagues of that language.
  const finishedIn = LANGUAGE_CODES.filter(
    (language) => isFinished(own.get(language)) && leagues.some(({ league }) => league.language === language),
  );
  const played = new Map(
    await Promise.all(
      finishedIn.map(async (language) => {
        const ofLanguage = leagues.filter(({ league }) => league.language === language);
        const everyone = [...new Set(ofLanguage.flatMap(({ members }) => members.map((member) => member.sub)))];
        return [language, await leagueBoardStore.dailyGamesOfAccounts(everyone, day.date, language)] as const;
      }),
    ),
  );
  return {
    date: day.date,
    displayName: profile?.displayName ?? null,
    leagues: leagues
      .filter(({ members }) => members.some((member) => member.sub === sub))
      .map(({ league, members }) => {
        const games = played.get(league.language);
        if (!games) return { ...leagueSummary(league, sub), standing: null };
        const results = members.map((member) => dayResultOf(games.get(member.sub)));
        const place = dayPlaces(results)[members.findIndex((member) => member.sub === sub)]!; // finished: placed
        return { ...leagueSummary(league, sub), standing: { place, of: playedCount(results), ...world } };
      })
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}
