import * as fs from 'node:fs';
import type * as esbuild from 'esbuild';

/**
 * The catalogues' ICU messages are parsed here, at build time, into the syntax trees react-intl formats from, and
 * the browser bundle gets formatjs's parser-less entry: the parser (and its number and date skeleton parser) is
 * the largest part of react-intl. A message that does not parse fails the build. The tests and the prerendering
 * keep the plain strings and the parser; both make the same text.
 */
export const CATALOGUE_FILE = /[\\/]web[\\/]src[\\/](?:[\w-]+[\\/])*i18n[\\/][\w.-]+\.json$/;
export const precompiledMessages: esbuild.Plugin = {
  name: 'precompiled-messages',
  async setup(build) {
    // An ES module only: imported when a build starts, so this module loads anywhere (the unit tests read CATALOGUE_FILE).
    const { parse } = await import('@formatjs/icu-messageformat-parser');
    build.onResolve({ filter: /^@formatjs\/icu-messageformat-parser$/ }, async (args) =>
      build.resolve('@formatjs/icu-messageformat-parser/no-parser.js', { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir }),
    );
    build.onLoad({ filter: CATALOGUE_FILE }, async (args) => {
      const messages = JSON.parse(await fs.promises.readFile(args.path, 'utf8')) as Record<string, string>;
      const trees = Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, parse(message)]));
      return { contents: JSON.stringify(trees), loader: 'json' };
    });
  },
};
