import { useAuth } from '../auth/AuthContext';
import { texts } from '../i18n/texts';
import { Modal } from './Modal';

/** product.md §2: a dialog (max 425 px) with 'Continue with Google'. */
export default function SignInDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { signInWithGoogle, signInAvailable } = useAuth();
  const t = texts('play').signIn;
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t.title} description={t.description} narrow>
      <button type="button" className="google-button" onClick={() => void signInWithGoogle()} disabled={!signInAvailable}>
        {t.google}
      </button>
      {!signInAvailable && <p className="muted">{t.unavailable}</p>}
    </Modal>
  );
}
