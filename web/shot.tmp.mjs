import { chromium } from '@playwright/test';
const base = process.env.BASE;
const pages = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const spec of pages) {
  const [name, path, w, h] = spec.split(',');
  const ctx = await browser.newContext({ viewport: { width: Number(w), height: Number(h) }, locale: 'tr-TR' });
  await ctx.addCookies([{ name: 'cookieLaw', value: '1', domain: '127.0.0.1', path: '/' }, { name: 'mobileApp', value: '1', domain: '127.0.0.1', path: '/' }]);
  const page = await ctx.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text()); });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => !document.querySelector('#root > .first-paint, #root [data-first-paint]'), null, { timeout: 5000 }).catch(() => {});
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/shots/${name}.png` });
  console.log(name, errors.length ? errors.join(' | ') : 'no errors');
  await ctx.close();
}
await browser.close();
