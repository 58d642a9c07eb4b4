/** What a member changes in a league (docs/product.md, "Leagues"): the owner's changes, and leaving. */
import { useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import type { LeagueResponseFull } from '@contracts/leagues';
import { LEAGUE_NAME_LENGTH } from '@contracts/constants';
import { useAuth } from '../../auth/AuthContext';
import { leagueApi } from '../../leagues/api';
import { ApiError } from '../../lib/api';
import { notify } from '../../lib/notify';
import { texts } from '../../i18n/texts';
import { Modal } from '../Modal';
import { OneFieldForm } from './LeagueParts';

export function ManageLeague({ page, onChanged }: { page: LeagueResponseFull; onChanged: () => void }) {
  const auth = useAuth();
  const api = useMemo(() => leagueApi({ token: auth.accessToken }), [auth.accessToken]);
  const [name, setName] = useState(page.league.name);
  const t = texts('leagues').manage;
  const act = async (what: () => Promise<unknown>, done: string) => {
    try {
      await what();
      notify.success(done);
      onChanged();
    } catch (error) {
      notify.error(error instanceof ApiError ? error.message : t.failed);
    }
  };
  const rename = () => void act(() => api.updateLeague({ leagueId: page.league.id, action: 'rename', name }), t.renamed);
  return (
    <section aria-labelledby="manage-title" className="league-section">
      <h2 id="manage-title">{t.title}</h2>
      <OneFieldForm
        id="rename"
        label={t.name}
        value={name}
        onChange={setName}
        maxLength={LEAGUE_NAME_LENGTH.max}
        button={t.rename}
        onSubmit={rename}
      />
      <p>
        <button
          type="button"
          className="secondary-button"
          onClick={() => void act(() => api.updateLeague({ leagueId: page.league.id, action: 'rotate-invite' }), t.newInviteMade)}
        >
          {t.newInvite}
        </button>
      </p>
      <ul className="league-manage-members" aria-label={t.removeMember}>
        {page.members
          .filter((member) => !member.isYou)
          .map((member) => (
            <li key={member.memberId}>
              <span>{member.displayName}</span>
              <button
                type="button"
                className="secondary-button"
                onClick={() =>
                  void act(
                    () => api.updateLeague({ leagueId: page.league.id, action: 'remove-member', memberId: member.memberId }),
                    t.removed(member.displayName),
                  )
                }
              >
                {t.remove} <span className="visually-hidden">{member.displayName}</span>
              </button>
            </li>
          ))}
      </ul>
    </section>
  );
}

export function LeaveLeague({ page }: { page: LeagueResponseFull }) {
  const auth = useAuth();
  const api = useMemo(() => leagueApi({ token: auth.accessToken }), [auth.accessToken]);
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const t = texts('leagues').leave;
  const leave = async () => {
    try {
      await api.leaveLeague(page.league.id);
      notify.success(t.left(page.league.name));
      navigate('/leagues');
    } catch (error) {
      notify.error(error instanceof ApiError ? error.message : t.failed);
    }
  };
  const last = page.league.memberCount === 1;
  return (
    <>
      <button type="button" className="secondary-button" onClick={() => setOpen(true)}>
        {t.button}
      </button>
      {open && (
        <Modal open={open} onOpenChange={setOpen} title={t.title(page.league.name)} narrow>
          <p>{last ? t.last : page.league.isOwner ? t.owner : t.member}</p>
          <div className="dialog-actions">
            <button type="button" className="secondary-button" onClick={() => setOpen(false)}>
              {t.stay}
            </button>
            <button type="button" className="primary-button" onClick={() => void leave()}>
              {t.leave}
            </button>
          </div>
        </Modal>
      )}
    </>
  );
}

/** Whom the places are among, and when the date's code reaches every member (it opens at UTC+14 first, UTC-12 last). */
