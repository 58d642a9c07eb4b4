/**
 * Settings editable without a deploy (CONFIG items): helper prices. Read at most once a minute per
 * container, so a price change reaches every player within a minute at no cost per call.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_HELPER_PRICES } from '../domain/rules';
import { documentClient, keys, tableName } from './table';

export interface HelperPrices {
  revealRandomLetter: number;
  revealSpecificLetter: number;
}

const TTL_MS = 60_000;
let cached: { prices: HelperPrices; at: number } | undefined;

const price = (value: unknown, fallback: number) => (Number.isInteger(value) && (value as number) >= 0 ? (value as number) : fallback);

export const settingsStore = {
  async helperPrices(now = Date.now()): Promise<HelperPrices> {
    if (cached && now - cached.at < TTL_MS) return cached.prices;
    const { Item } = await documentClient().send(new GetCommand({ TableName: tableName(), Key: keys.helperPrices() }));
    const prices = {
      revealRandomLetter: price(Item?.revealRandomLetter, DEFAULT_HELPER_PRICES.revealRandomLetter),
      revealSpecificLetter: price(Item?.revealSpecificLetter, DEFAULT_HELPER_PRICES.revealSpecificLetter),
    };
    cached = { prices, at: now };
    return prices;
  },

  /** Seeds the prices only where none are set, so an operator's edit survives a restart or deploy. */
  async seedHelperPrices(prices: HelperPrices = DEFAULT_HELPER_PRICES): Promise<void> {
    try {
      await documentClient().send(
        new PutCommand({
          TableName: tableName(),
          Item: { ...keys.helperPrices(), ...prices },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    } catch (error) {
      if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    }
  },

  forgetCache(): void {
    cached = undefined;
  },
};
