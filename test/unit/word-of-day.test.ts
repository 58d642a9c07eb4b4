import { localDayFromDate, localDayFromNumber, type LocalDay } from '../../lambdas/domain/calendar';
import { foldWord, LANGUAGE_CODES, LANGUAGES, type LanguageCode } from '../../lambdas/domain/languages';
import type { LengthSchedule } from '../../lambdas/domain/lengths';
import { DEFAULT_LAUNCH_DATE, WORD_LENGTHS } from '../../lambdas/domain/rules';
import { codeOfDay, editionIndexOn, wordOfDay } from '../../lambdas/domain/word-of-day';
import { editionsOf, MIN_ANSWERS_PER_LENGTH, wordList } from '../../lambdas/words/word-lists';

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

  /**
   * A schedule of the test's own, each length on one weekday, so the cycles below stay what they
   * are whatever tables the live schedule gains (lengths.test.ts checks the live one).
   */
  const ONE_WEEKDAY_EACH: LengthSchedule = [{ from: '1970-01-01', byWeekday: [10, 4, 5, 6, 7, 8, 9] }];
  const dayOf = (day: number) => localDayFromNumber(day, ONE_WEEKDAY_EACH);

  /** The codes of one whole cycle of a length's days (as many weeks as it has answers), in order. */
  const cycleOf = (length: number, withheld: ReadonlySet<string> = new Set(), answers: readonly string[] = wordList(length).answers) => {
    let day = localDayFromDate('2026-11-16')!.dayNumber; // a Monday
    while (dayOf(day).wordLength !== length) day++;
    const start = day - (dayOf(day).occurrence % answers.length) * 7; // that weekday's first day of a cycle
    return Array.from({ length: answers.length }, (_, i) => wordOfDay(SECRET, dayOf(start + 7 * i), answers, withheld));
  };

  it('does not repeat for a length until its whole answer list has been used', () => {
    expect(new Set(cycleOf(4)).size).toBe(wordList(4).answers.length);
  });

  it.each([4, 5, 6, 7, 8, 9, 10])(
    'length %i: is never a withheld word; every other answer still comes, and a borrowed one years apart',
    (length) => {
      // The first edition's lists, which hold the words withheld since (a new edition leaves them out).
      const first = editionsOf('en')[0];
      const [answers, withheld] = [first.answers(length), first.withheld(length)];
      expect(withheld.size).toBeGreaterThan(0);
      const plain = cycleOf(length, new Set(), answers);
      const codes = cycleOf(length, withheld, answers);
      expect(codes.filter((code) => withheld.has(code))).toEqual([]);
      // Only the withheld words' days changed ...
      expect(codes.filter((code, week) => code !== plain[week]).length).toBe(plain.filter((code) => withheld.has(code)).length);
      // ... every answer not withheld is still some day's code ...
      expect(new Set(codes)).toEqual(new Set(answers.filter((word) => !withheld.has(word))));
      // ... and a word that comes twice in a cycle comes at least a third of a cycle apart.
      const weeksOf = new Map<string, number[]>();
      codes.forEach((code, week) => weeksOf.set(code, [...(weeksOf.get(code) ?? []), week]));
      for (const weeks of weeksOf.values()) if (weeks.length > 1) expect(Math.abs(weeks[1] - weeks[0])).toBeGreaterThan(answers.length / 3);
    },
  );

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
  it('withhold only words that were answers of an edition, and some of every kind the list is for', () => {
    for (const language of LANGUAGE_CODES) {
      const withheld = WORD_LENGTHS.flatMap((length) => [...wordList(length, language).withheld]);
      const answers = new Set(editionsOf(language).flatMap((edition) => WORD_LENGTHS.flatMap((length) => edition.answers(length))));
      expect(withheld.filter((word) => !answers.has(word))).toEqual([]);
    }
    expect(WORD_LENGTHS.flatMap((length) => [...wordList(length).withheld])).toEqual(
      expect.arrayContaining(['prostitute', 'rape', 'slave', 'suicide', 'idiot']),
    );
    expect(WORD_LENGTHS.flatMap((length) => [...wordList(length, 'es').withheld])).toEqual(
      expect.arrayContaining(['violación', 'esclavo', 'suicidio', 'idiotez', 'joder', 'luis']),
    );
    expect(WORD_LENGTHS.flatMap((length) => [...wordList(length, 'fr').withheld])).toEqual(
      expect.arrayContaining(['viol', 'esclave', 'suicider', 'imbécile', 'salop', 'geek']),
    );
  });

  const everyList = LANGUAGE_CODES.flatMap((language) => WORD_LENGTHS.map((length) => [language, length] as const));

  it.each(everyList)(
    '%s, length %i: enough codes for years, written in the language, each a valid guess once folded, none ambiguous',
    (language, length) => {
      const list = wordList(length, language);
      const codes = list.answers.filter((word) => !list.withheld.has(word));
      expect(codes.length).toBeGreaterThanOrEqual(MIN_ANSWERS_PER_LENGTH);
      const { letters, folds } = LANGUAGES[language];
      const writtenLetter = new RegExp(
        `^[${letters}${Object.keys(folds)
          .filter((from) => folds[from].length === 1)
          .join('')}]+$`,
        'u',
      );
      list.answers.forEach((word, i) => {
        expect([word, writtenLetter.test(word), [...word].length]).toEqual([word, true, length]);
        expect([word, list.playedAnswers[i], list.isValid(list.playedAnswers[i])]).toEqual([word, foldWord(language, word), true]);
      });
      // Two codes that play alike ("papa", "papá"; "foret", "forêt") would leave the tiles' letters a coin toss.
      expect(new Set(list.playedAnswers).size).toBe(list.answers.length);
      // Every valid guess is stored as played: letters of the language only.
      expect(list.valid.filter((word) => foldWord(language, word) !== word || word.length !== length)).toEqual([]);
      expect(list.isValid('qk'.repeat(length).slice(0, length))).toBe(false);
    },
  );

  it('never makes a code of a form built from another word: plurals, conjugations', () => {
    const spanish = new Set(WORD_LENGTHS.flatMap((length) => wordList(length, 'es').answers));
    const french = new Set(WORD_LENGTHS.flatMap((length) => wordList(length, 'fr').answers));
    for (const form of ['casas', 'comió', 'fuese', 'dará', 'perros', 'grita', 'buena'])
      expect([form, spanish.has(form)]).toEqual([form, false]);
    for (const form of ['maisons', 'mangeait', 'chevaux', 'petite', 'certaine']) expect([form, french.has(form)]).toEqual([form, false]);
    // ... while the words themselves are codes, and their forms valid guesses; an everyday headword is a code even
    // when another entry also makes it ("casa" of casar), and of two that play alike the everyday one is ("forêt", not "foret").
    expect(['perro', 'comer', 'árbol', 'canción', 'casa', 'agua', 'libro'].filter((word) => !spanish.has(word))).toEqual([]);
    expect(
      ['maison', 'manger', 'cheval', 'petit', 'château', 'chat', 'pomme', 'forêt', 'chaise'].filter((word) => !french.has(word)),
    ).toEqual([]);
    expect(wordList(5, 'es').isValid('casas') && wordList(7, 'fr').isValid('chevaux')).toBe(true);
  });

  it('makes English codes of base words: at most 3 % a plural, -ed, -ing or -est form of another code, everyday nouns in', () => {
    const codes = WORD_LENGTHS.flatMap((length) => wordList(length).answers);
    const all = new Set(codes);
    const formOfAnother = (word: string) =>
      ['s', 'es', 'ed', 'ing', 'est'].some((suffix) => {
        if (!word.endsWith(suffix) || word.endsWith('ss')) return false;
        const stem = word.slice(0, -suffix.length);
        const bases = [stem, `${stem}e`, stem.slice(0, -1), `${stem.slice(0, -1)}y`].filter((base) => base.length > 2 && base !== word);
        return bases.some((base) => all.has(base));
      });
    expect(codes.filter(formOfAnother).length / codes.length).toBeLessThanOrEqual(0.03);
    for (const form of ['accounted', 'gearing', 'initiating', 'punches', 'bigger', 'done', 'came', 'hided', 'payed', 'numbest'])
      expect([form, all.has(form)]).toEqual([form, false]);
    for (const noun of ['pumpkin', 'strawberry', 'dolphin', 'colour', 'grey', 'centre', 'wedding'])
      expect([noun, all.has(noun)]).toEqual([noun, true]);
  });

  it('accepts British and American spellings alike, in any case', () => {
    expect(wordList(6).isValid('colour')).toBe(true);
    expect(wordList(5).isValid('COLOR')).toBe(true);
  });

  it('has no list for lengths the game does not use', () => {
    expect(() => wordList(3)).toThrow(RangeError);
    expect(() => wordList(11, 'fr')).toThrow(RangeError);
  });
});

