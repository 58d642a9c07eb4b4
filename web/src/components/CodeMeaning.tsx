/** The code's meaning once a game is over, win or lose: its gloss where we have one, and always a link to its dictionary entry. */
import type { GameReportResponse } from '@contracts/game-report';
import { DICTIONARIES } from '@contracts/dictionaries';
import { texts } from '../i18n/texts';

export function Meaning({
  report,
  lead,
}: {
  report: Pick<GameReportResponse, 'answer' | 'definition' | 'meanings' | 'language'>;
  /** Words before the code (after a loss, "The code was"): the code is then named once on the panel. */
  lead?: string;
}) {
  const { answer, definition } = report;
  const t = texts('play').meaning;
  const dictionary = DICTIONARIES[report.language];
  return (
    <p className="meaning" data-testid="code-meaning">
      {lead && `${lead} `}
      <strong className="answer">{answer.toUpperCase()}</strong>
      {definition ? (
        <>
          {' '}
          <em>{definition.partOfSpeech}</em>
          {definition.lemma ? t.formOf(definition.lemma.toUpperCase()) : ''}: {definition.gloss}
        </>
      ) : report.meanings ? (
        t.none
      ) : (
        // Never an English gloss of another language's code: its meaning is in its own dictionary, linked below.
        ' '
      )}{' '}
      <a href={dictionary.entryUrl(answer)} target="_blank" rel="noopener noreferrer" data-testid="code-dictionary">
        {t.lookUp(dictionary.name)} <span className="visually-hidden">{texts('shell').header.opensInNewTab}</span>
      </a>
    </p>
  );
}
