/**
 * bench/RESULTS.md is written by several tools (npm run bench, npm run soak, the suite timing):
 * each owns a section between `<!-- name:start -->` and `<!-- name:end -->` and rewrites only that,
 * so one run never erases another's figures.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, freemem, totalmem } from 'node:os';
import { join } from 'node:path';

export const RESULTS_FILE = join(__dirname, 'RESULTS.md');

const HEADER = `# Benchmark results

Written by the project's measuring tools; each section says which one and when it ran. Everything
is local: DynamoDB Local (Java), the local gateway, loopback traffic, on a small shared machine, so
figures that depend on the machine are given beside a ceiling measured in the same run.
`;

export function machine(): string {
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  const gib = (bytes: number) => (bytes / 2 ** 30).toFixed(0);
  return `${cpus().length} × ${cpu}, ${gib(totalmem())} GiB (${gib(freemem())} GiB free), Node ${process.version}`;
}

export function writeSection(name: string, markdown: string): void {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  let text = existsSync(RESULTS_FILE) ? readFileSync(RESULTS_FILE, 'utf8') : HEADER;
  if (!text.includes('<!-- ')) text = HEADER; // a file from before sections: start afresh
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  text = from >= 0 && to > from ? text.slice(0, from) + block + text.slice(to + end.length) : `${text.trimEnd()}\n\n${block}\n`;
  writeFileSync(RESULTS_FILE, text);
}
