/**
 * How every WAF rule recognises one of the API's paths: the URI path, URL-decoded then lowercased,
 * equal to the route's path (lowercase). So "/functions/v1/Create-Payment-Intent" or
 * "/functions/v1/create%2Dpayment%2Dintent" meet the same rule as the plain path, however the edge
 * or the API would treat them.
 */
import type { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';

export const uriPathIs = (path: string): CfnWebACL.StatementProperty => ({
  byteMatchStatement: {
    searchString: path.toLowerCase(),
    fieldToMatch: { uriPath: {} },
    positionalConstraint: 'EXACTLY',
    textTransformations: [
      { priority: 0, type: 'URL_DECODE' },
      { priority: 1, type: 'LOWERCASE' },
    ],
  },
});

/** Any of `paths` (one statement when there is one). */
export const uriPathIsAnyOf = (paths: readonly string[]): CfnWebACL.StatementProperty =>
  paths.length === 1 ? uriPathIs(paths[0]) : { orStatement: { statements: paths.map(uriPathIs) } };
