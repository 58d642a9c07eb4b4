/**
 * The decryption report's solver and scores, on hand-made word lists worked out on paper (the
 * comments show the working), and the bot on the real word lists: it never breaks a hard-mode hint,
 * and its committed openers are what it computes.
 */
import { evaluateGuess } from '../../lambdas/domain/evaluation';
import { hardModeProblem } from '../../lambdas/domain/hard-mode';
import { decryptionReport, guessLuck, guessSkill, luckOf, skillOf, type ReportWords } from '../../lambdas/domain/report';
import { LANGUAGE_CODES } from '../../lambdas/domain/languages';
import { MAX_WORD_LENGTH, MIN_WORD_LENGTH } from '../../lambdas/domain/rules';
import {
  botChoice,
  everyCandidate,
  expectedLeftOf,
  hardModeTest,
  lettersOf,
  lexicon,
  patternOf,
  remainingAfter,
} from '../../lambdas/domain/solver';
import { reportLexicons, reportWords } from '../../lambdas/words/report-words';

// Four candidate codes; one more valid guess, BCH, which is not a code.
const candidates = lexicon(['cat', 'bat', 'hat', 'tab']);
const guesses = lexicon(['bat', 'bch', 'cat', 'hat', 'tab']);
const small: ReportWords = { candidates, guesses, opener: 'bch' };
const all = everyCandidate(candidates);
/** Base-3 colours, first letter first: 0 absent, 1 present, 2 correct. */
const colours = (digits: string) => parseInt(digits, 3);

describe('remaining codes and the bot, on a hand-made list', () => {
  it('scores colours as the game does, as one number', () => {
    expect(patternOf(lettersOf('tab'), lettersOf('hat'))).toBe(colours('120')); // T elsewhere, A in place, B absent
    expect(patternOf(lettersOf('cat'), lettersOf('bat'))).toBe(colours('022'));
    expect(patternOf(lettersOf('bat'), lettersOf('tab'))).toBe(colours('121'));
    // The same as the game's own scoring, duplicates included.
    for (const [guess, code] of [
      ['speed', 'abide'],
      ['eerie', 'geese'],
      ['llama', 'hello'],
    ]) {
      const digits = evaluateGuess(guess, code)
        .map((tile) => ({ correct: 2, present: 1, absent: 0 })[tile.state as 'correct' | 'present' | 'absent'])
        .join('');
      expect(patternOf(lettersOf(guess), lettersOf(code))).toBe(colours(digits));
    }
  });

  it('counts the codes left after a guess given its colours', () => {
    // TAB against CAT, BAT, HAT: 120, 121, 120: after 120, CAT and HAT remain.
    expect(remainingAfter(candidates, all, 'tab', colours('120')).map((i) => candidates.words[i])).toEqual(['cat', 'hat']);
    expect(remainingAfter(candidates, all, 'tab', colours('222')).map((i) => candidates.words[i])).toEqual(['tab']);
  });

  it('counts the codes a guess leaves on average: squared group sizes over the total, the code itself leaving none', () => {
    // CAT: solved (0), {BAT, HAT} (022), {TAB} (021): (2² + 1²) / 4 = 1.25.
    expect(expectedLeftOf('cat', candidates, all)).toBe(1.25);
    // BCH: CAT 010, BAT 200, HAT 001, TAB 100: four groups of one: 4 / 4 = 1.
    expect(expectedLeftOf('bch', candidates, all)).toBe(1);
  });

  it('picks the guess that leaves the fewest codes on average, even one that cannot be the code', () => {
    expect(botChoice(guesses, candidates, all)).toEqual({ guess: 'bch', expected: 1 });
  });

  it('picks a code when one is best, and the first of equals', () => {
    // Among CAT and HAT, guessing either may solve; the first listed is taken: 1 / 2 left on average.
    expect(botChoice(guesses, candidates, [0, 2])).toEqual({ guess: 'cat', expected: 0.5 });
    // Among BAT, HAT, TAB: BAT leaves {HAT} 022 and {TAB} 121: 2 / 3; no guess does better.
    expect(botChoice(guesses, candidates, [1, 2, 3])).toEqual({ guess: 'bat', expected: 2 / 3 });
  });

  it('in hard mode, picks only among guesses that keep the hints', () => {
    // After CAT scored 022 (A and T in place), BCH breaks the hint: the bot keeps to ?AT words.
    const choice = botChoice(guesses, candidates, [1, 2], (word) => word[1] === 0 && word[2] === 19);
    expect(choice.guess).toBe('bat');
  });
});

