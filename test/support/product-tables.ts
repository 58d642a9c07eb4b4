/**
 * The tables docs/product.md shows from the code's own tables ("Limits and constants": the code
 * lengths, the helpers, the game's limits), so the product's description never restates a value by
 * hand. `npm run docs:numbers` writes them between the markers; test/unit/product-tables.test.ts
 * fails, naming that command, when the file no longer matches.
 */
import englishShell from '../../web/src/i18n/en/shell';
import { LENGTH_SCHEDULE, WEEKDAYS } from '../../lambdas/domain/rules';
import * as rules from '../../lambdas/domain/rules';
import { routes } from '../../lambdas/routes';

export const PRODUCT_TABLES_START = '<!-- product tables: written by npm run docs:numbers -->\n';
export const PRODUCT_TABLES_END = '<!-- end of the product tables -->';

const credits = (n: number) => `${n} ${n === 1 ? 'credit' : 'credits'}`;
const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
const table = (head: string[], rows: (string | number)[][]) => [row(head), row(head.map(() => '---')), ...rows.map(row)].join('\n');

/** Monday first, as players read a week. */
const WEEK = [1, 2, 3, 4, 5, 6, 0];

export function productTables(): string {
  const lengths = table(
    ['in force from', ...WEEK.map((weekday) => WEEKDAYS[weekday])],
    LENGTH_SCHEDULE.map((entry) => [entry.from, ...WEEK.map((weekday) => entry.byWeekday[weekday])]),
  );
  const helpers = table(
    ['`helperType`', 'button', 'default price', 'reveals'],
    rules.HELPERS.map((helper) => [
      `\`${helper.type}\``,
      helper.atTypingPosition ? `${englishShell.helpers.buttons[helper.type]} k` : englishShell.helpers.buttons[helper.type],
      credits(helper.defaultPrice),
      helper.atTypingPosition
        ? 'the letter at position k: the one being typed, or the tile tapped in the row being typed'
        : 'a letter its rule picks among those the player does not know (`HELPER_RULES`)',
    ]),
  );
  const perPlayer = routes.flatMap((route) => ('perPlayerPerMinute' in route ? [`\`${route.name}\` ${route.perPlayerPerMinute}`] : []));
  const limits = table(
    ['what', 'value'],
    [
      ['guesses', rules.MAX_GUESSES],
      [
        'code length',
        `${rules.MIN_WORD_LENGTH} to ${rules.MAX_WORD_LENGTH} letters, by weekday (above); grid at most ${rules.MAX_COLUMNS} columns`,
      ],
      ['starting credits', rules.STARTING_CREDITS],
      [
        'a past day (default; operators edit it)',
        `${credits(rules.DEFAULT_ARCHIVE_DAY_PRICE)}; the archive starts at the launch date (default ${rules.DEFAULT_LAUNCH_DATE})`,
      ],
      ['anonymous games kept', `${rules.ANONYMOUS_GAME_TTL_DAYS} days after their date`],
      [
        'streak freezes',
        `one per ${rules.STREAK_FREEZE_EVERY_DAYS} days played in a row; at most ${rules.MAX_STREAK_FREEZES} banked; ` +
          `the strip shows ${rules.STREAK_STRIP_DAYS} days`,
      ],
      [
        'a daily reminder',
        `at ${rules.DEFAULT_REMINDER_TIME} local time unless the player picks another, on the ${rules.REMINDER_SLOT_MINUTES}-minute grid`,
      ],
      [
        'a journey (a date it takes is not missed)',
        `the clock moved east by ${rules.JOURNEY_EAST_MINUTES / 60} hours or more between two games; ` +
          `at most ${rules.TRAVELLED_DAYS_MAX} such dates in any ${rules.TRAVELLED_WINDOW_DAYS} days`,
      ],
      [
        'leagues',
        `${rules.MAX_LEAGUE_MEMBERS} members each; ${rules.MAX_LEAGUES_PER_PLAYER} per player; names ` +
          `${rules.LEAGUE_NAME_LENGTH.min}–${rules.LEAGUE_NAME_LENGTH.max} characters, player names ` +
          `${rules.DISPLAY_NAME_LENGTH.min}–${rules.DISPLAY_NAME_LENGTH.max}`,
      ],
      ['calls per player and minute', perPlayer.join(', ')],
      [
        "an anonymous player's credential",
        'given to the call that made the player, and again to a load within ' +
          `${rules.CREDENTIAL_REISSUE_SECONDS} s of it while nothing is played`,
      ],
      [
        'new anonymous players per client address',
        `${rules.NEW_ANONYMOUS_PLAYERS_PER_CLIENT_HOUR} an hour (a first load or a first result; IPv6: per /64)`,
      ],
    ],
  );
  return [
    "**Code lengths** by the weekday of the player's date (`LENGTH_SCHEDULE`): each table is in force from its date until the",
    "next one's; a table added from a future date changes no past day.",
    '',
    lengths,
    '',
    '**Helpers** in the order of their buttons (`HELPERS`); operators may change the prices (runbook, "Game settings").',
    '',
    helpers,
    '',
    '**Limits** (`lambdas/domain/rules.ts`, and the route table for the calls per player):',
    '',
    limits,
    '',
  ].join('\n');
}

/** product.md with the tables in place of those between the markers. */
export function withProductTables(productMd: string, tables: string): string {
  const { start, end } = markersIn(productMd);
  return `${productMd.slice(0, start)}${tables}${productMd.slice(end)}`;
}

/** The tables as product.md has them now. */
export function productTablesIn(productMd: string): string {
  const { start, end } = markersIn(productMd);
  return productMd.slice(start, end);
}

/** Where the tables start and end: each marker exactly once, in order, or an error naming them. */
function markersIn(productMd: string): { start: number; end: number } {
  const count = (marker: string) => productMd.split(marker).length - 1;
  const start = productMd.indexOf(PRODUCT_TABLES_START) + PRODUCT_TABLES_START.length;
  const end = productMd.indexOf(PRODUCT_TABLES_END);
  if (count(PRODUCT_TABLES_START) !== 1 || count(PRODUCT_TABLES_END) !== 1 || end < start)
    throw new Error(
      `docs/product.md needs the lines "${PRODUCT_TABLES_START.trim()}" and "${PRODUCT_TABLES_END}", once each, around its tables`,
    );
  return { start, end };
}
