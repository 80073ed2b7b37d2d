// Fast layers with no running stack: unit (pure logic) and infra (CDK assertions).
const path = require('node:path');

const rootDir = path.resolve(__dirname, '..');
// @middy/core is ESM-only: it goes through the same transform to CommonJS, as the rest of node_modules needs none.
const transform = { '^.+\\.tsx?$': '<rootDir>/test/support/esbuild-transform.js', '/@middy/.+\\.js$': '<rootDir>/test/support/esbuild-transform.js' };
const transformIgnorePatterns = ['/node_modules/(?!@middy/)'];
const setupFiles = ['<rootDir>/test/support/powertools-env.js'];

module.exports = {
  rootDir,
  projects: [
    { displayName: 'unit', rootDir, transform, transformIgnorePatterns, setupFiles, testEnvironment: 'node', testMatch: ['<rootDir>/test/unit/**/*.test.ts'] },
    { displayName: 'infra', rootDir, transform, transformIgnorePatterns, setupFiles, testEnvironment: 'node', testMatch: ['<rootDir>/test/infra/**/*.test.ts'] },
  ],
};
