/**
 * Support tool: `npm run reminders -- --at 2026-12-01T19:00:00Z` runs the reminder sender once for
 * that instant, as the schedule starts it every 15 minutes, against the local runtime (`npm start`,
 * PORT or --url to find it): the reminders due then go to its push service's stand-in. Prints what
 * the run did: the slots it read and how many reminders were sent, passed over (played, quiet
 * hours, late), gone (404/410), failed or changed meanwhile.
 */
import { parseArgs } from 'node:util';

async function main() {
  const { values } = parseArgs({ options: { at: { type: 'string' }, url: { type: 'string' } } });
  const at = values.at ? new Date(values.at) : undefined;
  if (!at || Number.isNaN(at.getTime())) throw new Error('--at <ISO instant> is required, e.g. --at 2026-12-01T19:00:00Z');
  const base = values.url ?? `http://localhost:${process.env.PORT ?? 3000}`;
  const answer = await fetch(`${base}/local/send-reminders?at=${encodeURIComponent(at.toISOString())}`, { method: 'POST' }).catch(() => {
    throw new Error(`No local runtime answers at ${base}: start it with npm start (or give --url)`);
  });
  const body = (await answer.json()) as { error?: string };
  if (!answer.ok) throw new Error(body.error ?? `the local runtime answered ${answer.status}`);
  console.log(JSON.stringify(body, null, 2));
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
