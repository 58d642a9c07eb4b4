/**
 * Day keys (lambdas/domain/language-days.ts): how a day's game in a language is named in a player's
 * history, clocks, helped letters and game items, and the one streak read across languages.
 */
import { acrossLanguages, dayKeyOf, dayOfKey, daysIn, playedInAnyLanguage } from '../../lambdas/domain/language-days';
import { LANGUAGE_CODES } from '../../lambdas/domain/languages';
import { streakView } from '../../lambdas/domain/streaks';

describe('day keys', () => {
  it('names an English day by its date alone (every stored English day reads as before) and another by its language', () => {
    expect(dayKeyOf('en', '2026-11-30')).toBe('2026-11-30');
    expect(dayKeyOf('es', '2026-11-30')).toBe('es#2026-11-30');
    expect(dayKeyOf('fr', '2026-11-30')).toBe('fr#2026-11-30');
  });

  it('reads every key it makes back to its language and date, and nothing else as a day', () => {
    for (const language of LANGUAGE_CODES) expect(dayOfKey(dayKeyOf(language, '2027-01-01'))).toEqual({ language, date: '2027-01-01' });
    for (const stranger of ['de#2027-01-01', 'en#2027-01-01', '#2027-01-01']) expect(dayOfKey(stranger)).toBeUndefined();
  });

  it("takes one language's days out of a map of every language's, by date", () => {
    const days = { '2026-11-29': 3, 'es#2026-11-29': 0, 'es#2026-11-30': 2, 'fr#2026-11-30': 5, 'xx#2026-11-30': 1 };
    expect(daysIn(days, 'en')).toEqual({ '2026-11-29': 3 });
    expect(daysIn(days, 'es')).toEqual({ '2026-11-29': 0, '2026-11-30': 2 });
    expect(daysIn(days, 'fr')).toEqual({ '2026-11-30': 5 });
  });
});

describe('one streak across languages', () => {
  it("keeps each date's best result (a win over a loss, fewer guesses over more) with that game's clock", () => {
    const history = { '2026-11-29': 0, 'es#2026-11-29': 4, 'fr#2026-11-29': 2, '2026-11-30': 3, 'es#2026-11-30': 0, 'fr#2026-12-01': 0 };
    const clocks = { '2026-11-29': 60, 'es#2026-11-29': -60, 'fr#2026-11-29': 0, '2026-11-30': 300, 'fr#2026-12-01': -540 };
    expect(acrossLanguages(history, clocks)).toEqual({
      history: { '2026-11-29': 2, '2026-11-30': 3, '2026-12-01': 0 },
      clocks: { '2026-11-29': 0, '2026-11-30': 300, '2026-12-01': -540 },
    });
  });

  it('gives a streak of consecutive days whatever language each was won in; a day lost in every language breaks it', () => {
    const today = { date: '2026-12-03', tzOffset: 0 };
    const won = acrossLanguages({ '2026-11-30': 2, 'es#2026-12-01': 3, 'fr#2026-12-02': 4, 'es#2026-12-03': 1 }).history;
    expect(streakView(won, today).currentStreak).toBe(4);
    const broken = acrossLanguages({ '2026-11-30': 2, 'es#2026-12-01': 0, '2026-12-01': 0, 'fr#2026-12-02': 4 }).history;
    expect(streakView(broken, { date: '2026-12-02', tzOffset: 0 }).currentStreak).toBe(1);
  });

  it('says a date is played when any language finished it', () => {
    expect(playedInAnyLanguage({ 'fr#2026-12-01': 0 }, '2026-12-01')).toBe(true);
    expect(playedInAnyLanguage({ 'fr#2026-12-01': 0, '2026-11-30': 1 }, '2026-12-02')).toBe(false);
  });
});
