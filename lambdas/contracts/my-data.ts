/**
 * A player's own data (docs/product.md, "Your data"): everything the game keeps about an account,
 * as one JSON file (export-my-data), and deleting the account with all of it (delete-account).
 */
import * as z from 'zod/mini';
import type { LanguageCode } from '../domain/languages';
import type { ReminderDto } from './reminders';
import type { RevealedLetterDto } from './common';
import { DELETE_ACCOUNT_CONFIRMATION } from './constants';

// GET export-my-data (user token): no parameters.

/** One game, as the game keeps it: the words guessed, in order, and how it ended. */
export interface ExportedGameDto {
  date: string;
  language: LanguageCode;
  /** 'daily': the day's code; 'archive': a past day opened for credits. */
  kind: 'daily' | 'archive';
  wordLength: number;
  guesses: string[];
  status: 'playing' | 'won' | 'lost';
  hardMode: boolean | null;
  revealedLetters: RevealedLetterDto[];
}

export interface MyDataExport {
  /** This file's format, for whoever reads it later. */
  format: 'cipherword-my-data-v1';
  exportedAt: string;
  account: {
    /** The account's id in the game (Cognito's `sub`). */
    id: string;
    creditBalance: number;
    /** The name shown in leagues, if the player chose one. */
    displayName: string | null;
  };
  /**
   * Each finished daily game's result by day: guesses used to win, 0 lost. An English day is its
   * date ("2026-11-30"); another language's is prefixed with the language ("es#2026-11-30").
   */
  history: Record<string, number>;
  /** The clock each of those days was played on (same keys): its tzOffset (minutes to add to local time for UTC). */
  dayClocks: Record<string, number>;
  /** The daily reminder, if one is set: when, and the push subscription the server posts it to. */
  reminder: (ReminderDto & { subscription: { endpoint: string; keys: { p256dh: string; auth: string } } }) | null;
  /** The English games' figures, as before languages (every language's results are in `history`). */
  statistics: { played: number; won: number; currentStreak: number; longestStreak: number };
  games: ExportedGameDto[];
  /** Every change of the credit balance, oldest first. */
  creditLedger: { at: string; delta: number; reason: string; detail: string | null }[];
  leagues: { id: string; name: string; isOwner: boolean }[];
  purchases: {
    paymentIntentId: string;
    packageId: string;
    credits: number;
    amount: number;
    currency: string;
    paid: boolean;
    amountRefunded: number;
    disputes: Record<string, string>;
  }[];
  /** The browsers (anonymousIds) whose anonymous games joined this account when it signed in there. */
  joinedBrowsers: string[];
}

// POST delete-account (user token): the player's confirmation, spelled out.
export const deleteAccountRequest = z.object({
  confirm: z.literal(DELETE_ACCOUNT_CONFIRMATION, { error: `confirm must be "${DELETE_ACCOUNT_CONFIRMATION}"` }),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequest>;

export interface DeleteAccountResponse {
  deleted: true;
  /** The credits that went with the account (none are refunded). */
  creditsForfeited: number;
  /** Disputes still open with a bank on the account's payments: they go on; their records stay, anonymised. */
  openDisputes: number;
}
