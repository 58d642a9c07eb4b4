/** The header's signed-in parts (Header.tsx): balance (opens Buy Credits), avatar, Sign Out. */
import { useState } from 'react';
import { texts } from '../i18n/texts';
import { CoinIcon, PersonIcon } from './Icons';

/** The signed-in header's parts: balance (opens Buy Credits), avatar, Sign Out. */
export interface HeaderAccount {
  balance: number | null;
  name?: string;
  avatarUrl?: string;
  onOpenCredits: () => void;
  onSignOut: () => void;
}

export const creditsLabel = (balance: number | null) => texts('shell').credits(balance);

export function Avatar({ name, avatarUrl }: { name?: string; avatarUrl?: string }) {
  const [broken, setBroken] = useState(false);
  if (avatarUrl && !broken) {
    return (
      <img
        className="avatar"
        src={avatarUrl}
        alt={texts('play').account.avatar(name)}
        width={32}
        height={32}
        referrerPolicy="no-referrer"
        onError={() => setBroken(true)}
      />
    );
  }
  return (
    <span className="avatar avatar-fallback" role="img" aria-label={texts('play').account.noPicture(name)} data-testid="avatar-fallback">
      <PersonIcon />
    </span>
  );
}

/** The balance, the avatar and Sign Out, in the bar (the last two on wide screens only). */
export function AccountActions({ account }: { account: HeaderAccount }) {
  return (
    <>
      <button
        type="button"
        className="credits-button"
        onClick={account.onOpenCredits}
        aria-label={texts('play').account.balance(creditsLabel(account.balance))}
        data-testid="header-balance"
      >
        <CoinIcon />
        <span className="credits-full">{creditsLabel(account.balance)}</span>
        <span className="credits-short" aria-hidden="true">
          {account.balance ?? '…'}
        </span>
      </button>
      <span className="wide-only avatar-slot">
        <Avatar name={account.name} avatarUrl={account.avatarUrl} />
      </span>
      <button type="button" className="secondary-button wide-only" onClick={account.onSignOut}>
        {texts('shell').header.signOut}
      </button>
    </>
  );
}
