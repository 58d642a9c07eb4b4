/**
 * `npm run docs:numbers`: writes on-call's numbers into docs/deploy.md from the prod templates, as
 * synthesised here (test/infra/on-call-numbers.ts). Run it after a change that adds or removes an
 * alarm, a route or a throttle; the stack test fails until the file is current.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { numbersTable, PROD_CONTEXT, withNumbersTable } from './on-call-numbers';
import { synthesize } from './synth';

const file = join(__dirname, '..', '..', 'docs', 'deploy.md');
const before = readFileSync(file, 'utf8');
const after = withNumbersTable(before, numbersTable(synthesize(PROD_CONTEXT)));
if (after === before) console.log('docs/deploy.md: the numbers table is current');
else {
  writeFileSync(file, after);
  console.log('docs/deploy.md: the numbers table is rewritten from the prod templates');
}
