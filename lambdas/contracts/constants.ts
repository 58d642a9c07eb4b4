/**
 * The constants the browser shares with the server, as plain values (no zod, no Node): the web app
 * imports them from '@contracts/constants' and gets only these few bytes.
 */
export {
  BELOW_ZERO_REFUSAL,
  DEFAULT_QUIET_HOURS,
  DEFAULT_REMINDER_TIME,
  DISPLAY_NAME_LENGTH,
  LEAGUE_NAME_LENGTH,
  MAX_LEAGUE_MEMBERS,
  MAX_LEAGUES_PER_PLAYER,
  DEFAULT_HELPER_PRICES,
  HELPER_TYPES,
  HELPERS,
  MAX_COLUMNS,
  MAX_GUESSES,
  MAX_STREAK_FREEZES,
  MAX_TZ_OFFSET,
  MAX_WORD_LENGTH,
  MIN_TZ_OFFSET,
  MIN_WORD_LENGTH,
  PRODUCT_NAME,
  REMINDER_SLOT_MINUTES,
  STARTING_CREDITS,
  STREAK_FREEZE_EVERY_DAYS,
  WEEKDAYS,
  type Helper,
  type HelperType,
  type Weekday,
} from '../domain/rules';
export { codeLengthOn, lengthsOn } from '../domain/lengths';
export {
  DEFAULT_LANGUAGE,
  foldWord,
  homePathOf,
  isKeyboardLayout,
  isLanguageCode,
  KEYBOARD_LAYOUTS,
  keyboardRows,
  LANGUAGE_CODES,
  LANGUAGES,
  pagePrefixOf,
  type KeyboardLayout,
  type LanguageCode,
} from '../domain/languages';

/** `anon_` + a random UUID, created once by the browser and kept in local storage. */
export const ANONYMOUS_ID_PATTERN = /^anon_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** What delete-account's `confirm` must say: the player's confirmation, spelled out. */
export const DELETE_ACCOUNT_CONFIRMATION = 'delete my account';
