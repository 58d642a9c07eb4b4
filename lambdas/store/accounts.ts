/**
 * Signed-in players' money: the credit ledger. Every balance change is one transaction of the
 * profile's balance (profiles.ts), what was bought (a game's letter or day: games.ts) or paid
 * (payments.ts), and its ledger entry, so the ledger always sums to the balance. Spending never takes
 * the balance below zero whatever the concurrency (the debit is conditional on the balance covering
 * it); only a refund or a dispute may (payments.ts), and then nothing can be spent until it is back
 * above zero.
 */
import { randomUUID } from 'node:crypto';
import type { RevealedLetter } from '../domain/game';
import { dayKeyOf } from '../domain/language-days';
import { DEFAULT_LANGUAGE, type LanguageCode } from '../domain/languages';
import { STARTING_CREDITS } from '../domain/rules';
import { accountDeleted } from '../errors';
import { gameStore } from './games';
import { playerDataStore } from './player-data';
import { keys, type GameKind } from './keys';
import { profileStore, type AccountProfile } from './profiles';
import { queryAll, tableName, transactWrite, type TransactItem } from './table';

/** An account's profile: its credits, and its history with the statistics it gives (profiles.ts). */
export type Profile = AccountProfile;

export interface LedgerEntry {
  delta: number;
  /** purchase, refund and dispute entries come from Stripe's events (store/payments.ts). */
  reason: 'grant' | 'helper' | 'purchase' | 'archive' | 'refund' | 'dispute';
  at: string;
  detail?: string;
}

/** The ledger entry that goes in the same transaction as every balance change. */
export const ledgerPut = (sub: string, at: string, entry: Omit<LedgerEntry, 'at'>): TransactItem => ({
  Put: { TableName: tableName(), Item: { ...keys.ledgerEntry(sub, at, randomUUID()), ...entry, at } },
});

/** How a ledger entry names a game's language: nothing for English (as before languages), " (es)" otherwise. */
const inLanguage = (language: LanguageCode) => (language === DEFAULT_LANGUAGE ? '' : ` (${language})`);

export const accountStore = {
  /** The profile, its history's views in `language` (credits are the same in every language). */
  getProfile: (sub: string, language: LanguageCode = DEFAULT_LANGUAGE): Promise<Profile | undefined> =>
    profileStore.getAccount(sub, language),

  /** The profile, created exactly once with the starting credits (and their ledger entry). */
  async ensureProfile(sub: string, now: Date, language: LanguageCode = DEFAULT_LANGUAGE): Promise<Profile> {
    const existing = await this.getProfile(sub, language);
    // A token issued before its account was deleted (another device, within the hour) makes nothing again.
    if (existing?.deleting) throw accountDeleted();
    if (existing) return existing;
    const at = now.toISOString();
    // Refused: another request created it first (read theirs), or the account was deleted (thrown).
    await transactWrite([
      profileStore.accountCreation(sub, at),
      ledgerPut(sub, at, { delta: STARTING_CREDITS, reason: 'grant', detail: 'welcome credits' }),
      playerDataStore.notDeleted(sub, now),
    ]);
    const made = await this.getProfile(sub, language);
    if (!made || made.deleting) throw accountDeleted();
    return made;
  },

  /**
   * Pays for one revealed letter: debits the balance if it covers the cost, records the letter on
   * the game (games.ts: today's is made if the player has not guessed yet) if that position is
   * still hidden and the game still playing, and appends the ledger entry. All or nothing.
   */
  async revealLetter(
    sub: string,
    input: { kind?: GameKind; date: string; language: LanguageCode; wordLength: number; reveal: RevealedLetter; cost: number; now: Date },
  ): Promise<'revealed' | 'insufficient-credit' | 'position-taken-or-game-over'> {
    const kind = input.kind ?? 'daily';
    const archive = kind === 'archive';
    const day = dayKeyOf(input.language, input.date);
    const refused = await transactWrite([
      profileStore.balanceChange(sub, -input.cost, archive ? {} : { helpedLetter: `${day}:${input.reveal.position}` }),
      gameStore.letterReveal({ kind: 'user', sub }, { ...input, kind }),
      ledgerPut(sub, input.now.toISOString(), {
        delta: -input.cost,
        reason: 'helper',
        detail: `revealed position ${input.reveal.position} of ${archive ? 'archive day ' : ''}${input.date}${inLanguage(input.language)}`,
      }),
    ]);
    if (!refused) return 'revealed';
    return refused.failed[0] ? 'insufficient-credit' : 'position-taken-or-game-over';
  },

  /**
   * Opens a past day from the archive: its game item is made (games.ts), the price debited if the
   * balance covers it, and the ledger entry appended, in one transaction. The game item's own
   * condition makes the debit happen once per player and day, however many requests race.
   */
  async openArchiveDay(
    sub: string,
    input: { date: string; language: LanguageCode; wordLength: number; price: number; now: Date },
  ): Promise<'opened' | 'already-open' | 'insufficient-credit'> {
    const at = input.now.toISOString();
    const refused = await transactWrite([
      gameStore.archiveOpening({ kind: 'user', sub }, input),
      // Even a free day is refused to a balance below zero (a refund took back spent credits).
      profileStore.balanceChange(sub, -input.price),
      ...(input.price > 0
        ? [
            ledgerPut(sub, at, {
              delta: -input.price,
              reason: 'archive' as const,
              detail: `opened archive day ${input.date}${inLanguage(input.language)}`,
            }),
          ]
        : []),
    ]);
    if (!refused) return 'opened';
    return refused.failed[0] ? 'already-open' : 'insufficient-credit';
  },

  /** Every entry, page after page (a busy account's ledger outgrows one 1 MB page: about 5,000 entries). */
  async ledger(sub: string): Promise<LedgerEntry[]> {
    return queryAll<LedgerEntry>({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :ledger)',
      ExpressionAttributeValues: { ':pk': keys.ledger(sub).pk, ':ledger': keys.ledger(sub).skPrefix },
    });
  },
};
