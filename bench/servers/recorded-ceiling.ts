/**
 * The ceiling of a route that writes: a minimal Node HTTP server that sends, per request, exactly
 * the DynamoDB commands the route itself sent for one call (recorded from the real route by
 * bench/measure/write-routes.ts): the same items, conditions and transactions, in the same order
 * and with the same overlap, on the same DynamoDB Local and SDK, and nothing else (no parsing
 * rules, identity, words, secrets or logs). Because the commands are recorded from the route at
 * every run, the ceiling cannot drift from the store code.
 *
 * The recording is a file of command groups (BENCH_RECORDING): commands in one group were in flight
 * together and are sent together; the groups go one after another. The values that differ from
 * one request to the next (the player, a payment, a league) stand as `{{name}}` in the recorded
 * inputs; each request's JSON body gives them: `{ "vars": { "player": "..." } }`.
 */
import { createServer } from 'node:http';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import * as dynamodb from '@aws-sdk/client-dynamodb';

export interface RecordedCommand {
  /** The SDK command's class name, e.g. TransactWriteItemsCommand. */
  command: string;
  /** Its input as sent (marshalled), with `{{name}}` where a request's own values go. */
  input: unknown;
  /** The error the route's command ended with (a refused condition the route expects), if any. */
  error?: string;
}

export type Recording = RecordedCommand[][];

const recording = JSON.parse(readFileSync(String(process.env.BENCH_RECORDING), 'utf8')) as Recording;
const client = new dynamodb.DynamoDBClient({
  endpoint: process.env.BENCH_DYNAMODB_ENDPOINT,
  region: 'local',
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});
type CommandClass = new (input: unknown) => Parameters<typeof client.send>[0];
const commands = dynamodb as unknown as Record<string, CommandClass>;

/** Each group's inputs as JSON text, so a request's values go in by plain replacement. */
const templates = recording.map((group) => group.map((sent) => ({ ...sent, text: JSON.stringify(sent.input) })));

async function replay(vars: Record<string, string>): Promise<number> {
  let unexpected = 0;
  for (const group of templates) {
    await Promise.all(
      group.map(async (sent) => {
        const text = sent.text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars[name] ?? '');
        const input = JSON.parse(text) as { ClientRequestToken?: string };
        // A transaction's idempotency token is new for every call, as the SDK makes it.
        if (input.ClientRequestToken) input.ClientRequestToken = randomUUID();
        try {
          await client.send(new commands[sent.command](input));
          if (sent.error) unexpected++;
        } catch (error) {
          if ((error as Error).name !== sent.error) unexpected++;
        }
      }),
    );
  }
  return unexpected;
}

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const { vars } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { vars: Record<string, string> };
    replay(vars).then(
      (unexpected) => {
        // An outcome other than the route's (a condition that held where it failed) is not a ceiling.
        res.writeHead(unexpected ? 409 : 200, { 'content-type': 'application/json' });
        res.end(`{"unexpected":${unexpected}}`);
      },
      (error: Error) => {
        res.writeHead(500);
        res.end(error.message);
      },
    );
  });
});
server.listen(0, '127.0.0.1', () => console.log(JSON.stringify({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
