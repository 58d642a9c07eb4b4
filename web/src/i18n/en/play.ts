/**
 * English, once the game has loaded: the instructions, the result, statistics and the share text.
 * The share text's format is the product's (docs/product.md, "Sharing"): other languages keep its
 * structure, line for line.
 */
import type { TileState } from '@contracts/common';
import type { LanguageCode } from '@contracts/constants';
import { REFUSALS } from '@contracts/refusals';

/** "1 letter revealed", "2 letters revealed": how a helped game is marked everywhere. */
const lettersRevealed = (n: number) => `${n} ${n === 1 ? 'letter' : 'letters'} revealed`;
const guesses = (n: number) => `${n} ${n === 1 ? 'guess' : 'guesses'}`;
const codes = (n: number) => `${n} ${n === 1 ? 'code' : 'codes'}`;

export default {
  lettersRevealed,
  /** The page's description for search engines and link previews (its <meta name="description">). */
  pageDescription: (product: string) => `${product}: crack the daily code in six guesses.`,
  instructions: {
    title: 'How to decrypt',
    description: 'Crack the daily code in six guesses.',
    mission: 'Your mission',
    /** The goal, with its one emphasis (the guesses) apart. */
    goal: [
      'Find the secret code word in ',
      '6 guesses',
      ". Each guess must be a real word of the code's length; press ENTER to submit it.",
    ],
    midnight: ['A new encrypted sequence is deployed every day at ', '00:00', ', your local time.'],
    tiles: 'Reading the tiles',
    examples: [
      { word: 'CODES', at: 0, state: 'correct', text: 'C is in the code, in this position.' },
      { word: 'TRACE', at: 2, state: 'present', text: 'A is in the code, in another position.' },
      { word: 'VAULT', at: 3, state: 'absent', text: 'L is not in the code (or not again).' },
    ] as { word: string; at: number; state: TileState; text: string }[],
    /** An example's picture for a screen reader: "CODES: C is correct". */
    exampleLabel: (word: string, letter: string, state: string) => `${word}: ${letter} is ${state}`,
    /** The colours' names, as the player sees them (high contrast: orange and blue), with each state's mark. */
    colour: (state: TileState, highContrast: boolean) =>
      state === 'correct'
        ? `${highContrast ? 'Orange' : 'Green'}, with a bar`
        : state === 'present'
          ? `${highContrast ? 'Blue' : 'Yellow'}, with a dot`
          : 'Grey',
    levels: 'Security levels',
    /** "The code's length follows the weekday: Monday 4 letters, Tuesday 5, ... and Sunday 10." */
    week: (days: readonly { weekday: string; length: number }[]) => {
      const week = days.map(({ weekday, length }, i) => `${weekday} ${length}${i === 0 ? ' letters' : ''}`);
      return `The code's length follows the weekday: ${week.slice(0, -1).join(', ')} and ${week.at(-1)}.`;
    },
    credits: 'Credits and helpers',
    /** Signed-in players' credits and the reveal's price, emphases apart: [text, credits, text, helper, text, price, text]. */
    helpers: (start: string, price: string) => [
      'Signed-in players start with ',
      start,
      '. The ',
      'letter reveal',
      ' helper uncovers one letter of the code at its position; a random letter costs ',
      price,
      '.',
    ],
    purchases: 'More credits can be bought. Purchases are final and non-refundable.',
  },
  result: {
    wonBadge: 'DECRYPTION SUCCESSFUL',
    lostBadge: 'SECURITY LOCKOUT',
    wonTitle: 'Code Successfully Decrypted!',
    lostTitle: 'Decryption Protocol Failed',
    /** "Decrypted in 3 attempts! (hard mode) (1 letter revealed)". */
    wonIn: (n: number, hardMode: boolean, revealed: number) =>
      `Decrypted in ${n} ${n === 1 ? 'attempt' : 'attempts'}!` +
      `${hardMode ? ' (hard mode)' : ''}${revealed ? ` (${lettersRevealed(revealed)})` : ''}`,
    theCodeWas: 'The code was',
    streaks: 'Streaks',
    currentStreak: 'Current Depryction Level',
    peakStreak: 'Peak Depryction Level',
    signedOutView: "You signed out: this is your account's game of today. Sign in again for its report.",
    reportFailed: 'The decryption report could not be loaded.',
    analysing: 'Analysing your game…',
    /** "This word is wrong": flags the code for the owner's review. */
    flagWord: 'This word is wrong',
    wordFlagged: (word: string) => `Thanks: ${word} is flagged for review.`,
    flagFailed: 'The flag could not be sent. Try again.',
    share: 'Share',
    moreWays: 'More ways to share',
    shareGroup: 'Share your result',
    shareOnX: 'Share on X',
    bluesky: 'Bluesky',
    facebook: 'Facebook',
    copyLink: 'Copy Link',
    copyReport: 'Copy report',
    copied: (what: 'results' | 'report') => `Copied ${what} to clipboard`,
    copyFailed: (what: 'results' | 'report') => `Failed to copy ${what}`,
    report: 'Decryption report',
    more: 'More',
    statistics: 'Statistics',
    pastCodes: 'Past codes',
    backToPastCodes: 'Back to past codes',
    todaysCode: "Today's code",
    buyCredits: 'Buy Credits',
    newCodeDeployed: 'A new code was deployed at midnight.',
    playTodaysCode: "Play today's code",
    nextCodeIn: 'Next code in',
    nextDeploy: 'New encrypted sequence will be deployed at 00:00 hours.',
    yourLeagues: 'Your leagues today',
    inviteTo: (league: string) => `Invite to ${league}`,
  },
  share: {
    /** "CIPHERWORD (Monday) - 4 letters"; a past code: "CIPHERWORD (Monday 2026-11-02) - 4 letters". */
    title: (product: string, weekday: string, length: number, date?: string) =>
      `${product} (${weekday}${date ? ` ${date}` : ''}) - ${length} letters`,
    solved: (n: number, of: number) => `Solved in ${n}/${of} guesses`,
    notSolved: 'Not solved',
    playAt: (address: string) => `Play at: ${address}`,
    /** The report's line under the share text: skill, luck, and the bot's guesses for the same code. */
    reportLine: (skill: number, luck: number, bot: number) => `Skill ${skill} · Luck ${luck} · bot ${bot}`,
  },
  /** How far a game went, in a few words: "solved in 3", "not solved", "2 guesses in". */
  howFar: (status: 'playing' | 'won' | 'lost', n: number) =>
    status === 'won' ? `solved in ${n}` : status === 'lost' ? 'not solved' : `${guesses(n)} in`,
  /** What a sign-in did with the game this device had played today (docs/product.md, "Signing in and out"). */
  deviceGame: (joined: boolean, howFar: string) =>
    joined
      ? `This device's game of today (${howFar}) is now on your account.`
      : `Your account had already played today's code, so its game is shown. This device's game ` +
        `(${howFar}) stays on this device: you see it again when signed out.`,
  stats: {
    title: 'Statistics',
    description: 'Your record, and how many guesses your wins took.',
    loading: 'Loading…',
    played: 'Played',
    winPercent: 'Win %',
    currentStreak: 'Current streak',
    longestStreak: 'Longest streak',
    distribution: 'Guess distribution',
    ofLength: (length: number) => `${length}-letter codes`,
    allLengths: 'All lengths',
    /** A distribution row for a screen reader: "3 guesses: 2 wins". */
    row: (n: number, wins: number) => `${guesses(n)}: ${wins} ${wins === 1 ? 'win' : 'wins'}`,
    today: ', today',
    todayHelped: (revealed: number) => `, today, ${lettersRevealed(revealed)}`,
    todaysHelp: (revealed: number) => ` Today's: ${lettersRevealed(revealed)}.`,
    /** "Your one win used revealed letters.", "All 3 of your wins …", "2 of your 5 wins …". */
    helpedWins: (helped: number, won: number) =>
      won === 1
        ? 'Your one win used revealed letters.'
        : helped === won
          ? `All ${won} of your wins used revealed letters.`
          : `${helped} of your ${won} wins used revealed letters.`,
    signInToKeep: 'Sign in to keep your statistics on every device: they join your account.',
  },
  game: {
    notInWordList: 'Word not in word list',
    submitFailed: 'Error submitting guess',
    submitFailedTryAgain: 'Error submitting guess. Please try again.',
    saveFailed: 'Failed to save game progress',
    loadFailed: 'Error loading game. Please try again.',
    configurationFailed: 'Error loading game configuration',
    stateFailed: 'Error loading game state',
    won: 'Magnificent!',
    lost: 'Better luck tomorrow!',
    /** What a screen reader hears once a row is scored: "Guess 2: C correct, R present, A absent." */
    /** Each tile's state by its name (the shell's states). */
    rowScored: (row: number, tiles: readonly { letter: string; state: string }[]) =>
      `Guess ${row}: ${tiles.map((tile) => `${tile.letter} ${tile.state}`).join(', ')}.`,
    wonIn: (guesses: number) => `Code decrypted in ${guesses} ${guesses === 1 ? 'attempt' : 'attempts'}!`,
    lostTo: (answer?: string) => `Security lockout: the code was not found${answer ? `. It was ${answer}` : ''}.`,
  },
  /** The signed-in header's parts (HeaderAccount.tsx). */
  /** Settings → Your account (AccountData.tsx): the data's download, and the account's deletion. */
  accountData: {
    legend: 'Your account',
    preparing: 'Preparing your data…',
    download: 'Download my data',
    whatIsIn: 'One JSON file: your games, statistics, credits and their history, leagues and purchases.',
    delete: 'Delete my account',
    confirmTitle: 'Delete your account?',
    deletes: 'This deletes, for good:',
    /** What goes: the games, the credits (`balance` null while unknown), the leagues, the sign-in. */
    goes: (balance: number | null) => [
      'your games, history, statistics and streaks, on every device;',
      `your ${balance === null ? '' : `${balance} `}credit${balance === 1 ? '' : 's'} and their history (credits are not refunded);`,
      'your name and your place in your leagues (a league you own passes to its longest-standing member);',
      'your sign-in with Google to this game.',
    ],
    purchasesStay:
      'Records of your purchases stay, without your name or account, as long as the law on invoices asks (10 years); a dispute ' +
      'already open with your bank goes on there.',
    understood: 'I understand this cannot be undone',
    deleting: 'Deleting…',
    deleteForGood: 'Delete my account for good',
    keep: 'Keep my account',
    /** A call that failed without the server's words: what could not be done. */
    failed: (what: 'download' | 'delete') =>
      `Could not ${what === 'download' ? 'download your data' : 'delete your account'}: check your connection and try again.`,
  },
  account: {
    balance: (credits: string) => `Credit balance: ${credits}. Buy credits`,
    avatar: (name?: string) => (name ? `${name}'s avatar` : 'Your avatar'),
    noPicture: (name?: string) => (name ? `${name} (no picture)` : 'Signed in (no picture)'),
    deleted: 'Your account and everything the game kept about it have been deleted',
    signedOut: 'Signed out successfully',
    signInFailed: 'Failed to sign in with Google',
    signOutFailed: 'Failed to sign out',
    refreshFailed: 'Failed to refresh user data',
  },
  newVersion: { text: 'A new version is available — reload', reload: 'Reload' },
  /** A helper refused in the browser, or failed. */
  helper: { notEnough: 'Not enough credits!', failed: 'Helper failed' },
  /** The code's meaning after a game (CodeMeaning.tsx), after the code itself. */
  meaning: {
    formOf: (lemma: string) => ` (a form of ${lemma})`,
    none: ': no definition in the dictionary for this code.',
    /** A link to the code's entry in the language's dictionary (lambdas/contracts/dictionaries.ts), in every language. */
    lookUp: (dictionary: string) => `Look it up in ${dictionary}`,
  },
  /** The decryption report (ReportDialog.tsx, game/report-steps.ts): its sentences, built from the game's figures. */
  report: {
    title: 'Decryption report',
    description: (length: number, hardMode: boolean) => `${length} letters${hardMode ? ', hard mode' : ''}`,
    steps: 'Your guesses, step by step',
    guess: (n: number) => `Guess ${n}`,
    yoursLeaves: 'Yours leaves',
    botsChoice: "Bot's choice",
    skill: 'Skill',
    luck: 'Luck',
    bot: 'Bot',
    /** Before the bot's words, then after them. */
    botWould: (n: number) => `The bot would have solved it in ${n}: `,
    botPlays: '. It plays only words of the answer lists, words a player knows.',
    help:
      'Codes left: the words that could still be the code. On average: how many codes a guess leaves, over every code still possible. ' +
      "Skill: how close your guesses after the first came to the bot's. Luck: whether the colours left fewer codes than each guess " +
      'leaves on average (50 is as expected).',
    /** A card's tiles read out: "I absent, M in place". */
    tiles: { correct: 'in place', present: 'elsewhere', absent: 'absent' },
    and: 'and',
    codes,
    solved: 'Solved',
    /** "37 codes left", "1 code left: SHOWER". */
    left: (n: number, words: string) => `${codes(n)} left${words ? `: ${words}` : ''}`,
    colours: 'the colours so far',
    bought: (n: number) => (n === 1 ? 'the letter you bought' : `the ${n} letters you bought`),
    coloursAndBought: (bought: string) => `the colours so far and ${bought}`,
    boughtLetter: (letter: string, position: number) => `${letter} (letter ${position})`,
    /** "You bought A (letter 2). The report counts it from your first guess: 13 possible codes then." */
    opening: (list: string, n: number, before?: number) =>
      `You bought ${list}. The report counts ${n === 1 ? 'it' : 'them'} from your first guess` +
      `${before === undefined ? '' : `: ${before} possible ${before === 1 ? 'code' : 'codes'} then`}.`,
    firstGuess: (word: string) => `${word} at the first guess: solved.`,
    onlyCodePlayed: (word: string) => `${word} was the only code left, and you played it.`,
    solvedIt: (word: string) => `${word} solved it.`,
    onlyCodeLeft: (word: string) => `Only ${word} was left: playing it would have solved the code.`,
    narrowed: (before: number, after: number) => `${before} possible codes down to ${after}`,
    couldNotBe: (word: string, fitted: string, narrowed: string) =>
      `${word} could not be the code (it does not fit ${fitted}): ${narrowed}.`,
    /** A guess that is none of the codes, whatever the colours; `rule`: the day's codes are base words only. */
    notACode: (word: string, rule: boolean, narrowed: string) =>
      `${word} is not among the codes${rule ? ', which are base words, never plurals or verb forms' : ''}: ${narrowed}.`,
    formOf: (word: string, base: string, narrowed: string) =>
      `${word} is a form of ${base}, and codes are base words, never plurals or verb forms: ${narrowed}.`,
    asGood: (narrowed: string) => `As good as the bot's choice: ${narrowed}.`,
    botFurther: (narrowed: string, bot: string) => `${narrowed}; the bot's ${bot} would narrow them further on average.`,
    wasted: (code: string, after: number, words: string, count: number) =>
      `Only ${code} was left after guess ${after}, yet ${words} ${count === 1 ? 'was' : 'were'} played.`,
    notSolved: (left: number, used: number, bot: number) =>
      `Not solved: ${left} ${left === 1 ? 'code was' : 'codes were'} still possible after guess ${used}; the bot solved it in ${bot}.`,
    helpedWin: (used: number, bought: number, bot: number) =>
      `Solved in ${used} with ${bought} bought ${bought === 1 ? 'letter' : 'letters'}; the bot, with none, in ${bot}.`,
    againstBot: (used: number, bot: number) =>
      `Solved in ${used}, the bot in ${bot}: ${used < bot ? 'better than' : 'as well as'} the bot.`,
    behindBot: (used: number, bot: number, at: number, botWord: string, botAverage: string, average: string, word: string) =>
      `Solved in ${used}, the bot in ${bot}: at guess ${at}, its ${botWord} would have left ${botAverage} codes on average, ` +
      `against ${average} for ${word}.`,
  },
  /** Words for API Gateway's and Lambda's own refusals (lib/api.ts): the game's own say why themselves. */
  refusals: {
    signInEnded: 'Your sign-in has ended. Please sign in again.',
    tooMany: 'Too many requests right now. Please try again in a moment.',
    serverTrouble: 'The server could not answer just now. Please try again.',
    /** The server's own refusals, by reason (its `error` says these words): another language says them in its own. */
    reasons: REFUSALS,
  },
  languages: { en: 'English', es: 'Spanish', fr: 'French' } as Record<LanguageCode, string>,
  /** The page's title for a past code: "Past code 2026-11-02 · CIPHERWORD". */
  pastCodeTitle: (date: string, product: string) => `Past code ${date} · ${product}`,
  /** Settings (SettingsDialog.tsx): each layout's name is the same in every language but Alphabetical. */
  settings: {
    title: 'Settings',
    theme: 'Theme',
    themes: { light: 'Light', dark: 'Dark', system: 'Follow the system' },
    highContrast: 'High-contrast colours',
    highContrastNote: 'Orange for a letter in place, blue for a letter elsewhere.',
    hardMode: 'Hard mode',
    hardModeNote: 'Every guess must keep the green letters in place and use the yellow ones (revealed letters count as green).',
    hardModeToday: (hard: boolean) =>
      ` Today's game is in ${hard ? 'hard' : 'normal'} mode since its first guess; a change applies from your next game.`,
    keyboard: 'Keyboard',
    alphabetical: 'Alphabetical',
    cookies: 'Ads and analytics cookies',
    cookiesOn: 'On: players who are not signed in see ads, which may set cookies. Turn off to withdraw your consent.',
    cookiesOff: 'Off: no ad or analytics script, cookie or request. Turn on to allow them.',
    whatIsStored: 'What is stored',
  },
  signIn: {
    title: 'Sign in',
    description: 'Sync your progress across devices, keep streaks, use helpers and play without ads.',
    google: 'Continue with Google',
    unavailable: 'Sign-in is not available on this server yet. You can keep playing anonymously.',
  },
  /** League standings in a line (leagues/leagues.ts), wherever a league's place is shown. */
  leagues: {
    /** 1st, 2nd, 3rd, 4th … 11th … 21st: `category` is the number's ordinal category (Intl.PluralRules). */
    ordinal: (n: number, category: Intl.LDMLPluralRule) => `${n}${{ one: 'st', two: 'nd', few: 'rd' }[category as string] ?? 'th'}`,
    /** "2nd of 7", "2nd of 7 so far", "1st so far" (no other member has played yet). */
    place: (ordinal: string, of: number, soFar: boolean) =>
      of === 1 && soFar ? `${ordinal} so far` : `${ordinal} of ${of}${soFar ? ' so far' : ''}`,
    standing: (place: string, league: string) => `${place} in ${league} today`,
    everyone: (moment: string) => `Members in later time zones get this code by ${moment} your time.`,
    invite: (product: string, league: string) => `Join my ${product} league "${league}": one code a day, who decrypts it best?`,
    inviteCopied: 'Copied the invite link to clipboard',
    inviteCopyFailed: 'Failed to copy the invite link',
  },
  /** The page at an address the app does not have (NotFound.tsx). */
  notFound: { title: (product: string) => `Page not found · ${product}`, text: 'Oops! Page not found', home: 'Return to Home' },
  reminders: {
    /** Settings' section and the result panel's offer (Reminders.tsx, lib/reminders.ts). */
    legend: 'Daily reminder',
    /** "at 20:00", "at 20:00, never from 22:00 to 08:00". */
    line: (time: string, quiet?: { from: string; to: string }) => `at ${time}${quiet ? `, never from ${quiet.from} to ${quiet.to}` : ''}`,
    on: (line: string, timeZone: string) => `On: a notification ${line} (${timeZone}), only on days you have not played yet.`,
    turnOff: 'Turn off reminders',
    turnedOff: 'Reminders turned off.',
    explain: 'A notification on days you have not played yet, at the time you choose.',
    time: 'Time',
    quietHours: 'Quiet hours',
    quietHoursNote: 'No reminder between these times.',
    from: 'From',
    to: 'to',
    withinQuiet: (time: string, from: string, to: string) =>
      `${time} is within your quiet hours (${from} to ${to}): choose another time, or other quiet hours.`,
    remindMe: 'Remind me',
    offer: (time: string) => `Remind me daily at ${time}`,
    set: (line: string) => `Reminder set ${line}, on days you have not played. Settings turns it off.`,
    homeScreen:
      'On iPhone and iPad, reminders come only to the app on your Home Screen: ' +
      'tap Share, then “Add to Home Screen”, and open CIPHERWORD from there.',
    unsupported: 'This browser cannot show reminders.',
    blocked: 'Notifications are blocked for this site: allow them in your browser’s site settings to get reminders.',
    unreachable: 'Could not reach the server: check your connection and try again.',
    notReady: 'The app is still getting ready for reminders. Try again in a moment.',
    notAllowed: 'Notifications are not allowed for this site: allow them in your browser’s site settings, then try again.',
    noSubscription:
      'This browser could not sign up for reminders. A private window never can: open the game in a normal window, ' +
      'or add it to your Home Screen. Otherwise, try again later.',
    stoppedHere: 'Reminders stopped on this device.',
    stopped: 'Reminders stopped. Turn them on again in Settings.',
  },
  streak: {
    lastDays: (n: number) => `Last ${n} days`,
    states: { won: 'won', played: 'lost', frozen: 'frozen', travelled: 'travelled', missed: 'missed' },
    notPlayed: 'not played',
    /** "1 streak freeze banked (at most 2)." */
    freezesBanked: (banked: number, most: number) => `${banked} streak ${banked === 1 ? 'freeze' : 'freezes'} banked (at most ${most}).`,
    howEarned: (every: number) => ` Every ${every} days played in a row earn one; each keeps your streak over a missed day.`,
    /** Read after a day whose game earned a freeze, and the legend's words for its mark. */
    earnedFreeze: ', earned a streak freeze',
    earnedLegend: 'outlined: earned a freeze',
    /** Progress toward the next freeze: "3 of 7 days in a row toward your next streak freeze." */
    towardFreeze: (days: number, every: number) => `${days} of ${every} days in a row toward your next streak freeze.`,
    mostBanked: (most: number) => `You have the most streak freezes you can bank (${most}): use one to earn the next.`,
    freezesUsed: (used: number) =>
      used === 1
        ? 'A streak freeze kept your streak over a missed day.'
        : `${used} streak freezes kept your streak over ${used} missed days.`,
    freezeEarned: (every: number, banked: number, most: number) =>
      `${every} days in a row: you earned a streak freeze (${banked} of ${most} banked).`,
  },
};
