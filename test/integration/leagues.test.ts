/**
 * Leagues over HTTP against the real local runtime (DynamoDB Local): creating, joining by invite
 * code, leaving, the owner's changes, both limits and the race for a last seat; who may see a
 * league; members in opposite time zones compared on one date's code; nothing of anyone's letters,
 * and no colours before the viewer's own game is over, on every response; the week's points and
 * ties; archive games left out.
 */
import { randomUUID } from 'node:crypto';
import type { InvitationResponse, LeagueResponse, LeagueResponseFull, ListLeaguesResponse } from '../../lambdas/contracts/leagues';
import type { LoadGameStateResponse } from '../../lambdas/contracts/load-game-state';
import { earliestLiveDay, type LocalDay, localDay, localDayFromDate, localDayFromNumber } from '../../lambdas/domain/calendar';
import { weekOf } from '../../lambdas/domain/leagues';
import { DEFAULT_LAUNCH_DATE, MAX_LEAGUE_MEMBERS, MAX_LEAGUES_PER_PLAYER } from '../../lambdas/domain/rules';
import { memberIdOf } from '../../lambdas/services/shared/league';
import { leagueStore } from '../../lambdas/store/leagues';
import { answerOf } from '../../lambdas/words/answer';
import type { LocalRuntime } from '../../local/runtime';
import { fieldsCarrying } from '../support/leaks';
import { call, finalAnswer, newAnonymousId, startRuntime, type Answer } from '../support/runtime';
import { wordsOf } from '../support/words';

let runtime: LocalRuntime;
beforeAll(async () => {
  runtime = await startRuntime();
}, 120_000);
afterAll(() => runtime?.stop());
afterEach(() => runtime.setClock());

type Failure = { error?: string };
interface User {
  sub: string;
  token: string;
}
const newUser = (): User => {
  const sub = `league-${randomUUID()}`;
  return { sub, token: runtime.identity.mintAccessToken({ sub }) };
};

/** Every word any player of this file guessed: none may ever reach another player's league answer. */
const guessed = new Set<string>();

/** Every league answer is checked for letters, whoever asks. */
function lettersNowhere(body: unknown) {
  for (const word of guessed) expect({ word, fields: fieldsCarrying(body, word) }).toEqual({ word, fields: [] });
}

const create = async (user: User, name = 'Office', displayName?: string) => {
  const answer = await call<LeagueResponse & Failure>(runtime, 'create-league', { token: user.token, body: { name, displayName } });
  return answer;
};
const join = (user: User, inviteCode: string) =>
  call<LeagueResponse & Failure>(runtime, 'join-league', { token: user.token, body: { inviteCode } });
const leave = (user: User, leagueId: string) => call<Failure>(runtime, 'leave-league', { token: user.token, body: { leagueId } });
const update = (user: User, body: Record<string, unknown>) =>
  call<LeagueResponse & Failure>(runtime, 'update-league', { token: user.token, body });
async function page(user: User, leagueId: string, tzOffset = 0, date?: string): Promise<Answer<LeagueResponseFull & Failure>> {
  const answer = await call<LeagueResponseFull & Failure>(runtime, 'get-league', {
    token: user.token,
    body: { tzOffset, leagueId, ...(date ? { date } : {}) },
  });
  lettersNowhere(answer.body);
  return answer;
}
async function list(user: User, tzOffset = 0): Promise<ListLeaguesResponse> {
  const answer = await call<ListLeaguesResponse>(runtime, 'list-leagues', { token: user.token, query: { tzOffset } });
  expect(answer.status).toBe(200);
  lettersNowhere(answer.body);
  return answer.body;
}
async function play(user: User, day: LocalDay, tzOffset: number, words: string[]) {
  for (const [row, guess] of words.entries()) {
    guessed.add(guess);
    const answer = await call(runtime, 'submit-guess', { token: user.token, body: { guess, wordLength: day.wordLength, tzOffset, row } });
    expect(answer.status).toBe(200);
  }
}
/** A league with `owner` and `others` in it. */
async function leagueOf(owner: User, ...others: User[]) {
  const { body } = await create(owner);
  for (const other of others) expect((await join(other, body.league.inviteCode)).status).toBe(200);
  return body.league;
}

