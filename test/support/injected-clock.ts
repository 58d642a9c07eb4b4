/**
 * The integration project's clock, when a run asks for another date (docs/architecture.md, "Tests and
 * the calendar"): `TEST_NOW=2027-03-14T23:59:30Z npx jest --selectProjects integration` runs every
 * test as if it were that instant, the clock still moving. Only `Date` is replaced; timers stay real,
 * so waits on engines behave as in any run. The local runtime runs in the test's process and reads
 * the same clock; tokens are minted and checked by it too.
 */
import { setClock } from './clock';

const injected = process.env.TEST_NOW;
if (injected) {
  const now = Date.parse(injected);
  if (Number.isNaN(now)) throw new Error(`TEST_NOW must be an ISO instant, not ${injected}`);
  setClock(new Date(now));
}
