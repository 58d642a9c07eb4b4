/**
 * English, from the first paint: the game page's header, board, keys and notices. The English texts
 * are the product's own (docs/product.md): every other language's catalogue has this shape.
 */
import { BELOW_ZERO_REFUSAL, type HelperType } from '@contracts/constants';
import type { TileState } from '@contracts/common';

const OFFLINE = "You're offline: CIPHERWORD needs a connection to load and score codes.";

export default {
  /** Each tile and key state by name, as a screen reader says it ("A, present"). */
  states: {
    correct: 'correct',
    present: 'present',
    absent: 'absent',
    filled: 'not yet checked',
    empty: 'empty',
  } as Record<TileState, string>,
  header: {
    /** "Monday Challenge"; a past code's: "Monday 2026-11-02". */
    challenge: (weekday: string, archiveDate?: string) => `${weekday} ${archiveDate ?? 'Challenge'}`,
    /** "Today's code: 5 characters". */
    code: (length: number, past: boolean) => `${past ? 'Past code' : "Today's code"}: ${length} characters`,
    nav: 'Game',
    blog: 'Blog',
    opensInNewTab: '(opens in a new tab)',
    howToPlay: 'How to play',
    statistics: 'Statistics',
    settings: 'Settings',
    pastCodes: 'Past codes',
    leagues: 'Leagues',
    signIn: 'Sign In',
    signOut: 'Sign Out',
    more: 'More',
    accountAndMore: 'Account and more',
  },
  /** "1 credit", "5 credits"; null while the balance loads. */
  credits: (balance: number | null) => (balance === null ? 'Loading...' : `${balance} ${balance === 1 ? 'credit' : 'credits'}`),
  helpers: {
    region: 'Helpers',
    /** Each helper's button; one at the typing position adds it ("REVEAL LETTER 3"). */
    buttons: { revealRandomLetter: 'REVEAL RANDOM LETTER', revealSpecificLetter: 'REVEAL LETTER' } as Record<HelperType, string>,
    withCredits: 'USE HELPERS WITH CREDITS',
    signInToUse: 'SIGN IN TO USE HELPERS',
    noAds: "SIGNED IN USERS DON'T SEE ADS",
    /** Why a helper cannot be used now. */
    signIn: 'Sign in to use helpers.',
    decrypted: 'The code is decrypted.',
    notPlaying: 'Helpers work while you play.',
    rowFull: 'The row is full: tap a tile, or delete a letter, to choose a position.',
    known: (position: number) => `You know letter ${position} already.`,
    allKnown: 'You know every letter already.',
    belowZero: `${BELOW_ZERO_REFUSAL}.`,
    notEnough: 'Not enough credits.',
    revealing: 'Revealing…',
  },
  closeNotice: 'Close notice',
  close: 'Close',
  footer: { nav: 'Legal', privacy: 'Privacy Policy', terms: 'Terms of Service', blog: 'Blog' },
  cookies: {
    region: 'Cookie choice',
    whatIsKept: 'Your game is kept in this browser; cookies for analytics and ads only if you accept.',
    accept: 'Accept',
    dismiss: 'Dismiss',
  },
  board: {
    title: 'DECRYPTION MATRIX',
    hardMode: 'HARD MODE',
    level: 'SEC.LEVEL:',
    initialising: 'INITIALIZING DECRYPTION MATRIX...',
    unreachable: 'DECRYPTION SERVER UNREACHABLE',
    unreachableDetail:
      "Can't reach the server — check your connection: the game needs one to load and score codes. " +
      'It tries again by itself; Retry tries now.',
    offline: `${OFFLINE} It tries again by itself once you are back; Retry tries now.`,
    retry: 'Retry',
    /** "Guess 2 of 6, being typed". */
    row: (row: number, of: number, state: 'played' | 'checking' | 'typing' | 'waiting') =>
      `Guess ${row} of ${of}, ${{ played: 'played', checking: 'being checked', typing: 'being typed', waiting: 'not played yet' }[state]}`,
    /** "Letter 2: A, present"; "Letter 3: empty, revealed: R". */
    /** `state`: its name (states, above). */
    tile: (column: number, letter: string, state: string, revealed?: string) =>
      letter ? `Letter ${column}: ${letter}, ${state}` : `Letter ${column}: empty${revealed ? `, revealed: ${revealed}` : ''}`,
    chooseForReveal: (tile: string) => `${tile}: choose it for Reveal letter`,
  },
  keyboard: {
    name: 'Keyboard',
    enterKey: 'ENTER',
    enter: 'Enter: submit guess',
    backspace: 'Backspace: delete letter',
    /** A letter key with what is known of it: "A, present". */
    key: (letter: string, state?: string) => (state ? `${letter}, ${state}` : letter),
    signInToSee: 'Sign in to see it',
    signInToPlayOn: 'Sign in to play on',
    signedOutGame: "You signed out: this is your account's game of today, kept on your account.",
    playedOnAccount: "Today's code was played on your account.",
  },
  game: {
    notEnoughLetters: 'Not enough letters',
    offlineRowKept: `${OFFLINE} Your row is kept.`,
  },
};
