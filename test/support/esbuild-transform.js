// Jest transform: esbuild strips types (tsc --noEmit checks them once for the whole project), so tests start fast.
const { transformSync } = require('esbuild');

module.exports = {
  process(source, filename) {
    const { code, map } = transformSync(source, {
      loader: filename.endsWith('.tsx') ? 'tsx' : filename.endsWith('.ts') ? 'ts' : 'js',
      format: 'cjs',
      target: 'node20',
      jsx: 'automatic',
      sourcemap: 'external',
      sourcefile: filename,
    });
    return { code, map };
  },
};
