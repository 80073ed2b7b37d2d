// Layers that need the running product: integration (HTTP against the local stack) and e2e (Chromium).
// One local stack on free ports is started for the whole run.
const path = require('node:path');

const rootDir = path.resolve(__dirname, '..');
const { transform, transformIgnorePatterns } = require('./support/jest-transform');
const setupFiles = ['<rootDir>/test/support/powertools-env.js'];

module.exports = {
  rootDir,
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  maxWorkers: 2,
  // A global option: Jest reads no testTimeout of a project (those set here before were ignored, leaving 5 s). HTTP
  // round trips and browser steps on a loaded 2-core machine.
  testTimeout: 60000,
  projects: [
    { displayName: 'integration', rootDir, transform, transformIgnorePatterns, setupFiles, testEnvironment: 'node', testMatch: ['<rootDir>/test/integration/**/*.test.ts'] },
    { displayName: 'e2e', rootDir, transform, transformIgnorePatterns, setupFiles, testEnvironment: 'node', testMatch: ['<rootDir>/test/e2e/**/*.test.ts'] },
  ],
};
