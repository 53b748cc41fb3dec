import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

// Every test process draws with the project's fonts only, as the shop does. Set here, in the process
// that starts the workers: a test's own process.env is a copy that the native renderer never reads.
const { useProjectFonts } = await tsImport('./story-art/src/fonts/projectFonts.ts', import.meta.url);
useProjectFonts();

// The S3 client is pinned to a release that supports Node 20; its notice that later releases will not
// is printed once per test file otherwise, burying the results.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const transform = {
  // Message catalogs, compiled as the build compiles them.
  '[\\\\/]src[\\\\/]messages[\\\\/][a-z]{2}\\.json$': fileURLToPath(new URL('./tooling/jest/messagesTransform.cjs', import.meta.url)),
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
  ],
};

// NodeNext-style relative imports end in .js while the files are .ts
const moduleNameMapper = { '^(\\.{1,2}/.*)\\.js$': '$1' };

// react-markdown and the unified ecosystem ship only ES modules, which jest's CommonJS runtime must have compiled.
const ESM_ONLY = [
  'react-markdown',
  'remark-.*',
  'rehype-.*',
  'mdast-.*',
  'micromark.*',
  'unist-.*',
  'hast-.*',
  'vfile.*',
  'unified',
  'bail',
  'is-plain-obj',
  'trough',
  'devlop',
  'property-information',
  'space-separated-tokens',
  'comma-separated-tokens',
  'decode-named-character-reference',
  'character-entities.*',
  'ccount',
  'escape-string-regexp',
  'markdown-table',
  'zwitch',
  'longest-streak',
  'html-url-attributes',
  'trim-lines',
  'estree-util-.*',
  'style-to-js',
  'style-to-object',
  'inline-style-parser',
];

const browserProject = (name) => ({
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY.join('|')})/)`],
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  testEnvironment: '<rootDir>/../tooling/jest/jsdomWithFetch.cjs',
  testEnvironmentOptions: { customExportConditions: ['source', 'browser'], url: 'http://127.0.0.1/' },
  setupFilesAfterEnv: [
    '@testing-library/jest-dom',
    '<rootDir>/../tooling/jest/noUnansweredRequests.cjs',
    // The project's message catalogs, loaded before its tests (see shared-contracts/testing).
    ...(existsSync(new URL(`./${name}/src/testing/messagesSetup.ts`, import.meta.url)) ? ['<rootDir>/src/testing/messagesSetup.ts'] : []),
  ],
  transform,
  moduleNameMapper,
});

export default {
  // A test that fails midway can leave a server or a pool open; the run must still end with its report
  // instead of waiting for CI's time limit.
  forceExit: true,
  // More workers than cores: most API tests wait on PostgreSQL, timers and child processes. On this 2-core
  // machine three workers run the unit tests in 259 s, two in 339 s (2026-11-27), one in about twice that.
  // (A number: jest reads a percentage over 100 % as that many workers.)
  maxWorkers: Math.max(1, Math.round(availableParallelism() * 1.5)),
  projects: [
    browserProject('shared-contracts'),
    browserProject('ui-kit'),
    browserProject('shell'),
    browserProject('mf-catalogue'),
    browserProject('mf-creation'),
    browserProject('mf-ordering'),
    browserProject('mf-content'),
    {
      displayName: 'tooling',
      rootDir: '<rootDir>/tooling',
      testMatch: ['<rootDir>/**/*.test.cjs'],
      testEnvironment: 'node',
    },
    {
      displayName: 'contracts',
      rootDir: '<rootDir>/contracts',
      testMatch: ['<rootDir>/src/**/*.test.ts'],
      testEnvironment: 'node',
      testEnvironmentOptions: { customExportConditions: ['source', 'node'] },
      transform,
      moduleNameMapper,
    },
    {
      displayName: 'story-art',
      rootDir: '<rootDir>/story-art',
      testMatch: ['<rootDir>/src/**/*.test.ts'],
      testEnvironment: 'node',
      testEnvironmentOptions: { customExportConditions: ['source', 'node'] },
      transform,
      moduleNameMapper,
    },
    {
      displayName: 'api',
      rootDir: '<rootDir>/api',
      testMatch: ['<rootDir>/src/**/*.test.ts'],
      testEnvironment: 'node',
      setupFilesAfterEnv: ['<rootDir>/../tooling/jest/slowTestTimeout.cjs'],
      testEnvironmentOptions: { customExportConditions: ['source', 'node'] },
      // cookie 2 ships only ES modules, which jest's CommonJS runtime must have compiled
      transformIgnorePatterns: ['/node_modules/(?!cookie/)'],
      transform,
      moduleNameMapper,
    },
  ],
};
