/**
 * THE route table: every call of the API, once, and the only place its auth mode is stated. The CDK
 * api construct makes one Lambda and one HTTP API route per entry; the local gateway serves the same
 * entries; each handler names its entry, and its caller's type follows from the entry's auth mode.
 * Handler code lives in lambdas/handlers/<name>.ts.
 */

/** 'none': no identity; 'public': a token or an anonymousId (anonymous play); 'user': a valid token. */
export type AuthMode = 'none' | 'public' | 'user';

export const API_PREFIX = '/functions/v1';

/** A route's Lambda timeout unless it names its own (the stack sets it; the local gateway enforces it). */
export const DEFAULT_TIMEOUT_SECONDS = 10;
export const timeoutSecondsOf = (route: { timeoutSeconds?: number }) => route.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS;

/** The requests a route takes at once before its throttle (API Gateway's burst): twice its steady rate. */
export const burstLimitOf = (route: { rateLimit: number }) => route.rateLimit * 2;

/**
 * IAM actions on the table (without the `dynamodb:` prefix). A TransactWriteItems call has no action
 * of its own: IAM authorizes each item in it as the PutItem, UpdateItem, DeleteItem or ConditionCheckItem it is.
 */
export type DynamoDbAction =
  'GetItem' | 'BatchGetItem' | 'PutItem' | 'UpdateItem' | 'DeleteItem' | 'BatchWriteItem' | 'ConditionCheckItem' | 'Query';

export interface Route {
  /** The call's name: its path segment, its handler file and its Lambda's name. */
  name: string;
  method: 'GET' | 'POST';
  auth: AuthMode;
  /** Steady requests per second allowed per route at the API (burst: burstLimitOf): the whole route's backstop. */
  rateLimit: number;
  /**
   * For the routes that spend money or make data: requests one IP address may send to this route in
   * 5 minutes before WAF blocks it there (docs/deploy.md, "Limits per client", says how each is sized).
   */
  perIpPer5Minutes?: number;
  /**
   * For the same routes: calls one player (an account, or an anonymous player) may make to this route
   * in a minute, counted in the table (lambdas/store/limits.ts) whatever addresses they use: past it,
   * 429 naming the limit. So one player, however many addresses or IPv6 hosts they hold, never uses
   * others' share of the route's throttle (docs/deploy.md, "Limits per client").
   */
  perPlayerPerMinute?: number;
  /** For the checkout: requests one session (its token) may send in 5 minutes, whatever its addresses (WAF, `PerToken-<route>`). */
  perTokenPer5Minutes?: number;
  /** For the checkout: requests one network (ASN) may send in 5 minutes: what holds an IPv6 host's whole /64 (WAF, `PerAsn-<route>`). */
  perAsnPer5Minutes?: number;
  /** Concurrency kept for this route alone: a flood of other calls cannot starve it (and it cannot take more). */
  reservedConcurrency?: number;
  /** Deletes Cognito users (ListUsers by sub, AdminDeleteUser on the game's pool): delete-account only. */
  deletesUsers?: true;
  /** Shows league members' names, told apart by Unicode's confusables data (services/shared/look-alike.ts): a larger bundle. */
  showsMemberNames?: true;
  /** A call that can take longer than the default (DEFAULT_TIMEOUT_SECONDS; a whole account's items). */
  timeoutSeconds?: number;
  /** A route that computes gets more memory, and so more CPU (Lambda gives CPU in proportion); else lib's default. */
  memoryMb?: number;
  /**
   * The DynamoDB actions the call's code needs (a transaction's: the actions of its items): the CDK
   * grants exactly these on the table. Kept true by test/integration/dynamodb-actions.test.ts,
   * which records what every route really sends.
   */
  dynamodb: readonly DynamoDbAction[];
  /** Needs the word lists and the word secret (bundled next to the handler). */
  words: boolean;
  /** Needs the Stripe secret (API key and webhook signing secret). */
  stripe: boolean;
  description: string;
}

