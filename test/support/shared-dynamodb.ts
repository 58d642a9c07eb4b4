/**
 * Jest's global setup and teardown for the tests that run the local runtime: one DynamoDB Local
 * (Amazon's real engine, in memory) for the whole run, started before any test file. Each runtime a
 * test starts gets its own table in it (test/support/runtime.ts), so files stay independent while
 * the suite pays for one Java start instead of one per file. Tests that stop, freeze or restart the
 * database start their own (they keep its data in a folder).
 */
import { startDynamoDbLocal, type DynamoDbLocal } from '../../local/dynamodb';

/** Where the shared DynamoDB Local answers; inherited by the test workers. */
export const SHARED_DYNAMODB_ENV = 'CIPHERWORD_TEST_DYNAMODB';

const handle = globalThis as { sharedDynamoDb?: DynamoDbLocal };

export async function startSharedDynamoDb(): Promise<void> {
  if (process.env[SHARED_DYNAMODB_ENV]) return; // another project's setup started it in this run
  handle.sharedDynamoDb = await startDynamoDbLocal();
  process.env[SHARED_DYNAMODB_ENV] = handle.sharedDynamoDb.endpoint;
}

export async function stopSharedDynamoDb(): Promise<void> {
  const shared = handle.sharedDynamoDb;
  handle.sharedDynamoDb = undefined;
  delete process.env[SHARED_DYNAMODB_ENV];
  await shared?.stop();
}
