/**
 * The decryption report in words (docs/product.md, "The decryption report"): one step per guess,
 * each with one plain sentence, and the game's lesson in one line. Pure: the dialog shows it, the
 * tests read it.
 */
import type { GameReportResponse, ReportedGuessDto } from '@contracts/game-report';
import { locale } from '../i18n/intl';
import { texts } from '../i18n/texts';

export interface ReportStep {
  /** 1-based. */
  number: number;
  guess: string;
  /** "37 codes left", "1 code left: SHOWER", "Solved". */
  codesLeft: string;
  sentence: string;
  bot: { guess: string; expected: string };
  yours: string;
}

const upper = (word: string) => word.toUpperCase();
const t = () => texts('play').report;
/** Codes left on average, as a player of the page's language reads them: "4.2", "12", "0.5" ("4,2" in Spanish). */
export const average = (n: number) => n.toLocaleString(locale(), { maximumFractionDigits: 1 });
/** "A, B and C". */
const listed = (words: readonly string[]) =>
  words.length <= 1 ? words.map(upper).join('') : `${words.slice(0, -1).map(upper).join(', ')} ${t().and} ${upper(words.at(-1)!)}`;

function codesLeft(step: ReportedGuessDto, solved: boolean): string {
  return solved ? t().solved : t().left(step.after, step.left.map(upper).join(', '));
}

/** What a guess had to fit: the colours before it and the letters bought (counted from the first guess). */
function fitted(report: GameReportResponse, i: number): string {
  const n = report.revealed.length;
  if (n === 0) return t().colours;
  return i === 0 ? t().bought(n) : t().coloursAndBought(t().bought(n));
}

/**
 * Where the game started, for a game with bought letters, else null. The game keeps which letters
 * were bought, not when, so the report counts them from the first guess and says so:
 * "You bought A (letter 2). The report counts it from your first guess: 13 possible codes then."
 */
export function reportOpening(report: GameReportResponse): string | null {
  const n = report.revealed.length;
  if (n === 0) return null;
  const bought = report.revealed.map((r) => t().boughtLetter(upper(r.letter), r.position + 1));
  const list = n === 1 ? bought[0] : `${bought.slice(0, -1).join(', ')} ${t().and} ${bought.at(-1)}`;
  return t().opening(list, n, report.guesses[0]?.before);
}

function sentence(report: GameReportResponse, i: number): string {
  const step = report.guesses[i];
  const previous = i > 0 ? report.guesses[i - 1] : undefined;
  const word = upper(step.guess);
  const solved = report.won && i === report.guesses.length - 1;
  const onlyOneLeft = previous?.after === 1 && previous.left.length === 1 ? upper(previous.left[0]) : undefined;
  if (solved) {
    if (i === 0) return t().firstGuess(word);
    return onlyOneLeft ? t().onlyCodePlayed(word) : t().solvedIt(word);
  }
  if (onlyOneLeft) return t().onlyCodeLeft(onlyOneLeft);
  // The figures are beside the sentence (yours and the bot's): the sentence says what they mean.
  const narrowed = t().narrowed(step.before, step.after);
  // None of the codes at all: say that, not "it does not fit the colours" (a first guess has no colours yet).
  // A report stored before `notACode` was kept: a first guess with nothing bought could only miss that way.
  const notACode = step.notACode ?? (i === 0 && report.revealed.length === 0 && !step.couldBeCode ? {} : undefined);
  if (notACode?.formOf) return t().formOf(word, upper(notACode.formOf), narrowed);
  if (notACode) return t().notACode(word, report.baseWordsOnly === true, narrowed);
  if (!step.couldBeCode) return t().couldNotBe(word, fitted(report, i), narrowed);
  if (step.expected <= step.bot.expected + 0.05) return t().asGood(narrowed);
  return t().botFurther(narrowed, upper(step.bot.guess));
}

export function reportSteps(report: GameReportResponse): ReportStep[] {
  return report.guesses.map((step, i) => ({
    number: i + 1,
    guess: step.guess,
    codesLeft: codesLeft(step, report.won && i === report.guesses.length - 1),
    sentence: sentence(report, i),
    bot: { guess: step.bot.guess, expected: average(step.bot.expected) },
    yours: average(step.expected),
  }));
}

/** The one thing to take away from the game, in one sentence. */
export function reportLesson(report: GameReportResponse): string {
  const { guesses, bot } = report;
  const used = guesses.length;
  // A code that was the only one left, yet other words were played before it.
  const alone = guesses.findIndex((step, i) => step.after === 1 && step.left.length === 1 && i < used - 1);
  if (alone >= 0 && (alone < used - 2 || !report.won)) {
    const wasted = guesses.slice(alone + 1, report.won ? used - 1 : used).map((step) => step.guess);
    const code = upper(guesses[alone].left[0]);
    return t().wasted(code, alone + 1, listed(wasted), wasted.length);
  }
  if (!report.won) return t().notSolved(guesses.at(-1)?.after ?? 0, used, bot.solvedIn);
  const bought = report.revealed.length;
  // The bot plays without help: a helped win is compared as one, never as beating it.
  if (bought > 0 && used <= bot.solvedIn) return t().helpedWin(used, bought, bot.solvedIn);
  if (used <= bot.solvedIn) return t().againstBot(used, bot.solvedIn);
  // Where the bot's choice would have narrowed the codes most beyond the player's.
  const gaps = guesses.map((step) => step.expected - step.bot.expected);
  const worst = gaps.indexOf(Math.max(...gaps));
  const step = guesses[worst];
  return t().behindBot(
    used,
    bot.solvedIn,
    worst + 1,
    upper(step.bot.guess),
    average(step.bot.expected),
    average(step.expected),
    upper(step.guess),
  );
}
