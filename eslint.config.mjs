// One lint configuration for every workspace: typescript-eslint with type information, the rules of
// React hooks and of accessible JSX, and Prettier's formatting left to Prettier.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { serverBoundaries } from './tooling/eslint/serverBoundaries.cjs';
import { tableOwners } from './tooling/eslint/tableOwners.cjs';

export default tseslint.config(
  {
    ignores: ['**/dist/', '**/node_modules/', 'releases/', 'data/', 'docs/', 'test-results/', 'playwright-report/', 'bench-results/'],
  },
  // The import-circle checker's fixtures are inputs to its test, written to be a circle, in no project.
  { ignores: ['tooling/imports/__fixtures__/'] },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // React ignores what an event handler returns: an async onClick is the usual way to call the API.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // Fastify plugins and the providers' interfaces are async by contract, whether or not a body awaits.
      '@typescript-eslint/require-await': 'off',
      // `const { dropped, ...kept } = value` is how a field is left out.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true, argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // Tests read the answers they check as parsed JSON: `any` is what they examine, not what they pass on.
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'api/src/testing/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
    },
  },
  {
    // Scripts, benchmarks and build tooling are plain JavaScript for Node.
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.node },
  },
  {
    // CommonJS files (webpack and jest tooling) load their dependencies with require.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['tooling/**/*.test.cjs', 'tooling/jest/noUnansweredRequests.cjs', 'tooling/jest/slowTestTimeout.cjs'],
    languageOptions: { globals: globals.jest },
  },
  {
    // The sandbox's checkout script runs in the visitor's browser.
    files: ['api/public/**/*.js'],
    languageOptions: { globals: globals.browser },
  },
  {
    // Browser storage is read and written through one helper that never throws (a private mode or a full quota).
    files: ['{shared-contracts,ui-kit,shell,mf-catalogue,mf-creation,mf-ordering,mf-content}/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**', 'shared-contracts/src/helpers/browserStorage.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(getItem|setItem|removeItem)$/]',
          message: "Read and write browser storage with shared-contracts' readJson, writeJson, readText, writeText or removeKey.",
        },
      ],
    },
  },
  {
    // Every setting is declared once, in its part's section (a module's settings.ts, the platform's
    // environment.ts), and the environment is read in one place: a module is handed its section.
    files: ['api/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'api/src/testing/**', 'api/src/shopSettings.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message:
            "Declare the variable in its part's settings section (api/src/shopSettings.ts lists them) and take it from the configuration.",
        },
      ],
    },
  },
  {
    // What the server and every remote agree on depends on nothing but TypeBox: no browser runtime, no server.
    files: ['contracts/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!\\.|@sinclair/typebox$)', message: 'contracts imports only its own files and @sinclair/typebox.' }] },
      ],
    },
  },
  {
    // Its tests may check a payload against a schema with TypeBox's own checker, as the server does.
    files: ['contracts/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(?!\\.|@sinclair/typebox(/value)?$)', message: 'contracts tests import only its own files and @sinclair/typebox.' },
          ],
        },
      ],
    },
  },
  ...serverBoundaries(),
  tableOwners(),
  prettier,
);
