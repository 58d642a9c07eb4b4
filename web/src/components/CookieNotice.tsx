import { useEffect } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { readItem, STORAGE_KEYS, writeItem } from '../lib/storage';

/** product.md §2: a toast that does not expire, with Accept and dismiss, while no consent is stored. */
export function CookieNotice() {
  useEffect(() => {
    if (readItem(STORAGE_KEYS.cookieConsent)) return;
    const decide = (accepted: boolean) => {
      writeItem(STORAGE_KEYS.cookieConsent, accepted ? 'accepted' : 'declined');
      writeItem(STORAGE_KEYS.analyticsConsent, accepted ? 'granted' : 'denied');
      toast.dismiss('cookie-notice');
    };
    toast(
      <div className="cookie-notice" data-testid="cookie-notice">
        <p>
          We use cookies and local storage to keep your game and, with your consent, for analytics and ads. See our{' '}
          <Link to="/privacy">Privacy Policy</Link> and <Link to="/terms">Terms of Service</Link>.
        </p>
        <div className="cookie-actions">
          <button type="button" className="primary-button" onClick={() => decide(true)}>
            Accept
          </button>
          <button type="button" className="text-button" onClick={() => decide(false)}>
            Dismiss
          </button>
        </div>
      </div>,
      { id: 'cookie-notice', duration: Infinity, dismissible: false, position: 'bottom-center' },
    );
  }, []);
  return null;
}
