import * as fs from 'node:fs';
import { chromium } from 'playwright-core';
import { startStackProcess, stopStackProcess } from './local/stack-process';
(async () => {
  const stack = await startStackProcess('/tmp/wb-data');
  const info = JSON.parse(fs.readFileSync(stack.infoFile, 'utf8')) as { url: string; apiUrl: string };
  for (;;) { const r = await fetch(`${info.apiUrl}/health`).catch(() => undefined); if (r?.status === 200) break; await new Promise((x) => setTimeout(x, 100)); }
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    for (const locale of ['en', 'ar']) for (const p of ['/', '/signin', '/signup', '/forgot', '/signup?role=creator']) {
      const context = await browser.newContext();
      await context.addCookies([{ name: 'locale', value: locale, url: info.url }]);
      await context.addInitScript((l) => localStorage.setItem('locale', l), locale);
      const page = await context.newPage();
      const logs: string[] = [];
      page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') logs.push(m.type() + ': ' + m.text().slice(0, 300)); });
      page.on('pageerror', (e) => logs.push('pageerror: ' + e.message.slice(0, 300)));
      await page.goto(info.url + p);
      await page.waitForLoadState('networkidle');
      const pre = await page.evaluate(() => document.getElementById('root')?.dataset.prerendered);
      const title = await page.title();
      console.log(locale, p, 'prerendered=', pre, 'title=', title, logs.length ? logs.join(' | ') : 'no errors');
      if (p === '/signin') { await page.getByRole('textbox').first().fill('x@y.z'); }
      await page.screenshot({ path: `/tmp/shot-${locale}-${p.replace(/[/?=]/g, '_')}.png` });
      await context.close();
    }
  } finally { await browser.close(); await stopStackProcess(stack); }
})();
