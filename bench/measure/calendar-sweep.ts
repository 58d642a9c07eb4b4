/**
 * The calendar sweep's cost and its integration runs (`npm run bench -- calendar`, opt-in: minutes).
 *
 * - The unit sweep (test/unit/calendar-sweep.test.ts, part of `npm test`): every date of the next 400
 *   days at four hours, and every answer of every length, timed as `npm test` runs it.
 * - The integration project at injected instants (TEST_NOW, test/support/injected-clock.ts): each of
 *   the next seven weekdays entered at 23:59:30 UTC, so every run crosses a midnight mid-run, and each
 *   weekday again at one of 00:00, 09:00 and 13:00 UTC. Each run says whether every test passed.
 */
import { WEEKDAYS } from '../../lambdas/domain/rules';
import { table } from '../stats';
import { runTests } from './suite';

const DAY_MS = 86_400_000;
const jest = (args: string[], env: Record<string, string> = {}) => runTests('npx', ['jest', ...args], env);

/** The instants: the next seven days, each entered at 23:59:30 the day before, and at another hour. */
export function sweepInstants(now = Date.now()): string[] {
  const tomorrow = Math.floor(now / DAY_MS) * DAY_MS + DAY_MS;
  const hours = ['00:00:00', '09:00:00', '13:00:00'];
  return Array.from({ length: 7 }, (_, d) => {
    const date = new Date(tomorrow + d * DAY_MS).toISOString().slice(0, 10);
    return [new Date(tomorrow + d * DAY_MS - 30_000).toISOString(), `${date}T${hours[d % hours.length]}Z`];
  }).flat();
}

export async function measureCalendarSweep(): Promise<string> {
  const unit = await jest(['--selectProjects', 'unit', '--testPathPatterns', 'calendar-sweep']);
  const rows: string[][] = [];
  for (const instant of sweepInstants()) {
    console.log(`  integration at ${instant} ...`);
    const run = await jest(['--selectProjects', 'integration'], { TEST_NOW: instant });
    const weekday = WEEKDAYS[new Date(Date.parse(instant) + 60_000).getUTCDay()];
    rows.push([instant, weekday, `${run.seconds.toFixed(0)} s`, run.passed ? 'passed' : 'FAILED', run.tests]);
  }
  return [
    '## The calendar sweep',
    '',
    'The unit sweep (every date of the next 400 days at 00:00, 09:00, 13:00 and 23:59 UTC, every answer of every length),',
    `as \`npm test\` runs it: ${unit.seconds.toFixed(1)} s for the Jest process, ${unit.passed ? 'passed' : 'FAILED'} (${unit.tests}).`,
    '',
    'The integration project with its clock injected (`TEST_NOW`): the runs at 23:59:30 cross a midnight mid-run into the weekday named.',
    '',
    table(['TEST_NOW', 'weekday', 'duration', 'result', 'tests'], rows),
  ].join('\n');
}
