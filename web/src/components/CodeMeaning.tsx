/** The code's meaning (part of speech and one gloss), shown once a game is over, win or lose. */
import type { GameReportResponse } from '@contracts/game-report';
import { LANGUAGE_NAMES } from '../lib/language';

export function Meaning({ report }: { report: Pick<GameReportResponse, 'answer' | 'definition' | 'meanings' | 'language'> }) {
  const { answer, definition } = report;
  return (
    <p className="meaning" data-testid="code-meaning">
      <strong className="answer">{answer.toUpperCase()}</strong>
      {definition ? (
        <>
          {' '}
          <em>{definition.partOfSpeech}</em>
          {definition.lemma ? ` (a form of ${definition.lemma.toUpperCase()})` : ''}: {definition.gloss}
        </>
      ) : report.meanings ? (
        ': no definition in the dictionary for this code.'
      ) : (
        // Never an English gloss of another language's code: no licensed dictionary of its meanings exists offline.
        `: meanings are not available for ${LANGUAGE_NAMES[report.language]} codes.`
      )}
    </p>
  );
}
