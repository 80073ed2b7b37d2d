import * as fs from 'node:fs';
import { startStackProcess, stopStackProcess } from './local/stack-process';
import { measureSignIn } from './bench/web';
import { measureLighthouse } from './bench/lighthouse';
(async () => {
  const stack = await startStackProcess('/tmp/wb-data');
  const info = JSON.parse(fs.readFileSync(stack.infoFile, 'utf8')) as { url: string; apiUrl: string };
  for (;;) { const r = await fetch(`${info.apiUrl}/health`).catch(() => undefined); if (r?.status === 200) break; await new Promise((x) => setTimeout(x, 100)); }
  try {
    const s = await measureSignIn(info.url, '/usr/bin/chromium', 3);
    console.log('signin', s.jsFiles, 'files', s.jsGzipKb.toFixed(1), 'KB gz', s.jsWireKb.toFixed(1), 'wire', s.interactiveMs.map((x) => x.toFixed(0)).join(','));
    if (process.argv[2] !== 'nolh') for (const r of await measureLighthouse(info.url, '/usr/bin/chromium')) console.log(r.page, r.locale, JSON.stringify(r.median));
  } finally { await stopStackProcess(stack); }
})();
