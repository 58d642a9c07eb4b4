import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { type Alarm, ComparisonOperator, MathExpression } from 'aws-cdk-lib/aws-cloudwatch';
import type { Construct } from 'constructs';
import { cloudFrontMetric, FIVE_MINUTES, webAclMetric } from './constructs/monitoring/metrics';
import { alarmMaker, alarmTopics, EDGE_ALARM_NAMES } from './constructs/monitoring/paging';
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
  readonly alarms: Alarm[];

  constructor(scope: Construct, id: string, { stage, distributionId, webAclName, ...props }: EdgeAlarmsStackProps) {
    super(scope, id, props);
    const topics = alarmTopics(this, stage, { edge: true });
    const { page, ticket, made } = alarmMaker(this, stage, topics);
    this.alarms = made.all;
    page('Site5xxRate', {
      alarmName: EDGE_ALARM_NAMES.site5xx,
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
    // Tickets: a stranger's flood of requests is what WAF blocks and what 4xx counts.
    ticket('WafBlockedRate', {
      alarmName: EDGE_ALARM_NAMES.wafBlocked,
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
    ticket('Site4xxRate', {
      alarmName: EDGE_ALARM_NAMES.site4xx,
      runbook: 'site-down',
      summary:
        "More than 25% of CloudFront's answers were 4xx for 15 minutes (at 500 requests or more): " +
        "the site's files refused (S3 403), or a flood of bad paths.",
      metric: new MathExpression({
        expression: 'IF(FILL(requests, 0) >= 500, FILL(rate, 0), 0)',
        usingMetrics: {
          requests: cloudFrontMetric(distributionId, 'Requests', 'Sum'),
          rate: cloudFrontMetric(distributionId, '4xxErrorRate', 'Average'),
        },
        period: FIVE_MINUTES,
      }),
      threshold: 25,
      evaluationPeriods: 3,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
    });
    new CfnOutput(this, 'PageTopicArn', { value: topics.pages.topicArn, description: "CloudFront's SEV1 alarms (us-east-1)" });
    new CfnOutput(this, 'TicketTopicArn', {
      value: topics.tickets.topicArn,
      description: "CloudFront's and WAF's SEV2 alarms (us-east-1)",
    });
  }
}
