import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { type Alarm, ComparisonOperator, MathExpression } from 'aws-cdk-lib/aws-cloudwatch';
import type { Construct } from 'constructs';
import { cloudFrontMetric, FIVE_MINUTES, webAclMetric } from './constructs/monitoring/metrics';
import { alarmMaker, alarmTopic } from './constructs/monitoring/paging';
import type { StageConfig } from './stage';

export interface EdgeAlarmsStackProps extends StackProps {
  stage: StageConfig;
  /** The game stack's CloudFront distribution. */
  distributionId: string;
  webAclName: string;
}

/**
 * The alarms on what players reach first, the site and its firewall. CloudFront and WAF publish
 * their metrics in us-east-1 only, and an alarm reads metrics of its own region, so these live in
 * us-east-1, after the game stack (they watch its distribution), with their own alarm topic.
 */
export class EdgeAlarmsStack extends Stack {
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, { stage, distributionId, webAclName, ...props }: EdgeAlarmsStackProps) {
    super(scope, id, props);
    const topic = alarmTopic(this, stage);
    const { page } = alarmMaker(this, stage, topic, this.alarms);
    page('Site5xxRate', {
      alarmName: 'site-5xx-rate',
      runbook: 'site-down',
      summary: "More than 5% of CloudFront's answers were 5xx for 10 minutes (at 100 requests or more): the site or the API is failing.",
      metric: new MathExpression({
        expression: 'IF(FILL(requests, 0) >= 100, FILL(rate, 0), 0)',
        usingMetrics: {
          requests: cloudFrontMetric(distributionId, 'Requests', 'Sum'),
          rate: cloudFrontMetric(distributionId, '5xxErrorRate', 'Average'),
        },
        period: FIVE_MINUTES,
      }),
      threshold: 5,
      evaluationPeriods: 2,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
    });
    page('WafBlockedRate', {
      alarmName: 'waf-blocked-rate',
      runbook: 'waf-blocking-real-players',
      summary: 'WAF blocked more than 10% of requests (100 or more) for 15 minutes: an attack, or real players blocked.',
      metric: new MathExpression({
        expression: 'IF(FILL(blocked, 0) >= 100, 100 * FILL(blocked, 0) / MAX([FILL(blocked, 0) + FILL(allowed, 0), 1]), 0)',
        usingMetrics: { blocked: webAclMetric(webAclName, 'BlockedRequests'), allowed: webAclMetric(webAclName, 'AllowedRequests') },
        period: FIVE_MINUTES,
      }),
      threshold: 10,
      evaluationPeriods: 3,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
    });
    new CfnOutput(this, 'AlarmTopicArn', { value: topic.topicArn, description: "CloudFront's and WAF's alarms (us-east-1)" });
  }
}
