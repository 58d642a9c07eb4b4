/**
 * How every WAF rule recognises one of the API's paths: the URI path, URL-decoded then lowercased,
 * is the route's path (lowercase) followed by any number of slashes. So "/functions/v1/Create-Payment-Intent",
 * "/functions/v1/create%2Dpayment%2Dintent" and "/functions/v1/create-payment-intent/" (which an HTTP
 * API routes to the same route) meet the same rule as the plain path; "/functions/v1/create-payment-intents"
 * does not.
 */
import type { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';

/** The transformations WAF applies to the path before it matches: one spelling for every way of writing it. */
export const PATH_TRANSFORMATIONS: CfnWebACL.TextTransformationProperty[] = [
  { priority: 0, type: 'URL_DECODE' },
  { priority: 1, type: 'LOWERCASE' },
];

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

export const uriPathIs = (path: string): CfnWebACL.StatementProperty => ({
  regexMatchStatement: {
    regexString: `^${escaped(path.toLowerCase())}/*$`,
    fieldToMatch: { uriPath: {} },
    textTransformations: PATH_TRANSFORMATIONS,
  },
});

/** Any of `paths` (one statement when there is one). */
export const uriPathIsAnyOf = (paths: readonly string[]): CfnWebACL.StatementProperty =>
  paths.length === 1 ? uriPathIs(paths[0]) : { orStatement: { statements: paths.map(uriPathIs) } };
