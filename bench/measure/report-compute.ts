/**
 * The decryption report's computation (lambdas/domain/report.ts), in this process: for each language
 * and code length, the hardest finished games (six guesses, lost, in normal and in hard mode), timed
 * cold (the first report of a fresh container also makes the word data ready) and warm; and how long
 * a container takes to load each language's word lists (what a guess's first check waits for).
 */
import { evaluateGuess } from '../../lambdas/domain/evaluation';
import { hardModeProblem } from '../../lambdas/domain/hard-mode';
import { decryptionReport } from '../../lambdas/domain/report';
import { LANGUAGE_CODES, type LanguageCode } from '../../lambdas/domain/languages';
import { WORD_LENGTHS } from '../../lambdas/domain/rules';
import { reportWords } from '../../lambdas/words/report-words';
import { wordList } from '../../lambdas/words/word-lists';
import { median, table } from '../stats';

const GAMES_PER_LENGTH = 15;

/** A lost game of `answer`: six valid guesses, the hard-mode ones keeping every hint, each chosen to leave many codes. */
function hardGame(answer: string, hardMode: boolean, seed: number, language: LanguageCode): string[] {
  const played: string[] = [];
  // The player may guess any valid word (the bot plays only the answer lists' words).
  const pool = wordList(answer.length, language).valid;
  for (let i = seed * 7919; played.length < 6; i += 104_729) {
    const word = pool[i % pool.length];
    if (word === answer || played.includes(word)) continue;
    const rows = played.map((guess) => evaluateGuess(guess, answer));
    if (hardMode && hardModeProblem(word, rows, []) !== undefined) {
      if (i > seed * 7919 + 104_729 * 50_000) break; // hints too tight for a random word: keep what fits
      continue;
    }
    played.push(word);
  }
  return played;
}

/** Each language's lists, loaded once per length as a container does on its first guess of that length. */
function wordListLoads(): string[][] {
  return LANGUAGE_CODES.flatMap((language) =>
    WORD_LENGTHS.map((length) => {
      const started = performance.now();
      const list = wordList(length, language);
      list.isValid(list.valid[0]);
      const ms = performance.now() - started;
      return [language, String(length), list.valid.length.toLocaleString('en'), String(list.answers.length), `${ms.toFixed(1)} ms`];
    }),
  );
}

export function measureReportCompute(): string {
  const loads = wordListLoads();
  const rows: string[][] = [];
  for (const language of LANGUAGE_CODES)
    for (const length of WORD_LENGTHS) {
      const coldStarted = performance.now();
      const words = reportWords(length, language);
      const codes = words.candidates.words;
      decryptionReport({ answer: codes[0], guesses: hardGame(codes[0], false, 0, language), hardMode: false, revealed: [] }, words);
      const cold = performance.now() - coldStarted;
      for (const hardMode of [false, true]) {
        const times: number[] = [];
        let guesses = 0;
        for (let n = 1; n <= GAMES_PER_LENGTH; n++) {
          const answer = codes[(n * 131) % codes.length];
          const game = hardGame(answer, hardMode, n, language);
          guesses += game.length;
          const started = performance.now();
          decryptionReport({ answer, guesses: game, hardMode, revealed: [] }, words);
          times.push(performance.now() - started);
        }
        rows.push([
          language,
          String(length),
          hardMode ? 'hard' : 'normal',
          (guesses / GAMES_PER_LENGTH).toFixed(1),
          `${median(times).toFixed(1)} ms`,
          `${Math.max(...times).toFixed(1)} ms`,
          hardMode ? '' : `${cold.toFixed(0)} ms`,
        ]);
      }
    }
  return `## The decryption report: computed per game

For each language and length, ${GAMES_PER_LENGTH} lost games per mode: six valid guesses spread over
the whole valid-guess list (in hard mode each keeping the hints so far), so each guess leaves many codes
and the bot has the most to weigh. Timed in one process; "first report" includes making that length's
report data ready (a fresh container's first report; the lists themselves were loaded before, below).
Target: at most 300 ms, median and worst.

${table(['language', 'length', 'mode', 'guesses', 'median', 'worst', 'first report (cold)'], rows)}

Loading a language's lists for one length (read, split, a set of the valid guesses, the answers
folded): what the first guess of that length in a fresh container waits for, once.

${table(['language', 'length', 'valid guesses', 'answers', 'load'], loads)}`;
}
