/**
 * Settings → Account (docs/product.md, "Your data"), for a signed-in player: download everything the
 * game keeps about the account as one JSON file, and delete the account after a confirmation that
 * names what goes. A deleted account is signed out at once (every other device within the hour).
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useAuth } from '../auth/AuthContext';
import { myDataApi } from '../account/my-data-api';
import { ApiError } from '../lib/api';

export function AccountData({ balance }: { balance: number | null }) {
  const auth = useAuth();
  const api = useMemo(() => myDataApi({ token: auth.accessToken }), [auth.accessToken]);
  const [busy, setBusy] = useState<'export' | 'delete' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [understood, setUnderstood] = useState(false);
  const confirmId = useId();
  const confirmation = useRef<HTMLElement>(null);
  // The confirmation opens below the fold of a phone's dialog: brought into view, and read out first.
  useEffect(() => {
    if (!confirming) return;
    confirmation.current?.scrollIntoView({ block: 'start' });
    confirmation.current?.focus();
  }, [confirming]);

  // Said here, in the dialog the player is looking at (a notice would sit behind it).
  const [problem, setProblem] = useState<string | null>(null);
  const failed = (error: unknown, what: string) =>
    setProblem(error instanceof ApiError ? error.message : `Could not ${what}: check your connection and try again.`);

  async function download() {
    setProblem(null);
    setBusy('export');
    try {
      const data = await api.exportMyData();
      const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `cipherword-my-data-${data.exportedAt.slice(0, 10)}.json`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000); // the browser has taken the file by then
    } catch (error) {
      failed(error, 'download your data');
    } finally {
      setBusy(null);
    }
  }

  async function remove() {
    setProblem(null);
    setBusy('delete');
    try {
      await api.deleteAccount();
      await auth.signOut({ accountDeleted: true });
    } catch (error) {
      failed(error, 'delete your account');
      setBusy(null);
    }
  }

  return (
    <fieldset className="account-data">
      <legend>Your account</legend>
      {problem && (
        <p className="payment-error" role="alert">
          {problem}
        </p>
      )}
      <button type="button" className="secondary-button" onClick={() => void download()} disabled={busy !== null}>
        {busy === 'export' ? 'Preparing your data…' : 'Download my data'}
      </button>
      <small>One JSON file: your games, statistics, credits and their history, leagues and purchases.</small>
      {!confirming ? (
        <button type="button" className="danger-button" onClick={() => setConfirming(true)} disabled={busy !== null}>
          Delete my account
        </button>
      ) : (
        <section className="delete-confirm" aria-labelledby={`${confirmId}-title`} role="group" ref={confirmation} tabIndex={-1}>
          <h3 id={`${confirmId}-title`}>Delete your account?</h3>
          <p>This deletes, for good:</p>
          <ul>
            <li>your games, history, statistics and streaks, on every device;</li>
            <li>
              your {balance === null ? '' : `${balance} `}credit{balance === 1 ? '' : 's'} and their history (credits are not refunded);
            </li>
            <li>your name and your place in your leagues (a league you own passes to its longest-standing member);</li>
            <li>your sign-in with Google to this game.</li>
          </ul>
          <p>
            Records of your purchases stay, without your name or account, as long as the law on invoices asks (10 years); a dispute already
            open with your bank goes on there.
          </p>
          <label className="choice">
            <input type="checkbox" checked={understood} onChange={(event) => setUnderstood(event.target.checked)} />I understand this cannot
            be undone
          </label>
          <div className="delete-actions">
            <button type="button" className="danger-button" onClick={() => void remove()} disabled={!understood || busy !== null}>
              {busy === 'delete' ? 'Deleting…' : 'Delete my account for good'}
            </button>
            <button type="button" className="secondary-button" onClick={() => setConfirming(false)} disabled={busy !== null}>
              Keep my account
            </button>
          </div>
        </section>
      )}
    </fieldset>
  );
}