export const routes = [
  {
    name: 'get-word-length',
    method: 'GET',
    auth: 'none',
    rateLimit: 200,
    dynamodb: [],
    words: false,
    stripe: false,
    description: "Today's code length and weekday for the player's time zone",
  },
  {
    name: 'get-helper-prices',
    method: 'GET',
    auth: 'none',
    rateLimit: 100,
    dynamodb: ['GetItem'],
    words: false,
    stripe: false,
    description: 'Credit cost of each helper',
  },
  {
    name: 'submit-guess',
    method: 'POST',
    auth: 'public',
    rateLimit: 200,
    perIpPer5Minutes: 600,
    dynamodb: ['GetItem', 'UpdateItem', 'PutItem', 'ConditionCheckItem'],
    words: true,
    stripe: false,
    description: "Scores a guess and stores it on the day's game",
  },
  {
    // Writes: a first call makes the profile with the starting credits (one transaction of two puts).
    name: 'get-credits',
    method: 'GET',
    auth: 'user',
    rateLimit: 100,
    dynamodb: ['GetItem', 'PutItem', 'ConditionCheckItem'],
    words: false,
    stripe: false,
    description: "The signed-in player's credit balance",
  },
  {
    name: 'use-helper',
    method: 'POST',
    auth: 'user',
    rateLimit: 50,
    perIpPer5Minutes: 100,
    perPlayerPerMinute: 60,
    dynamodb: ['GetItem', 'PutItem', 'UpdateItem', 'ConditionCheckItem'],
    words: true,
    stripe: false,
    description: 'Spends credits to reveal a letter of the code',
  },
  {
    name: 'get-credit-packages',
    method: 'GET',
    auth: 'none',
    rateLimit: 50,
    dynamodb: ['Query'],
    words: false,
    stripe: false,
    description: 'The credit packages on sale, cheapest first',
  },
  {
    // Writes: makes sure the buyer has a profile for the webhook to credit.
    name: 'create-payment-intent',
    method: 'POST',
    auth: 'user',
    rateLimit: 50,
    perIpPer5Minutes: 30,
    perTokenPer5Minutes: 30,
    perAsnPer5Minutes: 600,
    perPlayerPerMinute: 5,
    reservedConcurrency: 20,
    dynamodb: ['GetItem', 'PutItem', 'UpdateItem', 'ConditionCheckItem'],
    words: false,
    stripe: true,
    description: 'Starts a card payment for a credit package (Stripe PaymentIntent)',
  },
  {
    name: 'stripe-webhook',
    method: 'POST',
    auth: 'none',
    rateLimit: 50,
    reservedConcurrency: 20,
    dynamodb: ['GetItem', 'PutItem', 'UpdateItem', 'ConditionCheckItem'],
    words: false,
    stripe: true,
    description: "Stripe's signed payment events: credits what was paid once, takes refunds and disputes back",
  },
  {
    // Writes: on the first load after sign-in, the browser's anonymous identity is claimed for the
    // account (an update), and today's anonymous game joins it (puts: the game, and a marker in the
    // browser's place); a marker whose account never played that day is deleted.
    name: 'load-game-state',
    method: 'POST',
    auth: 'public',
    rateLimit: 200,
    // Query: on sign-in, the account's own games on the dates of the browser's history.
    dynamodb: ['GetItem', 'PutItem', 'DeleteItem', 'UpdateItem', 'Query', 'ConditionCheckItem'],
    words: true,
    stripe: false,
    description: "Restores the player's game of the day",
  },
  {
    // Writes: a first call makes the profile with the starting credits.
    name: 'get-archive',
    method: 'GET',
    auth: 'user',
    rateLimit: 50,
    dynamodb: ['GetItem', 'PutItem', 'Query', 'ConditionCheckItem'],
    words: false,
    stripe: false,
    description: 'The past days a signed-in player may open, how each went, and the archive statistics',
  },
  {
    name: 'open-archive-day',
    method: 'POST',
    auth: 'user',
    rateLimit: 20,
    perIpPer5Minutes: 100,
    perPlayerPerMinute: 30,
    dynamodb: ['GetItem', 'PutItem', 'UpdateItem', 'ConditionCheckItem'],
    words: true,
    stripe: false,
    description: "Opens a past day's code for credits (debited once), or reopens it for free",
  },
  {
    name: 'submit-archive-guess',
    method: 'POST',
    auth: 'user',
    rateLimit: 100,
    dynamodb: ['GetItem', 'UpdateItem', 'ConditionCheckItem'],
    words: true,
    stripe: false,
    description: 'Scores a guess on an opened archive day and stores it there',
  },
  {
    // Writes: the first call after a game ends stores its report on the game item (once).
    name: 'game-report',
    method: 'POST',
    auth: 'public',
    rateLimit: 100,
    perIpPer5Minutes: 300,
    perPlayerPerMinute: 30,
    memoryMb: 1769, // one full vCPU: a first report scores every valid guess against the codes left
    dynamodb: ['GetItem', 'UpdateItem'],
    words: true,
    stripe: false,
    description: "A finished game's decryption report: codes left after each guess, the bot's choices, skill, luck, the code's meaning",
  },
  {
    // Writes: the player's flag and the code's count of flags, in one transaction.
    name: 'flag-word',
    method: 'POST',
    auth: 'public',
    rateLimit: 20,
    perIpPer5Minutes: 100,
    perPlayerPerMinute: 10,
    dynamodb: ['GetItem', 'PutItem', 'UpdateItem'],
    words: true,
    stripe: false,
    description: '"This word is wrong": flags a finished game\'s code (its word, language and date) for the owner\'s review',
  },
  {
    // Writes: the league, its invite, the owner's member and membership items, their league count (and a first profile).
    name: 'create-league',
    method: 'POST',
    auth: 'user',
    rateLimit: 20,
    perIpPer5Minutes: 30,
    perPlayerPerMinute: 30,
    dynamodb: ['GetItem', 'PutItem', 'UpdateItem', 'ConditionCheckItem'],
    words: false,
    stripe: false,
    description: 'Creates a league: the caller owns it, with an invite link to share',
  },
  {
    // Writes: a seat taken (the league's count), the member and membership items, the player's league count,
    // checked against the owner's removal of the player (ConditionCheckItem) in the same transaction.
    name: 'join-league',
    method: 'POST',
    auth: 'user',
    rateLimit: 50,
    perIpPer5Minutes: 100,
    perPlayerPerMinute: 30,
    dynamodb: ['GetItem', 'PutItem', 'UpdateItem', 'ConditionCheckItem'],
    words: false,
    stripe: false,
    description: 'Joins a league through its invite link, while it has a seat and the player is in fewer than 20',
  },
  {
    name: 'list-leagues',
    showsMemberNames: true,
    method: 'GET',
    auth: 'user',
    rateLimit: 100,
    dynamodb: ['GetItem', 'Query', 'BatchGetItem'],
    words: false,
    stripe: false,
    description: "The player's leagues, and their place in each on a date's code once their game of it is over",
  },
  {
    // Public for an invitation (anyone with the link sees the name and size); a league's page is its members'.
    name: 'get-league',
    showsMemberNames: true,
    method: 'POST',
    auth: 'public',
    rateLimit: 100,
    dynamodb: ['GetItem', 'Query', 'BatchGetItem'],
    words: true,
    stripe: false,
    description: "A league's day (each member's game of a date's code), week points and all-time figures; or an invitation",
  },
  {
    name: 'update-league',
    method: 'POST',
    auth: 'user',
    rateLimit: 20,
    perIpPer5Minutes: 100,
    perPlayerPerMinute: 30,
    dynamodb: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem', 'ConditionCheckItem'],
    words: false,
    stripe: false,
    description: "The owner's changes to a league: rename it, make a new invite link, remove a member",
  },
  {
    name: 'leave-league',
    method: 'POST',
    auth: 'user',
    rateLimit: 20,
    perIpPer5Minutes: 100,
    perPlayerPerMinute: 30,
    dynamodb: ['GetItem', 'Query', 'UpdateItem', 'DeleteItem', 'ConditionCheckItem'],
    words: false,
    stripe: false,
    description: 'Leaves a league (its ownership passes on; the last member leaving deletes it)',
  },
  {
    name: 'set-display-name',
    method: 'POST',
    auth: 'user',
    rateLimit: 20,
    perIpPer5Minutes: 100,
    perPlayerPerMinute: 30,
    dynamodb: ['GetItem', 'PutItem', 'Query', 'UpdateItem', 'ConditionCheckItem'],
    words: false,
    stripe: false,
    description: 'Sets the name fellow league members see',
  },
  {
    // Makes the profile if needed; puts the reminder and moves its due item, while the account is live.
    name: 'set-reminder',
    method: 'POST',
    auth: 'user',
    rateLimit: 20,
    perIpPer5Minutes: 100,
    perPlayerPerMinute: 20,
    dynamodb: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem', 'ConditionCheckItem'],
    words: false,
    stripe: false,
    description: 'Sets the daily reminder by Web Push: a local time, on days the code is still unplayed',
  },
  {
    name: 'delete-reminder',
    method: 'POST',
    auth: 'user',
    rateLimit: 20,
    perIpPer5Minutes: 100,
    perPlayerPerMinute: 20,
    dynamodb: ['GetItem', 'UpdateItem', 'DeleteItem'],
    words: false,
    stripe: false,
    description: 'Turns the daily reminder off',
  },
  {
    // Reads every item of the account (its partition), its leagues and its orders.
    name: 'export-my-data',
    method: 'GET',
    auth: 'user',
    rateLimit: 20,
    perIpPer5Minutes: 30,
    perPlayerPerMinute: 5,
    dynamodb: ['GetItem', 'Query', 'UpdateItem'],
    words: false,
    stripe: false,
    description: 'Everything the game keeps about the signed-in player, as one JSON file',
  },
  {
    // Writes and deletes: the account's every item, its leagues (ownership passed on), its orders
    // (anonymised), the browsers that joined it; then its Cognito user.
    name: 'delete-account',
    method: 'POST',
    auth: 'user',
    rateLimit: 10,
    perIpPer5Minutes: 30,
    perPlayerPerMinute: 5,
    dynamodb: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem', 'ConditionCheckItem'],
    deletesUsers: true,
    timeoutSeconds: 25, // within API Gateway's 30 s
    words: false,
    stripe: false,
    description: "Deletes the signed-in player's account and everything of it",
  },
] as const satisfies readonly Route[];

export type RouteName = (typeof routes)[number]['name'];
export type RouteOf<N extends RouteName> = Extract<(typeof routes)[number], { name: N }>;

export function routeNamed<N extends RouteName>(name: N): RouteOf<N> {
  const found = routes.find((route) => route.name === name);
  if (!found) throw new Error(`no route named ${name}`);
  return found as RouteOf<N>;
}

export const routePath = (route: Pick<Route, 'name'>) => `${API_PREFIX}/${route.name}`;
