/**
 * What every browser test file sets up, once: Chromium and a local runtime for the file (started
 * before its tests, closed after them), the CSP watch (any violation fails the file), a time zone
 * where it is now about noon, signed-in players through the sign-in stand-in, and, when asked,
 * the day's code and words to guess.
 *
 *   const { harness, words, zone, accounts } = browserTestFile({ words: true });
 *
 * `harness` and `words` are handles: usable inside tests and hooks, once the file's setup has run.
 */
import { startBrowserHarness, expectNoCspViolations, type BrowserHarness } from './browser';
import { todaysWords } from './browser-play';
import { noonTimeZone } from './clock';
import { accountHelpers } from './sign-in';

type Words = Awaited<ReturnType<typeof todaysWords>>;

/** A handle on a value made in beforeAll: its properties, read once it exists. */
function handle<T extends object>(name: string, current: () => T | undefined): T {
  const made = () => {
    const value = current();
    if (!value) throw new Error(`${name} is made in the file's beforeAll: use it inside a test or a hook`);
    return value;
  };
  return new Proxy({} as T, {
    get: (_, key) => {
      const property = Reflect.get(made(), key) as unknown;
      return typeof property === 'function' ? (property as (...args: unknown[]) => unknown).bind(made()) : property;
    },
    has: (_, key) => Reflect.has(made(), key),
    ownKeys: () => Reflect.ownKeys(made()),
    getOwnPropertyDescriptor: (_, key) => ({ ...Reflect.getOwnPropertyDescriptor(made(), key), configurable: true }),
  });
}

export function browserTestFile(
  options: {
    /** The day's code and words to guess, in the file's noon time zone. */
    words?: boolean;
    /** The time zone of the browsers' signed-in players (default: the noon one). */
    timezoneId?: string;
  } & Parameters<typeof startBrowserHarness>[0] = {},
) {
  const { words: wantsWords, timezoneId, ...harnessOptions } = options;
  const zone = noonTimeZone();
  let harness: BrowserHarness | undefined;
  let words: Words | undefined;
  beforeAll(async () => {
    harness = await startBrowserHarness(harnessOptions);
    if (wantsWords) words = await todaysWords(zone.tzOffset);
  });
  afterAll(() => harness?.close());
  expectNoCspViolations(() => harness);
  const harnessHandle = handle<BrowserHarness>('harness', () => harness);
  return {
    harness: harnessHandle,
    words: handle<Words>('words', () => words),
    zone,
    accounts: accountHelpers(() => harnessHandle, timezoneId ?? zone.timezoneId),
  };
}
