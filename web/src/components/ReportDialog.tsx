/**
 * The decryption report (docs/product.md, "The decryption report"), phone first: the game's lesson in
 * one line, then one card per guess (the player's coloured tiles, the codes left, one plain sentence,
 * the bot's choice beside the player's), then skill, luck, the bot's own game and the code's meaning.
 * Loaded only when first opened.
 */
import type { GameReportResponse } from '@contracts/game-report';
import type { Row } from '../game/model';
import { reportLesson, reportOpening, reportSteps } from '../game/report-steps';
import { texts } from '../i18n/texts';
import { Meaning } from './CodeMeaning';
import { Modal } from './Modal';

export interface ReportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  report: GameReportResponse;
  /** The game's rows as the board showed them: each card's tiles. */
  rows: readonly Row[];
}

type Scored = 'correct' | 'present' | 'absent';
const scored = (state: string): Scored => (state === 'correct' || state === 'present' ? state : 'absent');

/** A guess's tiles, small, read out as one: "IMPACT: I absent, M in place, …". */
function GuessTiles({ word, row }: { word: string; row: Row | undefined }) {
  const states = word.split('').map((_, i) => scored(row?.tiles[i]?.state ?? 'absent'));
  const label = `${word.toUpperCase()}: ${word
    .toUpperCase()
    .split('')
    .map((letter, i) => `${letter} ${texts('play').report.tiles[states[i]]}`)
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
  const t = texts('play').report;
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t.title} description={t.description(report.wordLength, report.hardMode)}>
      <p className="report-lesson" data-testid="report-lesson">
        {reportLesson(report)}
      </p>
      {reportOpening(report) && (
        <p className="report-opening" data-testid="report-opening">
          {reportOpening(report)}
        </p>
      )}
      <ol className="report-steps" aria-label={t.steps}>
        {reportSteps(report).map((step, i) => (
          <li key={step.number} className="report-step" data-testid="report-step">
            <h3 className="report-step-title">
              <span>{t.guess(step.number)}</span>
              <span className="report-codes-left">{step.codesLeft}</span>
            </h3>
            <GuessTiles word={step.guess} row={played[i]} />
            <p className="report-sentence">{step.sentence}</p>
            <dl className="report-compare">
              <div>
                <dt>{t.yoursLeaves}</dt>
                <dd>{step.yours}</dd>
              </div>
              <div>
                <dt>{t.botsChoice}</dt>
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
          <dt>{t.skill}</dt>
          <dd data-testid="report-skill">{report.skill}</dd>
        </div>
        <div>
          <dt>{t.luck}</dt>
          <dd data-testid="report-luck">{report.luck}</dd>
        </div>
        <div>
          <dt>{t.bot}</dt>
          <dd>{report.bot.solvedIn}</dd>
        </div>
      </dl>
      <p>
        {t.botWould(report.bot.solvedIn)}
        {report.bot.guesses.map((w, i) => (
          <span key={i}>
            {i > 0 && ' → '}
            <span className="report-word">{w.toUpperCase()}</span>
          </span>
        ))}
        {t.botPlays}
      </p>
      <Meaning report={report} />
      <p className="report-help">{t.help}</p>
    </Modal>
  );
}
