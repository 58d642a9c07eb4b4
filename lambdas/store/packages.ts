/**
 * Credit packages (CONFIG items `PACKAGE#<id>`): what the Buy Credits dialog lists and what a
 * payment grants. Operators add, re-price or retire (active = false) packages without a deploy.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_CREDIT_PACKAGES, type CreditPackage } from '../domain/rules';
import { keys } from './keys';
import { documentClient, queryAll, tableName } from './table';

const toPackage = (item: Record<string, unknown>): CreditPackage => ({
  id: String(item.id),
  name: String(item.name),
  credits: Number(item.credits),
  price_cents: Number(item.price_cents),
  currency: typeof item.currency === 'string' ? item.currency : 'usd',
  active: item.active === true,
});

export const packageStore = {
  /** Active packages, cheapest first. */
  async listActive(): Promise<CreditPackage[]> {
    const items = await queryAll({
      KeyConditionExpression: 'pk = :config AND begins_with(sk, :package)',
      FilterExpression: 'active = :true',
      ExpressionAttributeValues: { ':config': keys.creditPackages().pk, ':package': keys.creditPackages().skPrefix, ':true': true },
    });
    return items.map(toPackage).sort((a, b) => a.price_cents - b.price_cents || a.credits - b.credits);
  },

  /** Any package, active or retired (a payment for a since-retired package still grants). */
  async get(id: string): Promise<CreditPackage | undefined> {
    // Consistent: a checkout right after an operator retires or re-prices a package sees the change.
    const { Item } = await documentClient().send(
      new GetCommand({ TableName: tableName(), Key: keys.creditPackage(id), ConsistentRead: true }),
    );
    return Item ? toPackage(Item) : undefined;
  },

  async put(pkg: CreditPackage): Promise<void> {
    await documentClient().send(new PutCommand({ TableName: tableName(), Item: { ...keys.creditPackage(pkg.id), ...pkg } }));
  },

  /** Seeds packages only where absent, so an operator's edits survive restarts and deploys. */
  async seed(packages: readonly CreditPackage[] = DEFAULT_CREDIT_PACKAGES): Promise<void> {
    for (const pkg of packages) {
      try {
        await documentClient().send(
          new PutCommand({
            TableName: tableName(),
            Item: { ...keys.creditPackage(pkg.id), ...pkg },
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        );
      } catch (error) {
        if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
      }
    }
  },
};
