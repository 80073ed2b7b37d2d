import * as fs from 'node:fs';
import * as zlib from 'node:zlib';
import * as path from 'node:path';
import { buildWeb } from './build-web';
(async () => {
  const out = '/tmp/webdist';
  const t = Date.now();
  await buildWeb(out);
  console.log('build ms', Date.now() - t);
  const assets = path.join(out, 'assets');
  const main = fs.readdirSync(assets).find((f) => /^main-.*\.js$/.test(f))!;
  const closure = new Set<string>();
  const visit = (f: string) => { if (closure.has(f)) return; closure.add(f); const src = fs.readFileSync(f, 'utf8');
    for (const m of src.matchAll(/(?:^|[;}])\s*import\s*(?:[^"'();]*?from\s*)?["']([^"']+)["']/g)) visit(path.resolve(path.dirname(f), m[1]!)); };
  visit(path.join(assets, main));
  let total = 0;
  for (const f of closure) { const gz = zlib.gzipSync(fs.readFileSync(f), { level: 9 }).length; total += gz; console.log((gz / 1024).toFixed(1), path.relative(assets, f)); }
  console.log('main static closure files', closure.size, 'gz KB', (total / 1024).toFixed(1));
  const all = fs.readdirSync(path.join(assets, 'chunks')).filter((f) => f.endsWith('.js'));
  console.log('chunks', all.length);
})();
