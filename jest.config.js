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
};

module.exports = {
  projects: [
    { ...base, displayName: 'unit', testMatch: ['<rootDir>/test/unit/**/*.test.ts'] },
    {
      ...base,
      displayName: 'integration',
      testMatch: ['<rootDir>/test/integration/**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/support/slow-engines.ts'],
    },
    { ...base, displayName: 'infra', testMatch: ['<rootDir>/test/infra/**/*.test.ts'] },
    {
      ...base,
      displayName: 'web',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/test/web/**/*.test.tsx'],
      moduleNameMapper: { '^@contracts(.*)$': '<rootDir>/lambdas/contracts$1' },
    },
    {
      ...base,
      displayName: 'e2e',
      testMatch: ['<rootDir>/test/e2e/**/*.test.ts'],
      globalSetup: '<rootDir>/test/e2e/global-setup.ts',
      setupFilesAfterEnv: ['<rootDir>/test/support/slow-engines.ts'],
    },
  ],
};
