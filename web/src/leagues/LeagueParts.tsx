/** The parts the league pages share: their frame, the way in for signed-out visitors, the name form. */
import { lazy, Suspense, useMemo, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { DISPLAY_NAME_LENGTH } from '@contracts/constants';
import { useAuth } from '../auth/AuthContext';
import { ApiError, gameApi } from '../lib/api';
import { notify } from '../lib/notify';
import { firstName } from './leagues';

const SignInDialog = lazy(() => import('../components/SignInDialog'));

export function LeagueFrame({
  title,
  back,
  children,
}: {
  title: string;
  back?: { href: string; label: string };
  children: React.ReactNode;
}) {
  const { href, label } = back ?? { href: '/', label: "Today's code" };
  return (
    <main className="archive leagues">
      <Link href={href} className="back-link">
        ← {label}
      </Link>
      <h1>{title}</h1>
      {children}
    </main>
  );
}

/** A signed-out visitor: what leagues are, and the way in. */
export function SignInToPlay({ lead, button }: { lead: string; button: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <p className="lead">{lead}</p>
      <button type="button" className="primary-button" onClick={() => setOpen(true)}>
        {button}
      </button>
      <Suspense fallback={null}>{open && <SignInDialog open={open} onOpenChange={setOpen} />}</Suspense>
    </>
  );
}

/** The name fellow members see: the player's own choice (1–24 characters), never their e-mail. */
export function DisplayNameForm({ current, onSaved }: { current: string | null; onSaved?: (name: string) => void }) {
  const auth = useAuth();
  const api = useMemo(() => gameApi({ token: auth.accessToken }), [auth.accessToken]);
  const [name, setName] = useState(current ?? firstName(auth.user?.name) ?? '');
  const [busy, setBusy] = useState(false);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const { displayName } = await api.setDisplayName(name);
      notify.success(`Your name in leagues is ${displayName}`);
      onSaved?.(displayName);
    } catch (error) {
      notify.error(error instanceof ApiError ? error.message : 'Failed to save your name');
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="league-form" onSubmit={(event) => void save(event)}>
      <label htmlFor="display-name">Your name in leagues</label>
      <p className="muted" id="display-name-help">
        Only fellow members see it, never your e-mail address.
      </p>
      <div className="league-form-row">
        <input
          id="display-name"
          aria-describedby="display-name-help"
          value={name}
          maxLength={DISPLAY_NAME_LENGTH.max}
          required
          onChange={(event) => setName(event.target.value)}
        />
        <button type="submit" className="secondary-button" disabled={busy}>
          Save
        </button>
      </div>
    </form>
  );
}
