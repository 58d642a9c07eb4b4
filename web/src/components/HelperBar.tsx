/**
 * The letter-reveal helpers (docs/product.md, "Helpers"): signed-in players pay credits to reveal
 * a random letter they do not know yet, or the letter at the position they are typing. A disabled
 * helper always says why.
 */
import type { RevealedLetterDto } from '@contracts';
import { BELOW_ZERO_REFUSAL } from '@contracts/constants';
import { useId } from 'react';
import { keepFocus } from './Keyboard';

export interface HelperBarProps {
  signedIn: boolean;
  balance: number;
  cost: number;
  busy: boolean;
  /** Positions the player knows already: green in a played row, or revealed. */
  knownCount: number;
  wordLength: number;
  won: boolean;
  playing: boolean;
  onRevealRandom: () => void;
  /** The letter at the current typing position (the next empty tile of the row being typed). */
  specific?: { cost: number; position: number; known: boolean; onReveal: () => void };
}

const creditCost = (cost: number) => `${cost} ${cost === 1 ? 'credit' : 'credits'}`;

/** Why the random reveal cannot be used now, or null when it can. */
export function randomRevealBlocked(
  p: Pick<HelperBarProps, 'balance' | 'cost' | 'busy' | 'knownCount' | 'wordLength' | 'won' | 'playing'>,
): string | null {
  if (p.won) return 'The code is decrypted.';
  if (!p.playing) return 'Helpers work while you play.';
  if (p.knownCount >= p.wordLength) return 'You know every letter already.';
  if (p.balance < 0) return `${BELOW_ZERO_REFUSAL}.`;
  if (p.balance < p.cost) return 'Not enough credits.';
  if (p.busy) return 'Revealing…';
  return null;
}

/** The random reveal is disabled while unaffordable, busy, with nothing left to learn, or after a win. */
export const isRevealDisabled = (p: Parameters<typeof randomRevealBlocked>[0]) => randomRevealBlocked(p) !== null;

/** Why the letter at the typing position cannot be revealed now, or null when it can. */
export function specificRevealBlocked(
  p: Pick<HelperBarProps, 'balance' | 'busy' | 'wordLength' | 'playing'> & Omit<NonNullable<HelperBarProps['specific']>, 'onReveal'>,
): string | null {
  if (!p.playing) return 'Helpers work while you play.';
  if (p.position >= p.wordLength) return 'The row is full: delete a letter to choose a position.';
  if (p.known) return `You know letter ${p.position + 1} already.`;
  if (p.balance < 0) return `${BELOW_ZERO_REFUSAL}.`;
  if (p.balance < p.cost) return 'Not enough credits.';
  if (p.busy) return 'Revealing…';
  return null;
}

export const isSpecificRevealDisabled = (p: Parameters<typeof specificRevealBlocked>[0]) => specificRevealBlocked(p) !== null;

export function HelperBar(props: HelperBarProps) {
  const { signedIn, cost, onRevealRandom, specific } = props;
  const reasonId = useId();
  // With the row full there is no typing position: the button shows the last one, disabled.
  const shownPosition = Math.min(specific?.position ?? 0, Math.max(0, props.wordLength - 1));
  const randomReason = signedIn ? randomRevealBlocked(props) : 'Sign in to use helpers.';
  const specificReason = specific ? specificRevealBlocked({ ...props, ...specific }) : null;
  const reasons = [...new Set([randomReason, specificReason].filter(Boolean))].join(' ');
  return (
    <section className="helper-bar" aria-label="Helpers">
      {signedIn ? (
        <p className="helper-note">USE HELPERS WITH CREDITS</p>
      ) : (
        <p className="helper-note">
          SIGN IN TO USE HELPERS
          <span className="divider" aria-hidden="true">
            {' / '}
          </span>
          SIGNED IN USERS DON'T SEE ADS
        </p>
      )}
      <div className="helper-buttons">
        <button
          type="button"
          className="helper-button"
          disabled={randomReason !== null}
          aria-describedby={randomReason && signedIn ? reasonId : undefined}
          onMouseDown={keepFocus}
          onClick={onRevealRandom}
        >
          REVEAL RANDOM LETTER <span className="cost">({creditCost(cost)})</span>
        </button>
        {signedIn && specific && (
          <button
            type="button"
            className="helper-button"
            disabled={specificReason !== null}
            aria-describedby={specificReason ? reasonId : undefined}
            onMouseDown={keepFocus}
            onClick={specific.onReveal}
            aria-label={`Reveal letter ${shownPosition + 1} (${creditCost(specific.cost)})`}
          >
            REVEAL LETTER {shownPosition + 1} <span className="cost">({creditCost(specific.cost)})</span>
          </button>
        )}
      </div>
      {signedIn && reasons && (
        <p className="helper-reason" id={reasonId} data-testid="helper-reason">
          {reasons}
        </p>
      )}
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
