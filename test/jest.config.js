// Fast layers with no running stack: unit (pure logic) and infra (CDK assertions).
const path = require('node:path');

const rootDir = path.resolve(__dirname, '..');
const { transform, transformIgnorePatterns } = require('./support/jest-transform');
const setupFiles = ['<rootDir>/test/support/powertools-env.js'];

module.exports = {
  rootDir,
  projects: [
    { displayName: 'unit', rootDir, transform, transformIgnorePatterns, setupFiles, testEnvironment: 'node', testMatch: ['<rootDir>/test/unit/**/*.test.ts'] },
    { displayName: 'infra', rootDir, transform, transformIgnorePatterns, setupFiles, testEnvironment: 'node', testMatch: ['<rootDir>/test/infra/**/*.test.ts'] },
  ],
};
