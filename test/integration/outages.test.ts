/**
 * When DynamoDB stalls (frozen: its port open, nothing answering) or dies (killed: connections
 * refused), players get a clear 503 "The service is busy — try again." instead of a hang or a 500,
 * the runtime stays up, and once the database is back the same requests go through with nothing
 * lost. How fast the 503 comes is measured by npm run soak, not asserted here.
 */
import type { LocalRuntime } from '../../local/runtime';
import { SERVICE_BUSY } from '../../lambdas/errors';
import { call, newAnonymousId, noonTzOffset, startRuntime, todayAt } from '../support/runtime';
import { answerOf } from '../../lambdas/words/answer';
import { missesOf } from '../support/words';

let runtime: LocalRuntime;
beforeAll(async () => {
  // A data folder, so that killing DynamoDB Local and starting it again keeps what was written.
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  runtime = await startRuntime({ dataDir: mkdtempSync(join(tmpdir(), 'cipherword-outage-')) });
});
afterAll(async () => {
  runtime?.dynamo?.thaw();
  await runtime?.stop();
});

const tzOffset = noonTzOffset();
const day = todayAt(tzOffset);
let first: string;
let second: string;
beforeAll(async () => {
  // After the runtime started: the code comes from its word secret, kept in its own data directory.
  [first, second] = missesOf(day.wordLength, await answerOf(day));
});
const guess = (anonymousId: string, word: string, row: number) =>
  call<{ error?: string; guessesUsed?: number }>(runtime, 'submit-guess', {
    body: { guess: word, wordLength: day.wordLength, tzOffset, row, anonymousId },
  });

describe('DynamoDB frozen (a stalled database)', () => {
  it('answers 503 with the busy message, then serves the same guess once it thaws', async () => {
    const player = newAnonymousId();
    expect((await guess(player, first, 0)).status).toBe(200);
    runtime.dynamo!.freeze();
    try {
      const refused = await guess(player, second, 1);
      expect(refused).toEqual({ status: 503, body: { error: SERVICE_BUSY, reason: 'service-busy' } });
      // The gateway itself still answers: calls without the table are unaffected.
      expect((await call(runtime, 'get-word-length', { query: { tzOffset } })).status).toBe(200);
    } finally {
      runtime.dynamo!.thaw();
    }
    // The player tries again: the row is stored once (a retry of a row never stores it twice).
    const retried = await guess(player, second, 1);
    expect(retried.status).toBe(200);
    expect(retried.body.guessesUsed).toBe(2);
    const state = await call<{ data: { guesses_used: number } }>(runtime, 'load-game-state', { body: { tzOffset, anonymousId: player } });
    expect(state.body.data.guesses_used).toBe(2);
  });
});

describe('DynamoDB killed (connections refused)', () => {
  it('answers 503 at once, keeps the runtime up, and loses nothing acknowledged across a restart', async () => {
    const player = newAnonymousId();
    expect((await guess(player, first, 0)).status).toBe(200);
    await runtime.dynamo!.kill();
    try {
      expect(await guess(player, second, 1)).toEqual({ status: 503, body: { error: SERVICE_BUSY, reason: 'service-busy' } });
      expect((await call(runtime, 'load-game-state', { body: { tzOffset, anonymousId: player } })).status).toBe(503);
    } finally {
      await runtime.dynamo!.restart();
    }
    const state = await call<{ data: { guesses_used: number } }>(runtime, 'load-game-state', { body: { tzOffset, anonymousId: player } });
    expect(state).toMatchObject({ status: 200, body: { data: { guesses_used: 1 } } });
    expect((await guess(player, second, 1)).status).toBe(200);
  });
});
