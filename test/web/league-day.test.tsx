/**
 * A league's day says what a win in 1 is (docs/product.md, "Leagues"): anyone can learn the day's
 * code from a throwaway game and enter it first, and no word game can tell that from luck. So a win
 * in 1 without help counts as the win it is, marked "first guess", with one line saying why.
 */
import type { LeagueMemberDayDto, LeagueResponseFull } from '../../lambdas/contracts/leagues';
import { dayNote, stateLabel } from '../../web/src/components/league/LeagueDay';
import leagues from '../../web/src/i18n/en/leagues';

const FIRST_GUESS_NOTE = leagues.day.firstGuessNote;

const member = (over: Partial<LeagueMemberDayDto>): LeagueMemberDayDto => ({
  memberId: 'm',
  displayName: 'Ada',
  isYou: false,
  isOwner: false,
  state: 'won',
  guessesUsed: 3,
  hardMode: false,
  lettersRevealed: 0,
  place: 1,
  dayOver: false,
  ...over,
});

const page = (members: LeagueMemberDayDto[]) =>
  ({ played: members.length, soFar: false, everyoneFrom: null, members }) as unknown as LeagueResponseFull;

describe('a win in 1 in a league', () => {
  it('is marked "first guess", and only a win in 1 without help is', () => {
    expect(stateLabel(member({ guessesUsed: 1 }))).toBe('Solved in 1 · first guess');
    expect(stateLabel(member({ guessesUsed: 1, hardMode: true }))).toBe('Solved in 1 · first guess (hard mode)');
    expect(stateLabel(member({ guessesUsed: 2 }))).toBe('Solved in 2');
    expect(stateLabel(member({ guessesUsed: 1, lettersRevealed: 2 }))).not.toContain('first guess');
  });

  it('brings the line that says what the mark means, on a day that has one', () => {
    expect(dayNote(page([member({ guessesUsed: 1 }), member({ guessesUsed: 4 })]))).toContain(FIRST_GUESS_NOTE);
    expect(dayNote(page([member({ guessesUsed: 4 })]))).not.toContain(FIRST_GUESS_NOTE);
  });
});

describe('a member who has not played the date', () => {
  it('is "not yet" while their day of it lasts, and "day over" once it has ended in their zone', () => {
    expect(stateLabel(member({ state: 'not-played', guessesUsed: 0, place: null }))).toBe('Not played yet');
    expect(stateLabel(member({ state: 'not-played', guessesUsed: 0, place: null, dayOver: true }))).toBe('Day over, not played');
  });
});
