// Lighthouse audits of the release server: the home page, a category and a product page, with the
// mobile preset (Lighthouse's default form factor and throttling) in Debian's Chromium. Prints the
// four category scores per page as a Markdown table; the JSON reports go to a temp folder.
//
//   make release && (cd bench/lighthouse && npm ci && node audit.mjs)
//   LH_URL=http://127.0.0.1:8080 node audit.mjs    # audit a server that is already running
//   LH_RUNS=3 node audit.mjs                        # median of three runs per page
//   LH_CPU_SLOWDOWN=8 node audit.mjs                # the mobile preset with the CPU slowed 8x, not 4x
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env.LH_PORT ?? 18380);
const runs = Math.max(1, Number(process.env.LH_RUNS ?? 1));
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const reports = mkdtempSync(join(tmpdir(), 'vitrin-lighthouse-'));
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
// Lighthouse slows the CPU by multiplying the task times it measures, so its scores move with the
// machine's speed on the day; a larger multiplier on a fast day shows how much room a page has.
const cpuSlowdown = process.env.LH_CPU_SLOWDOWN ? Number(process.env.LH_CPU_SLOWDOWN) : undefined;
const flags = {
  output: 'json',
  logLevel: 'error',
  onlyCategories: CATEGORIES,
  ...(cpuSlowdown ? { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown } } : {}),
};

async function waitForHealth(base, deadline) {
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${base}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server at ${base} did not answer /healthz`);
}

async function startServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrin-lighthouse-data-'));
  const bin = process.env.LH_BIN ?? join(root, 'target/release/vitrin');
  const child = spawn(bin, ['serve'], {
    env: { ...process.env, VITRIN_PORT: String(port), VITRIN_HOST: '127.0.0.1', VITRIN_DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(base, Date.now() + 120_000);
  return { base, stop: () => child.kill('SIGTERM') };
}

/** A category with products and its first product, as the storefront's own page data names them. */
async function pickPages(base) {
  const res = await fetch(`${base}/api/storefront/page?path=${encodeURIComponent('/erkek-cocuk')}`);
  if (!res.ok) throw new Error(`category page data: HTTP ${res.status}`);
  const data = await res.json();
  const product = data.products?.[0]?.URL;
  if (!product) throw new Error('the category has no products');
  return [
    ['home', '/'],
    ['category', '/erkek-cocuk'],
    ['product', product],
  ];
}

/**
 * One Lighthouse run; a run whose trace recording failed (a `runtimeError` such as NO_NAVSTART,
 * which scores every category 0) is repeated, up to three tries.
 */
async function audit(url, port) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { ...flags, port });
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    const failure = result.lhr.runtimeError;
    if (!failure) return result;
    if (attempt === 3) throw new Error(`Lighthouse failed on ${url}: ${failure.code}`);
    console.error(`Lighthouse run failed on ${url} (${failure.code}); trying again`);
  }
}

/** The figures behind a run's performance score, and how fast Lighthouse found the machine. */
function runFigures(lhr) {
  const ms = (id) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
  return { tbt: ms('total-blocking-time'), lcp: ms('largest-contentful-paint'), benchmarkIndex: Math.round(lhr.environment.benchmarkIndex) };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const server = process.env.LH_URL ? { base: process.env.LH_URL.replace(/\/$/, ''), stop() {} } : await startServer();
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const rows = [];
  const details = [];
  try {
    for (const [name, path] of await pickPages(server.base)) {
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, []]));
      const runsSeen = [];
      for (let run = 0; run < runs; run++) {
        const result = await audit(`${server.base}${path}`, chrome.port);
        writeFileSync(join(reports, `${name}-${run + 1}.json`), result.report);
        for (const c of CATEGORIES) scores[c].push(Math.round((result.lhr.categories[c].score ?? 0) * 100));
        runsSeen.push(runFigures(result.lhr));
      }
      rows.push([name, path, ...CATEGORIES.map((c) => median(scores[c]))]);
      details.push([name, scores.performance, runsSeen]);
    }
  } finally {
    await chrome.kill();
    server.stop();
  }
  console.log(`| Page | Path | Performance | Accessibility | Best practices | SEO |`);
  console.log(`|---|---|---|---|---|---|`);
  for (const [name, path, ...s] of rows) console.log(`| ${name} | ${path} | ${s.join(' | ')} |`);
  console.log(`\nPer run: performance, total blocking time, largest contentful paint, the machine's benchmark index`);
  for (const [name, performance, seen] of details) {
    const each = seen.map((r, i) => `${performance[i]} (TBT ${r.tbt} ms, LCP ${r.lcp} ms, BI ${r.benchmarkIndex})`);
    console.log(`${name}: ${each.join('; ')}`);
  }
  console.log(`\nReports: ${reports}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
