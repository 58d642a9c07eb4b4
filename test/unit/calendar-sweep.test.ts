/**
 * The calendar sweep (docs/architecture.md, "Tests and the calendar"): what the tests take from the
 * date, the hour and the day's code, checked now for every day of the next 400 days at 00:00, 09:00,
 * 13:00 and 23:59 UTC, so that a day that would turn the suite red is found before it comes.
 *
 * The code of a day depends on the word secret too, which is random per clone: so the word pickers
 * the tests use (test/support/words.ts) are checked against every answer of every length, which
 * covers every day's code under any secret.
 */
import { earliestLiveDay, localDay, localDayFromNumber } from '../../lambdas/domain/calendar';
import { evaluateGuess } from '../../lambdas/domain/evaluation';
import { hardModeProblem } from '../../lambdas/domain/hard-mode';
import { LANGUAGE_CODES } from '../../lambdas/domain/languages';
import { codeLengthOn } from '../../lambdas/contracts/constants';
import { ANONYMOUS_GAME_TTL_DAYS, MAX_GUESSES, MAX_TZ_OFFSET, MIN_TZ_OFFSET, WORD_LENGTHS, WEEKDAYS } from '../../lambdas/domain/rules';
import { wordList } from '../../lambdas/words/word-lists';
import { lastNoonOn, recentMomentOn } from '../../local/clock';
import { noonTimeZone, tzOffsetIn } from '../support/clock';
import { fieldsCarrying } from '../support/leaks';
import { boardMissesOf, missesOf, missWithout, openingWithGreen, productVocabulary } from '../support/words';

const DAY_MS = 86_400_000;
const SWEEP_DAYS = 400;
const HOURS = ['00:00', '09:00', '13:00', '23:59'];
const startOfToday = Math.floor(Date.now() / DAY_MS) * DAY_MS;
/** Every instant of the sweep: the next 400 days at four hours of the UTC day. */
const INSTANTS = Array.from({ length: SWEEP_DAYS }, (_, d) => {
  const date = new Date(startOfToday + d * DAY_MS).toISOString().slice(0, 10);
  return HOURS.map((hour) => Date.parse(`${date}T${hour}:00Z`));
}).flat();
/** The time zones the tests play in: both extremes of the clock, UTC, and zones with half and odd hours. */
const TEST_ZONES = [MIN_TZ_OFFSET, -330, 0, 300, MAX_TZ_OFFSET];
const ORDINALS = ['1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th', '10th'];

/** Collects what failed, so one run names every bad date, not just the first. */
function sweep<T>(items: readonly T[], check: (item: T) => string | undefined): string[] {
  return items.flatMap((item) => check(item) ?? []);
}
const at = (instant: number) => new Date(instant).toISOString();
/** Every instant against every weekday: the first problem of each instant. */
const sweepWeekdays = (check: (instant: number, weekday: number, name: string) => string | undefined) =>
  sweep(INSTANTS, (instant) => [...WEEKDAYS.entries()].map(([weekday, name]) => check(instant, weekday, name)).find(Boolean));

describe('the calendar sweep: every date of the next 400 days, at 00:00, 09:00, 13:00 and 23:59 UTC', () => {
  it('gives every time zone the tests play in a day with a code length that has a word list', () => {
    const lists = new Set(WORD_LENGTHS.filter((length) => wordList(length).answers.length >= MAX_GUESSES * 10));
    const problems = sweep(INSTANTS, (instant) => {
      for (const tzOffset of [...TEST_ZONES, noonTimeZone(new Date(instant)).tzOffset]) {
        const day = localDay(new Date(instant), tzOffset);
        if (!lists.has(day.wordLength)) return `${at(instant)} at ${tzOffset}: length ${day.wordLength} has no word list`;
        if (day.wordLength !== codeLengthOn(day.date)) return `${at(instant)}: the server and the browser disagree on ${day.date}`;
      }
      return undefined;
    });
    expect(problems).toEqual([]);
  });

  it("puts the tests' noon time zone between 11:00 and 13:00 local: no test straddles a midnight", () => {
    const problems = sweep(INSTANTS, (instant) => {
      const { tzOffset, timezoneId } = noonTimeZone(new Date(instant));
      const localHour = new Date(instant - tzOffset * 60_000).getUTCHours();
      if (localHour < 11 || localHour > 13) return `${at(instant)}: ${timezoneId} is at ${localHour}:00`;
      // The zone as Intl's data has it (what a browser in it sends), and under the name Intl gives it back.
      if (tzOffsetIn(timezoneId, new Date(instant)) !== tzOffset) return `${at(instant)}: ${timezoneId} is not tzOffset ${tzOffset}`;
      const canonical = new Intl.DateTimeFormat('en', { timeZone: timezoneId }).resolvedOptions().timeZone;
      if (canonical !== timezoneId) return `${at(instant)}: ${timezoneId} is known as ${canonical}`;
      return undefined;
    });
    expect(problems).toEqual([]);
  });

  it("gives the browser tests each weekday's last noon: in the past, on that weekday, within a week", () => {
    const problems = sweepWeekdays((instant, weekday, name) => {
      const noon = lastNoonOn(weekday, instant);
      if (noon > instant || instant - noon > 7 * DAY_MS) return `${at(instant)}: ${name}'s noon ${at(noon)} is not the last one`;
      if (new Date(noon).getUTCDay() !== weekday || new Date(noon).getUTCHours() !== 12)
        return `${at(instant)}: ${at(noon)} is no ${name} noon`;
      return undefined;
    });
    expect(problems).toEqual([]);
  });

  it("plays each weekday's browser tests at a past moment of that weekday, far from its anonymous games' expiry", () => {
    const problems = sweepWeekdays((instant, weekday, name) => {
      const moment = recentMomentOn(weekday, instant);
      if (moment > instant || new Date(moment).getUTCDay() !== weekday) return `${at(instant)}: ${at(moment)} is no past ${name}`;
      if (instant - moment > (ANONYMOUS_GAME_TTL_DAYS - 0.5) * DAY_MS)
        return `${at(instant)}: ${name} ${at(moment)} is too old for its games`;
      return undefined;
    });
    expect(problems).toEqual([]);
  });

  it("keeps yesterday-everywhere (the newest past code) before every zone's today, and league dates at both extremes the same day", () => {
    const problems = sweep(INSTANTS, (instant) => {
      const now = new Date(instant);
      const newestPast = localDayFromNumber(earliestLiveDay(now).dayNumber - 1);
      for (const tzOffset of TEST_ZONES)
        if (newestPast.dayNumber >= localDay(now, tzOffset).dayNumber)
          return `${at(instant)}: ${newestPast.date} is still live at ${tzOffset}`;
      // The league test plays date D at UTC+14 at 09:00 UTC and at UTC-12 at 13:00 UTC.
      const d = localDay(now, 0);
      const east = localDay(new Date(Date.parse(`${d.date}T09:00:00Z`)), MIN_TZ_OFFSET);
      const west = localDay(new Date(Date.parse(`${d.date}T13:00:00Z`)), MAX_TZ_OFFSET);
      if (east.date !== d.date || west.date !== d.date)
        return `${at(instant)}: ${d.date} is ${east.date} in the east, ${west.date} in the west`;
      return undefined;
    });
    expect(problems).toEqual([]);
  });
});

