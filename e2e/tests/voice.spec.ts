import { JOHN_LENNON } from '@orrery/core/readings/__fixtures__/requests';
import { expect, postAsUser, test } from './fixtures';
import path from 'node:path';

/** The guide's card alone: the full natal page is too long to look at. */
const shot = (name: string) => path.join(import.meta.dirname, '..', 'screenshots', `${name}.png`);

test('the voice guide answers about the natal chart, counts down, ends and reactivates for 2 credits', async ({
  page,
  baseURL,
  account,
}) => {
  test.slow();
  expect(account.email).toBeTruthy();
  const created = await postAsUser(page, baseURL!, '/api/readings', {
    app: 'natalbirthchart',
    idempotencyKey: `e2e-voice-${Date.now()}`,
    input: JOHN_LENNON,
  });
  expect(created.status(), await created.text()).toBe(200);
  const { reading, balance } = await created.json();
  const moon = reading.content.reading.facts.placements.find((p: { point: string }) => p.point === 'Moon');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/natalbirthchart_result/${reading.readingId}`);
  const guide = page.getByRole('region', { name: 'Voice Guide' }).or(page.locator('#voice-guide'));
  await expect(
    guide.getByText('A 10-minute conversation about this reading', { exact: false }),
  ).toBeVisible();
  await guide.getByRole('button', { name: 'Speak to Voice Guide' }).click();
  await expect(guide.getByRole('status')).toHaveText(
    'Voice session started. Ask anything about this reading.',
  );
  const timer = guide.getByRole('timer');
  await expect(timer).toHaveText(/^(10:00|09:5\d)$/);
  const first = await timer.textContent();

  await guide.getByLabel('Your question').fill('What does my Moon sign mean?');
  await guide.getByRole('button', { name: 'Ask' }).click();
  const log = guide.getByRole('log', { name: 'Conversation' });
  await expect(log).toContainText(`Moon`);
  await expect(log).toContainText(moon.signName);
  await expect(
    guide.getByRole('group', { name: 'Suggested questions' }).getByRole('button').first(),
  ).toBeVisible();
  await expect(timer).not.toHaveText(first!);
  await guide.screenshot({ path: shot('voice-active-390') });
  await page.setViewportSize({ width: 1280, height: 900 });
  await guide.scrollIntoViewIfNeeded();
  await guide.screenshot({ path: shot('voice-active-1280') });

  await guide.getByRole('button', { name: 'End Session Early' }).click();
  await page
    .getByRole('dialog', { name: 'End the voice session now?' })
    .getByRole('button', { name: 'End Session' })
    .click();
  await expect(guide.getByRole('status')).toHaveText('Voice session ended');
  await expect(page.getByRole('link', { name: `${balance} Credits` }).first()).toBeVisible();
  await guide.getByRole('button', { name: 'Reactivate Voice Agent (2 credits)' }).click();
  await expect(guide.getByRole('timer')).toBeVisible();
  await expect(page.getByRole('link', { name: `${balance - 2} Credits` }).first()).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });

  // The first conversation is kept and can be read again.
  await guide.getByText('Past conversations').click();
  await expect(guide.getByText('What does my Moon sign mean?').last()).toBeVisible();
  await guide.screenshot({ path: shot('voice-reactivated-390') });
});
