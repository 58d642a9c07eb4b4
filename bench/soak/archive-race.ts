/**
 * Archive opening race: one signed-in player sends 20 open-archive-day calls at once for the same
 * past day. The game item's own condition makes the debit happen once per player and day, so the
 * day's price must be charged exactly once (one answer with `charged` = price, the others 0), in
 * the balance and in the ledger.
 */
import { STARTING_CREDITS } from '../../lambdas/domain/rules';
import { callApi, errorMessage, Histogram, ledgerOf, newUser, type ScenarioReport, type SoakContext } from './support';

const CALLS = 20;
const TZ_OFFSET = 0;

export async function archiveRace(context: SoakContext): Promise<ScenarioReport> {
  const { runtime } = context;
  const failures: string[] = [];
  const { sub, token } = newUser(runtime, 'soak-archive');
  const archive = await callApi<{ price: number; balance: number; days: { date: string; status: string | null }[] }>(
    runtime,
    'get-archive',
    {
      token,
      query: { tzOffset: TZ_OFFSET },
    },
  );
  if (archive.status !== 200 || !archive.json.days.length)
    throw new Error(`get-archive: ${archive.status} ${archive.body.slice(0, 200)} (no past day to open)`);
  const { price } = archive.json;
  const day = archive.json.days[0]; // yesterday, never played by this new player
  const replies = await Promise.all(
    Array.from({ length: CALLS }, () =>
      callApi<{ charged: number; balance: number }>(runtime, 'open-archive-day', {
        token,
        body: { date: day.date, tzOffset: TZ_OFFSET },
        timeoutMs: 30_000,
      }),
    ),
  );
  const statuses = new Histogram();
  const charges = new Histogram();
  for (const reply of replies) {
    statuses.add(reply.status || `no answer (${reply.error})`);
    if (reply.status === 200) charges.add(reply.json.charged);
    else failures.push(`${reply.status}: ${errorMessage(reply.body) ?? reply.body.slice(0, 200)}`);
  }
  const [after, ledger] = await Promise.all([callApi<{ balance: number }>(runtime, 'get-credits', { token }), ledgerOf(sub)]);
  const charged = replies.reduce((sum, reply) => sum + (reply.status === 200 ? reply.json.charged : 0), 0);
  const expected = STARTING_CREDITS - price;
  const balance = after.json.balance;
  const archiveEntries = ledger.byReason.get('archive');
  if (charged !== price) failures.push(`charged ${charged} in all, not ${price}`);
  if (charges.get(price) !== 1) failures.push(`${charges.get(price)} answers charged the price, not 1`);
  if (balance !== expected) failures.push(`balance ${balance}, not ${expected}`);
  if (archiveEntries !== 1) failures.push(`${archiveEntries} archive entries in the ledger, not 1`);
  if (ledger.sum !== balance) failures.push(`the ledger sums to ${ledger.sum}, the balance is ${balance}`);
  const markdown = `## Soak: archive opening race

One new signed-in player (${STARTING_CREDITS} credits) sends ${CALLS} open-archive-day calls at once for ${day.date} (price ${price}).

| metric | value |
|---|---|
| answers by status | ${statuses.toString()} |
| \`charged\` in the answers | ${charges.toString()} |
| charged in all (expected) | ${charged} (${price}) |
| balance after (expected) | ${balance} (${expected}) |
| archive entries in the ledger | ${archiveEntries} |
| ledger sum (must equal the balance) | ${ledger.sum} |`;
  return {
    markdown,
    failures: failures.slice(0, 20),
    summary: `archive race: ${CALLS} calls (${statuses.toString()}), charged ${charged}/${price}, balance ${balance}/${expected}`,
  };
}
