/**
 * docs/product.md's game tables ("Limits and constants") are the code's: written by
 * `npm run docs:numbers` from the length schedule, HELPERS, the limits and the route table.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PRODUCT_TABLES_START, productTables, productTablesIn, withProductTables } from '../support/product-tables';
import { HELPERS, LENGTH_SCHEDULE } from '../../lambdas/domain/rules';

const productMd = readFileSync(join(__dirname, '..', '..', 'docs', 'product.md'), 'utf8');

describe("docs/product.md's game tables", () => {
  it('are those the code has now', () => {
    // A stale table says which command rewrites it.
    expect({ tables: productTablesIn(productMd), fix: 'npm run docs:numbers' }).toEqual({
      tables: productTables(),
      fix: 'npm run docs:numbers',
    });
  });

  it('name every helper and every length table, one row each', () => {
    const tables = productTables();
    for (const helper of HELPERS) expect(tables).toContain(`| \`${helper.type}\` |`);
    for (const table of LENGTH_SCHEDULE)
      expect(tables).toContain(`| ${table.from} | ${[1, 2, 3, 4, 5, 6, 0].map((d) => table.byWeekday[d]).join(' | ')} |`);
  });

  it('are written in place, between their markers, leaving the rest of the file as it was', () => {
    const rewritten = withProductTables(productMd, 'NEW\n');
    expect(productTablesIn(rewritten)).toBe('NEW\n');
    expect(withProductTables(rewritten, productTablesIn(productMd))).toBe(productMd);
    expect(() => withProductTables('# no markers', 'x')).toThrow('needs the lines');
    // A marker twice would lose what lies between: refused.
    expect(() => withProductTables(`${productMd}\n${PRODUCT_TABLES_START}`, 'x')).toThrow('once each');
  });
});
