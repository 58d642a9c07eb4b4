/**
 * `npm run bench`: the figures tests must not assert (speed, size), written to bench/RESULTS.md with
 * the machine and the date, each measurement in its own file under bench/measure/. Everything runs
 * on this machine, offline. `npm run bench -- bundles lighthouse` runs only those measurements;
 * `npm run bench -- suite` times the test suite itself and `npm run bench -- calendar` runs the
 * integration tests at other dates and hours (minutes: never part of the default run).
 * The game runs as its ceilings do, straight on DynamoDB Local and with no route throttles: the
 * strict DynamoDB stand-in (conflicts, one more hop in the same process) is for correctness, and the
 * soak (`npm run soak`) runs with it.
 */
import { startLocalRuntime, type LocalRuntime } from '../local/runtime';
import { measureBundles } from './measure/bundles';
import { measureCalendarSweep } from './measure/calendar-sweep';
import { measureCheckoutFlood } from './measure/checkout-flood';
import { measureHelperLoad } from './measure/helper-load';
import { measureLeagueLoad } from './measure/league-load';
import { measureLighthouse } from './measure/lighthouse';
import { measureRaces } from './measure/races';
import { measureReminderFanout } from './measure/reminder-fanout';
import { measureReportCompute } from './measure/report-compute';
import { measureRoundTrips } from './measure/round-trips';
import { measureSubmitGuessLoad } from './measure/submit-guess-load';
import { measureSuite } from './measure/suite';
import { measureSynth } from './measure/synth';
import { buildWeb, measureWebAssets } from './measure/web-assets';
import { measureWebhookLoad } from './measure/webhook-load';
import { measureWriteRoutes } from './measure/write-routes';
import { machine, writeSection } from './results';

type Measurement = (runtime: () => Promise<LocalRuntime>) => Promise<string> | string;

const MEASUREMENTS: Record<string, Measurement> = {
  bundles: () => measureBundles(),
  'round-trips': async (runtime) => measureRoundTrips(await runtime()),
  'submit-guess': () => measureSubmitGuessLoad(),
  'use-helper': async (runtime) => measureHelperLoad(await runtime()),
  'stripe-webhook': async (runtime) => measureWebhookLoad(await runtime()),
  'get-league': async (runtime) => measureLeagueLoad(await runtime()),
  'checkout-flood': async (runtime) => measureCheckoutFlood(await runtime()),
  report: () => measureReportCompute(),
  web: () => measureWebAssets(),
  lighthouse: async (runtime) => measureLighthouse(`${(await runtime()).url}/`),
  synth: () => measureSynth(),
  // Last of those that use the shared runtime: its in-process recorder takes over this process's
  // configuration (table, issuer), after which the shared runtime would answer from the wrong ones.
  'write-routes': () => measureWriteRoutes(),
  // A runtime of its own (the strict stand-in: correctness, not speed), after the shared one is done with.
  races: () => measureRaces(),
  // A runtime of its own too: many reminders in one slot, pushes stood in by a delay, then a sample through the push stand-in.
  reminders: () => measureReminderFanout(),
  suite: () => measureSuite(),
  calendar: () => measureCalendarSweep(),
};
/** Only when asked for by name. */
const OPT_IN = new Set(['suite', 'calendar']);

async function main() {
  const chosen = process.argv.slice(2).filter((name) => !name.startsWith('-'));
  const unknown = chosen.filter((name) => !(name in MEASUREMENTS));
  if (unknown.length) throw new Error(`unknown measurement ${unknown.join(', ')}: choose from ${Object.keys(MEASUREMENTS).join(', ')}`);
  const names = chosen.length ? chosen : Object.keys(MEASUREMENTS).filter((name) => !OPT_IN.has(name));
  if (names.some((name) => name === 'web' || name === 'lighthouse')) {
    console.log('Building the web app ...');
    buildWeb();
  }
  let runtime: Promise<LocalRuntime> | undefined;
  const sharedRuntime = () =>
    (runtime ??= startLocalRuntime({ port: 0, throttles: false, bypassStrictDynamo: true, log: () => undefined }));
  try {
    for (const name of names) {
      console.log(`Measuring ${name} ...`);
      const started = new Date();
      const markdown = await MEASUREMENTS[name](sharedRuntime);
      writeSection(`bench-${name}`, `${markdown}\n\n_npm run bench (${name}), ${started.toISOString()}, ${machine()}._`);
      console.log(markdown, '\n');
    }
  } finally {
    await (await runtime)?.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
