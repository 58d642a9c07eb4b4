import type { RevealedLetterDto } from '../../../lambdas/contracts';

export interface HelperBarProps {
  signedIn: boolean;
  balance: number;
  cost: number;
  busy: boolean;
  revealedCount: number;
  wordLength: number;
  won: boolean;
  onRevealRandom(): void;
}

/** SPEC §4: the random reveal is disabled while unaffordable, busy, exhausted, or after a win. */
export function isRevealDisabled(p: Pick<HelperBarProps, 'balance' | 'cost' | 'busy' | 'revealedCount' | 'wordLength' | 'won'>): boolean {
  return p.balance < p.cost || p.busy || p.revealedCount >= p.wordLength || p.won;
}

export function HelperBar(props: HelperBarProps) {
  const { signedIn, cost, onRevealRandom } = props;
  return (
    <section className="helper-bar" aria-label="Helpers">
      {signedIn ? (
        <p className="helper-note">USE HELPERS WITH CREDITS</p>
      ) : (
        <p className="helper-note">
          SIGN IN TO USE HELPERS
          <span className="divider" aria-hidden="true">
            {' '}
            /{' '}
          </span>
          <br className="mobile-break" />
          SIGNED IN USERS DON'T SEE ADS
        </p>
      )}
      <button type="button" className="helper-button" disabled={!signedIn || isRevealDisabled(props)} onClick={onRevealRandom}>
        REVEAL RANDOM LETTER <span className="cost">({cost} {cost === 1 ? 'credit' : 'credits'})</span>
      </button>
    </section>
  );
}

export function RevealedLetters({ letters, wordLength }: { letters: RevealedLetterDto[]; wordLength: number }) {
  if (wordLength === 0) return null;
  const byPosition = new Map(letters.map((l) => [l.position, l.letter.toUpperCase()]));
  return (
    <section className="revealed" aria-labelledby="revealed-title">
      <h3 id="revealed-title">REVEALED LETTERS</h3>
      <ol className="revealed-slots" style={{ ['--cols' as string]: wordLength }}>
        {Array.from({ length: wordLength }, (_, i) => (
          <li key={i} className="revealed-slot" aria-label={byPosition.has(i) ? `Position ${i + 1}: ${byPosition.get(i)}` : `Position ${i + 1}: hidden`}>
            {byPosition.get(i) ?? ''}
          </li>
        ))}
      </ol>
    </section>
  );
}
