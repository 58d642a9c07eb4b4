/**
 * A player's own data (docs/product.md, "Your data"): the export of everything the game keeps about
 * an account, and the account's deletion with all of it.
 *
 * Deleting is idempotent and resumable: each step can run again, so a call that failed halfway is
 * finished by the next. The order makes that safe: first the marks that stop everything else from
 * writing for the account (one stops a still-valid token from making a new profile; the profile's
 * own stops every write naming the account, profiles.ts: a request racing the deletion is done
 * before it, so found below, or refused); then leagues (ownership passed on), purchases (kept
 * anonymised), the browsers that joined; then every item of the account; the Cognito user last, so
 * the player can still call again until everything else is gone.
 */
import type { DeleteAccountResponse, MyDataExport } from '../contracts/my-data';
import { LANGUAGE_CODES } from '../domain/languages';
import type { Player } from '../domain/player';
import { summarize } from '../domain/streaks';
import { ServiceError } from '../errors';
import { accountStore } from '../store/accounts';
import { gameStore } from '../store/games';
import { leagueStore } from '../store/leagues';
import { paymentStore } from '../store/payments';
import { playerDataStore } from '../store/player-data';
import { profileStore } from '../store/profiles';
import { reminderStore } from '../store/reminders';
import { count } from '../telemetry/powertools';
import { deleteUserOf } from '../users/user-pool';
import { takeOut } from './shared/league';
import { reminderDto } from './shared/reminder';

/** How long a deleted account's purchase records stay, anonymised: the longest invoice-keeping rule of the EU (10 years). */
export const PURCHASE_RECORDS_KEPT_YEARS = 10;
/** How long a deleted account's tokens are refused a new profile: past Cognito's access token lifetime (1 hour). */
const DELETED_MARK_HOURS = 2;
const FIRST_DATE = '0000-01-01';
const LAST_DATE = '9999-12-31';

/** The PaymentIntents of an account: its pointers, and those named in its ledger (orders from before pointers). */
async function paymentIntentsOf(sub: string): Promise<string[]> {
  const [pointed, ledger] = await Promise.all([paymentStore.orderIdsOf(sub), accountStore.ledger(sub)]);
  const named = ledger.flatMap((entry) => [...(entry.detail ?? '').matchAll(/\((pi_[A-Za-z0-9_-]+)\)/g)].map((match) => match[1]));
  return [...new Set([...pointed, ...named])];
}

export async function exportMyData(sub: string, now: Date): Promise<MyDataExport> {
  const player: Player = { kind: 'user', sub };
  const [profile, ledger, leagueIds, intents, daily, archive, joinedBrowsers, reminder] = await Promise.all([
    accountStore.getProfile(sub),
    accountStore.ledger(sub),
    leagueStore.leagueIdsOf(sub),
    paymentIntentsOf(sub),
    Promise.all(LANGUAGE_CODES.map((language) => gameStore.list(player, 'daily', language, FIRST_DATE, LAST_DATE))).then((all) =>
      all.flat(),
    ),
    Promise.all(LANGUAGE_CODES.map((language) => gameStore.list(player, 'archive', language, FIRST_DATE, LAST_DATE))).then((all) =>
      all.flat(),
    ),
    profileStore.joinedBrowsersOf(sub),
    reminderStore.get(sub),
  ]);
  const [leagues, payments] = await Promise.all([
    Promise.all(leagueIds.map((id) => leagueStore.get(id))),
    Promise.all(intents.map(async (id) => ({ id, ...(await paymentStore.load(id)) }))),
  ]);
  const stats = profile?.stats ?? summarize({});
  return {
    format: 'cipherword-my-data-v1',
    exportedAt: now.toISOString(),
    account: { id: sub, creditBalance: profile?.credits ?? 0, displayName: profile?.displayName ?? null },
    history: profile?.days.history ?? {},
    dayClocks: profile?.days.clocks ?? {},
    reminder: reminder ? { ...reminderDto(reminder), subscription: reminder.subscription } : null,
    statistics: { played: stats.played, won: stats.won, currentStreak: stats.currentStreak, longestStreak: stats.longestStreak },
    games: [
      ...daily.map((game) => ({ ...game, kind: 'daily' as const })),
      ...archive.map((game) => ({ ...game, kind: 'archive' as const })),
    ].map((game) => ({
      date: game.date,
      language: game.language,
      kind: game.kind,
      wordLength: game.wordLength,
      guesses: game.guesses,
      status: game.status,
      hardMode: game.hardMode ?? null,
      revealedLetters: game.revealedLetters,
    })),
    creditLedger: ledger.map((entry) => ({ at: entry.at, delta: entry.delta, reason: entry.reason, detail: entry.detail ?? null })),
    leagues: leagues.flatMap((league) => (league ? [{ id: league.id, name: league.name, isOwner: league.ownerSub === sub }] : [])),
    purchases: payments.flatMap(({ id, order, payment }) =>
      order && order.sub === sub
        ? [
            {
              paymentIntentId: id,
              packageId: order.packageId,
              credits: order.credits,
              amount: order.amount,
              currency: order.currency,
              paid: payment?.facts.paid ?? false,
              amountRefunded: payment?.facts.amountRefunded ?? 0,
              disputes: payment?.facts.disputes ?? {},
            },
          ]
        : [],
    ),
    joinedBrowsers,
  };
}

export async function deleteAccount(sub: string, now: Date): Promise<DeleteAccountResponse> {
  const account: Player = { kind: 'user', sub };
  await playerDataStore.markDeleted(sub, now, DELETED_MARK_HOURS);
  await profileStore.markDeleting(sub, now);
  const [profile, intents, joined] = await Promise.all([
    accountStore.getProfile(sub),
    paymentIntentsOf(sub),
    profileStore.joinedBrowsersOf(sub),
  ]);
  // Every league: left as a member leaves (an owner's passes to the member who joined earliest; a last member's is deleted).
  for (const leagueId of await leagueStore.leagueIdsOf(sub)) {
    try {
      await takeOut(leagueId, sub, () => sub, { accountGoing: true });
    } catch (error) {
      // Gone, or left already (a racing or earlier deletion): nothing to leave.
      if (!(error instanceof ServiceError && (error.refusal === 'not-found' || error.refusal === 'forbidden'))) throw error;
    }
  }
  // Purchases: what was sold and paid stays for the accounts, without the buyer.
  const payments = await Promise.all(intents.map((id) => paymentStore.load(id)));
  const openDisputes = payments.reduce(
    (open, { payment }) => open + Object.values(payment?.facts.disputes ?? {}).filter((state) => state === 'open').length,
    0,
  );
  await Promise.all(intents.map((id) => paymentStore.anonymise(id, now, PURCHASE_RECORDS_KEPT_YEARS)));
  // The browsers whose anonymous players joined it (noted on sign-in, or known from the games they brought).
  const browsers = new Set([...joined, ...(await gameStore.browsersMovedFrom(account))]);
  for (const anonymousId of browsers) {
    const player: Player = { kind: 'anonymous', anonymousId };
    await playerDataStore.deletePartition(player);
  }
  // Its reminder, with the item that names it in its next slot (outside the account's partition).
  await reminderStore.remove(sub);
  // Everything of the account: games, ledger, memberships, order pointers, counters, and its profile last.
  await playerDataStore.deletePartition(account);
  await deleteUserOf(sub);
  count('AccountDeleted');
  return { deleted: true, creditsForfeited: Math.max(0, profile?.credits ?? 0), openDisputes };
}
