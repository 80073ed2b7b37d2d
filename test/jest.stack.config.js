// Layers that need the running product: integration (HTTP against the local stack) and e2e (Chromium).
// One local stack on free ports is started for the whole run.
const path = require('node:path');

const rootDir = path.resolve(__dirname, '..');
const transform = {
  '^.+\\.tsx?$': '<rootDir>/test/support/esbuild-transform.js',
  // middy is published as ES modules only: esbuild turns them into CommonJS for Jest too.
  '/node_modules/@middy/.+\\.js$': '<rootDir>/test/support/esbuild-transform.js',
};
const transformIgnorePatterns = ['/node_modules/(?!@middy/)'];

module.exports = {
  rootDir,
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  maxWorkers: 2,
  projects: [
    { displayName: 'integration', rootDir, transform, transformIgnorePatterns, testEnvironment: 'node', testMatch: ['<rootDir>/test/integration/**/*.test.ts'], testTimeout: 30000 },
    { displayName: 'e2e', rootDir, transform, transformIgnorePatterns, testEnvironment: 'node', testMatch: ['<rootDir>/test/e2e/**/*.test.ts'], testTimeout: 60000 },
  ],
};
