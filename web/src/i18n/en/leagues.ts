/**
 * English, on the league pages (docs/product.md, "Leagues"): the list of leagues, one league's page
 * and an invitation. Loaded with those pages (web/src/pages/OtherPages.tsx); the game's page says a
 * league place from the `play` part.
 */
const members = (n: number) => `${n} ${n === 1 ? 'member' : 'members'}`;

export default {
  members,
  signIn: 'Sign in',
  list: {
    title: 'Leagues',
    signedOut:
      'Play the daily code against your friends: a private league, joined by link, compares everyone on the same code ' +
      "wherever they live, with the week's points and all-time figures.",
    signInToPlay: 'Sign in to play in leagues',
    lead: "Private groups joined by link: everyone plays the same date's code, wherever they live.",
    loading: 'Loading your leagues…',
    failed: 'Your leagues could not be loaded. Please try again.',
    none: 'You are in no league yet: create one, then share its invite link.',
    yours: 'Your leagues',
    /** A league's line: "3 members · 2nd of 3 so far today". */
    line: (members: string, place: string | null) => `${members}${place ? ` · ${place} today` : ''}`,
    newLeague: 'New league',
    placeholder: 'Office, Family, Book club…',
    create: 'Create',
    createFailed: 'Failed to create the league',
  },
  name: {
    label: 'Your name in leagues',
    help: 'Only fellow members see it, never your e-mail address.',
    save: 'Save',
    saved: (name: string) => `Your name in leagues is ${name}`,
    failed: 'Failed to save your name',
  },
  league: {
    title: 'League',
    loadFailed: 'The league could not be loaded.',
    signedOut: 'Sign in to see this league: only its members can.',
    loading: 'Loading the league…',
    lead: (members: string) => `${members} · everyone plays the same date's code, wherever they live.`,
    shareInvite: 'Share invite link',
    you: 'You',
  },
  day: {
    earlier: 'Earlier day',
    later: 'Later day',
    /** "Today · 5 letters", "Mon, Nov 23 · 5 letters". */
    title: (day: string | null, length: number) => `${day ?? 'Today'} · ${length} letters`,
    /** The league's code is another language's: "Play today's Spanish code". */
    playIn: (language: string) => `Play today's ${language} code`,
    gridsLater: 'The grids appear once you have finished your own game of this code.',
    results: (date: string) => `Results on ${date}`,
    place: (ordinal: string) => `${ordinal} place`,
    noPlace: 'no place yet',
    you: ' (you)',
    owner: ' · owner',
    /** Places among those who played: none yet, one, or several (still counting while later time zones can play). */
    among: (played: number, soFar: boolean) =>
      played === 0
        ? 'No member has played this code yet.'
        : `Places among the ${played === 1 ? 'one member' : `${played} members`} who played this code${soFar ? ' so far' : ''}.`,
    firstGuessNote: '“First guess” marks a win in 1: luck, or a code seen before (in another game of the day).',
    solved: (n: number, firstGuess: boolean) => (firstGuess ? 'Solved in 1 · first guess' : `Solved in ${n}`),
    notSolved: 'Not solved',
    playing: (n: number, max: number) => `Playing: ${n}/${max} guesses`,
    notPlayedYet: 'Not played yet',
    dayOver: 'Day over, not played',
    hardMode: ' (hard mode)',
    /** A member's grid, read out row by row (the tiles' names are the report's): "Guess 1: in place, elsewhere, absent". */
    gridRow: (n: number, tiles: string) => `Guess ${n}: ${tiles}`,
  },
  tables: {
    week: (from: string, to: string) => `Week of ${from} – ${to}`,
    scoring:
      'A win in N guesses scores 7 − N points (a revealed letter counts as a guess; a win scores at least 1); ties go to fewer guesses.',
    place: '#',
    member: 'Member',
    points: 'Points',
    guesses: 'Guesses',
    allTime: 'All time',
    played: 'Played',
    winPercent: 'Win %',
    average: 'Avg',
    streak: 'Streak',
  },
  manage: {
    title: 'Manage',
    name: 'League name',
    rename: 'Rename',
    renamed: 'League renamed',
    newInvite: 'New invite link',
    newInviteMade: 'New invite link made: the old one no longer works',
    removeMember: 'Remove a member',
    remove: 'Remove',
    removed: (name: string) => `${name} was removed`,
    failed: 'The league could not be changed. Please try again.',
  },
  leave: {
    button: 'Leave league',
    title: (league: string) => `Leave ${league}?`,
    last: 'You are its last member: the league is deleted.',
    owner: 'The member who joined earliest becomes its owner.',
    member: 'You can come back through its invite link.',
    stay: 'Stay',
    leave: 'Leave',
    left: (league: string) => `You left ${league}`,
    failed: 'Failed to leave the league',
  },
  join: {
    title: 'Join a league',
    /** A link that lost its end (a chat app cut it, a copy missed a character): no server words for that. */
    brokenLink: 'This invite link is incomplete or mistyped: ask the person who sent it for the link again, and open it whole.',
    loadFailed: 'The invitation could not be loaded: check your connection and try again.',
    loading: 'Loading the invitation…',
    /** What the game is, for someone who has never played it. */
    gameInALine: (product: string, min: number, max: number, guesses: number) =>
      `${product} is a daily code-breaking word game: one secret word a day, ${min} to ${max} letters ` +
      `by weekday, ${guesses} guesses, the same code for everyone.`,
    /** "Ada invites you to the league Office (3 members): everyone plays the same date's Spanish code, and compares." */
    invitation: (owner: string | null, league: string, members: string, language: string | null) =>
      `${owner ? `${owner} invites you` : 'You are invited'} to the league ${league} (${members}): everyone plays the same date's ` +
      `${language ? `${language} ` : ''}code, and compares.`,
    alreadyMember: 'You are a member already: ',
    open: (league: string) => `open ${league}`,
    full: 'This league is full.',
    join: (league: string) => `Join ${league}`,
    joined: (league: string) => `You joined ${league}`,
    failed: 'Failed to join the league',
    signedOut: 'Leagues are for signed-in players: sign in, and you come back here to join.',
    signInToJoin: 'Sign in to join',
  },
};
