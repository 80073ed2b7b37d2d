// Fast layers with no running stack: unit (pure logic) and infra (CDK assertions).
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
  projects: [
    { displayName: 'unit', rootDir, transform, transformIgnorePatterns, testEnvironment: 'node', testMatch: ['<rootDir>/test/unit/**/*.test.ts'] },
    { displayName: 'infra', rootDir, transform, transformIgnorePatterns, testEnvironment: 'node', testMatch: ['<rootDir>/test/infra/**/*.test.ts'] },
  ],
};
