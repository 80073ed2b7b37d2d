// Fast layers with no running stack: unit (pure logic) and infra (CDK assertions).
const path = require('node:path');

const rootDir = path.resolve(__dirname, '..');
const transform = { '^.+\\.tsx?$': '<rootDir>/test/support/esbuild-transform.js' };

module.exports = {
  rootDir,
  projects: [
    { displayName: 'unit', rootDir, transform, testEnvironment: 'node', testMatch: ['<rootDir>/test/unit/**/*.test.ts'] },
    { displayName: 'infra', rootDir, transform, testEnvironment: 'node', testMatch: ['<rootDir>/test/infra/**/*.test.ts'] },
  ],
};
