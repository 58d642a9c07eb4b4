/** Jest's global teardown: the run's shared DynamoDB Local stops (test/support/shared-dynamodb.ts). */
export { stopSharedDynamoDb as default } from './shared-dynamodb';
