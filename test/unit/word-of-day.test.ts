import { localDayFromDate, localDayFromNumber } from '../../lambdas/domain/calendar';
import { wordOfDay } from '../../lambdas/domain/word-of-day';
import { wordList } from '../../lambdas/words/word-lists';

const SECRET = 'test-secret-0123456789abcdef';

describe('the code of the day', () => {
  const sunday = localDayFromDate('2026-11-22')!;

  it('is the same for everyone on the same day (deterministic) and comes from the answer list', () => {
    const answers = wordList(sunday.wordLength).answers;
    const word = wordOfDay(SECRET, sunday, answers);
    expect(wordOfDay(SECRET, sunday, answers)).toBe(word);
    expect(answers).toContain(word);
    expect(word).toHaveLength(10);
  });

  it('does not repeat for a length until its whole answer list has been used', () => {
    const answers = wordList(4).answers; // Mondays
    const firstMonday = localDayFromDate('2026-11-16')!.dayNumber;
    const start = firstMonday - (Math.floor(firstMonday / 7) % answers.length) * 7; // first Monday of a cycle
    const seen = new Set<string>();
    for (let i = 0; i < answers.length; i++) seen.add(wordOfDay(SECRET, localDayFromNumber(start + 7 * i), answers));
    expect(seen.size).toBe(answers.length);
  });

  it('cannot be computed without the secret: another key gives another sequence', () => {
    const answers = wordList(5).answers;
    const tuesdays = Array.from({ length: 10 }, (_, i) => localDayFromNumber(localDayFromDate('2026-11-17')!.dayNumber + 7 * i));
    const a = tuesdays.map((d) => wordOfDay(SECRET, d, answers));
    const b = tuesdays.map((d) => wordOfDay(`${SECRET}-other`, d, answers));
    expect(a).not.toEqual(b);
    expect(() => wordOfDay('', tuesdays[0], answers)).toThrow(/secret/);
  });
});

describe('the word lists', () => {
  it.each([4, 5, 6, 7, 8, 9, 10])('length %i: lower-case a-z answers, all of them valid guesses', (length) => {
    const list = wordList(length);
    expect(list.answers.length).toBeGreaterThan(500);
    for (const word of list.answers) {
      expect(word).toMatch(new RegExp(`^[a-z]{${length}}$`));
      expect(list.isValid(word)).toBe(true);
    }
    expect(list.isValid('z'.repeat(length))).toBe(false);
  });

  it('accepts British and American spellings alike, in any case', () => {
    expect(wordList(6).isValid('colour')).toBe(true);
    expect(wordList(5).isValid('COLOR')).toBe(true);
  });

  it('has no list for lengths the game does not use', () => {
    expect(() => wordList(3)).toThrow(RangeError);
  });
});