describe('the code of the day in each language', () => {
  const days = Array.from({ length: 140 }, (_, i) => localDayFromNumber(localDayFromDate('2026-11-01')!.dayNumber + i * 3));
  const codeOf = (day: LocalDay, language: LanguageCode) => codeOfDay(SECRET, day, editionsOf(language), DEFAULT_LAUNCH_DATE, language);
  /** The edition of a language's lists in force on a day. */
  const editionOn = (day: LocalDay, language: LanguageCode) => editionsOf(language)[editionIndexOn(editionsOf(language), day.date)];

  it('is one code per language per date, from the list in force that day, never withheld, of the weekday length', () => {
    for (const day of days) {
      for (const language of LANGUAGE_CODES) {
        const code = codeOf(day, language);
        const edition = editionOn(day, language);
        const [answers, withheld] = [edition.answers(day.wordLength), edition.withheld(day.wordLength)];
        expect([day.date, language, answers.includes(code), withheld.has(code), [...code].length]).toEqual([
          day.date,
          language,
          true,
          false,
          day.wordLength,
        ]);
      }
    }
  });

  it('English is what it was before languages: the codes this secret gave then, on days years apart', () => {
    // Computed with the code of commit 1223cf2, before languages: any change of the English shuffle's label shows here.
    const before = { '2026-11-30': 'dice', '2027-03-17': 'garble', '2028-02-29': 'avoid', '2031-08-10': 'brightness' };
    // The first edition's lists, as they were then (a later edition's days are its own: editions.test.ts).
    const first = editionsOf('en')[0];
    const firstCode = (day: LocalDay) => wordOfDay(SECRET, day, first.answers(day.wordLength), first.withheld(day.wordLength), 'en');
    const now = Object.fromEntries(Object.keys(before).map((date) => [date, firstCode(localDayFromDate(date)!)]));
    expect(now).toEqual(before);
  });

  it('each language has its own shuffle: the same place in two lists is not the same day', () => {
    // Spanish and French drawn through one shuffle would put the same index on the same dates.
    const indexOf = (day: LocalDay, language: LanguageCode) =>
      editionOn(day, language).answers(day.wordLength).indexOf(codeOf(day, language));
    const same = days.filter((day) => indexOf(day, 'es') === indexOf(day, 'fr'));
    expect(same.length).toBeLessThan(days.length / 10);
  });
});
