/**
 * Tests that start real engines (DynamoDB Local's JVM, Chromium, the local runtime) or wait on them
 * get generous limits, hooks included: on a slow, busy 2-core machine a JVM can take many seconds to
 * start. These are guards against hangs, never timing assertions.
 */
jest.setTimeout(120_000);
