/**
 * Deploy step: `npm run seed -- --stage dev` writes the settings every stage starts with (helper
 * prices, credit packages) into that stage's table, only where absent, so operators' edits stay.
 * Uses the caller's AWS credentials and region (AWS_PROFILE / AWS_REGION), as `cdk deploy` does,
 * and refuses, saying why, when the table is not there.
 */
import { parseArgs } from 'node:util';
import { DescribeTableCommand, DynamoDBClient, ResourceNotFoundException } from '@aws-sdk/client-dynamodb';
import { stageNames } from '../lib/names';
import { stageNameOf } from '../lib/stage';

async function main() {
  const { values } = parseArgs({ options: { stage: { type: 'string' }, table: { type: 'string' } } });
  const table = values.table ?? (values.stage && stageNames(stageNameOf((key) => (key === 'stage' ? values.stage : undefined))).table);
  if (!table) throw new Error('--stage dev|prod (or --table <name>) is required');
  const client = new DynamoDBClient({});
  try {
    await client.send(new DescribeTableCommand({ TableName: table }));
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
    const region = await client.config.region();
    throw new Error(`There is no table ${table} in ${region}: deploy the stage first (docs/deploy.md), or pass --table / AWS_REGION.`);
  } finally {
    client.destroy();
  }
  // The services read their configuration as the handlers do.
  process.env.TABLE_NAME = table;
  const { seedConfiguration } = await import('../lambdas/services/settings');
  const { listPackages } = await import('../lambdas/services/packages');
  await seedConfiguration();
  const { packages } = await listPackages();
  const onSale = packages.map((p) => `${p.name} (${p.credits} credits, ${p.price_cents} ${p.currency})`).join(', ');
  console.log(`Seeded ${table}. Packages on sale: ${onSale}`);
}

main().catch((error: Error) => {
  console.error(`Seeding failed: ${error.message}`);
  process.exit(1);
});