describe('skill and luck, worked by hand', () => {
  it('a game won in two: TAB, then HAT', () => {
    const report = decryptionReport({ answer: 'hat', guesses: ['tab', 'hat'], hardMode: false, revealed: [] }, small);
    expect(report.guesses).toEqual([
      // 4 codes; TAB leaves 1.25 on average; the bot opens BCH (1); TAB got 120: CAT and HAT remain.
      { guess: 'tab', before: 4, after: 2, couldBeCode: true, expected: 1.25, bot: { guess: 'bch', expected: 1 }, left: ['cat', 'hat'] },
      // 2 codes; HAT leaves CAT (1 in 2) or none: 0.5; the bot would guess CAT (0.5); solved: none left.
      { guess: 'hat', before: 2, after: 0, couldBeCode: true, expected: 0.5, bot: { guess: 'cat', expected: 0.5 }, left: [] },
    ]);
    // Skill counts the second guess only: (2 − 0.5) / (2 − 0.5) = 1, so 99.
    expect(report.skill).toBe(99);
    // Luck: TAB ½ + (1.25 − 2) / (2 × 3.25) = 0.3846; HAT ½ + (0.5 − 0) / (2 × 0.5) = 1; mean 0.6923 × 99 = 68.5 → 69.
    expect(report.luck).toBe(69);
    // The bot: BCH scores 001 on HAT, which leaves HAT alone: solved in 2.
    expect(report.bot).toEqual({ guesses: ['bch', 'hat'], solvedIn: 2 });
  });

  it('a game won in three, wasting the second guess: CAT, BAT, TAB', () => {
    const report = decryptionReport({ answer: 'tab', guesses: ['cat', 'bat', 'tab'], hardMode: false, revealed: [] }, small);
    expect(report.guesses.map(({ before, after, couldBeCode, expected }) => ({ before, after, couldBeCode, expected }))).toEqual([
      { before: 4, after: 1, couldBeCode: true, expected: 1.25 }, // CAT scored 021: only TAB
      { before: 1, after: 1, couldBeCode: false, expected: 1 }, // BAT cannot be TAB, and learns nothing
      { before: 1, after: 0, couldBeCode: true, expected: 0 },
    ]);
    expect(report.guesses[1].bot).toEqual({ guess: 'tab', expected: 0 });
    // Skill: BAT (1 − 1) / (1 − 0) = 0, TAB (1 − 0) / (1 − 0) = 1: mean ½ × 99 = 49.5 → 50.
    expect(report.skill).toBe(50);
    // Luck: CAT ½ + (1.25 − 1) / (2 × 2.25) = 0.5556, BAT ½ (as expected), TAB ½ (nothing left to chance): 0.5185 × 99 → 51.
    expect(report.luck).toBe(51);
  });

  it('a letter revealed by a helper is known from the first guess', () => {
    // The 1st letter revealed as H: only HAT was possible before any guess.
    const report = decryptionReport({ answer: 'hat', guesses: ['hat'], hardMode: false, revealed: [{ position: 0, letter: 'H' }] }, small);
    expect(report.guesses[0]).toMatchObject({ before: 1, after: 0, couldBeCode: true, bot: { guess: 'hat', expected: 0 } });
  });

  it('keeps both within 0-99 at the extremes', () => {
    const perfect = { before: 10, after: 0, expected: 1, bot: { guess: 'x', expected: 1 } };
    const awful = { before: 10, after: 10, expected: 10, bot: { guess: 'x', expected: 1 } };
    expect([guessSkill(perfect), guessSkill(awful), guessLuck(perfect), guessLuck(awful)]).toEqual([1, 0, 1, 1 / 2]);
    expect(guessLuck({ after: 1000, expected: 0.001 })).toBeGreaterThanOrEqual(0);
    expect(guessSkill({ before: 1, expected: 5, bot: { guess: 'x', expected: 0 } })).toBe(0);
    const many = (n: number, g: typeof perfect) => Array.from({ length: n }, () => ({ ...g, guess: 'x', couldBeCode: true, left: [] }));
    expect([skillOf(many(6, perfect)), skillOf(many(6, awful)), luckOf(many(6, perfect))]).toEqual([99, 0, 99]);
    expect(skillOf(many(1, awful))).toBe(99); // won with the opener: no guess to count
  });
});

