/** What the league screens share: places in words, the invite link, and sharing it. */
import { DISPLAY_NAME_LENGTH, PRODUCT_NAME, type LanguageCode } from '@contracts/constants';
import type { StandingDto } from '@contracts/leagues';
import { ordinalOf } from '../i18n/intl';
import { texts } from '../i18n/texts';
import { localMoment } from '../lib/clock';
import { pathIn } from '../lib/language';
import { notify } from '../lib/notify';

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st ("1.º", "1er", "2e"), by the language's ordinal rules. */
export const ordinal = (n: number): string => texts('play').leagues.ordinal(n, ordinalOf(n));

/**
 * "2nd of 7", "2nd of 7 so far" while someone somewhere may still play the date, "1st so far" when
 * no other member has played it yet: a place among the members who played the same date's code.
 */
export const placeOf = (standing: StandingDto) => texts('play').leagues.place(ordinal(standing.place), standing.of, standing.soFar);

/** "2nd of 7 so far in Office today". */
export const standingLine = (standing: StandingDto, league: string) => texts('play').leagues.standing(placeOf(standing), league);

/** Until every member's day of the code has begun: "Members in later time zones get this code by Thu 02:00 your time." */
export const everyoneLine = (everyoneFrom: string | null) =>
  everyoneFrom ? texts('play').leagues.everyone(localMoment(everyoneFrom)) : null;

/** An invite's address, in the league's language's pages: whoever opens it plays the league's code there. */
export const inviteLink = (inviteCode: string, language: LanguageCode) =>
  `${window.location.origin}${pathIn(language, `/leagues/join/${inviteCode}`)}`;

/** The phone's share sheet where there is one, else the clipboard. */
export async function shareInvite(league: { name: string; inviteCode: string; language: LanguageCode }): Promise<void> {
  const url = inviteLink(league.inviteCode, league.language);
  const t = texts('play').leagues;
  const text = t.invite(PRODUCT_NAME, league.name);
  if (typeof navigator.share === 'function' && window.matchMedia?.('(pointer: coarse)').matches) {
    await navigator.share({ text, url }).catch(() => undefined);
    return;
  }
  try {
    await navigator.clipboard.writeText(url);
    notify.success(t.inviteCopied);
  } catch {
    notify.error(t.inviteCopyFailed);
  }
}

/** A first name for leagues, from the account's name, until the player chooses one (within the names' length). */
export const firstName = (name: string | undefined) => name?.trim().split(/\s+/)[0]?.slice(0, DISPLAY_NAME_LENGTH.max) || undefined;
