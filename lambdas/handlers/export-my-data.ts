import { api } from '../http/api';
import { identify } from '../http/identity';
import { limitStore } from '../store/limits';
import { exportMyData } from '../services/my-data';

/** GET export-my-data: everything the game keeps about the signed-in player, as one JSON file (docs/product.md, "Your data"). */
export const handler = api('export-my-data', { identify, limits: limitStore }, async ({ caller, now }) => ({
  body: await exportMyData(caller.sub, now),
  headers: { 'content-disposition': `attachment; filename="cipherword-my-data-${now.toISOString().slice(0, 10)}.json"` },
}));
