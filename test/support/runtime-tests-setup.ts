/**
 * Jest's global setup for the tests that run the local runtime (integration and browser): the web
 * app built once (the runtime serves it at `/`, as CloudFront does), and the shared DynamoDB Local.
 * Each project names it, so a project run alone (`npx jest --selectProjects integration`) on a
 * fresh clone has both; in a whole run the second setup finds them made.
 */
import buildWebOnce from './build-web-once';
import { startSharedDynamoDb } from './shared-dynamodb';

export default async function runtimeTestsSetup(): Promise<void> {
  buildWebOnce();
  await startSharedDynamoDb();
}