describe('the bot on the real word lists', () => {
  it.each(LANGUAGE_CODES)(
    '%s: opens with the committed opener of each length: the best first guess it computes',
    (language) => {
      for (let length = MIN_WORD_LENGTH; length <= MAX_WORD_LENGTH; length++) {
        const { candidates: codes, guesses: valid } = reportLexicons(length, language);
        expect([length, reportWords(length, language).opener]).toEqual([length, botChoice(valid, codes, everyCandidate(codes)).guess]);
      }
    },
    120_000,
  ); // every valid guess against every code, seven times: seconds on a busy machine

  it('scores Spanish codes as the game does, Ñ a letter of its own (never taken for another in a letter set)', () => {
    const { candidates: codes } = reportLexicons(5, 'es');
    const words = codes.words.filter((word) => /[ñq]/.test(word)).slice(0, 40);
    expect(words.filter((word) => word.includes('ñ')).length).toBeGreaterThan(5);
    for (const guess of words)
      for (const code of words) {
        const digits = evaluateGuess(guess, code)
          .map((tile) => ({ correct: 2, present: 1, absent: 0 })[tile.state as 'correct' | 'present' | 'absent'])
          .join('');
        expect([guess, code, patternOf(lettersOf(guess), lettersOf(code))]).toEqual([guess, code, colours(digits)]);
      }
    // After a guess with Ñ, only codes that agree on it remain.
    const guess = words.find((word) => word.includes('ñ'))!;
    const seen = patternOf(lettersOf(guess), lettersOf(guess));
    expect(remainingAfter(codes, everyCandidate(codes), guess, seen).map((i) => codes.words[i])).toEqual([guess]);
  });

  it('finds the same guess as trying every guess in full (its shortcuts and its starting bound never change the choice)', () => {
    for (let length = MIN_WORD_LENGTH; length <= MAX_WORD_LENGTH; length++) {
      const { candidates: codes, guesses: valid } = reportLexicons(length);
      for (let k = 0; k < 6; k++) {
        const code = codes.letters[(k * 211 + length) % codes.words.length];
        const opening = valid.words[(k * 1009 + 7 * length) % valid.words.length];
        const seen = patternOf(lettersOf(opening), code);
        const among = everyCandidate(codes).filter((i) => patternOf(lettersOf(opening), codes.letters[i]) === seen);
        if (among.length <= 2) continue;
        // Every other case in hard mode: only guesses that keep the opening's hints.
        const hard = k % 2 === 1;
        const allowed = hard ? hardModeTest(length, [{ guess: opening, pattern: seen }], []) : () => true;
        // In full: every allowed guess's average, the least; ties to a possible code, then to the first listed.
        const possible = new Set(among.map((i) => codes.words[i]));
        const tried = [...among.map((i) => codes.words[i]), ...valid.words.filter((w) => !possible.has(w))]
          .filter((guess) => allowed(lettersOf(guess)))
          .map((guess) => ({ guess, expected: expectedLeftOf(guess, codes, among) }));
        const least = Math.min(...tried.map((t) => t.expected));
        const expected = tried.find((t) => t.expected === least)!;
        expect([length, hard, opening, botChoice(valid, codes, among, allowed)]).toEqual([length, hard, opening, expected]);
      }
    }
  }, 300_000); // every valid guess against the codes left, 42 times: seconds on a busy machine

  it('in hard mode never breaks a hint, neither in its own game nor at any point of a player’s', () => {
    for (const length of [4, 5, 6]) {
      const words = reportWords(length);
      const codes = words.candidates.words;
      for (let n = 0; n < 12; n++) {
        const answer = codes[(n * 97 + length) % codes.length];
        // A hard-mode player's game: each guess a code that keeps the hints so far.
        const played: string[] = [];
        for (const word of codes) {
          if (played.length === 5 || played.at(-1) === answer) break;
          const rows = played.map((guess) => evaluateGuess(guess, answer));
          if (hardModeProblem(word, rows, []) === undefined && (n + word.length + played.length) % 3 === 0) played.push(word);
        }
        const report = decryptionReport({ answer, guesses: played, hardMode: true, revealed: [] }, words);
        report.guesses.forEach(({ bot }, i) => {
          const rows = played.slice(0, i).map((guess) => evaluateGuess(guess, answer));
          expect([bot.guess, hardModeProblem(bot.guess, rows, [])]).toEqual([bot.guess, undefined]);
        });
        report.bot.guesses.forEach((guess, i) => {
          const rows = report.bot.guesses.slice(0, i).map((g) => evaluateGuess(g, answer));
          expect([guess, hardModeProblem(guess, rows, [])]).toEqual([guess, undefined]);
        });
        expect(report.bot.guesses.at(-1)).toBe(answer);
      }
    }
  });
});
