import { chooseReveal } from '../../lambdas/domain/helpers';
import { emptyStats, statsAfterGame, visibleStreak } from '../../lambdas/domain/streaks';

const win = (date: string, guesses = 3, wordLength = 5) => ({ date, status: 'won' as const, wordLength, guesses });
const loss = (date: string) => ({ date, status: 'lost' as const, wordLength: 5, guesses: 6 });

describe('streaks', () => {
  it('grow with wins on consecutive local days, across a month end', () => {
    let stats = emptyStats();
    for (const date of ['2026-11-29', '2026-11-30', '2026-12-01']) stats = statsAfterGame(stats, win(date));
    expect(stats).toMatchObject({ currentStreak: 3, longestStreak: 3, played: 3, won: 3 });
  });

  it('restart after a missed day, and keep the longest', () => {
    let stats = statsAfterGame(statsAfterGame(emptyStats(), win('2026-11-20')), win('2026-11-21'));
    stats = statsAfterGame(stats, win('2026-11-23')); // the 22nd was missed
    expect(stats).toMatchObject({ currentStreak: 1, longestStreak: 2 });
  });

  it('reset on a loss', () => {
    let stats = statsAfterGame(statsAfterGame(emptyStats(), win('2026-11-20')), loss('2026-11-21'));
    expect(stats).toMatchObject({ currentStreak: 0, longestStreak: 1, played: 2, won: 1 });
    stats = statsAfterGame(stats, win('2026-11-22'));
    expect(stats.currentStreak).toBe(1);
  });

  it("count a game finished after midnight for the game's own date", () => {
    // Won on the 21st's game (finished at 00:05 on the 22nd), then the 22nd's game: a streak of 2.
    const stats = statsAfterGame(statsAfterGame(emptyStats(), win('2026-11-21')), win('2026-11-22'));
    expect(stats.currentStreak).toBe(2);
  });

  it('show as broken once a whole day passes without a win', () => {
    const stats = statsAfterGame(emptyStats(), win('2026-11-20'));
    expect(visibleStreak(stats, '2026-11-20')).toBe(1);
    expect(visibleStreak(stats, '2026-11-21')).toBe(1);
    expect(visibleStreak(stats, '2026-11-22')).toBe(0);
  });

  it('keep the guess distribution per word length', () => {
    const stats = statsAfterGame(statsAfterGame(emptyStats(), win('2026-11-20', 3, 5)), win('2026-11-21', 1, 6));
    expect(stats.distribution).toEqual({ '5': [0, 0, 1, 0, 0, 0], '6': [1, 0, 0, 0, 0, 0] });
  });
});

describe('choosing a letter to reveal', () => {
  const first = () => 0;
  it('picks among the positions not yet revealed', () => {
    expect(chooseReveal('crane', [{ position: 0, letter: 'c' }], { type: 'revealRandomLetter' }, first)).toEqual({ ok: true, position: 1 });
    expect(
      chooseReveal(
        'ab',
        [
          { position: 0, letter: 'a' },
          { position: 1, letter: 'b' },
        ],
        { type: 'revealRandomLetter' },
        first,
      ),
    ).toEqual({ ok: false, reason: 'all-revealed' });
  });
  it('reveals a named position once, and only inside the word', () => {
    expect(chooseReveal('crane', [], { type: 'revealSpecificLetter', position: 4 }, first)).toEqual({ ok: true, position: 4 });
    expect(chooseReveal('crane', [{ position: 4, letter: 'e' }], { type: 'revealSpecificLetter', position: 4 }, first)).toEqual({
      ok: false,
      reason: 'position-revealed',
    });
    expect(chooseReveal('crane', [], { type: 'revealSpecificLetter', position: 5 }, first)).toEqual({
      ok: false,
      reason: 'position-out-of-range',
    });
    expect(chooseReveal('crane', [], { type: 'revealSpecificLetter' }, first)).toEqual({ ok: false, reason: 'position-out-of-range' });
  });
});
