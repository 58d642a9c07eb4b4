/**
 * What a page in another language shows, for the Spanish and French page tests (each its own file:
 * a page's language is its address's, fixed for the page's life, and each file has one address).
 * Its catalogues come from their loaders, as main.tsx and withTexts load them.
 */
import { render, screen, within } from '@testing-library/react';
import { Router } from 'wouter';
import type { LanguageCode } from '../../lambdas/contracts/constants';
import type { LeagueResponseFull } from '../../lambdas/contracts/leagues';
import { LeagueDay } from '../../web/src/components/league/LeagueDay';
import { LeagueTables } from '../../web/src/components/league/LeagueTables';
import { Board } from '../../web/src/components/Board';
import { Header } from '../../web/src/components/Header';
import { Keyboard } from '../../web/src/components/Keyboard';
import { emptyBoard, rowAnnouncement } from '../../web/src/game/model';
import { reportLesson, reportSteps } from '../../web/src/game/report-steps';
import { shareText } from '../../web/src/game/share';
import { placeOf, standingLine } from '../../web/src/leagues/leagues';
import { CATALOGUE_LOADERS, putCatalogue } from '../../web/src/i18n/texts';
import { request } from '../../web/src/lib/api';
import { itFlagsTheCode, type FlagWords } from './flag-word-panel';
import { pageLanguage } from '../../web/src/lib/language';

export interface PageWords {
  /** Monday's challenge in the header, and its code's length. */
  challenge: string;
  code: string;
  buttons: string[];
  enterKey: string;
  board: string;
  /** A scored row, read out. */
  announcement: string;
  /** A won hard-mode game of Monday shared, line by line, and a lost one's result line. */
  share: string[];
  lost: string;
  /** A report's first step and lesson: 6-letter codes, from 2,315 down to 37 (4.25 on average against the bot's 3.5), lost. */
  /** `formOf`: a first guess TRAINS, a form of the code TRAIN, 2315 codes down to 37. */
  report: { codesLeft: string; sentence: string; lesson: string; formOf: string };
  /** 4.25 codes on average, as the language writes it. */
  yours: string;
  /** League places: 1st of 3, and 2nd of 7 so far, in a league's line. */
  places: [string, string];
  /**
   * A league's page on Monday 2026-11-23: its day's heading, Ada's and Bo's results, the note, the
   * week's heading, the tables' columns, Bo's average.
   */
  league: { day: string; states: [string, string]; note: string; week: string; columns: string[]; average: string };
  /** "This word is wrong" on the result panel. */
  flag: FlagWords;
  /** The server's refusals in the language: a full league, a balance of -3, a past day to open (2026-11-22), hard mode's 3rd letter R. */
  refusals: [string, string, string, string];
}

/** The server's answer to one call (jsdom has no network: `fetch` is a double answering it). */
function serveOnce(status: number, body: unknown) {
  global.fetch = jest.fn(() =>
    Promise.resolve({ ok: false, status, headers: { get: () => null }, json: () => Promise.resolve(body) }),
  ) as unknown as typeof fetch;
}
const refusalOf = async (status: number, body: unknown) => {
  serveOnce(status, body);
  return request({ base: '/functions/v1' }, 'join-league', { method: 'POST', body: '{}' }).then(
    () => 'answered',
    (error: Error) => error.message,
  );
};

/** A league of two on Monday 2026-11-23, seen the next day: Ada won in 1 in hard mode, Bo is playing. */
const LEAGUE_DAY = {
  league: { id: 'l', name: 'Office', memberCount: 2, isOwner: true, inviteCode: 'c', language: 'es', you: 'a' },
  date: '2026-11-23',
  today: '2026-11-24',
  firstDate: '2026-11-20',
  soFar: false,
  everyoneFrom: null,
  played: 1,
  wordLength: 4,
  viewerFinished: true,
  members: [
    {
      memberId: 'a',
      displayName: 'Ada',
      isYou: true,
      isOwner: true,
      state: 'won',
      guessesUsed: 1,
      hardMode: true,
      lettersRevealed: 0,
      place: 1,
      dayOver: true,
      grid: [['correct', 'correct', 'correct', 'correct']],
    },
    {
      memberId: 'b',
      displayName: 'Bo',
      isYou: false,
      isOwner: false,
      state: 'playing',
      guessesUsed: 3,
      hardMode: false,
      lettersRevealed: 0,
      place: null,
      dayOver: false,
      grid: null,
    },
  ],
  week: {
    dates: ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'],
    rows: [{ memberId: 'a', displayName: 'Ada', place: 1, points: 6, totalGuesses: 1, days: [1], helped: [] }],
  },
  allTime: [{ memberId: 'b', displayName: 'Bo', played: 4, winPercent: 75, averageGuesses: 4.5, currentStreak: 2 }],
} as unknown as LeagueResponseFull;

