/**
 * One `npm test`, five kinds of tests (see README, "Tests"). TypeScript and the ESM-only packages
 * (middy, ...) are compiled by swc; nothing is type-checked here (npm test runs tsc first).
 */
const swc = [
  '@swc/jest',
  {
    jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
    module: { type: 'commonjs' },
  },
];
const base = {
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  // ESM-only packages must be compiled to CommonJS too.
  transformIgnorePatterns: ['/node_modules/(?!(@middy|wouter|regexparam)/)'],
  testEnvironment: 'node',
  // The web app's alias for the API's contracts: tests of any kind may read the web's modules (its catalogues).
  moduleNameMapper: { '^@contracts(.*)$': '<rootDir>/lambdas/contracts$1' },
};

/** `npm run bench -- suite` asks for each file's time (test/support/file-times-reporter.mjs). */
const fileTimes = process.env.CIPHERWORD_TEST_TIMES;

module.exports = {
  ...(fileTimes ? { reporters: ['default', ['<rootDir>/test/support/file-times-reporter.mjs', { file: fileTimes }]] } : {}),
  // The infra files last: the syntheses they read are made meanwhile (test/support/infra-last-sequencer.mjs).
  testSequencer: '<rootDir>/test/support/infra-last-sequencer.mjs',
  // One worker per core (Jest's default leaves one core idle): the browser, DynamoDB Local and
  // synthesis tests mostly wait on other processes, so two files at once halve the suite on 2 cores.
  maxWorkers: '100%',
  projects: [
    { ...base, displayName: 'unit', testMatch: ['<rootDir>/test/unit/**/*.test.ts'] },
    {
      ...base,
      displayName: 'integration',
      testMatch: ['<rootDir>/test/integration/**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/support/slow-engines.ts', '<rootDir>/test/support/injected-clock.ts'],
      globalSetup: '<rootDir>/test/support/runtime-tests-setup.ts',
      globalTeardown: '<rootDir>/test/support/shared-dynamodb-teardown.ts',
    },
    {
      ...base,
      displayName: 'infra',
      testMatch: ['<rootDir>/test/infra/**/*.test.ts'],
      // The web app built once, and each configuration of the CDK app synthesised once, beside the other tests.
      globalSetup: '<rootDir>/test/support/synthesize-once.ts',
      globalTeardown: '<rootDir>/test/support/synthesize-teardown.ts',
    },
    {
      ...base,
      displayName: 'web',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/test/web/**/*.test.tsx'],
      setupFiles: ['<rootDir>/test/support/english-texts.ts'],
    },
    {
      ...base,
      displayName: 'e2e',
      testMatch: ['<rootDir>/test/e2e/**/*.test.ts'],
      globalSetup: '<rootDir>/test/support/runtime-tests-setup.ts',
      globalTeardown: '<rootDir>/test/support/shared-dynamodb-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/test/support/slow-engines.ts'],
    },
  ],
};
