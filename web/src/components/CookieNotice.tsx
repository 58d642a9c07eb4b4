/**
 * The cookie notice: Accept and Dismiss, links to the policy and terms, shown until the player
 * chooses (the choice never expires); never over the board, the keyboard or a dialog. Before the app
 * runs, the boot script answers the same buttons (data-consent), so no click is lost.
 */
import { Link } from 'wouter';
import { texts } from '../i18n/texts';
import { decideConsent, useConsentDecided } from '../lib/consent';

export function ConsentChoice() {
  const { cookies: t, footer } = texts('shell');
  return (
    <div className="cookie-notice" data-testid="cookie-notice">
      <p>
        {t.whatIsKept} <Link href="/privacy">{footer.privacy}</Link> · <Link href="/terms">{footer.terms}</Link>
      </p>
      <div className="cookie-actions">
        <button type="button" className="primary-button" data-consent="accepted" onClick={() => decideConsent(true)}>
          {t.accept}
        </button>
        <button type="button" className="secondary-button" data-consent="declined" onClick={() => decideConsent(false)}>
          {t.dismiss}
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
    <aside className="cookie-banner" aria-label={texts('shell').cookies.region}>
      <ConsentChoice />
    </aside>
  );
}
