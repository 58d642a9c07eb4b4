/**
 * Every race ends clean (docs/architecture.md, "Races"): each pair of write calls that meet on one
 * account or league (test/support/races.ts) is sent at once, with varied delays, a few times over,
 * against the real local runtime and its strict DynamoDB stand-in; no call answers a 5xx, and a scan
 * of the whole table shows every invariant holding. `npm run bench -- races` runs thousands more.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LocalRuntime } from '../../local/runtime';
import { itemsNaming, race, RACE_PAIRS, scanTable, seeded, violations, type RaceWorld } from '../support/races';
import { startRuntime } from '../support/runtime';
import { profileStore } from '../../lambdas/store/profiles';

/** Trials per pair: each starts the two calls further apart the other way (race), so both orders and the overlaps between are met. */
const TRIALS = 12;
const SEED = 40;

/** Noon UTC of today: no call straddles a midnight. */
const now = new Date(`${new Date().toISOString().slice(0, 10)}T12:00:00Z`);

describe('every pair of writes that meet, sent at once', () => {
  // A table of its own for each pair: what one pair leaves can never fail another.
  let runtime: LocalRuntime | undefined;
  afterEach(async () => {
    await runtime?.stop();
    runtime = undefined;
  }, 60_000);

  it.each(RACE_PAIRS.map((pair) => [pair.name, pair] as const))(
    '%s: never a 5xx, and every invariant holds over the table',
    async (_name, pair) => {
      runtime = await startRuntime();
      runtime.setClock(() => now.getTime());
      const world: RaceWorld = { runtime, now };
      const random = seeded(SEED + RACE_PAIRS.indexOf(pair));
      const deleted = new Set<string>();
      for (let trial = 0; trial < TRIALS; trial++) {
        const { statuses, broken, deleted: gone } = await race(pair, world, random, { trial, trials: TRIALS });
        expect(broken).toEqual([]); // the pair's own rule
        // Never a 5xx; never a 400 either (the harness sends only well-formed calls: a 400 would race nothing).
        expect(statuses.filter((status) => status >= 500 || status === 400)).toEqual([]);
        if (gone) deleted.add(gone);
      }
      expect(violations(await scanTable(), deleted)).toEqual([]);
    },
    180_000,
  );
});

describe('once a deletion began', () => {
  let runtime: LocalRuntime;
  beforeAll(async () => {
    runtime = await startRuntime();
    runtime.setClock(() => now.getTime());
  }, 120_000);
  afterAll(() => runtime?.stop(), 60_000);

  const naming = async (sub: string) => itemsNaming(await scanTable(), sub);

  it.each(RACE_PAIRS.filter((pair) => pair.afterDeletionBegan).map((pair) => [pair.name.split(' × ')[0], pair] as const))(
    '%s makes and changes nothing that names the account',
    async (_name, pair) => {
      const staged = await pair.stage({ runtime, now });
      const sub = staged.deleting!;
      const before = await naming(sub);
      // The deletion's first step: from here on, it deletes whatever names the account.
      await profileStore.markDeleting(sub, now);
      expect(await staged.first()).toBe(pair.afterDeletionBegan);
      expect(await naming(sub)).toEqual(before);
    },
    120_000,
  );
});

describe('the pairs, as docs/architecture.md lists them', () => {
  it('names every pair the harness races, and none it does not', () => {
    const docs = readFileSync(join(__dirname, '..', '..', 'docs', 'architecture.md'), 'utf8');
    const section = docs.slice(docs.indexOf('## Races'), docs.indexOf('\n## ', docs.indexOf('## Races') + 1));
    const listed = [...section.matchAll(/^- (.+ × .+)$/gm)].map((match) => match[1]);
    expect(listed).toEqual(RACE_PAIRS.map((pair) => pair.name));
  });
});
