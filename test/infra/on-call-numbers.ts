/**
 * On-call's numbers (docs/deploy.md, "The numbers on-call works with"), read from the synthesised
 * prod templates: the one owner of that table. `npm run docs:numbers` writes it into deploy.md;
 * test/infra/stack.test.ts fails, naming that command, when the file no longer matches.
 */
import { only, resourcesOf, type Synthesized } from './synth';

/** Every alarm of a stage: the game's (the rollouts' in its stack, the others in its nested alarm stack), and the edge's in us-east-1. */
export const everyAlarmOf = (t: Synthesized) => [
  ...Object.entries(resourcesOf(t.game, 'AWS::CloudWatch::Alarm')),
  ...Object.entries(resourcesOf(t.gameAlarms, 'AWS::CloudWatch::Alarm')),
  ...Object.entries(resourcesOf(t.edgeAlarms, 'AWS::CloudWatch::Alarm')),
];

/** Where the table starts in deploy.md (it ends at the first blank line). */
export const NUMBERS_MARKER = '<!-- on-call numbers: written by npm run docs:numbers -->\n';

/** The API's ceilings: each route's throttle (requests/s) and WAF's ApiTotal for all clients together. */
export function apiCeilings(prod: Synthesized): { throttles: number[]; apiTotalPerMinute: number } {
  const stage = only(Object.values(resourcesOf(prod.game, 'AWS::ApiGatewayV2::Stage'))).Properties;
  const routeSettings = Object.values(stage.RouteSettings as Record<string, { ThrottlingRateLimit: number }>);
  const acl = only(Object.values(resourcesOf(prod.edge, 'AWS::WAFv2::WebACL'))).Properties;
  const rules = acl.Rules as { Name: string; Statement: { RateBasedStatement: { Limit: number } } }[];
  const apiTotal = only(rules.filter((r) => r.Name === 'ApiTotal')).Statement.RateBasedStatement;
  return { throttles: routeSettings.map((route) => route.ThrottlingRateLimit), apiTotalPerMinute: apiTotal.Limit };
}

/** What on-call and the cost model count, read from the prod templates. */
export function onCallNumbers(prod: Synthesized): [string, string][] {
  const alarms = everyAlarmOf(prod).map(([, a]) => a.Properties);
  const severity = (sev: string) => alarms.filter((a) => String(a.AlarmDescription).startsWith(`${sev}: `)).length;
  // CloudWatch bills an alarm per metric it reads; an anomaly band counts three.
  const metricsRead = alarms.reduce((sum, a) => {
    const read = a.MetricName ? 1 : (a.Metrics as { MetricStat?: unknown }[]).filter((m) => m.MetricStat).length;
    return sum + (a.ThresholdMetricId ? 3 * read : read);
  }, 0);
  const { throttles, apiTotalPerMinute } = apiCeilings(prod);
  const canary = only(Object.values(resourcesOf(prod.game, 'AWS::Synthetics::Canary'))).Properties;
  const minutesBetweenRuns = Number(/^rate\((\d+) minutes?\)$/.exec(canary.Schedule.Expression)![1]);
  const n = (value: number) => value.toLocaleString('en-US');
  const composites = Object.keys(resourcesOf(prod.gameAlarms, 'AWS::CloudWatch::CompositeAlarm')).length;
  return [
    ['alarms', n(alarms.length)],
    ['SEV1 pages', n(severity('SEV1'))],
    ['SEV2 tickets', n(severity('SEV2'))],
    ['rollout alarms (CodeDeploy reads them; they reach no one)', n(alarms.length - severity('SEV1') - severity('SEV2'))],
    ['metrics the alarms read (what CloudWatch bills)', n(metricsRead)],
    ['composite alarms (one page for several signals)', n(composites)],
    ['alarms, USD a month ($0.10 a metric, $0.50 a composite)', (metricsRead * 0.1 + composites * 0.5).toFixed(2)],
    ['canary runs a month (30 days)', n((30 * 24 * 60) / minutesBetweenRuns)],
    ['routes, each with its own throttle', n(throttles.length)],
    ['route throttles summed (requests/s)', n(throttles.reduce((sum, rate) => sum + rate, 0))],
    ['WAF ApiTotal, all clients together (requests/minute)', n(apiTotalPerMinute)],
  ];
}

/** The table as deploy.md prints it. */
export const numbersTable = (prod: Synthesized) =>
  ['| what | prod |', '|---|---|', ...onCallNumbers(prod).map(([what, value]) => `| ${what} | ${value} |`)].join('\n');

/** deploy.md with `table` in place of the one after the marker. */
export function withNumbersTable(deployMd: string, table: string): string {
  const [before, after] = deployMd.split(NUMBERS_MARKER);
  if (after === undefined) throw new Error(`docs/deploy.md has no "${NUMBERS_MARKER.trim()}" line: put it above the numbers table`);
  const end = after.indexOf('\n\n');
  return `${before}${NUMBERS_MARKER}${table}${end < 0 ? '\n' : after.slice(end)}`;
}
