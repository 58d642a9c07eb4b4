/**
 * The cookie notice: Accept and Dismiss, links to the policy and terms, shown until the player
 * chooses (the choice never expires); never over the board, the keyboard or a dialog. Before the app
 * runs, the boot script answers the same buttons (data-consent), so no click is lost.
 */
import { Link } from 'wouter';
import { decideConsent, useConsentDecided } from '../lib/consent';

const WHAT_IS_KEPT = 'Your game is kept in this browser; cookies for analytics and ads only if you accept.';

export function ConsentChoice() {
  return (
    <div className="cookie-notice" data-testid="cookie-notice">
      <p>
        {WHAT_IS_KEPT} <Link href="/privacy">Privacy Policy</Link> · <Link href="/terms">Terms of Service</Link>
      </p>
      <div className="cookie-actions">
        <button type="button" className="primary-button" data-consent="accepted" onClick={() => decideConsent(true)}>
          Accept
        </button>
        <button type="button" className="secondary-button" data-consent="declined" onClick={() => decideConsent(false)}>
          Dismiss
        </button>
      </div>
    </div>
  );
}

/**
 * The banner, until the player chooses. While a game is being played it sits in the helpers' place,
 * the same size (GamePage): the board never shrinks for it and it never covers a key.
 */
export function CookieNotice() {
  const decided = useConsentDecided();
  // Prerendered and hydrated in place: the boot script's html.needs-consent class decides whether it shows.
  if (decided === true) return null;
  return (
    <aside className="cookie-banner" aria-label="Cookie choice">
      <ConsentChoice />
    </aside>
  );
}
