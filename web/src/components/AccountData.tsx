/**
 * Settings → Account (docs/product.md, "Your data"), for a signed-in player: download everything the
 * game keeps about the account as one JSON file, and delete the account after a confirmation that
 * names what goes. A deleted account is signed out at once (every other device within the hour).
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useAuth } from '../auth/AuthContext';
import { myDataApi } from '../account/my-data-api';
import { ApiError } from '../lib/api';
import { texts } from '../i18n/texts';

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
  const t = texts('play').accountData;
  const failed = (error: unknown, what: 'download' | 'delete') => setProblem(error instanceof ApiError ? error.message : t.failed(what));

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
      failed(error, 'download');
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
      failed(error, 'delete');
      setBusy(null);
    }
  }

  return (
    <fieldset className="account-data">
      <legend>{t.legend}</legend>
      {problem && (
        <p className="payment-error" role="alert">
          {problem}
        </p>
      )}
      <button type="button" className="secondary-button" onClick={() => void download()} disabled={busy !== null}>
        {busy === 'export' ? t.preparing : t.download}
      </button>
      <small>{t.whatIsIn}</small>
      {!confirming ? (
        <button type="button" className="danger-button" onClick={() => setConfirming(true)} disabled={busy !== null}>
          {t.delete}
        </button>
      ) : (
        <section className="delete-confirm" aria-labelledby={`${confirmId}-title`} role="group" ref={confirmation} tabIndex={-1}>
          <h3 id={`${confirmId}-title`}>{t.confirmTitle}</h3>
          <p>{t.deletes}</p>
          <ul>
            {t.goes(balance).map((what) => (
              <li key={what}>{what}</li>
            ))}
          </ul>
          <p>{t.purchasesStay}</p>
          <label className="choice">
            <input type="checkbox" checked={understood} onChange={(event) => setUnderstood(event.target.checked)} />
            {t.understood}
          </label>
          <div className="delete-actions">
            <button type="button" className="danger-button" onClick={() => void remove()} disabled={!understood || busy !== null}>
              {busy === 'delete' ? t.deleting : t.deleteForGood}
            </button>
            <button type="button" className="secondary-button" onClick={() => setConfirming(false)} disabled={busy !== null}>
              {t.keep}
            </button>
          </div>
        </section>
      )}
    </fieldset>
  );
}
