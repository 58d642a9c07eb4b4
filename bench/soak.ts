/**
 * `npm run soak`: the project's own reliability suite. It starts the real local runtime
 * in this process (DynamoDB Local on disk in a temporary folder, the gateway, the handlers, the
 * sign-in and payment stand-ins), runs every scenario in bench/soak/ against it over HTTP, prints a
 * summary, writes the figures to bench/RESULTS.md (its own `soak` section) and exits 1 if any
 * scenario's invariant broke. Not part of `npm test`: it takes a few minutes.
 *
 *   npm run soak                      every scenario, a random fuzz seed (printed)
 *   npm run soak -- --seed 1234       the same fuzzed requests again
 *   npm run soak -- fuzz outage       only these scenarios (printed, not written to RESULTS.md)
 *   npm run soak -- --verbose         keep the handlers' own log lines (silenced by default)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalRuntime } from '../local/runtime';
import { STRICT_DYNAMO_DEFAULTS } from '../local/strict-dynamodb';
import { machine, writeSection } from './results';
import { anonymousFlood } from './soak/anonymous-flood';
import { archiveRace } from './soak/archive-race';
import { fuzz } from './soak/fuzz';
import { helpersRace } from './soak/helpers-race';
import { load } from './soak/load';
import { outage } from './soak/outage';
import { seconds, type Scenario, type ScenarioReport, type SoakContext } from './soak/support';
import { webhookReplay } from './soak/webhook-replay';

const SCENARIOS: Record<string, Scenario> = {
  fuzz,
  load,
  outage,
  'helpers-race': helpersRace,
  'webhook-replay': webhookReplay,
  'archive-race': archiveRace,
  'anonymous-flood': anonymousFlood,
};

/** The nearest Sunday noon UTC: a 10-letter day at tzOffset 0, with archive days before it and anonymous games far from their TTL. */
function soakClock(now = Date.now()): Date {
  const noon = new Date(now);
  noon.setUTCHours(12, 0, 0, 0);
  const back = noon.getUTCDay();
  const sunday = back <= 3 ? -back : 7 - back;
  return new Date(noon.getTime() + sunday * 86_400_000);
}

function parseArgs(argv: string[]): { seed: number; names: string[]; verbose: boolean } {
  let seed = Math.floor(Math.random() * 2 ** 31);
  const names: string[] = [];
  let verbose = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--seed' || arg.startsWith('--seed=')) {
      seed = Number(arg === '--seed' ? argv[++i] : arg.slice('--seed='.length));
      if (!Number.isSafeInteger(seed) || seed < 0) throw new Error('--seed takes a whole number ≥ 0');
    } else if (arg === '--verbose') verbose = true;
    else if (arg.startsWith('-')) throw new Error(`unknown option ${arg}: --seed <n>, --verbose`);
    else names.push(arg);
  }
  const unknown = names.filter((name) => !(name in SCENARIOS));
  if (unknown.length) throw new Error(`unknown scenario ${unknown.join(', ')}: choose from ${Object.keys(SCENARIOS).join(', ')}`);
  return { seed, names: names.length ? names : Object.keys(SCENARIOS), verbose };
}

