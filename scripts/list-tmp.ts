import * as fs from 'node:fs';
import * as zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { startStackProcess, stopStackProcess } from './local/stack-process';
(async () => {
  const stack = await startStackProcess('/tmp/wb-data');
  const info = JSON.parse(fs.readFileSync(stack.infoFile, 'utf8')) as { url: string; apiUrl: string };
  for (;;) { const r = await fetch(`${info.apiUrl}/health`).catch(() => undefined); if (r?.status === 200) break; await new Promise((x) => setTimeout(x, 100)); }
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    for (const p of process.argv.slice(2)) {
      const page = await (await browser.newContext()).newPage();
      const rows: Promise<string>[] = [];
      page.on('response', (r) => { if (r.request().resourceType() === 'script') rows.push(r.body().then((b) => `${(zlib.gzipSync(b, { level: 9 }).length / 1024).toFixed(1)} ${r.url().replace(info.url, '')}`)); });
      await page.goto(info.url + p); await page.waitForLoadState('networkidle');
      console.log(p); console.log((await Promise.all(rows)).join('\n'));
    }
  } finally { await browser.close(); await stopStackProcess(stack); }
})();
