/**
 * What a handler's bundle may weigh (minified, as lib/bundling.ts builds it for the CDK) and what it
 * may carry, by what its route needs, each with its reason. Deterministic, so it is a test
 * (test/infra/bundle-budgets.test.ts, on every `npm test`); the load times these sizes cost are
 * timings and stay in `npm run bench` (bench/RESULTS.md, "Handler bundles").
 */
import type { Route } from '../lambdas/routes';

export interface BundleBudget {
  /** Which routes it holds. */
  kind: string;
  maxKb: number;
  /** Whether the AWS SDK may be inside (a route that never reads the table must not carry it). */
  awsSdk: boolean;
  why: string;
}

export const BUNDLE_BUDGETS = {
  noTable: {
    kind: 'no table',
    maxKb: 100,
    awsSdk: false,
    why:
      'get-word-length is the first call of every game: with no DynamoDB action it carries no SDK, so its cold start stays ' +
      "within 1.3× of a bare Node start (npm run bench). About 75 KB: the chain's Powertools, middy and zod, and the calendar " +
      '(no token verifier: it names no caller).',
  },
  table: {
    kind: 'table',
    maxKb: 700,
    awsSdk: true,
    why:
      'The DynamoDB client and document client (about 530 KB minified, bundled so deploys run the SDK the tests ran) ' +
      "and the call's own code.",
  },
  tableAndNames: {
    kind: 'table and member names',
    maxKb: 820,
    awsSdk: true,
    why:
      "A league's board tells look-alike names apart by Unicode's confusables data (about 95 KB minified, " +
      'services/shared/look-alike.ts) on top of the table budget.',
  },
  tableAndUsers: {
    kind: 'table and sign-in users',
    maxKb: 820,
    awsSdk: true,
    why: 'delete-account also deletes the Cognito user: the Cognito Identity Provider client on top of the table budget.',
  },
  reminderSender: {
    kind: 'the reminder sender',
    maxKb: 900,
    awsSdk: true,
    why:
      'No player waits on its cold start (a schedule starts it): the table budget, the Lambda client its fan-out invokes ' +
      "itself with (about 110 KB), and web-push's encryption and VAPID signing (about 120 KB with its ASN.1 and big-number code).",
  },
} as const satisfies Record<string, BundleBudget>;

export function bundleBudgetOf(route: Pick<Route, 'dynamodb' | 'deletesUsers' | 'showsMemberNames'>): BundleBudget {
  if (route.deletesUsers) return BUNDLE_BUDGETS.tableAndUsers;
  if (route.showsMemberNames) return BUNDLE_BUDGETS.tableAndNames;
  return route.dynamodb.length === 0 ? BUNDLE_BUDGETS.noTable : BUNDLE_BUDGETS.table;
}
