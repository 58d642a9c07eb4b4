/**
 * The decryption report (docs/product.md, "The decryption report"), phone first: the game's lesson in
 * one line, then one card per guess (the player's coloured tiles, the codes left, one plain sentence,
 * the bot's choice beside the player's), then skill, luck, the bot's own game and the code's meaning.
 * Loaded only when first opened.
 */
import type { GameReportResponse } from '@contracts/game-report';
import type { Row } from '../game/model';
import { reportLesson, reportOpening, reportSteps } from '../game/report-steps';
import { Meaning } from './CodeMeaning';
import { Modal } from './Modal';

export interface ReportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  report: GameReportResponse;
  /** The game's rows as the board showed them: each card's tiles. */
  rows: readonly Row[];
}

const TILE_WORDS = { correct: 'in place', present: 'elsewhere', absent: 'absent' } as const;
type Scored = keyof typeof TILE_WORDS;
const scored = (state: string): Scored => (state === 'correct' || state === 'present' ? state : 'absent');

/** A guess's tiles, small, read out as one: "IMPACT: I absent, M in place, …". */
function GuessTiles({ word, row }: { word: string; row: Row | undefined }) {
  const states = word.split('').map((_, i) => scored(row?.tiles[i]?.state ?? 'absent'));
  const label = `${word.toUpperCase()}: ${word
    .toUpperCase()
    .split('')
    .map((letter, i) => `${letter} ${TILE_WORDS[states[i]]}`)
    .join(', ')}`;
  return (
    <span className="report-tiles" role="img" aria-label={label} style={{ ['--cols' as string]: word.length }}>
      {word
        .toUpperCase()
        .split('')
        .map((letter, i) => (
          <span key={i} className="report-tile" data-state={states[i]} aria-hidden="true">
            {letter}
          </span>
        ))}
    </span>
  );
}

export default function ReportDialog({ open, onOpenChange, report, rows }: ReportDialogProps) {
  const played = rows.filter((row) => row.submitted);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Decryption report"
      description={`${report.wordLength} letters${report.hardMode ? ', hard mode' : ''}`}
    >
      <p className="report-lesson" data-testid="report-lesson">
        {reportLesson(report)}
      </p>
      {reportOpening(report) && (
        <p className="report-opening" data-testid="report-opening">
          {reportOpening(report)}
        </p>
      )}
      <ol className="report-steps" aria-label="Your guesses, step by step">
        {reportSteps(report).map((step, i) => (
          <li key={step.number} className="report-step" data-testid="report-step">
            <h3 className="report-step-title">
              <span>Guess {step.number}</span>
              <span className="report-codes-left">{step.codesLeft}</span>
            </h3>
            <GuessTiles word={step.guess} row={played[i]} />
            <p className="report-sentence">{step.sentence}</p>
            <dl className="report-compare">
              <div>
                <dt>Yours leaves</dt>
                <dd>{step.yours}</dd>
              </div>
              <div>
                <dt>Bot's choice</dt>
                <dd>
                  <span className="report-word">{step.bot.guess.toUpperCase()}</span> {step.bot.expected}
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ol>
      <dl className="report-scores">
        <div>
          <dt>Skill</dt>
          <dd data-testid="report-skill">{report.skill}</dd>
        </div>
        <div>
          <dt>Luck</dt>
          <dd data-testid="report-luck">{report.luck}</dd>
        </div>
        <div>
          <dt>Bot</dt>
          <dd>{report.bot.solvedIn}</dd>
        </div>
      </dl>
      <p>
        The bot would have solved it in {report.bot.solvedIn}:{' '}
        {report.bot.guesses.map((w, i) => (
          <span key={i}>
            {i > 0 && ' → '}
            <span className="report-word">{w.toUpperCase()}</span>
          </span>
        ))}
        . It plays only words of the answer lists, words a player knows.
      </p>
      <Meaning report={report} />
      <p className="report-help">
        Codes left: the words that could still be the code. On average: how many codes a guess leaves, over every code still possible.
        Skill: how close your guesses after the first came to the bot's. Luck: whether the colours left fewer codes than each guess leaves
        on average (50 is as expected).
      </p>
    </Modal>
  );
}
