/**
 * The game's constants (docs/product.md, "Rules" and "Limits"), declared once. Plain values, no
 * imports: the domain, the contracts and (through lambdas/contracts/constants.ts) the browser read them.
 */
export const PRODUCT_NAME = 'CIPHERWORD';
export const MAX_GUESSES = 6;
export const MIN_WORD_LENGTH = 4;
export const MAX_WORD_LENGTH = 10;
/** Every code length, shortest first. */
export const WORD_LENGTHS: readonly number[] = Array.from({ length: MAX_WORD_LENGTH - MIN_WORD_LENGTH + 1 }, (_, i) => MIN_WORD_LENGTH + i);
/** Grid columns never exceed this. */
export const MAX_COLUMNS = 10;

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
/**
 * THE code lengths: by weekday index (Sunday = 0), each table in force from its date (a calendar
 * date, the same everywhere) until the next one's (docs/product.md prints them, "Limits and constants").
 * To change the lengths, ADD a table from a future date: every past day keeps its length and its
 * code (domain/lengths.ts reads this; the boot script gets it from the web build).
 */
export const LENGTH_SCHEDULE: readonly { readonly from: string; readonly byWeekday: readonly number[] }[] = [
  { from: '1970-01-01', byWeekday: [10, 4, 5, 6, 7, 8, 9] },
];

/**
 * Time-zone offsets as the browser's Date.prototype.getTimezoneOffset() gives them: minutes to ADD
 * to local time to get UTC. UTC+14 is -840, UTC-12 is +720: nothing on Earth lies outside.
 */
export const MIN_TZ_OFFSET = -840;
export const MAX_TZ_OFFSET = 720;

export const STARTING_CREDITS = 5;
/**
 * Streak freezes (docs/product.md, "Streaks"): one is earned by every STREAK_FREEZE_EVERY_DAYS
 * consecutive days played, at most MAX_STREAK_FREEZES banked; each keeps a running streak over one missed day.
 */
export const STREAK_FREEZE_EVERY_DAYS = 7;
export const MAX_STREAK_FREEZES = 2;
/**
 * A move this many minutes east between two games is a journey, which may take a date from the
 * player's calendar (summer time moves clocks an hour at most, and never skips a date).
 */
export const JOURNEY_EAST_MINUTES = 180;
/**
 * A journey east forgives a date at most this often: TRAVELLED_DAYS_MAX in any TRAVELLED_WINDOW_DAYS
 * days (the clocks are the browser's to say, so a clock swung east and back every other day would
 * otherwise skip half the days). A real traveller rarely crosses zones east more than twice a month.
 */
export const TRAVELLED_DAYS_MAX = 2;
export const TRAVELLED_WINDOW_DAYS = 30;
/** The reminder sender runs every this many minutes (EventBridge Scheduler); reminder times are on its grid. */
export const REMINDER_SLOT_MINUTES = 15;
/** A reminder's local time until the player picks another. */
export const DEFAULT_REMINDER_TIME = '20:00';
/** The quiet hours Settings offers when a player ticks them, until they pick others. */
export const DEFAULT_QUIET_HOURS = { from: '22:00', to: '08:00' } as const;
/** How many days the statistics' calendar strip shows, today's included. */
export const STREAK_STRIP_DAYS = 30;
/** What a past day was for a player (the strip's cells): won, played and lost, frozen, taken by a journey, or missed. */
export const DAY_STATES = ['won', 'played', 'frozen', 'travelled', 'missed'] as const;
export type DayState = (typeof DAY_STATES)[number];
/**
 * THE helpers, in the order of their buttons: the API's helperType, the price until the settings
 * item says otherwise, the button's words, and whether it reveals the letter at the typing position
 * (else a hidden letter its rule picks, domain/helpers.ts). A new helper is an entry here and its
 * rule there: the contract, the prices, the settings item and the buttons follow.
 */
export const HELPERS = [
  { type: 'revealRandomLetter', defaultPrice: 1, atTypingPosition: false },
  { type: 'revealSpecificLetter', defaultPrice: 2, atTypingPosition: true },
] as const satisfies readonly { type: string; defaultPrice: number; atTypingPosition: boolean }[];
export type Helper = (typeof HELPERS)[number];
export type HelperType = Helper['type'];
export const HELPER_TYPES = HELPERS.map((helper) => helper.type) as unknown as readonly [HelperType, ...HelperType[]];
export const DEFAULT_HELPER_PRICES = Object.fromEntries(HELPERS.map((helper) => [helper.type, helper.defaultPrice])) as Readonly<
  Record<HelperType, number>
>;
export const helperOf = (type: HelperType): Helper => HELPERS.find((helper) => helper.type === type)!;
/** Why helpers and past codes are refused while a refund or dispute has left the balance below zero. */
export const BELOW_ZERO_REFUSAL = 'Your balance is below zero after a refund';
/** Opening a past day's code from the archive (the settings item next to the helper prices may change it). */
export const DEFAULT_ARCHIVE_DAY_PRICE = 1;
/** The first day of the archive, until the game's settings item says otherwise. */
export const DEFAULT_LAUNCH_DATE = '2026-11-01';
/** Anonymous games are kept this long after their day, then DynamoDB's TTL removes them. */
export const ANONYMOUS_GAME_TTL_DAYS = 7;
/**
 * New anonymous players one client address may add in an hour: each keeps a history for 400 days.
 * Past it, a new anonymous player still plays and sees each result, but no history is kept for it.
 */
export const NEW_ANONYMOUS_PLAYERS_PER_CLIENT_HOUR = 100;
/**
 * How long after a browser's anonymous player was made its proof (anonymousCredential) is given
 * again to a load of that id with nothing played yet: a first answer lost in transit is asked for
 * again by the same browser within seconds; after this, only that first answer ever held it.
 */
export const CREDENTIAL_REISSUE_SECONDS = 60;

/** Leagues (docs/product.md, "Leagues"): a league's members, and the leagues one player may belong to. */
export const MAX_LEAGUE_MEMBERS = 50;
export const MAX_LEAGUES_PER_PLAYER = 20;
export const LEAGUE_NAME_LENGTH = { min: 1, max: 40 } as const;
export const DISPLAY_NAME_LENGTH = { min: 1, max: 24 } as const;
/** A member's name in leagues until they choose one, when the account gives no first name. */
export const DEFAULT_DISPLAY_NAME = 'Player';

export interface CreditPackage {
  id: string;
  name: string;
  credits: number;
  price_cents: number;
  /** ISO currency code, lower case as Stripe takes it. */
  currency: string;
  active: boolean;
}

/** The packages every environment starts with (seeded if absent; operators edit the CONFIG items). */
export const DEFAULT_CREDIT_PACKAGES: readonly CreditPackage[] = [
  { id: 'pack-10', name: 'Starter Cache', credits: 10, price_cents: 199, currency: 'usd', active: true },
  { id: 'pack-30', name: 'Cipher Bundle', credits: 30, price_cents: 499, currency: 'usd', active: true },
  { id: 'pack-75', name: 'Codebreaker Vault', credits: 75, price_cents: 999, currency: 'usd', active: true },
];
