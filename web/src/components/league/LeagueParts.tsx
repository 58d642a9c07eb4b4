/** The parts the league pages share: their frame, the way in for signed-out visitors, the name form. */
import { lazy, Suspense, useMemo, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { DISPLAY_NAME_LENGTH } from '@contracts/constants';
import { useAuth } from '../../auth/AuthContext';
import { ApiError } from '../../lib/api';
import { leagueApi } from '../../leagues/api';
import { NoticeArea, notify } from '../../lib/notify';
import { firstName } from '../../leagues/leagues';
import { texts } from '../../i18n/texts';

const SignInDialog = lazy(() => import('../SignInDialog'));

export function LeagueFrame({
  title,
  back,
  children,
}: {
  title: string;
  back?: { href: string; label: string };
  children: React.ReactNode;
}) {
  const { href, label } = back ?? { href: '/', label: texts('play').result.todaysCode };
  return (
    <main className="archive leagues">
      <Link href={href} className="back-link">
        ← {label}
      </Link>
      <h1>{title}</h1>
      <NoticeArea />
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

/** A form of one text field and its button: a league's name, a player's name. */
export function OneFieldForm(props: {
  id: string;
  label: string;
  help?: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  placeholder?: string;
  button: string;
  primary?: boolean;
  busy?: boolean;
  onSubmit: () => void;
}) {
  const helpId = `${props.id}-help`;
  return (
    <form
      className="league-form"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        props.onSubmit();
      }}
    >
      <label htmlFor={props.id}>{props.label}</label>
      {props.help && (
        <p className="muted" id={helpId}>
          {props.help}
        </p>
      )}
      <div className="league-form-row">
        <input
          id={props.id}
          aria-describedby={props.help ? helpId : undefined}
          value={props.value}
          placeholder={props.placeholder}
          maxLength={props.maxLength}
          required
          onChange={(event) => props.onChange(event.target.value)}
        />
        <button type="submit" className={props.primary ? 'primary-button' : 'secondary-button'} disabled={props.busy}>
          {props.button}
        </button>
      </div>
    </form>
  );
}

/** The name fellow members see: the player's own choice (1–24 characters), never their e-mail. */
export function DisplayNameForm({ current, onSaved }: { current: string | null; onSaved?: (name: string) => void }) {
  const auth = useAuth();
  const api = useMemo(() => leagueApi({ token: auth.accessToken }), [auth.accessToken]);
  const [name, setName] = useState(current ?? firstName(auth.user?.name) ?? '');
  const [busy, setBusy] = useState(false);
  const t = texts('leagues').name;
  const save = async () => {
    setBusy(true);
    try {
      const { displayName } = await api.setDisplayName(name);
      notify.success(t.saved(displayName));
      onSaved?.(displayName);
    } catch (error) {
      notify.error(error instanceof ApiError ? error.message : t.failed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <OneFieldForm
      id="display-name"
      label={t.label}
      help={t.help}
      value={name}
      onChange={setName}
      maxLength={DISPLAY_NAME_LENGTH.max}
      button={t.save}
      busy={busy}
      onSubmit={() => void save()}
    />
  );
}
