import { useAuth } from '../auth/AuthContext';
import { Modal } from './Modal';

/** product.md §2: a dialog (max 425 px) with 'Continue with Google'. */
export default function SignInDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { signInWithGoogle, signInAvailable } = useAuth();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Sign in"
      description="Sync your progress across devices, keep streaks, use helpers and play without ads."
      narrow
    >
      <button type="button" className="google-button" onClick={() => void signInWithGoogle()} disabled={!signInAvailable}>
        Continue with Google
      </button>
      {!signInAvailable && <p className="muted">Sign-in is not available on this server yet. You can keep playing anonymously.</p>}
    </Modal>
  );
}
