/**
 * The letter-reveal helpers (docs/product.md, "Helpers"): signed-in players pay credits to reveal
 * a letter they do not know yet, one button per helper of the HELPERS list (lambdas/domain/rules.ts).
 * A disabled helper always says why.
 */
import { HELPERS, type Helper, type HelperType } from '@contracts/constants';
import { useId } from 'react';
import { locale } from '../i18n/intl';
import { texts } from '../i18n/texts';
import { keepFocus } from './Keyboard';

export interface HelperBarProps {
  signedIn: boolean;
  balance: number;
  prices: Readonly<Record<HelperType, number>>;
  busy: boolean;
  /** Positions the player knows already: green in a played row, or revealed. */
  known: ReadonlySet<number>;
  /** The position 'REVEAL LETTER' reveals: the tile tapped in the row being typed, else the typing position. */
  position: number;
  wordLength: number;
  won: boolean;
  playing: boolean;
  onReveal: (type: HelperType, position?: number) => void;
}

/** A helper's words: a helper at the typing position names it (1-based). */
const named = (helper: Helper, position: number) => {
  const button = texts('shell').helpers.buttons[helper.type];
  return helper.atTypingPosition ? `${button} ${position + 1}` : button;
};
const creditCost = (cost: number) => texts('shell').credits(cost);

export type HelperState = Pick<HelperBarProps, 'balance' | 'busy' | 'known' | 'position' | 'wordLength' | 'won' | 'playing'> & {
  cost: number;
};

/** Why `helper` cannot be used now, or null when it can. */
export function helperBlocked(helper: Helper, p: HelperState): string | null {
  const t = texts('shell').helpers;
  if (p.won) return t.decrypted;
  if (!p.playing) return t.notPlaying;
  if (helper.atTypingPosition) {
    if (p.position >= p.wordLength) return t.rowFull;
    if (p.known.has(p.position)) return t.known(p.position + 1);
  } else if (p.known.size >= p.wordLength) return t.allKnown;
  if (p.balance < 0) return t.belowZero;
  if (p.balance < p.cost) return t.notEnough;
  if (p.busy) return t.revealing;
  return null;
}

/** One button per helper of HELPERS, in its order; a helper at the typing position names it. */
export function HelperBar(props: HelperBarProps) {
  const { signedIn, prices, onReveal } = props;
  const t = texts('shell').helpers;
  const reasonId = useId();
  const noteId = useId();
  // With the row full there is no typing position: the button shows the last one, disabled.
  const shownPosition = Math.min(props.position, Math.max(0, props.wordLength - 1));
  const buttons = HELPERS.filter((helper) => signedIn || !helper.atTypingPosition).map((helper) => {
    const cost = prices[helper.type];
    const reason = signedIn ? helperBlocked(helper, { ...props, cost }) : t.signIn;
    return { helper, cost, reason };
  });
  const reasons = [...new Set(buttons.map((button) => button.reason).filter(Boolean))].join(' ');
  return (
    <section className="helper-bar" aria-label={t.region}>
      {signedIn ? (
        <p className="helper-note">{t.withCredits}</p>
      ) : (
        <p className="helper-note" id={noteId} data-testid="helper-note">
          {t.signInToUse}
          <span className="divider" aria-hidden="true">
            {' / '}
          </span>
          {t.noAds}
        </p>
      )}
      <div className="helper-buttons">
        {buttons.map(({ helper, cost, reason }) => (
          <button
            key={helper.type}
            type="button"
            className="helper-button"
            // Wide enough for two lines of its longest words (the last position's number).
            // The price counts as one word: it is never broken (styles.css, .cost).
            style={{
              ['--two-lines' as string]: `${twoLineChars(`${named(helper, props.wordLength - 1)} (${unbroken(creditCost(cost))})`)}ch`,
            }}
            disabled={reason !== null}
            aria-describedby={reason ? (signedIn ? reasonId : noteId) : undefined}
            aria-label={helper.atTypingPosition ? `${sentenceCase(named(helper, shownPosition))} (${creditCost(cost)})` : undefined}
            onMouseDown={keepFocus}
            onClick={() => onReveal(helper.type, helper.atTypingPosition ? props.position : undefined)}
          >
            {named(helper, shownPosition)} <span className="cost">({creditCost(cost)})</span>
          </button>
        ))}
      </div>
      {/* Its line is kept while empty: a reason coming and going never moves the board. */}
      {signedIn && (
        <p className="helper-reason" id={reasonId} data-testid="helper-reason">
          {reasons}
        </p>
      )}
    </section>
  );
}

/**
 * The width, in characters of the bar's monospaced font, that sets `label` on two lines at most: the
 * narrowest split at a space. Each button is at least that wide, so more helpers wrap to a new row
 * of buttons instead of stacking words in narrow ones (the layout test counts the lines at 320 px).
 */
export function twoLineChars(label: string): number {
  const words = label.split(' ');
  let best = label.length;
  for (let i = 1; i < words.length; i++)
    best = Math.min(best, Math.max(words.slice(0, i).join(' ').length, words.slice(i).join(' ').length));
  return best;
}

/** A phrase as one word for twoLineChars (no space to break at). */
const unbroken = (text: string) => text.replaceAll(' ', '\u00a0');

/** 'REVEAL LETTER' -> 'Reveal letter': what a screen reader says, not shouted. */
const sentenceCase = (text: string) => text.charAt(0) + text.slice(1).toLocaleLowerCase(locale());
