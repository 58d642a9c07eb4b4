/**
 * One logger, metrics and tracer per function, shared by the middlewares and the domain glue
 * (Powertools for AWS Lambda). The service name is the route's name, set by the CDK construct
 * (POWERTOOLS_SERVICE_NAME); the namespace groups the product's metrics on the dashboard.
 */
import { Logger } from '@aws-lambda-powertools/logger';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { Tracer } from '@aws-lambda-powertools/tracer';

export const METRICS_NAMESPACE = 'Cipherword';

export const logger = new Logger();
export const metrics = new Metrics({
  namespace: METRICS_NAMESPACE,
  // Read-only calls publish no business metric: that is normal, so it is not worth a warning per call.
  logger: {
    debug: (...args: unknown[]) => logger.debug(String(args[0])),
    info: (...args: unknown[]) => logger.info(String(args[0])),
    error: (...args: unknown[]) => logger.error(String(args[0])),
    warn: (...args: unknown[]) =>
      String(args[0]).startsWith('No application metrics to publish') ? logger.debug(String(args[0])) : logger.warn(String(args[0])),
  },
});
export const tracer = new Tracer();

/** Business metrics, named once so the dashboard and the handlers cannot drift apart. */
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

export function count(metric: keyof typeof BusinessMetric, value = 1): void {
  metrics.addMetric(BusinessMetric[metric], MetricUnit.Count, value);
}
