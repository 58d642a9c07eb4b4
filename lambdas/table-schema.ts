/** The single table's shape (docs/architecture.md, "Data"), shared by the CDK data construct, the local runtime and the tests. */
import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb';

export const TABLE_SCHEMA = {
  partitionKey: 'pk',
  sortKey: 'sk',
  /** Epoch seconds; DynamoDB's TTL removes anonymous games some days after their date. */
  ttlAttribute: 'expiresAt',
} as const;

export function createTableInput(tableName: string): CreateTableCommandInput {
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: [
      { AttributeName: TABLE_SCHEMA.partitionKey, AttributeType: 'S' },
      { AttributeName: TABLE_SCHEMA.sortKey, AttributeType: 'S' },
    ],
    KeySchema: [
      { AttributeName: TABLE_SCHEMA.partitionKey, KeyType: 'HASH' },
      { AttributeName: TABLE_SCHEMA.sortKey, KeyType: 'RANGE' },
    ],
  };
}
