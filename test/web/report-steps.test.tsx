/**
 * The decryption report in words (docs/product.md, "The decryption report"): one plain sentence per
 * step, codes left named when few, and the game's lesson, on games made up for each case.
 */
import type { GameReportResponse, ReportedGuessDto } from '../../lambdas/contracts/game-report';
import { reportLesson, reportOpening, reportSteps } from '../../web/src/game/report-steps';

const step = (guess: string, before: number, after: number, more: Partial<ReportedGuessDto> = {}): ReportedGuessDto => ({
  guess,
  before,
  after,
  couldBeCode: true,
  expected: 10,
  bot: { guess: 'ranted', expected: 10 },
  left: [],
  ...more,
});

const report = (
  guesses: ReportedGuessDto[],
  won = true,
  botSolvedIn = 3,
  revealed: GameReportResponse['revealed'] = [],
  baseWordsOnly = true,
): GameReportResponse => ({
  date: '2026-11-25',
  language: 'en',
  meanings: true,
  baseWordsOnly,
  wordLength: 6,
  hardMode: false,
  won,
  answer: 'shower',
  revealed,
  definition: null,
  guesses,
  skill: 50,
  luck: 50,
  bot: { guesses: ['ranted', 'shower'], solvedIn: botSolvedIn },
  reportedAt: '2026-11-25T12:00:00.000Z',
});

describe('the report, step by step', () => {
  // RANTED leaves 1 code; IMPACT and LITTLE are played anyway; SHOWER solves it at the 4th.
  const wasted = report([
    step('ranted', 1254, 1, { left: ['shower'], expected: 14.7, bot: { guess: 'ranted', expected: 14.7 } }),
    step('impact', 1, 1, { couldBeCode: false, left: ['shower'] }),
    step('little', 1, 1, { couldBeCode: false, left: ['shower'] }),
    step('shower', 1, 0),
  ]);

  it('says in one sentence per step what happened, naming the code when only it was left', () => {
    expect(reportSteps(wasted).map((s) => [s.codesLeft, s.sentence])).toEqual([
      ['1 code left: SHOWER', "As good as the bot's choice: 1254 possible codes down to 1."],
      ['1 code left: SHOWER', 'Only SHOWER was left: playing it would have solved the code.'],
      ['1 code left: SHOWER', 'Only SHOWER was left: playing it would have solved the code.'],
      ['Solved', 'SHOWER was the only code left, and you played it.'],
    ]);
  });

  it('gives the lesson: the code that was alone, and the words played instead', () => {
    expect(reportLesson(wasted)).toBe('Only SHOWER was left after guess 1, yet IMPACT and LITTLE were played.');
  });

  it('compares a slower win with the bot at the guess where it would have narrowed most', () => {
    const slower = report(
      [
        step('ranted', 1254, 40, { expected: 14.7, bot: { guess: 'ranted', expected: 14.7 } }),
        step('doubts', 40, 9, { expected: 6.25, bot: { guess: 'chowse', expected: 1.5 }, couldBeCode: false }),
        step('shaver', 9, 2, { expected: 2, bot: { guess: 'shower', expected: 1 }, left: ['shower', 'slower'] }),
        step('shower', 2, 0),
      ],
      true,
      3,
    );
    const [, second, third] = reportSteps(slower);
    expect(second.sentence).toBe('DOUBTS could not be the code (it does not fit the colours so far): 40 possible codes down to 9.');
    expect([second.yours, second.bot]).toEqual(['6.3', { guess: 'chowse', expected: '1.5' }]);
    expect(third.sentence).toBe("9 possible codes down to 2; the bot's SHOWER would narrow them further on average.");
    expect(third.codesLeft).toBe('2 codes left: SHOWER, SLOWER');
    expect(reportLesson(slower)).toBe(
      'Solved in 4, the bot in 3: at guess 2, its CHOWSE would have left 1.5 codes on average, against 6.3 for DOUBTS.',
    );
  });

  it('says a first-guess win, a win as fast as the bot, and a loss plainly', () => {
    expect(reportSteps(report([step('shower', 1254, 0)])).map((s) => s.sentence)).toEqual(['SHOWER at the first guess: solved.']);
    expect(reportLesson(report([step('shower', 1254, 0)], true, 3))).toBe('Solved in 1, the bot in 3: better than the bot.');
    const lost = report(
      Array.from({ length: 6 }, (_, i) => step(`miss${i}x`, 100 - i, 5)),
      false,
    );
    expect(reportLesson(lost)).toBe('Not solved: 5 codes were still possible after guess 6; the bot solved it in 3.');
  });
});

