import type { RevealedLetterDto } from '@contracts';

export interface HelperBarProps {
  signedIn: boolean;
  balance: number;
  cost: number;
  busy: boolean;
  revealedCount: number;
  wordLength: number;
  won: boolean;
  onRevealRandom: () => void;
  /** The letter at the current typing position (the next empty tile of the row being typed). */
  specific?: { cost: number; position: number; playing: boolean; revealedPositions: number[]; onReveal: () => void };
}

/** product.md §3: the random reveal is disabled while unaffordable, busy, exhausted, or after a win. */
export function isRevealDisabled(p: Pick<HelperBarProps, 'balance' | 'cost' | 'busy' | 'revealedCount' | 'wordLength' | 'won'>): boolean {
  return p.balance < p.cost || p.busy || p.revealedCount >= p.wordLength || p.won;
}

/** The letter at the typing position: only while playing, inside the word, still hidden, affordable, one call at a time. */
export function isSpecificRevealDisabled(
  p: Pick<HelperBarProps, 'balance' | 'busy' | 'wordLength'> & Omit<NonNullable<HelperBarProps['specific']>, 'onReveal'>,
): boolean {
  return !p.playing || p.position >= p.wordLength || p.revealedPositions.includes(p.position) || p.balance < p.cost || p.busy;
}

const creditCost = (cost: number) => `${cost} ${cost === 1 ? 'credit' : 'credits'}`;

export function HelperBar(props: HelperBarProps) {
  const { signedIn, cost, onRevealRandom } = props;
  // With the row full there is no typing position: the button shows the last one, disabled.
  const shownPosition = Math.min(props.specific?.position ?? 0, Math.max(0, props.wordLength - 1));
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
      <div className="helper-buttons">
        <button type="button" className="helper-button" disabled={!signedIn || isRevealDisabled(props)} onClick={onRevealRandom}>
          REVEAL RANDOM LETTER <span className="cost">({creditCost(cost)})</span>
        </button>
        {signedIn && props.specific && (
          <button
            type="button"
            className="helper-button"
            disabled={isSpecificRevealDisabled({ ...props, ...props.specific })}
            onClick={props.specific.onReveal}
            aria-label={`Reveal letter ${shownPosition + 1} (${creditCost(props.specific.cost)})`}
          >
            REVEAL LETTER {shownPosition + 1} <span className="cost">({creditCost(props.specific.cost)})</span>
          </button>
        )}
      </div>
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
          <li
            key={i}
            className="revealed-slot"
            aria-label={byPosition.has(i) ? `Position ${i + 1}: ${byPosition.get(i)}` : `Position ${i + 1}: hidden`}
          >
            {byPosition.get(i) ?? ''}
          </li>
        ))}
      </ol>
    </section>
  );
}
