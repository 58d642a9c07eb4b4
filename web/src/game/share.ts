/**
 * A game in words and squares: the shared text, its grid, the report's line, how a helped game is
 * marked, and what a sign-in did with this device's game. Needed only once a game is over (the result
 * panel, statistics, leagues) or right after a sign-in, so none of it is in the initial JavaScript.
 * Pure functions, tested in test/web.
 */
import { MAX_GUESSES, PRODUCT_NAME } from '@contracts/constants';
import { weekdayName } from '../i18n/intl';
import { texts } from '../i18n/texts';
import type { GameState, Row } from './model';

const SQUARES = { correct: '🟩', present: '🟨', absent: '⬛' } as const;
const HIGH_CONTRAST_SQUARES = { correct: '🟧', present: '🟦', absent: '⬛' } as const;

/** One line of squares per played row, no letters (high contrast: orange and blue squares). */
export function resultGrid(rows: readonly Row[], highContrast = false): string[] {
  const squares = highContrast ? HIGH_CONTRAST_SQUARES : SQUARES;
  return rows
    .filter((row) => row.submitted)
    .map((row) =>
      row.tiles.map((tile) => (tile.state === 'correct' || tile.state === 'present' ? squares[tile.state] : squares.absent)).join(''),
    );
}

/**
 * The text shared or copied (product.md §6): the product, weekday and length; the result (a hard
 * mode game marked with *); one line of squares per guess; the page's address.
 */
export function shareText(opts: {
  dayOfWeek: number;
  wordLength: number;
  state: GameState;
  guessesUsed: number;
  pageAddress: string;
  rows?: readonly Row[];
  hardMode?: boolean;
  highContrast?: boolean;
  /** A past day's code (from the archive): its date goes in the title line. */
  date?: string;
  /** Letters revealed by helpers: a helped game says so, as a hard-mode one shows its '*'. */
  lettersRevealed?: number;
}): string {
  const t = texts('play').share;
  const mark = opts.hardMode ? '*' : '';
  const helped = opts.lettersRevealed ? ` · ${lettersRevealedText(opts.lettersRevealed)}` : '';
  const result = (opts.state === 'won' ? t.solved(opts.guessesUsed, MAX_GUESSES) : t.notSolved) + mark + helped;
  const grid = opts.rows ? resultGrid(opts.rows, opts.highContrast) : [];
  return [t.title(PRODUCT_NAME, weekdayName(opts.dayOfWeek), opts.wordLength, opts.date), result, ...grid, t.playAt(opts.pageAddress)].join(
    '\n',
  );
}

/** "1 letter revealed", "2 letters revealed": how a helped game is marked everywhere. */
export const lettersRevealedText = (n: number) => texts('play').lettersRevealed(n);

/** The report's line under the share text ("Copy report"): skill, luck, and the bot's guesses for the same code. */
export const reportLine = (report: { skill: number; luck: number; bot: { solvedIn: number } }) =>
  texts('play').share.reportLine(report.skill, report.luck, report.bot.solvedIn);

/** How far a game went, in a few words: "solved in 3", "not solved", "2 guesses in". */
export const howFar = (status: GameState, guessesUsed: number) => texts('play').howFar(status, guessesUsed);

/** What a sign-in did with the game this device had played today (docs/product.md, "Signing in and out"). */
export const deviceGameNotice = (device: { joined: boolean; status: GameState; guessesUsed: number }) =>
  texts('play').deviceGame(device.joined, howFar(device.status, device.guessesUsed));
