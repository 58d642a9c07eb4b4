/**
 * The decryption report's computation (lambdas/domain/report.ts), in this process: for each code
 * length, the hardest finished games (six guesses, lost, in normal and in hard mode), timed cold
 * (the first report of a fresh container also makes the word data ready) and warm.
 */
import { evaluateGuess } from '../../lambdas/domain/evaluation';
import { hardModeProblem } from '../../lambdas/domain/hard-mode';
import { decryptionReport } from '../../lambdas/domain/report';
import { MAX_WORD_LENGTH, MIN_WORD_LENGTH } from '../../lambdas/domain/rules';
import { reportWords } from '../../lambdas/words/report-words';
import { wordList } from '../../lambdas/words/word-lists';
import { median, table } from '../stats';

const GAMES_PER_LENGTH = 15;

/** A lost game of `answer`: six valid guesses, the hard-mode ones keeping every hint, each chosen to leave many codes. */
function hardGame(answer: string, hardMode: boolean, seed: number): string[] {
  const played: string[] = [];
  // The player may guess any valid word (the bot plays only the answer lists' words).
  const pool = wordList(answer.length).valid;
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

export function measureReportCompute(): string {
  const rows: string[][] = [];
  for (let length = MIN_WORD_LENGTH; length <= MAX_WORD_LENGTH; length++) {
    const coldStarted = performance.now();
    const words = reportWords(length);
    const codes = words.candidates.words;
    decryptionReport({ answer: codes[0], guesses: hardGame(codes[0], false, 0), hardMode: false, revealed: [] }, words);
    const cold = performance.now() - coldStarted;
    for (const hardMode of [false, true]) {
      const times: number[] = [];
      let guesses = 0;
      for (let n = 1; n <= GAMES_PER_LENGTH; n++) {
        const answer = codes[(n * 131) % codes.length];
        const game = hardGame(answer, hardMode, n);
        guesses += game.length;
        const started = performance.now();
        decryptionReport({ answer, guesses: game, hardMode, revealed: [] }, words);
        times.push(performance.now() - started);
      }
      rows.push([
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

For each length, ${GAMES_PER_LENGTH} lost games per mode: six valid guesses spread over the whole
valid-guess list (in hard mode each keeping the hints so far), so each guess leaves many codes and the
bot has the most to weigh. Timed in one process; "first report" includes making that length's word
data ready (a fresh container's first report). Target: at most 300 ms, median and worst.

${table(['length', 'mode', 'guesses', 'median', 'worst', 'first report (cold)'], rows)}`;
}
