/**
 * The cookie notice: Accept and Dismiss, links to the policy and terms, shown until the player
 * chooses (the choice never expires). A banner in the page's flow, never over the keyboard or a
 * dialog; while the first visit's instructions are open they carry the same choice instead. Before
 * the app runs, the boot script answers the same buttons (data-consent), so no click is lost.
 */
import { Link } from 'wouter';
import { decideConsent, useConsentDecided } from '../lib/consent';

export function ConsentChoice({ compact = false }: { compact?: boolean }) {
  return (
    <div className={`cookie-notice${compact ? ' compact' : ''}`} data-testid="cookie-notice">
      <p>
        We use cookies and local storage to keep your game and, with your consent, for analytics and ads. See our{' '}
        <Link href="/privacy">Privacy Policy</Link> and <Link href="/terms">Terms of Service</Link>.
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

/** The banner, unless the player has chosen or another place (the instructions) is asking. */
export function CookieNotice({ askedElsewhere }: { askedElsewhere: boolean }) {
  const decided = useConsentDecided();
  // Prerendered and hydrated in place: the boot script's html.needs-consent class decides whether it shows.
  if (decided === true || askedElsewhere) return null;
  return (
    <aside className="cookie-banner" aria-label="Cookie choice">
      <ConsentChoice />
    </aside>
  );
}
