/**
 * English, on the archive's pages (docs/product.md, "Archive"): the list of past codes, a past day
 * to open, and what a signed-out visitor sees. Loaded with those pages (web/src/pages/OtherPages.tsx).
 */
import { longDay } from '../calendar';

export default {
  title: 'Past codes',
  loading: 'Loading…',
  loadFailed: 'The archive could not be loaded.',
  /** "5 letters", a day's code length in the lists. */
  letters: (n: number) => `${n} letters`,
  notPastYet: {
    today: "This is today's code, not a past one: play it on the game's page. It joins the past codes once its day is over everywhere.",
    stillPlayed: 'This code is still being played somewhere on Earth: it joins the past codes once its day is over everywhere.',
    notOut: 'This code is not out yet: it comes out on its day.',
  },
  /** A day's line in the list: how the player did, or its price. */
  status: {
    solved: (n: number, max: number, onItsDay: boolean) => `Solved in ${n}/${max}${onItsDay ? ' on its day' : ''}`,
    notSolved: (onItsDay: boolean) => `Not solved${onItsDay ? ' on its day' : ''}`,
    unfinishedOnItsDay: 'Unfinished on its day',
    inProgress: (n: number, max: number) => `In progress (${n}/${max})`,
    openFor: (price: string) => `Open for ${price}`,
  },
  teaser: {
    lead:
      'Missed a day, or want another code? Every code since launch is here: open one for a credit and play it by the same rules, ' +
      'helpers and hard mode included. Past codes never touch your streak.',
    signInFor: (date: string) => `Sign in to open the code of ${longDay(date)}.`,
    signIn: 'Sign in to open past codes',
    lastSeven: 'The last seven days',
  },
  list: {
    lead: (price: string) =>
      `Each past code opens for ${price}, once: after that it is yours to finish or revisit. Past codes never touch your streak or ` +
      'daily statistics.',
    balance: 'Balance',
    played: 'Played',
    winPercent: 'Win %',
    opensTomorrow: "The archive opens tomorrow: come back then for today's code.",
    /** When the next day joins: "The code of Fri, Nov 27 joins the archive at Sat 13:00 your time, …". */
    next: (day: string, moment: string) =>
      `The code of ${day} joins the archive at ${moment} your time, once its day has ended everywhere on Earth.`,
  },
  open: {
    lead: (date: string, length: number, price: string) =>
      `The code of ${longDay(date)}: ${length} letters. Open it for ${price} and play it by the same rules; ` +
      'it is yours to finish or revisit afterwards.',
    balance: (credits: string) => `Your balance: ${credits}`,
    /** Why a day cannot be opened, before the link to buy credits: "Not enough credits: ". */
    refused: (reason: string) => `${reason}: `,
    notEnough: 'Not enough credits',
    buyOnGamePage: "buy credits on the game's page",
    all: 'All past codes',
    failed: 'The code could not be opened. Please try again.',
  },
  unfinishedOnItsDay: "You started this code on its day and did not finish it: a day's code is played once, so it cannot be replayed.",
};
