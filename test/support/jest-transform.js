// How both Jest configs turn code into CommonJS: TypeScript through esbuild, and the ESM-only packages the tested code
// imports (@middy/core; react-intl with its @formatjs and intl-messageformat parts, for the web's dates; @scure/base
// and @noble/hashes, which the local Cognito's TOTP codes use) through the same transform. The rest of node_modules
// needs none.
const ESM_ONLY = '@middy|react-intl|@formatjs|intl-messageformat|@scure|@noble';
const esbuild = '<rootDir>/test/support/esbuild-transform.js';

module.exports = {
  transform: { '^.+\\.tsx?$': esbuild, [`/node_modules/(${ESM_ONLY})/.+\\.js$`]: esbuild },
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY})/)`],
};
