/** The code's meaning (part of speech and one gloss), shown once a game is over, win or lose. */
import type { GameReportResponse } from '@contracts/game-report';
import { texts } from '../i18n/texts';

export function Meaning({ report }: { report: Pick<GameReportResponse, 'answer' | 'definition' | 'meanings' | 'language'> }) {
  const { answer, definition } = report;
  const t = texts('play').meaning;
  return (
    <p className="meaning" data-testid="code-meaning">
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
        // Never an English gloss of another language's code: no licensed dictionary of its meanings exists offline.
        t.notAvailable(texts('play').languages[report.language])
      )}
    </p>
  );
}
