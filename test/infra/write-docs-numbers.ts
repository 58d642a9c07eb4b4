/**
 * `npm run docs:numbers`: writes what the docs show from the code, never by hand:
 * - on-call's numbers into docs/deploy.md, from the prod templates (the test suite's last synthesis
 *   when lib/, bin/, lambdas/, cdk.json and the lock file are as they were then, else synthesised here)
 *   (test/infra/on-call-numbers.ts): after a change that adds or removes an alarm, a route or a
 *   throttle, test/infra/stack.test.ts fails until the file is current;
 * - the game's tables into docs/product.md ("Limits and constants": code lengths, helpers, limits;
 *   test/support/product-tables.ts): test/unit/product-tables.test.ts fails until it is current.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { productTables, withProductTables } from '../support/product-tables';
import { tmpdir } from 'node:os';
import { CONFIGURATIONS } from './configurations';
import { numbersTable, withNumbersTable } from './on-call-numbers';
import { currentSynthesis, readSynthesis, synthesizeInto, type Synthesized } from './synth';

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

/** prod as the test suite last synthesised it, if nothing it is made from changed since; else synthesised now (minutes). */
function prodTemplates(): Synthesized {
  const current = currentSynthesis('prod');
  if (current) {
    console.log("prod: the test suite's synthesis is current (node_modules/.cache/cipherword-assemblies)");
    return current;
  }
  console.log('prod: synthesising (no current one from the test suite)');
  const outdir = mkdtempSync(join(tmpdir(), 'cipherword-numbers-'));
  process.once('exit', () => rmSync(outdir, { recursive: true, force: true }));
  synthesizeInto(outdir, CONFIGURATIONS.prod);
  return readSynthesis(outdir);
}

rewrite('product.md', 'the game tables are', (text) => withProductTables(text, productTables()));
rewrite('deploy.md', 'the numbers table is', (text) => withNumbersTable(text, numbersTable(prodTemplates())));
