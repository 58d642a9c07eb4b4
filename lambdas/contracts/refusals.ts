/**
 * The refusals a player meets in the game's own use (a full league, credits short, a second tab, a
 * busy moment), in English, each under a stable `reason` the answer carries beside its `error`:
 * `{ "error": "Your balance is below zero after a refund (-3 credits).", "reason": "below-zero", "params": { "balance": -3 } }`.
 * The server writes `error` with these words; a page reads `reason` and `params` and says it in its
 * own language (web/src/i18n/<language>/play.ts, `refusals.reasons`: the English catalogue is this
 * table). A refusal only a hand-made request can meet (a malformed field) stays English, by its
 * field's name.
 */
import { hardModeRuleWords, type HardModeRule } from '../domain/hard-mode';
import { BELOW_ZERO_REFUSAL, MAX_LEAGUE_MEMBERS, MAX_LEAGUES_PER_PLAYER } from '../domain/rules';

export type { HardModeRule };

/** The league actions only its owner may take. */
export type OwnerAction = 'rename' | 'rotate-invite' | 'remove-member';

const OWNER_ACTIONS: Record<OwnerAction, string> = {
  rename: 'rename it',
  'rotate-invite': 'make a new invite link',
  'remove-member': 'remove members',
};

export const REFUSALS = {
  'not-enough-credits': () => 'Not enough credits!',
  'below-zero': (p: { balance: number }) => `${BELOW_ZERO_REFUSAL} (${p.balance} credits).`,
  'league-full': () => `This league is full: a league holds at most ${MAX_LEAGUE_MEMBERS} members.`,
  'too-many-leagues': () =>
    `You are in ${MAX_LEAGUES_PER_PLAYER} leagues already: a player belongs to at most ${MAX_LEAGUES_PER_PLAYER}. Leave one first.`,
  'removed-from-league': () => "The league's owner removed you: this invite link no longer lets you in. Ask them for a new one.",
  'invite-gone': () => 'This invite link no longer works: ask a member for a new one.',
  'no-such-league': () => 'No such league: it may have been deleted when its last member left.',
  'not-a-member': () => 'You are not a member of this league.',
  'owner-only': (p: { action: OwnerAction }) => `Only the league's owner can ${OWNER_ACTIONS[p.action]}.`,
  'sign-in-for-leagues': () => 'Sign in to see your leagues.',
  'hard-mode': (p: HardModeRule) => `Hard mode: ${hardModeRuleWords(p)}`,
  'too-long': (p: { wordLength: number }) => `Too many letters: today's code has ${p.wordLength}`,
  'game-over': () => 'This game is over: a new encrypted sequence will be deployed at 00:00 hours.',
  'played-on-account': () => "Today's code was played on your account: sign in to see it. A new code is deployed at 00:00.",
  'new-code': (p: { wordLength: number }) => `A new code has been deployed: today's code has ${p.wordLength} letters. Reload to play it.`,
  'row-out-of-step': (p: { row: number }) => `Row ${p.row} does not follow the stored game: reload to continue where you left off.`,
  'changed-meanwhile': () => 'Your game changed at the same moment: please submit again.',
  'archive-game-over': () => 'This game is over: pick another day from the archive.',
  'open-archive-day-first': (p: { date: string }) => `Open ${p.date} from the archive first.`,
  'helpers-game-over': () => 'This game is over: helpers work only while you play.',
  'finish-first': () => 'Finish the game first',
  'checkout-preparing': () => 'This checkout is already being prepared: please try again in a moment.',
  'account-deleted': () => 'This account has been deleted. Sign out to play on; signing in again starts a new account.',
  'session-ended': () => 'Your session has expired or is invalid: sign in again',
  'service-busy': () => 'The service is busy — try again.',
  'player-limit': (p: { route: string; perMinute: number }) =>
    `Too many ${p.route} calls: one player may make ${p.perMinute} a minute. Try again in a minute.`,
} satisfies Record<string, (params: never) => string>;

export type RefusalReason = keyof typeof REFUSALS;
/** A reason's params (undefined for a reason that has none). */
export type RefusalParams<R extends RefusalReason> = Parameters<(typeof REFUSALS)[R]>[0];
/** A refusal named: its reason, and its params where it has any. */
export type NamedRefusal = { [R in RefusalReason]: { reason: R; params?: RefusalParams<R> } }[RefusalReason];

/** What every refusal answers: its words, and for the refusals above their reason and params. */
export interface RefusalBody {
  error: string;
  reason?: RefusalReason;
  params?: Record<string, string | number>;
}

/** The English words of a named refusal: what `error` says. */
export const englishOf = (named: NamedRefusal): string => (REFUSALS[named.reason] as (params: unknown) => string)(named.params);
