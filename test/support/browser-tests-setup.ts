/** Jest's global setup for the browser tests: the web app built once, and the shared DynamoDB Local. */
import buildWebOnce from './build-web-once';
import { startSharedDynamoDb } from './shared-dynamodb';

export default async function browserTestsSetup(): Promise<void> {
  buildWebOnce();
  await startSharedDynamoDb();
}
