import Database from 'better-sqlite3';
import path from 'node:path';
import { request as apiRequest } from '@playwright/test';
import { E2E_DATA_DIR } from '../server-env';
import { expect, test } from './fixtures';
import { MAIL_HTTP_PORT, linkFromMail } from './mail';

interface ReceivedMail {
  subject: string;
  body: string;
}

const BIRTH = {
  firstName: 'Ada',
  lastName: 'Reader',
  birthDate: '1990-07-14',
  birthTime: '08:30',
  birthCity: 'Liverpool',
  birthCountry: 'United Kingdom',
  birthLat: 53.41058,
  birthLng: -2.97794,
  birthTz: 'Europe/London',
};

/** The chosen hour arrives: the user's next note is made due now, as the clock would in time. */
function makeDueNow(email: string) {
  const db = new Database(path.join(E2E_DATA_DIR, 'orrery.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    const changed = db
      .prepare(
        'update daily_settings set next_due_at = ? where user_id = (select id from profiles where email = ?)',
      )
      .run(new Date().toISOString(), email);
    expect(changed.changes).toBe(1);
  } finally {
    db.close();
  }
}

async function mailsTo(address: string): Promise<ReceivedMail[]> {
  const res = await fetch(`http://127.0.0.1:${MAIL_HTTP_PORT}/messages?to=${encodeURIComponent(address)}`);
  return (await res.json()) as ReceivedMail[];
}

const headerOf = (mail: ReceivedMail, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'mi')
    .exec(mail.body.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' '))?.[1]
    ?.trim();

test('daily note by email: opt in from the profile, confirm by mail, receive it, unsubscribe with one click', async ({
  page,
  account,
  baseURL,
}) => {
  const saved = await page.request.patch('/api/me/profile', {
    headers: { origin: new URL(baseURL!).origin },
    data: BIRTH,
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  await page.goto('/profile');
  const card = page.locator('#daily-note');
  await expect(card.getByRole('heading', { name: 'Your daily note' })).toBeVisible();
  await card.getByRole('checkbox', { name: 'By email' }).check();
  await card.getByLabel('Send it at').selectOption('7');
  await card.getByRole('button', { name: 'Save daily note' }).click();
  await expect(card.getByText('Waiting for you to confirm')).toBeVisible();

  const confirm = await linkFromMail(account.email, /Confirm your daily note/, '/api/daily/confirm');
  await page.goto(confirm);
  await expect(page).toHaveURL(/\/profile\?daily=confirmed/);
  await expect(page.getByText('Thank you: your daily note by email is confirmed.')).toBeVisible();
  await expect(page.locator('#daily-note').getByText(/^Next note:/)).toBeVisible();
  // Nothing is sent before its hour.
  expect((await mailsTo(account.email)).filter((m) => /Your sky for/.test(m.subject))).toHaveLength(0);

  makeDueNow(account.email);
  let note: ReceivedMail | undefined;
  await expect
    .poll(async () => (note = (await mailsTo(account.email)).find((m) => /Your sky for/.test(m.subject))), {
      timeout: 20_000,
      message: 'the daily note',
    })
    .toBeTruthy();
  expect(note!.body).toContain('Ada, here is your sky for');
  expect(note!.body).not.toMatch(/<img/i);
  expect(headerOf(note!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  const unsubscribe = /^<(.+)>$/.exec(headerOf(note!, 'List-Unsubscribe') ?? '')?.[1];
  expect(unsubscribe).toMatch(/\/api\/daily\/unsubscribe\?token=/);

  // The mail program's one-click button: a POST from the provider's server, no cookie, no Origin.
  const provider = await apiRequest.newContext();
  const res = await provider.post(unsubscribe!, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(res.status()).toBe(200);
  await provider.dispose();

  await page.goto('/profile');
  await expect(page.locator('#daily-note').getByRole('checkbox', { name: 'By email' })).not.toBeChecked();
});

test('installable: the manifest with its icons, the service worker, and the app shell and last Today offline', async ({
  page,
  context,
  account,
  baseURL,
}) => {
  const saved = await page.request.patch('/api/me/profile', {
    headers: { origin: new URL(baseURL!).origin },
    data: BIRTH,
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifestResponse = await page.request.get(href!);
  expect(manifestResponse.ok()).toBe(true);
  const manifest = await manifestResponse.json();
  expect(manifest).toMatchObject({ name: 'Orrery', display: 'standalone', start_url: expect.any(String) });
  for (const size of [192, 512]) {
    const icon = manifest.icons.find((i: { sizes: string }) => i.sizes === `${size}x${size}`);
    expect(icon?.type).toBe('image/png');
    const png = await (await page.request.get(icon.src)).body();
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
  }

  const script = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(script).toMatch(/\/sw\.js\?build=index-[\w-]+\.js$/);
  // Controlled from the next load on, which keeps the page's own script files as it loads them.
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const heading = await page.getByRole('heading', { level: 1 }).textContent();

  // Today, read once online: its page files and its answer are kept.
  await page.goto('/today');
  const note = page.getByRole('region', { name: 'Your note for today' });
  await expect(note).toContainText(`${account.firstName}, here is your sky for`);

  await context.setOffline(true);
  try {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
    await page.goto('/today');
    await expect(page.getByRole('heading', { level: 1, name: 'Your sky today' })).toBeVisible();
    await expect(note).toContainText(`${account.firstName}, here is your sky for`);
  } finally {
    await context.setOffline(false);
  }
});