export function describePageIn(language: LanguageCode, words: PageWords) {
  describe(`the ${language} page`, () => {
    beforeAll(async () => {
      expect(pageLanguage).toBe(language); // the file's address (its jest-environment-options)
      putCatalogue('shell', (await CATALOGUE_LOADERS.shell[language]()).default);
      putCatalogue('play', (await CATALOGUE_LOADERS.play[language]()).default);
      putCatalogue('leagues', (await CATALOGUE_LOADERS.leagues[language]()).default);
    });

    it("says the day's challenge and names every header button in its language", () => {
      const noop = () => undefined;
      render(
        <Router>
          <Header
            account={null}
            day={{ dayOfWeek: 1, wordLength: 4 }}
            onOpenInstructions={noop}
            onOpenStats={noop}
            onOpenSettings={noop}
            onOpenSignIn={noop}
          />
        </Router>,
      );
      expect(screen.getByTestId('challenge').textContent).toBe(`${words.challenge} · ${words.code}`);
      for (const name of words.buttons) expect(screen.getAllByRole('button', { name }).length).toBeGreaterThan(0);
    });

    it('labels its Enter key, and its board, in its language', () => {
      const noop = () => undefined;
      render(<Keyboard layout="qwerty" usedKeys={{}} disabled={false} onLetter={noop} onEnter={noop} onBackspace={noop} />);
      const keyboard = screen.getByTestId('keyboard');
      expect(keyboard.querySelector('[data-key=ENTER]')?.textContent).toBe(words.enterKey);
      render(<Board rows={emptyBoard(4)} wordLength={4} currentRow={0} isRestoring={false} revealingRow={null} rejections={0} />);
      expect(within(screen.getByRole('region')).getByRole('heading', { level: 2 }).textContent).toBe(words.board);
      expect(
        rowAnnouncement(1, [
          { letter: 'c', state: 'correct' },
          { letter: 'r', state: 'present' },
          { letter: 'a', state: 'absent' },
        ]),
      ).toBe(words.announcement);
    });

    it('shares a result with the English text’s structure, line for line, in its language', () => {
      const rows = [
        {
          submitted: true,
          tiles: [...'ABCD'].map((letter, i) => ({ letter, state: i === 0 ? ('correct' as const) : ('absent' as const) })),
        },
        { submitted: true, tiles: [...'ABCD'].map((letter) => ({ letter, state: 'correct' as const })) },
      ];
      const base = { dayOfWeek: 1, wordLength: 4, pageAddress: `https://cipherword.app/${language}/`, rows };
      expect(shareText({ ...base, state: 'won', guessesUsed: 2, hardMode: true }).split('\n')).toEqual(words.share);
      expect(shareText({ ...base, state: 'lost', guessesUsed: 6 }).split('\n')[1]).toBe(words.lost);
    });

    it('writes the decryption report in its language, its figures as the language writes them', () => {
      const step = {
        guess: 'ranted',
        before: 2315,
        after: 37,
        couldBeCode: true,
        expected: 4.25,
        bot: { guess: 'slaine', expected: 3.5 },
        left: [],
      };
      const report = {
        date: '2026-11-25',
        language,
        meanings: false,
        baseWordsOnly: true,
        wordLength: 6,
        hardMode: false,
        won: false,
        answer: 'shower',
        revealed: [],
        definition: null,
        guesses: [step],
        skill: 50,
        luck: 50,
        bot: { guesses: ['slaine', 'shower'], solvedIn: 2 },
        reportedAt: '2026-11-25T12:00:00.000Z',
      };
      const [first] = reportSteps(report);
      expect([first.codesLeft, first.sentence, first.yours]).toEqual([words.report.codesLeft, words.report.sentence, words.yours]);
      expect(reportLesson(report)).toBe(words.report.lesson);
      const aForm = { ...step, guess: 'trains', couldBeCode: false, notACode: { formOf: 'train' } };
      expect(reportSteps({ ...report, guesses: [aForm] })[0].sentence).toBe(words.report.formOf);
    });

    itFlagsTheCode(language, words.flag);

    it("says the server's refusals in its language, from their reason; an unknown reason in the server's words", async () => {
      const said = [
        await refusalOf(409, { error: 'This league is full: a league holds at most 50 members.', reason: 'league-full' }),
        await refusalOf(402, {
          error: 'Your balance is below zero after a refund (-3 credits).',
          reason: 'below-zero',
          params: { balance: -3 },
        }),
        await refusalOf(409, {
          error: 'Open 2026-11-22 from the archive first.',
          reason: 'open-archive-day-first',
          params: { date: '2026-11-22' },
        }),
        await refusalOf(400, { error: 'Hard mode: 3rd letter must be R', reason: 'hard-mode', params: { position: 3, letter: 'R' } }),
      ];
      expect(said).toEqual(words.refusals);
      // A reason this page does not know, or a name objects inherit, is said in the server's words.
      expect(await refusalOf(409, { error: 'Something new.', reason: 'a-reason-to-come' })).toBe('Something new.');
      expect(await refusalOf(409, { error: 'Not a reason.', reason: 'constructor' })).toBe('Not a reason.');
    });

    it("says a league place with the language's ordinals", () => {
      expect([
        placeOf({ place: 1, of: 3, soFar: false, everyoneFrom: null }),
        standingLine({ place: 2, of: 7, soFar: true, everyoneFrom: null }, 'Office'),
      ]).toEqual(words.places);
    });

    it("shows a league's day and tables in its language: dates, results, columns and figures", () => {
      render(
        <Router>
          <LeagueDay page={LEAGUE_DAY} onDate={() => undefined} />
          <LeagueTables page={LEAGUE_DAY} />
        </Router>,
      );
      const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
      expect(headings.slice(0, 2)).toEqual([words.league.day, words.league.week]);
      const results = screen.getAllByTestId('league-member').map((row) => row.querySelector('.league-state')?.textContent);
      expect(results).toEqual(words.league.states);
      expect(screen.getByTestId('league-day-note').textContent).toBe(words.league.note);
      expect(screen.getAllByRole('columnheader').map((column) => column.textContent)).toEqual(words.league.columns);
      expect(screen.getByRole('row', { name: /Bo/ }).querySelectorAll('td')[2].textContent).toBe(words.league.average);
    });
  });
}
