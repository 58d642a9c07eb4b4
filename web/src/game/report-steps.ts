/**
 * The decryption report in words (docs/product.md, "The decryption report"): one step per guess,
 * each with one plain sentence, and the game's lesson in one line. Pure: the dialog shows it, the
 * tests read it.
 */
import type { GameReportResponse, ReportedGuessDto } from '@contracts/game-report';

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
/** Codes left on average, as a player reads them: "4.2", "12", "0.5". */
export const average = (n: number) => n.toLocaleString('en', { maximumFractionDigits: 1 });
const codes = (n: number) => `${n} ${n === 1 ? 'code' : 'codes'}`;
const listed = (words: readonly string[]) =>
  words.length <= 1 ? words.map(upper).join('') : `${words.slice(0, -1).map(upper).join(', ')} and ${upper(words.at(-1)!)}`;

function codesLeft(step: ReportedGuessDto, solved: boolean): string {
  if (solved) return 'Solved';
  return `${codes(step.after)} left${step.left.length > 0 ? `: ${step.left.map(upper).join(', ')}` : ''}`;
}

const letters = (n: number) => (n === 1 ? 'letter' : 'letters');

/** What a guess had to fit: the colours before it and the letters bought (counted from the first guess). */
function fitted(report: GameReportResponse, i: number): string {
  const n = report.revealed.length;
  if (n === 0) return 'the colours so far';
  const bought = n === 1 ? 'the letter you bought' : `the ${n} letters you bought`;
  return i === 0 ? bought : `the colours so far and ${bought}`;
}

/**
 * Where the game started, for a game with bought letters, else null. The game keeps which letters
 * were bought, not when, so the report counts them from the first guess and says so:
 * "You bought A (letter 2). The report counts it from your first guess: 13 possible codes then."
 */
export function reportOpening(report: GameReportResponse): string | null {
  const n = report.revealed.length;
  if (n === 0) return null;
  const bought = report.revealed.map((r) => `${upper(r.letter)} (letter ${r.position + 1})`);
  const list = n === 1 ? bought[0] : `${bought.slice(0, -1).join(', ')} and ${bought.at(-1)}`;
  const before = report.guesses[0]?.before;
  const then = before === undefined ? '' : `: ${before} possible ${before === 1 ? 'code' : 'codes'} then`;
  return `You bought ${list}. The report counts ${n === 1 ? 'it' : 'them'} from your first guess${then}.`;
}

function sentence(report: GameReportResponse, i: number): string {
  const step = report.guesses[i];
  const previous = i > 0 ? report.guesses[i - 1] : undefined;
  const word = upper(step.guess);
  const solved = report.won && i === report.guesses.length - 1;
  const onlyOneLeft = previous?.after === 1 && previous.left.length === 1 ? upper(previous.left[0]) : undefined;
  if (solved) {
    if (i === 0) return `${word} at the first guess: solved.`;
    return onlyOneLeft ? `${word} was the only code left, and you played it.` : `${word} solved it.`;
  }
  if (onlyOneLeft) return `Only ${onlyOneLeft} was left: playing it would have solved the code.`;
  // The figures are beside the sentence (yours and the bot's): the sentence says what they mean.
  const narrowed = `${step.before} possible codes down to ${step.after}`;
  if (!step.couldBeCode) return `${word} could not be the code (it does not fit ${fitted(report, i)}): ${narrowed}.`;
  if (step.expected <= step.bot.expected + 0.05) return `As good as the bot's choice: ${narrowed}.`;
  return `${narrowed}; the bot's ${upper(step.bot.guess)} would narrow them further on average.`;
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
    return `Only ${code} was left after guess ${alone + 1}, yet ${listed(wasted)} ${wasted.length === 1 ? 'was' : 'were'} played.`;
  }
  if (!report.won) {
    const last = guesses.at(-1);
    const still = `${codes(last?.after ?? 0)} ${last?.after === 1 ? 'was' : 'were'} still possible`;
    return `Not solved: ${still} after guess ${used}; the bot solved it in ${bot.solvedIn}.`;
  }
  const bought = report.revealed.length;
  // The bot plays without help: a helped win is compared as one, never as beating it.
  if (bought > 0 && used <= bot.solvedIn)
    return `Solved in ${used} with ${bought} bought ${letters(bought)}; the bot, with none, in ${bot.solvedIn}.`;
  if (used <= bot.solvedIn)
    return `Solved in ${used}, the bot in ${bot.solvedIn}: ${used < bot.solvedIn ? 'better than' : 'as well as'} the bot.`;
  // Where the bot's choice would have narrowed the codes most beyond the player's.
  const gaps = guesses.map((step) => step.expected - step.bot.expected);
  const worst = gaps.indexOf(Math.max(...gaps));
  const step = guesses[worst];
  return (
    `Solved in ${used}, the bot in ${bot.solvedIn}: at guess ${worst + 1}, its ${upper(step.bot.guess)} would have left ` +
    `${average(step.bot.expected)} codes on average, against ${average(step.expected)} for ${upper(step.guess)}.`
  );
}
