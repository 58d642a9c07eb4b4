/**
 * The decryption report (docs/product.md, "The decryption report"): a table a screen reader reads
 * as one (a caption, column and row headers), one row per guess, then skill, luck, the bot's own
 * game and the code's meaning. Loaded only when first opened.
 */
import type { GameReportResponse } from '@contracts/game-report';
import { Meaning } from './CodeMeaning';
import { Modal } from './Modal';

export interface ReportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  report: GameReportResponse;
}

const average = (n: number) => n.toLocaleString('en', { maximumFractionDigits: 1 });

export default function ReportDialog({ open, onOpenChange, report }: ReportDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Decryption report"
      description={`${report.wordLength} letters${report.hardMode ? ', hard mode' : ''}`}
    >
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
      <div className="report-table-wrap">
        <table className="report-table">
          <caption>Each guess: codes possible before and after it, and the bot's choice at that point (codes left on average)</caption>
          <thead>
            <tr>
              <th scope="col">Guess</th>
              <th scope="col">Codes before → after</th>
              <th scope="col">Left on average</th>
              <th scope="col">Bot's choice</th>
            </tr>
          </thead>
          <tbody>
            {report.guesses.map((g, i) => (
              <tr key={i}>
                <th scope="row">
                  <span className="report-word">{g.guess.toUpperCase()}</span>
                  <span className="report-note">{g.couldBeCode ? 'could be the code' : 'could not be the code'}</span>
                </th>
                <td>
                  {g.before} → {g.after === 0 && i === report.guesses.length - 1 && report.won ? 'solved' : g.after}
                </td>
                <td>{average(g.expected)}</td>
                <td>
                  <span className="report-word">{g.bot.guess.toUpperCase()}</span> {average(g.bot.expected)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        The bot would have solved it in {report.bot.solvedIn}: {report.bot.guesses.map((w) => w.toUpperCase()).join(' → ')}.
      </p>
      <Meaning report={report} />
      <p className="report-help">
        Skill: how close your guesses after the first came to the bot's, in codes left on average. Luck: whether the colours left fewer
        codes than each guess leaves on average (50 is as expected).
      </p>
    </Modal>
  );
}
