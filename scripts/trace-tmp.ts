import * as esbuild from 'esbuild';
import * as path from 'node:path';
(async () => {
  // re-run esbuild only with the same options
  const mod = await import('./build-web');
  const meta = await mod.buildWeb('/tmp/webdist2');
  const importers = new Map<string, string[]>();
  for (const [file, input] of Object.entries(meta.inputs)) for (const imp of input.imports) { if (imp.kind !== 'import-statement') continue; const list = importers.get(imp.path) ?? []; list.push(file); importers.set(imp.path, list); }
  const target = process.argv[2]!;
  for (const start of Object.keys(meta.inputs).filter((f) => f.includes(target)).slice(0, 2)) {
    let cur = start; const chain = [cur]; const seen = new Set([cur]);
    for (let i = 0; i < 25; i++) { const next = (importers.get(cur) ?? []).find((x) => !seen.has(x)); if (!next) break; chain.push(next); seen.add(next); cur = next; }
    console.log(chain.join('\n  <- '));
  }
})();
