/**
 * Support tool: `npm run flags -- --stage prod` (or `--table <name>`) prints the owner's review list
 * (docs/runbook.md, "Player reports"): every code players flagged with "This word is wrong", per
 * language, most flagged first, with the people who flagged it (signed-in players, and the addresses
 * anonymous players flagged from: one address counts once, however many anonymous ids it makes),
 * and whether the repository's lists, from which the next edition is made, already withhold it.
 * Uses the caller's AWS credentials and region, as `npm run seed` does; `--endpoint <url>` reads a
 * DynamoDB Local instead (the local runtime's).
 */
import { parseArgs } from 'node:util';
import { stageNames } from '../lib/names';
import { stageNameOf } from '../lib/stage';
import { foldWord } from '../lambdas/domain/languages';
import type { FlaggedWord } from '../lambdas/store/word-flags';
import { editionsOf } from '../lambdas/words/word-lists';

/** The review list as the owner reads it: one row per flagged code. */
export function flagsReport(flagged: readonly FlaggedWord[]): string {
  const inNextEdition = (row: FlaggedWord) => {
    const latest = editionsOf(row.language).at(-1)!;
    const length = foldWord(row.language, row.word)?.length ?? row.word.length;
    const word = row.word.toLowerCase();
    return latest.answers(length).includes(word) && !latest.withheld(length).has(word) ? 'still a code' : 'withheld';
  };
  const rows = [...flagged]
    .sort((a, b) => a.language.localeCompare(b.language) || b.flags - a.flags || a.date.localeCompare(b.date))
    .map((row) => [
      row.language,
      row.date,
      row.word.toUpperCase(),
      row.flags,
      row.accounts,
      row.addresses,
      inNextEdition(row),
      row.lastFlaggedAt,
    ]);
  const header = ['language', 'date', 'code', 'people', 'signed in', 'anonymous addresses', 'next edition', 'last flagged'];
  if (rows.length === 0) return 'No code has been flagged.';
  const table = [header, ...rows].map((row) => row.map(String));
  const widths = header.map((_, column) => Math.max(...table.map((row) => row[column].length)));
  return table
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

async function main() {
  const { values } = parseArgs({ options: { stage: { type: 'string' }, table: { type: 'string' }, endpoint: { type: 'string' } } });
  const table = values.table ?? (values.stage && stageNames(stageNameOf((key) => (key === 'stage' ? values.stage : undefined))).table);
  if (!table) throw new Error('--stage dev|prod (or --table <name>) is required');
  // The store reads its table (and a local endpoint) as the handlers do.
  process.env.TABLE_NAME = table;
  if (values.endpoint) process.env.DYNAMODB_ENDPOINT = values.endpoint;
  const { wordFlagStore } = await import('../lambdas/store/word-flags');
  console.log(flagsReport(await wordFlagStore.reviewList()));
}

if (require.main === module)
  main().catch((error: Error) => {
    console.error(`The review list could not be read: ${error.message}`);
    process.exit(1);
  });