describe("the tests' words against every answer of every length (any day's code, under any secret)", () => {
  const vocabulary = productVocabulary();

  const languagesAndLengths = LANGUAGE_CODES.flatMap((language) => WORD_LENGTHS.map((length) => [language, length] as const));
  it.each(languagesAndLengths)(
    '%s, length %i: six misses, none the code, none a word of the product (a colour, a state, a key)',
    (language, length) => {
      const { playedAnswers, isValid } = wordList(length, language);
      const problems = sweep(playedAnswers, (answer) => {
        const misses = missesOf(length, answer, language).slice(0, 6);
        if (misses.length < 6) return `${answer}: only ${misses.length} misses`;
        const bad = misses.find((miss) => miss === answer || vocabulary.has(miss) || !isValid(miss) || miss.length !== length);
        if (bad) return `${answer}: the miss ${bad}`;
        const board = boardMissesOf(length, answer, language);
        if (board.length !== 6 || board.some((miss) => evaluateGuess(miss, answer).every((tile) => tile.state !== 'absent')))
          return `${answer}: board misses ${board.join(' ')} do not each leave a letter out`;
        return undefined;
      });
      expect(problems).toEqual([]);
    },
  );

  it.each(WORD_LENGTHS)(
    "length %i: hard mode's opening, and a guess that breaks its first green, named as the server names it",
    (length) => {
      const problems = sweep(wordList(length).answers, (answer) => {
        const { opening, green } = openingWithGreen(length, answer);
        const breaking = missWithout(length, answer, green, [opening]);
        const rule = hardModeProblem(breaking, [evaluateGuess(opening, answer)], []);
        if (rule !== `${ORDINALS[green]} letter must be ${answer[green].toUpperCase()}`)
          return `${answer}: ${opening} then ${breaking} gives "${rule}"`;
        const withoutFirst = missWithout(length, answer, 0, [opening]);
        const revealed = hardModeProblem(withoutFirst, [], [{ position: 0, letter: answer[0] }]);
        if (revealed !== `1st letter must be ${answer[0].toUpperCase()}`)
          return `${answer}: ${withoutFirst} after a reveal gives "${revealed}"`;
        return undefined;
      });
      expect(problems).toEqual([]);
    },
  );
});

describe('looking for a word only where letters can appear', () => {
  const row = (word: string) => ({ tiles: [...word.toUpperCase()].map((letter) => ({ letter, state: 'absent' })), submitted: true });

  it('does not take a colour, a state or a key for a leak', () => {
    const league = { members: [{ state: 'playing', grid: [['absent', 'present', 'correct']] }], launchDate: '2026-11-01' };
    for (const word of ['absent', 'present', 'correct', 'playing', 'launch']) expect(fieldsCarrying(league, word)).toEqual([]);
  });

  it('finds a word in a row of tiles, in revealed letters, in a guess and in an answer', () => {
    expect(fieldsCarrying({ data: { guesses: [row('absent')] } }, 'absent')).toEqual(['$.data.guesses[0].tiles']);
    const revealed = [
      { position: 1, letter: 'B' },
      { position: 0, letter: 'A' },
    ];
    expect(fieldsCarrying({ revealed_letters: revealed }, 'ab')).toEqual(['$.revealed_letters']);
    expect(fieldsCarrying({ guesses: [{ guess: 'launch', bot: { guess: 'absent' } }] }, 'absent')).toEqual(['$.guesses[0].bot.guess']);
    expect(fieldsCarrying({ answer: 'LAUNCH' }, 'launch')).toEqual(['$.answer']);
  });
});
