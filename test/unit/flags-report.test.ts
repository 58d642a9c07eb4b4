/**
 * `npm run flags` (bin/flags.ts), the owner's review list: most flagged first in each language, the
 * people who flagged each code (signed-in players and anonymous players' addresses), and whether the
 * repository's lists, the next edition's source, still make it a code or withhold it already.
 */
import { flagsReport } from '../../bin/flags';
import { editionsOf, withheldWords } from '../../lambdas/words/word-lists';
import type { FlaggedWord } from '../../lambdas/store/word-flags';

const latest = editionsOf('en').at(-1)!;
const aCode = latest.answers(6).find((word) => !latest.withheld(6).has(word))!;
const aWithheldWord = withheldWords('en')[0];
const flagged = (word: string, accounts: number, addresses: number, date = '2026-12-20'): FlaggedWord => ({
  language: 'en',
  date,
  word,
  flags: accounts + addresses,
  accounts,
  addresses,
  firstFlaggedAt: `${date}T10:00:00.000Z`,
  lastFlaggedAt: `${date}T12:00:00.000Z`,
});
const rowsOf = (report: string) => report.split('\n').map((line) => line.split(/ {2,}/));

describe('npm run flags', () => {
  it('lists each flagged code with its people, signed in and anonymous, most flagged first', () => {
    const [header, ...rows] = rowsOf(flagsReport([flagged(aCode, 1, 2), flagged(aWithheldWord, 4, 0, '2026-12-21')]));
    expect(header).toEqual(['language', 'date', 'code', 'people', 'signed in', 'anonymous addresses', 'next edition', 'last flagged']);
    expect(rows.map((row) => row.slice(0, 6))).toEqual([
      ['en', '2026-12-21', aWithheldWord.toUpperCase(), '4', '4', '0'],
      ['en', '2026-12-20', aCode.toUpperCase(), '3', '1', '2'],
    ]);
  });

  it('says whether the next edition still makes the word a code or withholds it (withheld, or in no list)', () => {
    const notInAnyList = latest.answers(6)[0].split('').reverse().join('') + 'q';
    const rows = rowsOf(flagsReport([flagged(aCode, 1, 0), flagged(aWithheldWord, 1, 0), flagged(notInAnyList, 1, 0)])).slice(1);
    const nextEdition = new Map(rows.map((row) => [row[2], row[6]]));
    expect(nextEdition.get(aCode.toUpperCase())).toBe('still a code');
    expect(nextEdition.get(aWithheldWord.toUpperCase())).toBe('withheld');
    expect(nextEdition.get(notInAnyList.toUpperCase())).toBe('withheld');
  });

  it('says so when nothing was flagged', () => {
    expect(flagsReport([])).toBe('No code has been flagged.');
  });
});
