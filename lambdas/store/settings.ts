/**
 * Settings editable without a deploy (CONFIG items): helper prices and the price of an archive day
 * (one item), and the game's launch date (the archive's first day). Read at most once a minute per
 * container, so a change reaches every player within a minute at no cost per call.
 */
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { localDayFromDate } from '../domain/calendar';
import { DEFAULT_ARCHIVE_DAY_PRICE, DEFAULT_HELPER_PRICES, DEFAULT_LAUNCH_DATE, HELPER_TYPES, type HelperType } from '../domain/rules';
import { perContainer } from '../config';
import { keys } from './keys';
import { documentClient, tableName } from './table';

/** Each helper's price: an attribute per helper type on the settings item. */
export type HelperPrices = Record<HelperType, number>;

export interface ArchiveSettings {
  /** YYYY-MM-DD: the first day the archive offers. */
  launchDate: string;
  /** Credits to open one past day. */
  price: number;
}

const TTL_MS = 60_000;
/**
 * One cache per container, as in AWS: locally every route runs in one process, and a route must
 * send its own read (the strict stand-in checks its grant), never answer from another's.
 */
const containerCache = perContainer<Map<string, { value: unknown; at: number; generation: number }>>('settings');
/** Bumped by forgetCache: every container's entries are then stale. */
let generation = 0;

async function cached<T>(name: string, now: number, read: () => Promise<T>): Promise<T> {
  let cache = containerCache.get();
  if (!cache) containerCache.set((cache = new Map()));
  const hit = cache.get(name);
  if (hit && hit.generation === generation && now - hit.at < TTL_MS) return hit.value as T;
  const value = await read();
  cache.set(name, { value, at: now, generation });
  return value;
}

// Consistent: an operator's change is read as written (read once a minute per container, so it costs nothing).
const getItem = async (key: { pk: string; sk: string }) =>
  (await documentClient().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }))).Item;

/** An operator's value where it is a sensible one, else the default. */
const price = (value: unknown, fallback: number) => (Number.isInteger(value) && (value as number) >= 0 ? (value as number) : fallback);
const date = (value: unknown, fallback: string) => (typeof value === 'string' && localDayFromDate(value) ? value : fallback);

/** Writes `item` only where none is, so an operator's edit survives a restart or deploy. */
async function seed(item: Record<string, unknown>): Promise<void> {
  try {
    await documentClient().send(new PutCommand({ TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' }));
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
  }
}

export const settingsStore = {
  helperPrices(now = Date.now()): Promise<HelperPrices> {
    return cached('helperPrices', now, async () => {
      const item = await getItem(keys.helperPrices());
      return Object.fromEntries(HELPER_TYPES.map((type) => [type, price(item?.[type], DEFAULT_HELPER_PRICES[type])])) as HelperPrices;
    });
  },

  archive(now = Date.now()): Promise<ArchiveSettings> {
    return cached('archive', now, async () => {
      const [prices, game] = await Promise.all([getItem(keys.helperPrices()), getItem(keys.gameSettings())]);
      return {
        launchDate: date(game?.launchDate, DEFAULT_LAUNCH_DATE),
        price: price(prices?.archiveDay, DEFAULT_ARCHIVE_DAY_PRICE),
      };
    });
  },

  /** Seeds the prices and the game's settings only where none are set. */
  async seedDefaults(prices: HelperPrices = DEFAULT_HELPER_PRICES): Promise<void> {
    await seed({ ...keys.helperPrices(), ...prices, archiveDay: DEFAULT_ARCHIVE_DAY_PRICE });
    await seed({ ...keys.gameSettings(), launchDate: DEFAULT_LAUNCH_DATE });
  },

  /** Sets the archive's launch date or price, as an operator does (runbook.md, "Game settings"). */
  async setArchive(values: Partial<ArchiveSettings>): Promise<void> {
    const write = (key: { pk: string; sk: string }, name: string, value: unknown) =>
      documentClient().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: key,
          UpdateExpression: 'SET #name = :value',
          ExpressionAttributeNames: { '#name': name },
          ExpressionAttributeValues: { ':value': value },
        }),
      );
    if (values.launchDate !== undefined) await write(keys.gameSettings(), 'launchDate', values.launchDate);
    if (values.price !== undefined) await write(keys.helperPrices(), 'archiveDay', values.price);
    generation += 1; // read again everywhere in this process (an operator's tool, a test)
  },

  /** Every container's cached settings (tests, and a runtime starting on another table). */
  forgetCache(): void {
    generation += 1;
  },
};
