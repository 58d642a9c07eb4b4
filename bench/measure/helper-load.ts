/**
 * use-helper through the local runtime: every call is one signed-in player's paid reveal (a
 * DynamoDB transaction of three items). Tokens are minted by the runtime's Cognito stand-in.
 */
import { randomUUID } from 'node:crypto';
import type { LocalRuntime } from '../../local/runtime';
import { latencyRows } from '../stats';

export async function measureHelperLoad(runtime: LocalRuntime): Promise<string> {
  const latencies: number[] = [];
  let refused = 0;
  const player = async (i: number) => {
    const headers = { authorization: `Bearer ${runtime.identity.mintAccessToken({ sub: `bench-${i}-${randomUUID()}` })}` };
    await fetch(`${runtime.url}/functions/v1/get-credits`, { headers }).then((r) => r.arrayBuffer());
    for (let n = 0; n < 5; n++) {
      const started = performance.now();
      const response = await fetch(`${runtime.url}/functions/v1/use-helper`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ helperType: 'revealRandomLetter', tzOffset: 0 }),
      });
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      if (!response.ok) refused++;
    }
  };
  const started = performance.now();
  for (let batch = 0; batch < 40; batch += 10) await Promise.all(Array.from({ length: 10 }, (_, j) => player(batch + j)));
  const seconds = (performance.now() - started) / 1000;
  return `## use-helper through the local runtime

40 signed-in players, 10 at a time, each making 5 random reveals in a row (tzOffset 0).

| metric | value |
|---|---|
| calls | ${latencies.length} (${refused} refused; on a 4-letter day the 5th reveal has nothing left) |
| throughput (incl. profile creation) | ${(latencies.length / seconds).toFixed(0)} calls/s |
${latencyRows(latencies).join('\n')}`;
}
