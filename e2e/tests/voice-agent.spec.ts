import { JOHN_LENNON } from '@orrery/core/readings/__fixtures__/requests';
import path from 'node:path';
import { expect, postAsUser, test } from './fixtures';

const shot = (name: string) => path.join(import.meta.dirname, '..', 'screenshots', `${name}.png`);

// The e2e server is configured with a stand-in for ElevenLabs' API whose signed URLs lead nowhere:
// this checks our side (the flag, the signed URL, loading the client on demand, the fallback and
// hanging up with the session), not ElevenLabs' service.
test("ElevenLabs' agent loads only when started, fails cleanly, leaves the typed guide working and goes with the session", async ({
  page,
  baseURL,
  account,
}) => {
  test.slow();
  expect(account.email).toBeTruthy();
  const created = await postAsUser(page, baseURL!, '/api/readings', {
    app: 'natalbirthchart',
    idempotencyKey: `e2e-voice-agent-${Date.now()}`,
    input: JOHN_LENNON,
  });
  expect(created.status(), await created.text()).toBe(200);
  const { reading } = await created.json();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  const agentChunkLoaded = () => scripts.some((url) => /\/assets\/agent-client-[\w-]+\.js$/.test(url));

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/natalbirthchart_result/${reading.readingId}`);
  const guide = page.locator('#voice-guide');
  await guide.getByRole('button', { name: 'Speak to Voice Guide' }).click();
  await expect(guide.getByRole('timer')).toBeVisible();
  const agent = guide.getByRole('region', { name: 'Talk with the voice agent' });
  await expect(agent).toBeVisible();
  expect(agentChunkLoaded()).toBe(false);

  const signed = page.waitForResponse((r) => r.url().endsWith('/voice/agent'));
  await agent.getByRole('button', { name: 'Start voice conversation' }).click();
  const signedBody = await (await signed).text();
  expect(signedBody).toContain('"first_name":"John"');
  expect(signedBody).not.toContain('xi_test');
  await expect(agent.getByText(/The voice agent (is not available|could not start)/)).toBeVisible();
  expect(agentChunkLoaded()).toBe(true);
  await expect(agent.getByRole('button', { name: 'Start voice conversation' })).toBeEnabled();
  await agent.screenshot({ path: shot('voice-agent-390') });

  // The typed guide in the same session still answers.
  await guide.getByLabel('Your question').fill('What does my Moon sign mean?');
  await guide.getByRole('button', { name: 'Ask' }).click();
  await expect(guide.getByRole('log', { name: 'Conversation' })).toContainText('Moon');

  await page.setViewportSize({ width: 1280, height: 900 });
  await guide.scrollIntoViewIfNeeded();
  await guide.screenshot({ path: shot('voice-agent-1280') });

  await guide.getByRole('button', { name: 'End Session Early' }).click();
  await page
    .getByRole('dialog', { name: 'End the voice session now?' })
    .getByRole('button', { name: 'End Session' })
    .click();
  await expect(guide.getByRole('status')).toHaveText('Voice session ended');
  await expect(agent).toHaveCount(0);
});