describe('a guess that is none of the codes', () => {
  const first = (more: Partial<ReportedGuessDto>, baseWordsOnly = true) =>
    reportSteps(report([step('trains', 1087, 52, { couldBeCode: false, ...more }), step('shower', 52, 0)], true, 3, [], baseWordsOnly))[0]
      .sentence;

  it('says a first guess that is a form of a code could never be the code, naming the code, and never speaks of colours', () => {
    expect(first({ notACode: { formOf: 'train' } })).toBe(
      'TRAINS is a form of TRAIN, and codes are base words, never plurals or verb forms: 1087 possible codes down to 52.',
    );
  });

  it('says a first guess is not among the codes, with the rule only on days whose codes are base words', () => {
    expect(first({ notACode: {} })).toBe(
      'TRAINS is not among the codes, which are base words, never plurals or verb forms: 1087 possible codes down to 52.',
    );
    expect(first({ notACode: {} }, false)).toBe('TRAINS is not among the codes: 1087 possible codes down to 52.');
  });

  it('reads a report stored before it was kept: a first guess with nothing bought that was no code is not among the codes', () => {
    const sentence = first({});
    expect(sentence).toBe(
      'TRAINS is not among the codes, which are base words, never plurals or verb forms: 1087 possible codes down to 52.',
    );
    expect(sentence).not.toMatch(/colours/);
  });

  it('says so of a later guess too, rather than blaming the colours', () => {
    const later = report([
      step('ranted', 1254, 40),
      step('doubts', 40, 9, { couldBeCode: false, notACode: { formOf: 'doubt' } }),
      step('shower', 9, 0),
    ]);
    expect(reportSteps(later)[1].sentence).toBe(
      'DOUBTS is a form of DOUBT, and codes are base words, never plurals or verb forms: 40 possible codes down to 9.',
    );
  });
});

describe('the report of a helped game', () => {
  // S (letter 1) and R (letter 6) bought: 13 codes fit them before any guess.
  const bought = [
    { position: 0, letter: 'S' },
    { position: 5, letter: 'R' },
  ];
  const helped = report([step('ranted', 13, 2, { couldBeCode: false, left: ['shower', 'slower'] }), step('shower', 2, 0)], true, 3, bought);

  it('starts from the bought letters and the codes they left', () => {
    expect(reportOpening(helped)).toBe(
      'You bought S (letter 1) and R (letter 6). The report counts them from your first guess: 13 possible codes then.',
    );
    expect(reportOpening(report([step('ranted', 1254, 2)]))).toBeNull();
  });

  it('says a first guess could not be the code because of the bought letters, not of colours that were not there yet', () => {
    expect(reportSteps(helped)[0].sentence).toBe(
      'RANTED could not be the code (it does not fit the 2 letters you bought): 13 possible codes down to 2.',
    );
    const later = report([step('ranted', 13, 5), step('impact', 5, 1, { couldBeCode: false }), step('shower', 1, 0)], true, 4, bought);
    expect(reportSteps(later)[1].sentence).toContain('(it does not fit the colours so far and the 2 letters you bought)');
  });

  it('never calls a helped win better than the bot, which had no help', () => {
    expect(reportLesson(helped)).toBe('Solved in 2 with 2 bought letters; the bot, with none, in 3.');
    expect(reportLesson(report([step('ranted', 1254, 2), step('shower', 2, 0)], true, 3))).toBe(
      'Solved in 2, the bot in 3: better than the bot.',
    );
  });
});
