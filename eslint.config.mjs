// ESLint (flat config): typescript-eslint's type-checked rules everywhere, React hooks and jsx-a11y in
// the web app. `npm run lint` runs it; `npm test` runs it first. A rule switched off says why.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/', 'web/dist/', 'cdk.out/', 'coverage/', '.local-data/', '.scratch/', 'lambdas/words/data/'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', '*.mjs', '.dependency-cruiser.cjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      // Unused names are errors, except the deliberately ignored (`_name`) and rest siblings.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // Template literals with numbers are how messages are written here; objects and undefined are still caught.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Callbacks are properties (`onClose: () => void`), so passing them on never loses a `this`.
      '@typescript-eslint/method-signature-style': ['error', 'property'],
      eqeqeq: ['error', 'always'],
      'no-console': 'off', // the local runtime, tools and the browser's 404 log talk to a console on purpose
      'max-len': ['error', { code: 140, ignoreUrls: true, ignoreRegExpLiterals: true }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'test/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  { ...jsxA11y.flatConfigs.recommended, files: ['web/src/**/*.tsx'] },
  {
    // A page reads top to bottom in one sitting: what grows past this moves into components and hooks
    // (a target that is not a check drifts).
    files: ['web/src/pages/**/*.{ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 250 }] },
  },
  {
    // French puts a no-break space before : ; ! and ? (so they never start a line): the catalogues' texts hold them.
    files: ['web/src/i18n/**/*.ts'],
    rules: { 'no-irregular-whitespace': ['error', { skipStrings: true, skipTemplates: true, skipComments: true }] },
  },
  {
    files: ['test/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.jest } },
    rules: {
      // Jest matchers are unbound methods by design (expect(mock.fn).toHaveBeenCalled()).
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['test/infra/**/*.ts'],
    rules: {
      // A synthesised CloudFormation template is untyped JSON: the assertions walk it as such.
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // index.html's inline boot script: plain ES5 for every browser, run before any module.
    files: ['web/boot.js'],
    languageOptions: { globals: { ...globals.browser }, ecmaVersion: 5, sourceType: 'script' },
    // ES5 has no catch without a binding.
    rules: { '@typescript-eslint/no-unused-vars': ['error', { caughtErrors: 'none' }] },
  },
);