async function main(): Promise<number> {
  const { seed, names, verbose } = parseArgs(process.argv.slice(2));
  // Thousands of refused requests log thousands of warnings: the soak reports what it sees itself.
  // Read by the handlers' logger when the gateway first loads them (the runtime keeps a level already set).
  if (!verbose) process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';
  const listenerErrors: string[] = [];
  const uncaught: string[] = [];
  // A request that escaped every handler would end the process: record it as a failure instead.
  process.on('uncaughtException', (error) => uncaught.push(error.stack ?? String(error)));
  process.on('unhandledRejection', (error) => uncaught.push((error as Error)?.stack ?? String(error)));

  console.log(`Soak: seed ${seed} (npm run soak -- --seed ${seed} repeats the fuzzed requests)`);
  const started = new Date();
  // On disk, so that DynamoDB Local killed and started again keeps what it had acknowledged.
  const dataDir = mkdtempSync(join(tmpdir(), 'cipherword-soak-'));
  const runtime = await startLocalRuntime({
    port: 0,
    dataDir,
    // The routes' own throttles off: the soak sends past a route's rate to find what breaks behind it
    // (the throttles are tested in test/integration/api-gateway-answers.test.ts).
    throttles: false,
    buildWebIfMissing: true, // the static paths are fuzzed too: a fresh clone has no web/dist
    log: (line) => {
      if (/ failed: /.test(line)) listenerErrors.push(line); // local/http.ts's safeListener caught a request that threw
      if (verbose) console.log(line);
    },
  }).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  // Ctrl-C mid-run: stop the runtime (a frozen JVM is thawed first) and remove the temporary folder.
  process.once('SIGINT', () => {
    console.log('\nInterrupted: stopping the runtime ...');
    void runtime.stop().finally(() => {
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(130);
    });
  });
  const now = soakClock();
  runtime.setClock(() => now.getTime());
  const context: SoakContext = { runtime, dataDir, seed, now, listenerErrors };
  const reports: [string, ScenarioReport][] = [];
  let conflictsRaised = 0;
  try {
    for (const name of names) {
      console.log(`\n▶ ${name} ...`);
      const scenarioStarted = performance.now();
      let report: ScenarioReport;
      try {
        report = await SCENARIOS[name](context);
      } catch (error) {
        const message = (error as Error)?.stack ?? String(error);
        report = {
          markdown: `## Soak: ${name}\n\nThe scenario stopped: ${String((error as Error)?.message ?? error)}`,
          failures: [message],
          summary: `${name}: stopped`,
        };
      }
      console.log(`${report.failures.length ? '✗' : '✓'} ${report.summary} (${seconds(performance.now() - scenarioStarted)})`);
      for (const failure of report.failures) console.log(`    ${failure}`);
      reports.push([name, report]);
    }
    conflictsRaised = runtime.strict.counts.transactionConflicts + runtime.strict.counts.writeConflicts;
  } finally {
    runtime.dynamo?.thaw(); // never leave a frozen JVM behind
    await runtime.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (uncaught.length) {
    const failures = uncaught.map((line) => `uncaught in the runtime: ${line}`);
    for (const failure of failures) console.log(`✗ ${failure}`);
    reports.push(['process', { markdown: '', failures, summary: 'uncaught errors' }]);
  }

  const failed = reports.filter(([, report]) => report.failures.length);
  const failedNames = failed.map(([name]) => name).join(', ');
  const total = seconds(Date.now() - started.getTime());
  console.log(
    `\n${failed.length ? `✗ ${failed.length} of ${reports.length} failed: ${failedNames}` : `✓ all ${reports.length} held`} in ${total}`,
  );

  if (names.length === Object.keys(SCENARIOS).length) {
    const verdict = failed.length ? `**${failed.length} failed** (${failedNames})` : 'every invariant held';
    const markdown = [
      ...reports.filter(([, report]) => report.markdown).map(([, report]) => report.markdown),
      `_npm run soak -- --seed ${seed}, ${started.toISOString()}, ${total} in all; ${verdict}. ${machine()}. ` +
        `The runtime's clock was set to ${now.toISOString()}. The DynamoDB stand-in ran as strict as DynamoDB ` +
        `(local/strict-dynamodb.ts: a committed transaction's items held ${STRICT_DYNAMO_DEFAULTS.holdMs} ms) and refused ` +
        `${conflictsRaised} writes for transaction conflicts, every one resent or answered; the routes' throttles were off._`,
    ].join('\n\n');
    writeSection('soak', markdown);
    console.log('Figures written to bench/RESULTS.md (section soak).');
  } else {
    for (const [, report] of reports) console.log(`\n${report.markdown}`);
    console.log('\nOnly some scenarios ran: bench/RESULTS.md left as it was.');
  }
  return failed.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
