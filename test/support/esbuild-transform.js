// Jest transform: esbuild strips types (tsc --noEmit checks them once for the whole project), so tests start fast.
const { transformSync } = require('esbuild');

/** TypeScript and TSX of the project; JavaScript of the ES-module-only packages (jest configs' transformIgnorePatterns). */
function loaderOf(filename) {
  if (filename.endsWith('.tsx')) return 'tsx';
  return filename.endsWith('.js') ? 'js' : 'ts';
}

module.exports = {
  process(source, filename) {
    const { code, map } = transformSync(source, {
      loader: loaderOf(filename),
      format: 'cjs',
      target: 'node20',
      jsx: 'automatic',
      sourcemap: 'external',
      sourcefile: filename,
      // The web app's lazy imports (pages, catalogues) become `require`s: the browser code runs as CommonJS here,
      // where a real `import()` would need Node's experimental VM modules.
      ...(/[\\/]web[\\/]src[\\/]/.test(filename) ? { supported: { 'dynamic-import': false } } : {}),
    });
    return { code, map };
  },
};
