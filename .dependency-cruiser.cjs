/**
 * The layer rules of docs/architecture.md ("Which part may import which"), checked by
 * dependency-cruiser on every `npm test` (npm run lint:layers). A rule broken is a test failed.
 */
const PROJECT = '^(lambdas|lib|bin|local|web|bench|test)/';
/** The web app's layers, lowest first (docs/architecture.md): each imports only itself and those below it. */
const WEB_LAYERS = ['lib', 'game', 'auth', 'account', 'leagues', 'components', 'payments', 'pages'];

/** One rule per layer but the top one: web/src/<layer>/ never imports a layer above it. */
const webLayerRules = () =>
  WEB_LAYERS.slice(0, -1).map((layer, i) => ({
    name: `web-layer-${layer}`,
    comment: `The web app in layers (docs/architecture.md): ${WEB_LAYERS.join(' < ')}. web/src/${layer}/ never imports a layer above it.`,
    severity: 'error',
    from: { path: `^web/src/${layer}/` },
    to: { path: `^web/src/(${WEB_LAYERS.slice(i + 1).join('|')})/` },
  }));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'The domain is plain rules: it imports nothing of the project outside lambdas/domain.',
      severity: 'error',
      from: { path: '^lambdas/domain/' },
      to: { path: PROJECT, pathNot: '^lambdas/domain/' },
    },
    {
      name: 'domain-has-no-dependencies',
      comment: 'The domain imports no npm package either (Node built-ins such as node:crypto are fine).',
      severity: 'error',
      from: { path: '^lambdas/domain/' },
      to: { dependencyTypes: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown'] },
    },
    {
      name: 'services-know-no-http',
      comment: 'Services take a player and a request and throw lambdas/errors.ts refusals: the chain in lambdas/http maps them.',
      severity: 'error',
      from: { path: '^lambdas/(services|store|domain|words|secrets|payments|telemetry|contracts)/' },
      to: { path: '^lambdas/(http|handlers)/' },
    },
    {
      name: 'store-below-services',
      comment: 'The store is the table adapter: it never calls up into services.',
      severity: 'error',
      from: { path: '^lambdas/store/' },
      to: { path: '^lambdas/(services|handlers|http)/' },
    },
    {
      name: 'contracts-are-browser-safe',
      comment:
        'The contracts reach the browser: they import only zod, each other, the domain constants, ' +
        'the reader of the length schedule, the languages table, the reminder messages, quiet hours ' +
        "and hard mode's rules (and their tiles).",
      severity: 'error',
      from: { path: '^lambdas/contracts/' },
      to: {
        path: PROJECT,
        pathNot: '^lambdas/(contracts/|domain/(rules|lengths|languages|reminder-messages|quiet-hours|hard-mode|evaluation)\\.ts$)',
      },
    },
    {
      name: 'web-imports-only-contracts',
      comment: 'The web app shares only the contracts (types and constants) with the server, through @contracts.',
      severity: 'error',
      from: { path: '^web/src/' },
      to: { path: '^(lambdas|lib|bin|local|bench|test)/', pathNot: '^lambdas/contracts/' },
    },
    ...webLayerRules(),
    {
      name: 'web-imports-no-node',
      comment: 'The browser has no Node built-ins.',
      severity: 'error',
      from: { path: '^web/src/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'infrastructure-imports-no-runtime-code',
      comment:
        'The CDK app reads declarations only (the route table, the scheduled functions and their environments, metric names, ' +
        'the table schema, the languages table, the bundling options, the security headers): never services, store, handlers, the chain ' +
        'or the instrumented telemetry.',
      severity: 'error',
      from: { path: '^(lib/|bin/app\\.ts$)' },
      to: {
        path: '^(lambdas|local|web)/',
        pathNot:
          '^lambdas/((routes|scheduled|function-environment|table-schema)\\.ts|telemetry/metrics\\.ts|domain/(rules|languages)\\.ts)$',
      },
    },
    {
      name: 'deploy-tools-never-import-local',
      comment:
        'Deploy tools run against AWS: the offline runtime (local/) is no part of them. ' +
        "Only npm start (bin/local.ts), the suite's Node.js (bin/on-lambda-node.ts) and support tools reading local data may.",
      severity: 'error',
      from: { path: '^bin/', pathNot: '^bin/(local|word-of-day|on-lambda-node)\\.ts$' },
      to: { path: '^local/' },
    },
    {
      name: 'production-never-imports-tests',
      comment: 'Nothing shipped depends on test, bench or local code.',
      severity: 'error',
      from: { path: '^(lambdas|lib|web/src)/' },
      to: { path: '^(test|bench|local)/' },
    },
    {
      name: 'services-never-call-each-other',
      comment:
        "A service does one call's work with the domain's rules and the stores; what two services share " +
        'lives below them, in lambdas/services/shared/ (which never calls a service).',
      severity: 'error',
      from: { path: '^lambdas/services/([^/]+)\\.ts$' },
      to: { path: '^lambdas/services/[^/]+\\.ts$' },
    },
    {
      name: 'shared-is-below-the-services',
      comment: 'What the services share never calls back up into one of them.',
      severity: 'error',
      from: { path: '^lambdas/services/shared/' },
      to: { path: '^lambdas/services/[^/]+\\.ts$' },
    },
    {
      name: 'keys-belong-to-the-store',
      comment:
        "Every item's key is made by the store's key scheme (lambdas/store/keys.ts) and used by the store module " +
        'that owns the item: nothing else builds or reads a key (tests and the benchmark may, to look at the table itself).',
      severity: 'error',
      from: { pathNot: '^(lambdas/store/|test/|bench/)' },
      to: { path: '^lambdas/store/keys\\.ts$' },
    },
    {
      name: 'no-circular',
      comment: 'Cycles blur which layer owns what.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'Every import resolves (a typo or a missing dependency is caught here too).',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  required: [
    {
      name: 'deploy-tools-read-the-names',
      severity: 'error',
      comment:
        'The deploy tools check the resources the CDK app makes: they take every name and default from lib/names.ts, ' +
        'never a copy (a renamed stage would pass preflight while it checks the wrong resources).',
      module: { path: '^bin/(preflight|seed)\\.ts$' },
      to: { path: '^lib/names\\.ts$' },
    },
    {
      name: 'stage-config-reads-the-names',
      severity: 'error',
      comment: "The CDK app's stage configuration names its resources from lib/names.ts.",
      module: { path: '^lib/stage\\.ts$' },
      to: { path: '^lib/names\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|web/dist|cdk\\.out|coverage)/' },
    tsPreCompilationDeps: true,
    // Its paths carry the web app's @contracts alias, as web/tsconfig.json and web/vite.config.mts do.
    tsConfig: { fileName: 'tsconfig.json' },
    webpackConfig: undefined,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.mts', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};
