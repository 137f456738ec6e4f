// The browser tests' `test`: Playwright's, with
// - a server per worker: the built binary started on a free port with a fresh data directory (it
//   migrates and seeds the demo shop itself), shared by the tests the worker runs, so tests that
//   change server-wide state (failed logins per address, newsletter, members) never meet another
//   worker's; `baseURL` points at it and `outbox` is its mail folder; when it stops, its whole log
//   is searched for the addresses, link tokens and phone numbers of its outbox;
// - `page.goto` and `page.reload` returning once the web app has taken over from the server's
//   first screen (the app starts after that screen's images are shown, which can be after the
//   load event Playwright waits for);
// - with E2E_WEB_DIST set to a web build folder, the browser running that build instead of the one
//   embedded in the server binary, so a change to the web app alone can be tried against a server
//   built before it;
// - with E2E_CONTENT_DIR set to a content folder, the server reading its content from there
//   (VITRIN_CONTENT_DIR) instead of the folder built into it, likewise for a change to content;
// - `serverConfig`, a worker option: a configuration file's text (TOML) the worker's server reads
//   (VITRIN_CONFIG, the file written to its data directory), for a spec that needs settings of its
//   own (e2e/social-login.spec.ts: the sign-in providers); other specs' servers get none.
import { type BrowserContext, type Page, test as base } from '@playwright/test';
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export { expect } from '@playwright/test';

/** Every request the page makes that leaves the site (a map that must need none). */
export function offSite(page: Page, baseURL: string): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    const url = r.url();
    if (!url.startsWith(baseURL) && !url.startsWith('data:') && !url.startsWith('blob:')) seen.push(url);
  });
  return seen;
}

interface Server {
  url: string;
  dataDir: string;
}

interface WorkerFixtures {
  /** The server binary: E2E_VITRIN_BIN (set by `make test`), else the release build. */
  vitrinBinary: string;
  /** The text of a configuration file for the server (TOML); empty for none. */
  serverConfig: string;
  server: Server;
}

interface TestFixtures {
  /** The folder the server writes member and newsletter mails, and the wallet sandbox's SMS codes, to. */
  outbox: string;
}

/** Lines of the server's output kept to explain a failed start. */
const KEPT_LINES = 40;

/**
 * Starts `vitrin serve` and resolves with its address once it listens, which it does after
 * migrating and seeding. The address is read from its JSON log, so port 0 leaves the choice of a
 * free port to the system and two workers never race for one.
 */
function startServer(
  binary: string,
  dataDir: string,
  config: string,
): Promise<{ child: ChildProcess; url: string; log: string[] }> {
  // The server refuses VITRIN_* settings it does not know, and the shell running the tests may
  // carry the API tests' ones or a developer's database: it gets only what is set here.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.startsWith('VITRIN_') && key !== 'DATABASE_URL'),
  );
  const configFile = join(dataDir, 'vitrin.toml');
  if (config) writeFileSync(configFile, config);
  const child = spawn(binary, ['serve'], {
    env: {
      ...env,
      VITRIN_HOST: '127.0.0.1',
      VITRIN_PORT: '0',
      VITRIN_DATA_DIR: dataDir,
      VITRIN_LOG_JSON: 'true',
      // The card wallet's sandbox provider on the same origin (e2e/wallet.spec.ts); its SMS codes
      // go to the outbox.
      VITRIN_WALLET__SANDBOX: 'true',
      // The back office's API (e2e/orders.spec.ts ships orders through it).
      VITRIN_CHECKOUT__ERP_API_KEY: 'e2e-erp-key-0123456789abcdef',
      ...(process.env.E2E_CONTENT_DIR ? { VITRIN_CONTENT_DIR: process.env.E2E_CONTENT_DIR } : {}),
      ...(config ? { VITRIN_CONFIG: configFile } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const kept: string[] = [];
  const log: string[] = [];
  return new Promise((resolve, reject) => {
    let ready = false;
    let partial = '';
    const keep = (text: string) => {
      kept.push(...text.split('\n').filter(Boolean));
      kept.splice(0, Math.max(0, kept.length - KEPT_LINES));
    };
    // Both streams are read to the end so the server never blocks on a full pipe.
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      log.push(chunk);
      keep(chunk);
    });
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      log.push(chunk);
      if (ready) return;
      keep(chunk);
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        const address = serving(line);
        if (address) {
          ready = true;
          resolve({ child, url: `http://${address}`, log });
          return;
        }
      }
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (!ready) reject(new Error(`${binary} serve stopped (${signal ?? String(code)}) before serving:\n${kept.join('\n')}`));
    });
  });
}

/** The address of the server's "serving" log line, if this line is it. */
function serving(line: string): string | null {
  if (!line.includes('"serving"')) return null;
  try {
    const entry = JSON.parse(line) as { fields?: { message?: string; address?: string } };
    return entry.fields?.message === 'serving' ? (entry.fields.address ?? null) : null;
  } catch {
    return null;
  }
}

