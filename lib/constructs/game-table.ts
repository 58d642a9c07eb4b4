import { Table, AttributeType, BillingMode, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { TABLE_SCHEMA } from '../../lambdas/table-schema';
import type { StageConfig } from '../stage';

/** The single table (docs/architecture.md, "Data"): games, profiles, ledger, payments, settings. */
export class GameTable extends Construct {
  readonly table: Table;

  constructor(scope: Construct, id: string, stage: StageConfig) {
    super(scope, id);
    this.table = new Table(this, 'Table', {
      tableName: stage.names.table,
      partitionKey: { name: TABLE_SCHEMA.partitionKey, type: AttributeType.STRING },
      sortKey: { name: TABLE_SCHEMA.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: TABLE_SCHEMA.ttlAttribute,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      encryption: TableEncryption.AWS_MANAGED,
      deletionProtection: stage.deletionProtection,
      removalPolicy: stage.removalPolicy,
    });
  }
}
