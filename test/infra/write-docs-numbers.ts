/**
 * `npm run docs:numbers`: writes what the docs show from the code, never by hand:
 * - on-call's numbers into docs/deploy.md, from the prod templates as synthesised here
 *   (test/infra/on-call-numbers.ts): after a change that adds or removes an alarm, a route or a
 *   throttle, test/infra/stack.test.ts fails until the file is current;
 * - the game's tables into docs/product.md ("Limits and constants": code lengths, helpers, limits;
 *   test/support/product-tables.ts): test/unit/product-tables.test.ts fails until it is current.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { productTables, withProductTables } from '../support/product-tables';
import { numbersTable, PROD_CONTEXT, withNumbersTable } from './on-call-numbers';
import { synthesize } from './synth';

function rewrite(name: string, what: string, write: (text: string) => string): void {
  const file = join(__dirname, '..', '..', 'docs', name);
  const before = readFileSync(file, 'utf8');
  const after = write(before);
  if (after === before) console.log(`docs/${name}: ${what} current`);
  else {
    writeFileSync(file, after);
    console.log(`docs/${name}: ${what} rewritten`);
  }
}

rewrite('product.md', 'the game tables are', (text) => withProductTables(text, productTables()));
rewrite('deploy.md', 'the numbers table is', (text) => withNumbersTable(text, numbersTable(synthesize(PROD_CONTEXT))));
