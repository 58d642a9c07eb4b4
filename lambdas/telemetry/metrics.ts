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
  CreditsPurchased: 'CreditsPurchased',
  PaymentFailed: 'PaymentFailed',
  /** A paid event for an unknown package or user: answered 200 (not retried), alarmed. */
  PaymentUnmatched: 'PaymentUnmatched',
  WebhookRejected: 'WebhookRejected',
} as const;

export type BusinessMetricName = keyof typeof BusinessMetric;
