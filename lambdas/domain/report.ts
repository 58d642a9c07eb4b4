/**
 * The decryption report of a finished game (docs/product.md, "The decryption report"): for each
 * guess, the candidate codes before and after it, whether it could have been the code, what it
 * left on average beside the bot's choice; the bot's own game of the code; skill and luck, 0-99.
 */
import { MAX_GUESSES } from './rules';
import {
  botChoice,
  everyCandidate,
  expectedLeft,
  hardModeTest,
  lettersOf,
  patternOf,
  solvedPattern,
  type Clue,
  type Lexicon,
} from './solver';

export interface ReportWords {
  /** Every word that can be a day's code at this length: the answers less the withheld words. */
  candidates: Lexicon;
  /** The words the bot may play: words a player knows (the answer lists), never an obscure valid guess. */
  guesses: Lexicon;
  /** The bot's opening guess for this length, computed ahead of time (`npm run words`). */
  opener: string;
  /** The code a word is a form of ("train" for "trains"), when the day's codes are base words only; absent when they may be forms. */
  formOf?: (word: string) => string | undefined;
}

export interface ReportedGuess {
  guess: string;
  /** Candidate codes possible before this guess, and after its colours (none once solved). */
  before: number;
  after: number;
  /** Could this guess itself still have been the code? */
  couldBeCode: boolean;
  /** Present when the guess is none of the codes at all, whatever the colours: `formOf`, the code it is a form of (words.formOf). */
  notACode?: { formOf?: string };
  /** Codes this guess leaves on average. */
  expected: number;
  /** The bot's choice at this point, and what it leaves on average. */
  bot: { guess: string; expected: number };
  /** The codes left after it when there are at most LEFT_NAMED (the report names them: "Only SHOWER was left"). */
  left: string[];
}

/** Up to this many codes left are named in the report. */
export const LEFT_NAMED = 3;

export interface DecryptionReport {
  guesses: ReportedGuess[];
  /** 0-99: how close the guesses after the first came to the bot's, in codes left on average. */
  skill: number;
  /** 0-99: how far the colours left fewer codes than each guess leaves on average (50: as expected). */
  luck: number;
  /** The bot's own game of this code from its opener, by the same mode's rules. */
  bot: { guesses: string[]; solvedIn: number };
}

/**
 * Remembers a computed value by key (a caller's cache), or just computes it. The bot's choices depend
 * only on the clues it was given and its own game only on the code: every player of a day shares them.
 */
export type Memo = <T>(key: string, compute: () => T) => T;
const noMemo: Memo = (_, compute) => compute();

const cluesKey = (hardMode: boolean, revealed: FinishedGame['revealed'], clues: readonly Clue[], length: number) =>
  [
    length,
    hardMode ? 'hard' : 'normal',
    revealed.map((r) => `${r.position}${r.letter.toLowerCase()}`).join(''),
    ...clues.map((c) => `${c.guess}:${c.pattern}`),
  ].join('|');

export interface FinishedGame {
  answer: string;
  guesses: readonly string[];
  hardMode: boolean;
  /** Letters a helper revealed: known from the first guess (the game keeps which, not when). */
  revealed: readonly { position: number; letter: string }[];
}

/**
 * A guess's part of skill: how much of the bot's reduction of the codes it achieved,
 * (before − expected) / (before − bot's expected), within 0-1 (1 where nothing could be reduced).
 */
export const guessSkill = (g: Pick<ReportedGuess, 'before' | 'expected' | 'bot'>) =>
  g.before <= g.bot.expected ? 1 : Math.min(1, Math.max(0, (g.before - g.expected) / (g.before - g.bot.expected)));

/**
 * A guess's part of luck: 1/2 + (expected − after) / (2 (expected + after)): 1 when the colours left
 * none (the code found early), 1/2 when they left the average, towards 0 when they left far more.
 * A guess that could leave nothing but did (the last code) is neither lucky nor not: 1/2.
 */
export const guessLuck = (g: Pick<ReportedGuess, 'after' | 'expected'>) =>
  g.expected + g.after === 0 ? 0.5 : 0.5 + (g.expected - g.after) / (2 * (g.expected + g.after));

const toScore = (parts: number[]) => Math.round(99 * (parts.reduce((sum, part) => sum + part, 0) / parts.length));