describe('creating and joining', () => {
  it('creates a league its creator owns, with an invite code of at least 64 random bits, and lets others join by it', async () => {
    const [ada, bo] = [newUser(), newUser()];
    const created = await create(ada, '  Office  ', 'Ada Lovelace');
    expect(created.status).toBe(200);
    expect(created.body.league).toMatchObject({ name: 'Office', memberCount: 1, isOwner: true });
    expect(created.body.league.inviteCode).toMatch(/^[A-Za-z0-9_-]{16}$/); // 96 bits, URL-safe
    // Anyone with the link, even signed out, sees the name, who invites, and the size.
    const invitation = await call<InvitationResponse>(runtime, 'get-league', {
      body: { tzOffset: 0, anonymousId: newAnonymousId(), inviteCode: created.body.league.inviteCode },
    });
    expect(invitation.body.invitation).toEqual({
      name: 'Office',
      owner: 'Ada', // the name the league shows its owner by (a first name)
      memberCount: 1,
      full: false,
      isMember: false,
      leagueId: null,
      language: 'en', // a league made without a language plays English
    });
    const joined = await join(bo, created.body.league.inviteCode);
    expect(joined.body.league).toMatchObject({ id: created.body.league.id, memberCount: 2, isOwner: false });
    // Joining twice changes nothing.
    expect((await join(bo, created.body.league.inviteCode)).body.league.memberCount).toBe(2);
    const seen = (await page(bo, created.body.league.id)).body;
    expect(seen.members.map((m) => m.displayName).sort()).toEqual(['Ada', 'Player']); // a first name by default, never an e-mail
    expect((await list(bo)).leagues.map((l) => l.name)).toEqual(['Office']);
  });

  it.each([
    ['empty', '   ', 'name must be 1 to 40 characters'],
    ['too long', 'x'.repeat(41), 'name must be 1 to 40 characters'],
    ['with a control character', 'Off\u0007ice', 'name must not contain control characters'],
    ['not a string', 42, 'name must be a string'],
  ])('refuses a name that is %s with a 400 naming the rule', async (_, name, message) => {
    const answer = await call<Failure>(runtime, 'create-league', { token: newUser().token, body: { name } });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toContain(message);
  });

  it('refuses a player a league more than the limit, with a 409 naming it', async () => {
    const player = newUser();
    for (let i = 0; i < MAX_LEAGUES_PER_PLAYER; i++) expect((await create(player, `League ${i}`)).status).toBe(200);
    const refused = await create(player, 'One too many');
    expect(refused.status).toBe(409);
    expect(refused.body.error).toContain(`a player belongs to at most ${MAX_LEAGUES_PER_PLAYER}`);
    const other = await leagueOf(newUser());
    const refusedJoin = await join(player, other.inviteCode);
    expect(refusedJoin.status).toBe(409);
    expect(refusedJoin.body.error).toContain(`at most ${MAX_LEAGUES_PER_PLAYER}`);
  });

  it(`lets exactly one of two racing players take a league's last seat (${MAX_LEAGUE_MEMBERS} members at most)`, async () => {
    const owner = newUser();
    const { body } = await create(owner, 'Full house');
    // Filling the league is the setup: each join's final answer, as the app is left with it (a busy table's 503 sent again).
    for (let i = 1; i < MAX_LEAGUE_MEMBERS - 1; i++) {
      const member = newUser();
      expect((await finalAnswer(() => join(member, body.league.inviteCode))).status).toBe(200);
    }
    const [first, second] = await Promise.all([join(newUser(), body.league.inviteCode), join(newUser(), body.league.inviteCode)]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect([first, second].find((a) => a.status === 409)!.body.error).toBe(
      `This league is full: a league holds at most ${MAX_LEAGUE_MEMBERS} members.`,
    );
    expect((await page(owner, body.league.id)).body.members).toHaveLength(MAX_LEAGUE_MEMBERS);
    expect((await join(newUser(), body.league.inviteCode)).status).toBe(409);
  }, 120_000);
});

describe('who may see and change a league', () => {
  it('answers 403 to a non-member, and 401 to a signed-out player', async () => {
    const league = await leagueOf(newUser());
    const stranger = await page(newUser(), league.id);
    expect(stranger.status).toBe(403);
    expect(stranger.body).toEqual({ error: 'You are not a member of this league.', reason: 'not-a-member' });
    const anonymous = await call<Failure>(runtime, 'get-league', {
      body: { tzOffset: 0, anonymousId: newAnonymousId(), leagueId: league.id },
    });
    expect(anonymous.status).toBe(401);
  });

  it('ends access at once for a member who leaves or is removed', async () => {
    const [owner, leaver, removed] = [newUser(), newUser(), newUser()];
    const league = await leagueOf(owner, leaver, removed);
    expect((await leave(leaver, league.id)).status).toBe(200);
    expect((await page(leaver, league.id)).status).toBe(403);
    const removedId = (await page(removed, league.id)).body.league.you;
    expect((await update(removed, { leagueId: league.id, action: 'remove-member', memberId: removedId })).status).toBe(403);
    const removal = await update(owner, { leagueId: league.id, action: 'remove-member', memberId: removedId });
    expect(removal.status).toBe(200);
    expect(removal.body.league.memberCount).toBe(1);
    expect((await page(removed, league.id)).status).toBe(403);
    expect((await list(removed)).leagues).toEqual([]);
    // The link of that moment never lets them back; one who left may use it again; a new link lets them back.
    const back = await join(removed, league.inviteCode);
    expect(back.status).toBe(403);
    expect(back.body.error).toContain('removed you');
    expect((await join(leaver, league.inviteCode)).status).toBe(200);
    const rotated = await update(owner, { leagueId: league.id, action: 'rotate-invite' });
    expect((await join(removed, rotated.body.league.inviteCode)).status).toBe(200);
  });

  it('keeps a removed member out whatever the order: joins with the old link racing the removal', async () => {
    const { leagueStore } = await import('../../lambdas/store/leagues');
    for (let trial = 0; trial < 8; trial++) {
      const [owner, member] = [newUser(), newUser()];
      const league = await leagueOf(owner, member);
      const memberId = (await page(member, league.id)).body.league.you;
      // The member taps the old link twice (or on two devices) while the owner removes them.
      const [removal, ...joins] = await Promise.all([
        update(owner, { leagueId: league.id, action: 'remove-member', memberId }),
        join(member, league.inviteCode),
        join(member, league.inviteCode),
      ]);
      expect(removal.status).toBe(200);
      for (const answer of joins) expect([200, 403]).toContain(answer.status);
      expect((await page(member, league.id)).status).toBe(403);
      const seen = await page(owner, league.id);
      expect(seen.body.members.map((row) => row.memberId)).not.toContain(memberId);
      expect(seen.body.league.memberCount).toBe(1);
      // The join's own transaction refuses it: no read before it decides.
      const stored = (await leagueStore.get(league.id))!;
      const back = { sub: member.sub, displayName: 'Back', joinedAt: new Date().toISOString() };
      expect(await leagueStore.join(stored, league.inviteCode, back)).toBe('removed');
    }
  });

  it('lets only the owner rename it and rotate its invite code, and the old link stops working at once', async () => {
    const [owner, member, late] = [newUser(), newUser(), newUser()];
    const league = await leagueOf(owner, member);
    expect((await update(member, { leagueId: league.id, action: 'rename', name: 'Mine now' })).status).toBe(403);
    const renamed = await update(owner, { leagueId: league.id, action: 'rename', name: 'Night shift' });
    expect(renamed.body.league.name).toBe('Night shift');
    expect((await update(owner, { leagueId: league.id, action: 'rename', name: '' })).body.error).toContain('name must be 1 to 40');
    const rotated = await update(owner, { leagueId: league.id, action: 'rotate-invite' });
    expect(rotated.body.league.inviteCode).not.toBe(league.inviteCode);
    const old = await join(late, league.inviteCode);
    expect(old.status).toBe(404);
    expect(old.body.error).toContain('no longer works');
    expect((await join(late, rotated.body.league.inviteCode)).status).toBe(200);
  });

  it("passes an owner's league to the member who joined earliest, and deletes a league its last member leaves", async () => {
    const [owner, first, second] = [newUser(), newUser(), newUser()];
    const league = await leagueOf(owner, first, second);
    await leave(owner, league.id);
    const afterOwner = (await page(first, league.id)).body;
    expect(afterOwner.league.isOwner).toBe(true);
    expect(afterOwner.members.find((m) => m.isOwner)?.isYou).toBe(true);
    await leave(first, league.id);
    expect((await page(second, league.id)).body.league.isOwner).toBe(true);
    expect((await leave(second, league.id)).body).toEqual({ left: true, leagueDeleted: true });
    expect((await page(second, league.id)).status).toBe(404);
    expect((await join(newUser(), league.inviteCode)).status).toBe(404);
  });

  it('never passes a league to a member who left while its owner was leaving: the owner reads it again', async () => {
    const [owner, heir, other, late] = [newUser(), newUser(), newUser(), newUser()];
    const league = await leagueOf(owner, heir, other);
    // The owner's leaving reads the league (3 members, the heir first in line) ...
    const asRead = await leagueStore.withMembers(league.id);
    // ... the heir leaves and someone joins meanwhile (3 members again, the owner still owns it) ...
    expect((await leave(heir, league.id)).status).toBe(200);
    expect((await join(late, league.inviteCode)).status).toBe(200);
    // ... so the league as read passes to no one: the owner's leaving is decided again.
    expect(await leagueStore.remove(asRead!.league, owner.sub, heir.sub)).toBe('changed-meanwhile');
    expect((await leave(owner, league.id)).status).toBe(200);
    const after = (await page(other, league.id)).body;
    expect(after.league).toMatchObject({ memberCount: 2 });
    expect(after.members.filter((m) => m.isOwner)).toHaveLength(1);
  });

  it('shows the display name a player chose to every league they are in', async () => {
    const [owner, member] = [newUser(), newUser()];
    const league = await leagueOf(owner, member);
    const named = await call<{ displayName: string }>(runtime, 'set-display-name', { token: member.token, body: { displayName: ' Bo ' } });
    expect(named.body).toEqual({ displayName: 'Bo' });
    expect((await page(owner, league.id)).body.members.map((m) => m.displayName)).toContain('Bo');
    const tooLong = await call<Failure>(runtime, 'set-display-name', { token: member.token, body: { displayName: 'x'.repeat(25) } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error).toContain('displayName must be 1 to 24 characters');
    // A suggested name that breaks the rules is refused naming it, not silently replaced.
    const suggested = await create(newUser(), 'Named', 'Bo\u0000');
    expect(suggested.status).toBe(400);
    expect(suggested.body.error).toContain('displayName must not contain control characters');
  });
});

describe('names in a league', () => {
  it.each([
    ['a zero-width space', 'Al\u200Bice', 'invisible characters'],
    ['a Hangul filler', '\u3164', 'invisible characters'],
    ['a right-to-left override', 'Bob\u202Eevil', 'invisible characters'],
    ['a direction isolate', '\u2066Eve', 'invisible characters'],
    ['a Braille blank', '\u2800\u2800', 'only letters, marks, numbers, punctuation and spaces'],
    ['a line separator', 'Ada\u2028Lovelace', 'only letters, marks, numbers, punctuation and spaces'],
    ['a lone surrogate', 'Ada\uD800', 'only letters, marks, numbers, punctuation and spaces'],
    ['only punctuation', '...', 'a letter or a number'],
    ['a stack of accents on one letter', `A${'\u0301'.repeat(23)}da`, 'at most 3 accents on one letter'],
  ])('refuses a display name with %s, naming the rule', async (_, displayName, rule) => {
    const refused = await call<Failure>(runtime, 'set-display-name', { token: newUser().token, body: { displayName } });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toContain(rule);
  });

  it('takes names in any script, with marks and punctuation', async () => {
    for (const displayName of ['José', 'Zoë-Ann', 'Đặng Thu', 'محمد', '李小龍', "O'Neil Jr."]) {
      const named = await call<{ displayName: string }>(runtime, 'set-display-name', { token: newUser().token, body: { displayName } });
      expect(named.body).toEqual({ displayName });
    }
  });

  it('never shows two members alike: a later "Alice" is "Alice (2)" in join order, whoever renames', async () => {
    const [first, second, third] = [newUser(), newUser(), newUser()];
    const league = await leagueOf(first, second, third);
    for (const [user, name] of [
      [first, 'Alice'],
      [second, 'alice'],
      [third, 'ALICE'],
    ] as const)
      await call(runtime, 'set-display-name', { token: user.token, body: { displayName: name } });
    const { members, week, allTime } = (await page(first, league.id)).body;
    const shown = (user: User) => members.find((m) => m.memberId === memberIdOf(league.id, user.sub))!.displayName;
    expect([shown(first), shown(second), shown(third)]).toEqual(['Alice', 'alice (2)', 'ALICE (3)']);
    expect(new Set(week.rows.map((row) => row.displayName)).size).toBe(3);
    expect(new Set(allTime.map((row) => row.displayName)).size).toBe(3);
  });

  it('never shows two members alike across scripts and forms, nor a suffix another member chose', async () => {
    const users = Array.from({ length: 6 }, () => newUser());
    const league = await leagueOf(users[0], ...users.slice(1));
    // Latin, Cyrillic А, Greek Α, full-width, a member who chose "Ada (2)", and one more plain "Ada", in join order.
    const names = ['Ada', '\u0410da', '\u0391da', '\uFF21da', 'Ada (2)', 'Ada'];
    for (const [i, user] of users.entries())
      await call(runtime, 'set-display-name', { token: user.token, body: { displayName: names[i] } });
    const { members } = (await page(users[0], league.id)).body;
    const shown = users.map((user) => members.find((m) => m.memberId === memberIdOf(league.id, user.sub))!.displayName);
    expect(shown).toEqual(['Ada', '\u0410da (3)', '\u0391da (4)', '\uFF21da (5)', 'Ada (2)', 'Ada (6)']);
  });

  it('shows a name set while joining in every league: the name and the join agree under a race', async () => {
    const owner = newUser();
    const leagues = await Promise.all(Array.from({ length: 4 }, () => leagueOf(owner)));
    const player = newUser();
    await Promise.all([
      ...leagues.map((league) => join(player, league.inviteCode)),
      call(runtime, 'set-display-name', { token: player.token, body: { displayName: 'Racer' } }),
    ]);
    for (const league of leagues) {
      const { members } = (await page(owner, league.id)).body;
      expect(members.find((m) => m.memberId === memberIdOf(league.id, player.sub))?.displayName).toBe('Racer');
    }
  });
});

describe("a day's code in the league", () => {
  it('compares members at UTC+14 and UTC-12 on the same date, and shows colours only once the viewer has finished', async () => {
    const [east, west] = [newUser(), newUser()];
    const league = await leagueOf(east, west);
    // A date D: played at UTC+14 while it is D there (09:00 UTC), and at UTC-12 while it is D there (13:00 UTC).
    const d = localDay(new Date(), 0);
    const { answer, misses } = await wordsOf(d);
    runtime.setClock(() => Date.parse(`${d.date}T09:00:00Z`));
    await play(east, d, -840, [misses[0]]);
    // West has not played: east's game in play shows its guesses used, and neither colours nor letters.
    runtime.setClock(() => Date.parse(`${d.date}T13:00:00Z`));
    const before = (await page(west, league.id, 720)).body;
    expect(before.date).toBe(d.date);
    expect(before.viewerFinished).toBe(false);
    expect(before.members.find((m) => !m.isYou)).toMatchObject({ state: 'playing', guessesUsed: 1 });
    expect(before.members.every((m) => m.grid === undefined)).toBe(true);
    expect(fieldsCarrying(before, answer)).toEqual([]);
    await play(west, d, 720, [misses[1], answer]);
    const after = (await page(west, league.id, 720)).body;
    expect(after.viewerFinished).toBe(true);
    const eastRow = after.members.find((m) => !m.isYou)!;
    expect(eastRow.grid).toEqual([expect.arrayContaining([expect.stringMatching(/^(correct|present|absent)$/)])]);
    expect(after.members.find((m) => m.isYou)).toMatchObject({ state: 'won', guessesUsed: 2, place: 1 });
    // Back at UTC+14 it is already D+1: D is a past date there, the same code, the same games.
    const fromEast = (await page(east, league.id, -840, d.date)).body;
    expect(fromEast.today).toBe(localDayFromNumber(d.dayNumber + 1).date);
    expect(fromEast.members.map((m) => [m.isYou, m.state])).toEqual(
      expect.arrayContaining([
        [false, 'won'],
        [true, 'playing'],
      ]),
    );
    expect(fromEast.members.every((m) => m.grid === undefined)).toBe(true); // east never finished D
    expect((await page(east, league.id, -840, localDayFromNumber(d.dayNumber + 2).date)).status).toBe(400); // not yet theirs
    // One week table for every member: east's D+1 win counts the same to west, still on D (points tell nothing of a code).
    runtime.setClock(() => Date.parse(`${d.date}T13:00:00Z`)); // D+1 03:00 at UTC+14, D 01:00 at UTC-12
    const next = localDayFromNumber(d.dayNumber + 1);
    await play(east, next, -840, [(await wordsOf(next)).answer]);
    const westWeek = (await page(west, league.id, 720)).body;
    expect(westWeek.today).toBe(d.date);
    const eastWeekOfD = (await page(east, league.id, -840, d.date)).body;
    expect(eastWeekOfD.week).toEqual(westWeek.week);
    const eastWeek = westWeek.week.rows.find((row) => row.memberId === memberIdOf(league.id, east.sub))!;
    const sameWeek = westWeek.week.dates.includes(next.date);
    expect(eastWeek.points).toBe(sameWeek ? 6 : 0); // a win in 1 on D+1; D still in play
    // The all-time figures count the same games as the week: east has finished one.
    expect(westWeek.allTime.find((row) => row.memberId === eastWeek.memberId)?.played).toBe(1);
  });

  it("says each member's day is over, or not yet, in their own zone, alike to every viewer", async () => {
    const [east, west, mid] = [newUser(), newUser(), newUser()];
    const league = await leagueOf(east, west, mid);
    const d = localDay(new Date(), 0);
    const next = localDayFromNumber(d.dayNumber + 1);
    // 13:00 UTC on D: D+1 03:00 at UTC+14 (east plays D+1: their D is over), D 13:00 at UTC, D 01:00 at UTC-12.
    runtime.setClock(() => Date.parse(`${d.date}T13:00:00Z`));
    await play(east, next, -840, [(await wordsOf(next)).answer]);
    const seen = await Promise.all([page(east, league.id, -840, d.date), page(west, league.id, 720), page(mid, league.id, 0)]);
    expect(seen.map(({ body }) => body.date)).toEqual([d.date, d.date, d.date]);
    const states = seen.map(({ body }) => Object.fromEntries(body.members.map((m) => [m.memberId, [m.state, m.dayOver]])));
    expect(states[0]).toEqual({
      [memberIdOf(league.id, east.sub)]: ['not-played', true], // on D+1 already: their D is over
      [memberIdOf(league.id, west.sub)]: ['not-played', false], // their D has just begun
      [memberIdOf(league.id, mid.sub)]: ['not-played', false], // until midnight UTC
    });
    expect(states[2]).toEqual(states[0]);
    expect(states[1]).toEqual(states[0]);
    expect(seen[1].body.week).toEqual(seen[0].body.week);
    expect(seen[2].body.week).toEqual(seen[0].body.week);
  });

  it("answers only dates from the league's first code to the viewer's today, naming the bound", async () => {
    const owner = newUser();
    const league = await leagueOf(owner);
    for (const date of ['0000-01-01', '1999-12-31', localDayFromNumber(localDayFromDate(DEFAULT_LAUNCH_DATE)!.dayNumber - 1).date]) {
      const refused = await page(owner, league.id, 0, date);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toContain(`must not be before the game's first code (${DEFAULT_LAUNCH_DATE})`);
    }
    // A league has no days before it began (the date it began somewhere, the same in every zone).
    const { firstDate } = (await page(owner, league.id)).body;
    const dayBefore = localDayFromNumber(localDayFromDate(firstDate)!.dayNumber - 1).date;
    for (const date of [DEFAULT_LAUNCH_DATE, dayBefore]) {
      const refused = await page(owner, league.id, 0, date);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toBe(`date must not be before the league's first code (${firstDate})`);
    }
    expect((await page(owner, league.id, 0, firstDate)).status).toBe(200);
  });

  it('never counts in its week a game from before the league began', async () => {
    const [ada, bo] = [newUser(), newUser()];
    // A Monday 12:00 UTC: Ada wins that day's code, then on Wednesday she and Bo make a league.
    const monday = localDayFromDate(weekOf(localDayFromNumber(localDay(new Date(), 0).dayNumber - 7).date)[0])!;
    const wednesday = localDayFromNumber(monday.dayNumber + 2);
    runtime.setClock(() => Date.parse(`${monday.date}T12:00:00Z`));
    await play(ada, monday, 0, [(await wordsOf(monday)).answer]);
    runtime.setClock(() => Date.parse(`${wednesday.date}T12:00:00Z`));
    const league = await leagueOf(ada, bo);
    const { week, firstDate, allTime } = (await page(bo, league.id, 0)).body;
    expect(firstDate).toBe(wednesday.date);
    expect(week.dates).toContain(monday.date);
    const adaRow = week.rows.find((row) => row.memberId === memberIdOf(league.id, ada.sub))!;
    expect([adaRow.points, adaRow.days[week.dates.indexOf(monday.date)]]).toEqual([0, null]);
    // Her own figures are hers, whole: the win is in them.
    expect(allTime.find((row) => row.memberId === memberIdOf(league.id, ada.sub))).toMatchObject({ played: 1, winPercent: 100 });
  });

  it('places the viewer in each of their leagues once their game is over, never before', async () => {
    const [ada, bo] = [newUser(), newUser()];
    await leagueOf(ada, bo);
    const today = localDay(new Date(), 0);
    const { answer, misses } = await wordsOf(today);
    await play(bo, today, 0, [answer]);
    expect((await list(ada)).leagues[0].standing).toBeNull();
    await play(ada, today, 0, [misses[0], answer]);
    // Today's code is open somewhere until its midnight at UTC-12: a place "so far".
    expect((await list(ada)).leagues[0].standing).toMatchObject({ place: 2, of: 2, soFar: true });
    expect((await list(bo)).leagues[0].standing).toMatchObject({ place: 1, of: 2, soFar: true });
  });

  it('Los Angeles on Tuesday, Kiritimati on Wednesday: ranked on their own codes, one first date, the same streaks', async () => {
    const [ada, bo] = [newUser(), newUser()];
    const [LOS_ANGELES, KIRITIMATI] = [480, -840];
    // Tuesday 10:00 in Los Angeles is 18:00 UTC, Wednesday 08:00 in Kiritimati. Ada makes the league then.
    const tuesday = localDay(new Date(), 0);
    const wednesday = localDayFromNumber(tuesday.dayNumber + 1);
    runtime.setClock(() => Date.parse(`${tuesday.date}T18:00:00Z`));
    const league = await leagueOf(ada, bo);
    await play(ada, tuesday, LOS_ANGELES, [(await wordsOf(tuesday)).answer]);
    await play(bo, wednesday, KIRITIMATI, [(await wordsOf(wednesday)).answer]);

    // Each is first among those who played their date, so far; no one is ranked behind a day not begun.
    const adaList = (await list(ada, LOS_ANGELES)).leagues[0];
    expect(adaList.standing).toEqual({ place: 1, of: 1, soFar: true, everyoneFrom: null }); // Tuesday began everywhere at 12:00 UTC
    const boList = (await list(bo, KIRITIMATI)).leagues[0];
    expect(boList.standing).toEqual({ place: 1, of: 1, soFar: true, everyoneFrom: `${wednesday.date}T12:00:00.000Z` });
    const adaDay = (await page(ada, league.id, LOS_ANGELES)).body;
    expect(adaDay).toMatchObject({ date: tuesday.date, played: 1, soFar: true, everyoneFrom: null });
    expect(adaDay.members.map((m) => [m.isYou, m.state, m.place])).toEqual([
      [true, 'won', 1],
      [false, 'not-played', null],
    ]);

    // Bo pages back to Ada's Tuesday: the league began on Tuesday somewhere, so that date is his to see.
    const boToday = (await page(bo, league.id, KIRITIMATI)).body;
    expect(boToday.firstDate).toBe(tuesday.date);
    // Wednesday's code reaches the league's last member (Los Angeles) at its midnight there, 08:00 UTC,
    // not when it reaches the last zone on Earth (12:00 UTC, what his list says: it knows no zones).
    expect(boToday.everyoneFrom).toBe(`${wednesday.date}T08:00:00.000Z`);
    expect(boToday.firstDate).toBe(adaDay.firstDate);
    const boTuesday = (await page(bo, league.id, KIRITIMATI, tuesday.date)).body;
    expect(boTuesday.members.map((m) => [m.isYou, m.state, m.place])).toEqual([
      [false, 'won', 1],
      [true, 'not-played', null],
    ]);

    // Streaks read the same to both.
    const streaks = (day: LeagueResponseFull) => Object.fromEntries(day.allTime.map((row) => [row.memberId, row.currentStreak]));
    expect(streaks(boToday)).toEqual(streaks(adaDay));
    expect(Object.values(streaks(adaDay))).toEqual([1, 1]);
  });

  it('marks a helped game: a revealed letter counts as a guess in places and points, and in statistics', async () => {
    const [ada, bo, cy] = [newUser(), newUser(), newUser()];
    const league = await leagueOf(ada, bo, cy);
    const today = localDay(new Date(), 0);
    const { answer, misses } = await wordsOf(today);
    // Ada buys a letter, then wins in 2: a win in 3 for the league. Bo wins in 3 unhelped, Cy in 2.
    const revealed = await call(runtime, 'use-helper', { token: ada.token, body: { helperType: 'revealRandomLetter', tzOffset: 0 } });
    expect(revealed.status).toBe(200);
    await play(ada, today, 0, [misses[0], answer]);
    await play(bo, today, 0, [misses[1], misses[2], answer]);
    await play(cy, today, 0, [misses[3], answer]);
    const day = (await page(bo, league.id)).body;
    const row = (user: User) => day.members.find((m) => m.memberId === memberIdOf(league.id, user.sub))!;
    expect(row(ada)).toMatchObject({ state: 'won', guessesUsed: 2, lettersRevealed: 1, place: 2 });
    expect(row(bo)).toMatchObject({ state: 'won', guessesUsed: 3, lettersRevealed: 0, place: 2 });
    expect(row(cy)).toMatchObject({ place: 1, lettersRevealed: 0 });
    expect((await list(ada)).leagues[0].standing).toMatchObject({ place: 2, of: 3 });
    // The week: 7 − 3 = 4 points for both, 3 guesses each in the total; the helped day is marked.
    const week = (user: User) => day.week.rows.find((r) => r.memberId === memberIdOf(league.id, user.sub))!;
    expect(week(ada)).toMatchObject({ points: 4, totalGuesses: 3 });
    expect(week(bo)).toMatchObject({ points: 4, totalGuesses: 3 });
    expect(week(ada).helped[week(ada).days.findIndex((d) => d !== null)]).toBe(1);
    // Ada's statistics keep the win, marked as helped.
    const state = await call<LoadGameStateResponse>(runtime, 'load-game-state', { token: ada.token, body: { tzOffset: 0 } });
    expect(state.body.statistics).toMatchObject({ won: 1, today: 2, helpedWins: 1, todayLettersRevealed: 1 });
  });

  it('scores the week, 7 − N points a win, ties to fewer guesses, and leaves archive games out', async () => {
    const [ada, bo, cy] = [newUser(), newUser(), newUser()];
    // Last week's Monday and Tuesday, each played on its own day, in a league made that Monday.
    const lastWeek = weekOf(localDayFromNumber(localDay(new Date(), 0).dayNumber - 7).date);
    const [monday, tuesday] = lastWeek.slice(0, 2).map((date) => localDayFromDate(date)!);
    const mon = await wordsOf(monday);
    const tue = await wordsOf(tuesday);
    runtime.setClock(() => Date.parse(`${monday.date}T12:00:00Z`));
    const league = await leagueOf(ada, bo, cy);
    await play(ada, monday, 0, [mon.misses[0], mon.answer]); // 5 points, 2 guesses
    await play(bo, monday, 0, [...mon.misses.slice(0, 2), mon.answer]); // 4 points, 3 guesses
    runtime.setClock(() => Date.parse(`${tuesday.date}T12:00:00Z`));
    await play(ada, tuesday, 0, tue.misses.slice(0, 6)); // lost: 0 points, 6 guesses
    await play(bo, tuesday, 0, [...tue.misses.slice(0, 5), tue.answer]); // 1 point, 6 guesses
    runtime.setClock();
    const { week, allTime } = (await page(cy, league.id, 0, tuesday.date)).body;
    expect(week.dates).toEqual(lastWeek);
    const byName = (id: string) => [ada, bo, cy].findIndex((user) => memberIdOf(league.id, user.sub) === id);
    expect(week.rows.map((row) => [byName(row.memberId), row.points, row.totalGuesses])).toEqual([
      [0, 5, 8], // ada: 5 + 0 points, 2 + 6 guesses
      [1, 5, 9], // bo: 4 + 1 points, 3 + 6 guesses: the tie goes to fewer guesses
      [2, 0, 0],
    ]);
    expect(week.rows[0].days.slice(0, 3)).toEqual([2, 0, null]);
    expect(allTime.find((row) => byName(row.memberId) === 1)).toMatchObject({ played: 2, winPercent: 100, averageGuesses: 4.5 });

    // A past code played from the archive is no league result: not on its day, not in the week.
    const archived = localDayFromNumber(earliestLiveDay(new Date()).dayNumber - 1);
    const code = await answerOf(archived);
    expect((await call(runtime, 'open-archive-day', { token: cy.token, body: { date: archived.date, tzOffset: 0 } })).status).toBe(200);
    const won = await call(runtime, 'submit-archive-guess', {
      token: cy.token,
      body: { date: archived.date, guess: code, wordLength: archived.wordLength, tzOffset: 0, row: 0 },
    });
    expect(won.status).toBe(200);
    const thatDay = (await page(cy, league.id, 0, archived.date)).body;
    expect(thatDay.members.find((m) => m.isYou)).toMatchObject({ state: 'not-played' });
    expect(thatDay.week.rows.find((row) => byName(row.memberId) === 2)?.points).toBe(0);
  });
});

describe('signing in with a browser that played: one game a date, the same everywhere', () => {
  /** Noon UTC of today: the tests below never straddle a midnight. */
  const atNoon = () => {
    const noon = Date.parse(`${localDay(new Date(), 0).date}T12:00:00Z`);
    runtime.setClock(() => noon);
    return localDay(new Date(noon), 0);
  };
  const load = (body: Record<string, unknown>, token?: string) =>
    call<LoadGameStateResponse & Failure>(runtime, 'load-game-state', { token, body: { tzOffset: 0, ...body } });
  /** A browser's first call (it is given its proof), then its guesses. */
  async function browserPlays(day: LocalDay, words: string[]) {
    const anonymousId = newAnonymousId();
    const proof = (await load({ anonymousId })).body.anonymousCredential;
    for (const [row, guess] of words.entries()) {
      guessed.add(guess);
      const answer = await call(runtime, 'submit-guess', { body: { guess, wordLength: day.wordLength, tzOffset: 0, row, anonymousId } });
      expect(answer.status).toBe(200);
    }
    return { anonymousId, anonymousCredential: proof };
  }
  const guessAt = (user: User, day: LocalDay, guess: string, row: number) =>
    call(runtime, 'submit-guess', { token: user.token, body: { guess, wordLength: day.wordLength, tzOffset: 0, row } });
  /** A member's row of the league's day, and of its week on that date. */
  async function seen(viewer: User, leagueId: string, member: User, date: string) {
    const body = (await page(viewer, leagueId, 0, date)).body;
    const memberId = memberIdOf(leagueId, member.sub);
    const week = body.week.rows.find((row) => row.memberId === memberId)!;
    return {
      day: body.members.find((m) => m.memberId === memberId)!,
      points: week.points,
      result: week.days[body.week.dates.indexOf(date)],
    };
  }

  it("an account 5 guesses into today joining a browser's win in 1 keeps its own game: day, week and statistics agree", async () => {
    const d = atNoon();
    const [ada, bo] = [newUser(), newUser()];
    const league = await leagueOf(ada, bo);
    const { answer, misses } = await wordsOf(d);
    await play(ada, d, 0, misses.slice(0, 5));
    const browser = await browserPlays(d, [answer]); // a throwaway win in 1
    const joined = await load(browser, ada.token);
    expect(joined.body.joinRefused).toBeUndefined();
    // The player is told: the browser's win stays on the browser, the account's game is shown.
    expect(joined.body.deviceGame).toEqual({ joined: false, status: 'won', guessesUsed: 1 });
    expect(joined.body.data).toMatchObject({ status: 'playing', guesses_used: 5 });
    expect(joined.body.statistics).toMatchObject({ played: 0, won: 0, today: null });
    expect(await seen(bo, league.id, ada, d.date)).toMatchObject({ day: { state: 'playing', guessesUsed: 5 }, points: 0, result: null });
    expect((await guessAt(ada, d, answer, 5)).status).toBe(200);
    expect(await seen(bo, league.id, ada, d.date)).toMatchObject({ day: { state: 'won', guessesUsed: 6 }, points: 1, result: 6 });
    const after = (await load({}, ada.token)).body;
    expect(after.statistics).toMatchObject({ played: 1, won: 1, today: 6 });
    expect(after.streaks.currentStreak).toBe(1);
  });

  it('a phone that lost today signing in after the laptop began the day: the laptop win counts, once, everywhere', async () => {
    const d = atNoon();
    const [ada, bo] = [newUser(), newUser()];
    const league = await leagueOf(ada, bo);
    const { answer, misses } = await wordsOf(d);
    const phone = await browserPlays(d, misses.slice(0, 6)); // lost, signed out
    await play(ada, d, 0, [misses[0]]); // the laptop, signed in, begins the day
    const joined = await load(phone, ada.token); // the phone signs in
    expect(joined.body.joinRefused).toBeUndefined();
    expect(joined.body.deviceGame).toEqual({ joined: false, status: 'lost', guessesUsed: 6 });
    expect(joined.body.data).toMatchObject({ status: 'playing', guesses_used: 1 });
    expect((await guessAt(ada, d, answer, 1)).status).toBe(200); // the laptop wins in 2
    const after = (await load({}, ada.token)).body;
    expect(after.statistics).toMatchObject({ played: 1, won: 1, today: 2 });
    expect(after.streaks).toEqual({ currentStreak: 1, longestStreak: 1 });
    expect(await seen(bo, league.id, ada, d.date)).toMatchObject({ day: { state: 'won', guessesUsed: 2 }, points: 5, result: 2 });
  });
});
