/**
 * Deploy step: `npm run seed -- --stage dev` writes the settings every stage starts with (helper
 * prices, credit packages) into that stage's table, only where absent, so operators' edits stay.
 * Uses the caller's AWS credentials and region (AWS_PROFILE / AWS_REGION), as `cdk deploy` does.
 */
import { parseArgs } from 'node:util';

async function main() {
  const { values } = parseArgs({ options: { stage: { type: 'string' }, table: { type: 'string' } } });
  const table = values.table ?? (values.stage && `cipherword-${values.stage}-game`);
  if (!table) throw new Error('--stage dev|prod (or --table <name>) is required');
  // The store reads its configuration as the handlers do.
  process.env.TABLE_NAME = table;
  const { seedConfiguration } = await import('../local/seed');
  await seedConfiguration();
  const { listPackages } = await import('../lambdas/services/payments');
  const { packages } = await listPackages();
  console.log(
    `Seeded ${table}. Packages on sale: ${packages.map((p) => `${p.name} (${p.credits} credits, ${p.price_cents} ${p.currency})`).join(', ')}`,
  );
}

main().catch((error: Error) => {
  console.error(`Seeding failed: ${error.message}`);
  process.exit(1);
});