/** Skill: the mean of the guesses' parts after the opening guess, as 0-99 (99 when the opener won). */
export const skillOf = (guesses: readonly ReportedGuess[]) => (guesses.length <= 1 ? 99 : toScore(guesses.slice(1).map(guessSkill)));

/** Luck: the mean of every guess's part, as 0-99. */
export const luckOf = (guesses: readonly ReportedGuess[]) => (guesses.length === 0 ? 50 : toScore(guesses.map(guessLuck)));

const revealedFit = (revealed: FinishedGame['revealed'], words: Lexicon) => {
  const fixed = revealed.map(({ position, letter }) => ({ position, code: letter.toLowerCase().charCodeAt(0) - 97 }));
  return (i: number) => fixed.every(({ position, code }) => words.letters[i][position] === code);
};

/** The bot's game of `answer`: its opener, then its choice each time, by hard-mode rules if asked. */
export function botGame(answer: string, words: ReportWords, hardMode: boolean, memo: Memo = noMemo): DecryptionReport['bot'] {
  return memo(`bot|${answer}|${hardMode ? 'hard' : 'normal'}`, () => playBotGame(answer, words, hardMode, memo));
}

function playBotGame(answer: string, words: ReportWords, hardMode: boolean, memo: Memo): DecryptionReport['bot'] {
  const { candidates, guesses: pool } = words;
  const code = lettersOf(answer);
  const solved = solvedPattern(candidates.length);
  const played: string[] = [];
  const clues: Clue[] = [];
  let among = everyCandidate(candidates);
  // A code outside the candidates (a word withheld later) is still solved: the bot's last resort guesses it.
  for (let turn = 0; turn < 2 * MAX_GUESSES; turn++) {
    const guess =
      turn === 0
        ? words.opener
        : among.length > 0
          ? memo(cluesKey(hardMode, [], clues, candidates.length), () =>
              botChoice(pool, candidates, among, hardMode ? hardModeTest(candidates.length, clues, []) : undefined),
            ).guess
          : answer;
    const pattern = patternOf(lettersOf(guess), code);
    played.push(guess);
    if (pattern === solved) break;
    clues.push({ guess, pattern });
    const g = lettersOf(guess);
    among = among.filter((i) => patternOf(g, candidates.letters[i]) === pattern);
  }
  return { guesses: played, solvedIn: played.length };
}

export function decryptionReport(game: FinishedGame, words: ReportWords, memo: Memo = noMemo): DecryptionReport {
  const { candidates, guesses: pool } = words;
  const code = lettersOf(game.answer);
  const solved = solvedPattern(candidates.length);
  const fitsRevealed = revealedFit(game.revealed, candidates);
  let among = everyCandidate(candidates).filter(fitsRevealed);
  const clues: Clue[] = [];
  const reported: ReportedGuess[] = [];
  const opening = game.revealed.length === 0;
  for (const guess of game.guesses) {
    const letters = lettersOf(guess);
    const before = among.length;
    const couldBeCode = among.some((i) => candidates.words[i] === guess);
    const isACode = couldBeCode || candidates.words.includes(guess);
    const formOf = isACode ? undefined : words.formOf?.(guess);
    const expected = expectedLeft(letters, candidates, among);
    const allowed = game.hardMode ? hardModeTest(candidates.length, clues, game.revealed) : undefined;
    const bot =
      reported.length === 0 && opening
        ? { guess: words.opener, expected: expectedLeft(lettersOf(words.opener), candidates, among) }
        : before > 0
          ? memo(cluesKey(game.hardMode, game.revealed, clues, candidates.length), () => botChoice(pool, candidates, among, allowed))
          : { guess: game.answer, expected: 0 };
    const pattern = patternOf(letters, code);
    among = pattern === solved ? [] : among.filter((i) => patternOf(letters, candidates.letters[i]) === pattern);
    const left = among.length <= LEFT_NAMED ? among.map((i) => candidates.words[i]) : [];
    reported.push({
      guess,
      before,
      after: among.length,
      couldBeCode,
      ...(isACode ? {} : { notACode: formOf ? { formOf } : {} }),
      expected,
      bot,
      left,
    });
    clues.push({ guess, pattern });
  }
  return {
    guesses: reported,
    skill: skillOf(reported),
    luck: luckOf(reported),
    bot: botGame(game.answer, words, game.hardMode, memo),
  };
}
