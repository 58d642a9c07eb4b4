/** The code's meaning (part of speech and one gloss), shown once a game is over, win or lose. */
import type { GameReportResponse } from '@contracts/game-report';

export function Meaning({ report }: { report: Pick<GameReportResponse, 'answer' | 'definition'> }) {
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
      ) : (
        ': no definition in the dictionary for this code.'
      )}
    </p>
  );
}
