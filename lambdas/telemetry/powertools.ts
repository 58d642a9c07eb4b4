/**
 * One logger and one metrics emitter per function (Powertools for AWS Lambda), shared by the
 * handler chain and the services. The service name is the route's name, set by the CDK construct
 * (POWERTOOLS_SERVICE_NAME); the namespace groups the product's metrics on the dashboard. Traces:
 * Lambda's active tracing plus ./xray.ts for the calls a handler makes.
 */
import { Logger } from '@aws-lambda-powertools/logger';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { BusinessMetric, EXECUTED_VERSION_DIMENSION, METRICS_NAMESPACE, TechnicalMetric, type BusinessMetricName } from './metrics';

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

export function count(metric: BusinessMetricName, value = 1): void {
  metrics.addMetric(BusinessMetric[metric], MetricUnit.Count, value);
}

export function countTechnical(metric: keyof typeof TechnicalMetric): void {
  metrics.addMetric(TechnicalMetric[metric], MetricUnit.Count, 1);
  // Also per version (`$LATEST` outside an alias): a rollout's alarm reads the new version's failures
  // alone, so a rollback to the old version is never undone by the failures it answers.
  if (metric === 'UnexpectedError')
    metrics
      .singleMetric()
      .addDimension(EXECUTED_VERSION_DIMENSION, process.env.AWS_LAMBDA_FUNCTION_VERSION ?? '$LATEST')
      .addMetric(TechnicalMetric[metric], MetricUnit.Count, 1);
}