/**
 * What the server's whole log must never hold: the addresses, the one-time link tokens and the
 * phone numbers of the mails and codes it wrote to the outbox (anyone who reads a log could take
 * over an account with them).
 */
function secretsOfOutbox(outbox: string): string[] {
  let names: string[];
  try {
    names = readdirSync(outbox);
  } catch {
    return [];
  }
  const secrets = new Set<string>();
  for (const name of names) {
    if (!name.endsWith('.eml') && !name.startsWith('wallet-otp-')) continue;
    const mail = readFileSync(join(outbox, name), 'utf8');
    for (const line of mail.split(/\r?\n/)) {
      if (line.startsWith('To: ')) secrets.add(line.slice(4).trim());
    }
    for (const match of mail.matchAll(/[?&]token=([^&\s]+)/g)) secrets.add(match[1] ?? '');
  }
  secrets.delete('');
  return [...secrets];
}

function assertNoSecretsLogged(log: string, outbox: string): void {
  const leaked = secretsOfOutbox(outbox).filter((secret) => log.includes(secret));
  if (leaked.length > 0) throw new Error(`the server logged ${String(leaked.length)} secrets of its outbox, e.g. ${leaked[0] ?? ''}`);
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve();
      return;
    }
    child.once('exit', () => {
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** The tags of a build's `index.html` that load its code and styles. */
const BUILD_TAGS = /<script\b[^>]*\ssrc="\/assets\/[^"]*"[^>]*><\/script>|<link\b[^>]*\shref="\/assets\/[^"]*"[^>]*>/g;

/**
 * Serves the web build in `dist` to this context: each page the server (at `origin`) sends gets
 * the build's tags in place of its own (and no preload list, which names the server's files), and
 * files under `/assets/` come from `dist` when it has them.
 */
async function serveWebBuild(context: BrowserContext, dist: string, origin: string): Promise<void> {
  const tags = (readFileSync(join(dist, 'index.html'), 'utf8').match(BUILD_TAGS) ?? []).join('');
  await context.route('**/*', async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    if (url.pathname.startsWith('/assets/')) {
      const file = join(dist, url.pathname);
      if (existsSync(file) && statSync(file).isFile()) {
        await route.fulfill({ path: file, headers: { 'cache-control': 'no-store' } });
        return;
      }
    }
    if (request.resourceType() !== 'document') {
      await route.fallback();
      return;
    }
    // A redirect goes back to the browser, so that the page's address follows it (a form posted
    // to the 3-D Secure page answers 303); fetched through, the page would keep the form's. The
    // browser follows a redirect without asking the routes again, so one to the server (from
    // itself, or from a sign-in provider's site) goes back as a page that moves on at once: the
    // page it leads to is then asked for anew, and gets the build's tags.
    const response = await route.fetch({ maxRedirects: 0 });
    const location = response.headers().location;
    if (response.status() >= 300 && response.status() < 400 && location) {
      const target = new URL(location, request.url());
      if (target.origin === origin) {
        const escaped = target.toString().replace(/&/g, '&amp;').replace(/"/g, '&quot;');
        await route.fulfill({
          status: 200,
          contentType: 'text/html; charset=utf-8',
          body: `<!doctype html><meta http-equiv="refresh" content="0;url=${escaped}">`,
        });
        return;
      }
    }
    if (!(response.headers()['content-type'] ?? '').startsWith('text/html')) {
      await route.fulfill({ response });
      return;
    }
    let placed = false;
    const body = (await response.text())
      .replace(BUILD_TAGS, () => {
        if (placed) return '';
        placed = true;
        return tags;
      })
      .replace(/(<script id="vitrin-code" type="application\/json">)[^<]*(<\/script>)/, '$1[]$2');
    await route.fulfill({ response, body });
  });
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  vitrinBinary: [
    process.env.E2E_VITRIN_BIN ?? fileURLToPath(new URL('../../target/test-run/vitrin', import.meta.url)),
    { scope: 'worker', option: true },
  ],
  serverConfig: ['', { scope: 'worker', option: true }],
  server: [
    async ({ vitrinBinary, serverConfig }, provide) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'vitrin-e2e-'));
      try {
        const { child, url, log } = await startServer(vitrinBinary, dataDir, serverConfig);
        try {
          await provide({ url, dataDir });
        } finally {
          await stop(child);
        }
        assertNoSecretsLogged(log.join(''), join(dataDir, 'outbox'));
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    // Seeding the demo shop draws its images: give the start the time a loaded machine needs.
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ server }, provide) => {
    await provide(server.url);
  },
  outbox: async ({ server }, provide) => {
    await provide(join(server.dataDir, 'outbox'));
  },
  context: async ({ context, server }, provide) => {
    const dist = process.env.E2E_WEB_DIST;
    if (dist) await serveWebBuild(context, dist, new URL(server.url).origin);
    await provide(context);
  },
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const appStarted = () => page.locator('#root > .first-paint').waitFor({ state: 'detached' });
    page.goto = async (...args) => {
      const response = await goto(...args);
      await appStarted();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await appStarted();
      return response;
    };
    await provide(page);
  },
});
