import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';
import { screenshot, signInThroughUi } from './helpers';

// `npm start` as a newcomer runs it: development with DEMO_DATA, on a port of its own beside
// the production-like server the other tests use.
const DEMO_PORT = Number(process.env.E2E_PORT ?? 3100) + 95;
const DEMO_URL = `http://localhost:${DEMO_PORT}`;

// One demo server for both tests: they run in order in one worker.
test.describe.configure({ mode: 'serial' });

let server: ChildProcess;
let dataDir: string;
const accounts = new Map<string, { email: string; password: string }>();

test.beforeAll(async () => {
  test.setTimeout(test.info().timeout * 4);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orrery-e2e-demo-'));
  server = spawn(
    process.execPath,
    [path.join(import.meta.dirname, '..', '..', 'server', 'dist', 'main.js')],
    {
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'development',
        DEMO_DATA: 'true',
        PORT: String(DEMO_PORT),
        HOST: '127.0.0.1',
        PUBLIC_URL: DEMO_URL,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await expect
    .poll(
      async () => {
        const health = await fetch(`${DEMO_URL}/api/health`).catch(() => null);
        return health?.ok ?? false;
      },
      { timeout: 100_000, message: 'the demo server did not answer /api/health in time' },
    )
    .toBe(true);
  for (const match of output.matchAll(/^\s+(user|admin)\s+(\S+@\S+)\s+(\S+)$/gm)) {
    accounts.set(match[1]!, { email: match[2]!, password: match[3]! });
  }
  expect([...accounts.keys()].sort(), output).toEqual(['admin', 'user']);
});

test.afterAll(() => {
  server?.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('the printed demo user signs in to credits, a subscription and a library of every reading type', async ({
  page,
}) => {
  const user = accounts.get('user')!;
  await page.goto(`${DEMO_URL}/auth`);
  await signInThroughUi(page, user.email, user.password);
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByText(/Please confirm your email address/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^[1-9]\d* Credits \(Subscriber\)$/ })).toBeVisible();

  await page.goto(`${DEMO_URL}/library`);
  await expect(page.getByText('12 readings')).toBeVisible();
  for (const name of [
    'Natal Birth Chart',
    'Tarot Celtic Cross',
    'Daily Tarot Reading',
    'Compatibility',
    'Life Path Number',
    'Year Ahead',
  ]) {
    await expect(page.getByRole('list').getByText(name).first()).toBeVisible();
  }
  await screenshot(page, 'demo-library');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'demo-library-390');

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${DEMO_URL}/profile`);
  await expect(page.getByText('Next renewal')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toBeVisible();
  await screenshot(page, 'demo-profile');
});

test('the printed demo admin signs in confirmed', async ({ page }) => {
  const admin = accounts.get('admin')!;
  await page.goto(`${DEMO_URL}/auth`);
  await signInThroughUi(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByText(/Please confirm your email address/)).toHaveCount(0);
  await page.goto(`${DEMO_URL}/admin`);
  await expect(page.getByRole('button', { name: 'Access Admin Panel' })).toBeVisible();
});
