/**
 * The product's metric names and namespace: plain values with no side effects, so the CDK app
 * (dashboard, alarms) and the handlers (through ./powertools) name each metric the same way.
 */
export const METRICS_NAMESPACE = 'Cipherword';

/** Business metrics. */
export const BusinessMetric = {
  GameStarted: 'GameStarted',
  GuessSubmitted: 'GuessSubmitted',
  GuessRejected: 'GuessRejected',
  GameWon: 'GameWon',
  GameLost: 'GameLost',
  HelperUsed: 'HelperUsed',
  /** Leagues made, joined and left (a removal by the owner counts as a leaving). */
  LeagueCreated: 'LeagueCreated',
  LeagueJoined: 'LeagueJoined',
  LeagueLeft: 'LeagueLeft',
  /** A finished game's decryption report computed (and stored): later requests for it read it. */
  GameReportComputed: 'GameReportComputed',
  /** A player flagged a day's code as wrong ("this word is wrong"), counted once per player and code. */
  WordFlagged: 'WordFlagged',
  /** A past day opened from the archive for credits (reopenings are free and not counted). */
  ArchiveDayOpened: 'ArchiveDayOpened',
  ArchiveGuessSubmitted: 'ArchiveGuessSubmitted',
  /** A PaymentIntent made for a checkout: Stripe then sends its payment_intent.created event to the webhook. */
  PaymentIntentCreated: 'PaymentIntentCreated',
  /** A webhook call whose signature verified: Stripe reaches us with the right secret. */
  WebhookVerified: 'WebhookVerified',
  CreditsPurchased: 'CreditsPurchased',
  /** Credits taken back by refunds (the value is the number of credits). */
  CreditsRefunded: 'CreditsRefunded',
  PaymentFailed: 'PaymentFailed',
  /**
   * A Stripe event this shop cannot match to what it sold (a PaymentIntent it did not make, or whose
   * status, amount or currency differ from the order; an unknown user): answered 200 (not retried), alarmed.
   */
  PaymentUnmatched: 'PaymentUnmatched',
  /** A refund of a paid package (its credits taken back in proportion), counted once per refund seen. */
  PaymentRefunded: 'PaymentRefunded',
  /** A dispute opened on a payment: its credits are frozen, and on-call is paged (answer within Stripe's deadline). */
  PaymentDisputed: 'PaymentDisputed',
  DisputeWon: 'DisputeWon',
  DisputeLost: 'DisputeLost',
  WebhookRejected: 'WebhookRejected',
  /** A sign-in that asked to take an anonymous history without its proof: refused, nothing moved. */
  JoinRefused: 'JoinRefused',
  /** A new anonymous player past its client's hourly allowance: it plays, but no history is kept for it. */
  AnonymousHistoryNotKept: 'AnonymousHistoryNotKept',
  /** A call refused because its player made a route's allowance of calls this minute (429). */
  PlayerLimitReached: 'PlayerLimitReached',
  /** A daily reminder set or changed, and one turned off (the sender's own metrics come with it). */
  ReminderSet: 'ReminderSet',
  ReminderDeleted: 'ReminderDeleted',
  /** A run of the reminder sender: reminders posted, passed over (played, quiet hours, late), gone (404/410), failed (tried again). */
  RemindersSent: 'RemindersSent',
  RemindersPassedOver: 'RemindersPassedOver',
  RemindersGone: 'RemindersGone',
  RemindersFailed: 'RemindersFailed',
  /** Shards of a run whose slots could not be read or marked finished (the next run reads them again). */
  ReminderShardsUnfinished: 'ReminderShardsUnfinished',
  /** A player deleted their account (everything of it, and its Cognito user). */
  AccountDeleted: 'AccountDeleted',
} as const;

export type BusinessMetricName = keyof typeof BusinessMetric;

/**
 * Technical metrics the handler chain emits, with Powertools' `service` dimension (the route's
 * name): the alarms read them per route.
 */
export const TechnicalMetric = {
  /** Every answer with a 5xx status: an unexpected failure, the database unreachable, a provider down. */
  UnexpectedError: 'UnexpectedError',
  /**
   * A 503 answered because too many changes of one item raced (each sent again, still meeting
   * others' transactions): the client tries again. Not a failure of ours, so not an UnexpectedError.
   */
  Contention: 'Contention',
  /** A request that did not come through CloudFront (no or a wrong origin-verify header): refused with 403. */
  OriginRefused: 'OriginRefused',
} as const;

/**
 * The synthetic player's own metric (lib/canary/handler.ts), under the service dimension `canary`:
 * 1 for a run whose sign-in check failed (the hosted UI's redirect to Google, Google's page), 0 when it passed.
 */
export const CANARY_SIGN_IN_METRIC = { name: 'SignInCheckFailed', service: 'canary' } as const;

/**
 * The dimension that names the function version a call ran, as Lambda's own alias metrics name it:
 * UnexpectedError is also counted per version, so a rollout's alarm watches the new version alone.
 */
export const EXECUTED_VERSION_DIMENSION = 'ExecutedVersion';

/**
 * The header CloudFront adds to every request it forwards to the API, with a secret value; the
 * chain refuses requests without it (docs/architecture.md, "Only CloudFront reaches the API").
 */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';
