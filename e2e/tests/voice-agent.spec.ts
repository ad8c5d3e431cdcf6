import { JOHN_LENNON, SAMPLE_READING_REQUESTS } from '@orrery/core/readings/__fixtures__/requests';
import type { Page } from '@playwright/test';
import path from 'node:path';
import type { FakeConversation, FakeElevenLabsMode } from '../../server/test/fake-elevenlabs';
import { E2E_ELEVENLABS_PORT } from '../server-env';
import { expect, postAsUser, test } from './fixtures';

const shot = (name: string) => path.join(import.meta.dirname, '..', 'screenshots', `${name}.png`);

// The e2e server is configured with a stand-in for ElevenLabs' API (server/test/fake-elevenlabs.ts)
// that speaks enough of the conversation socket for a conversation to start: this checks our side
// (the flag, the signed URL, loading the client on demand, what the page asks the agent for, the
// fallback and hanging up with the session), not ElevenLabs' service.
const FAKE = `http://127.0.0.1:${E2E_ELEVENLABS_PORT}`;

async function conversations(): Promise<FakeConversation[]> {
  const res = await fetch(`${FAKE}/test/conversations`);
  expect(res.ok).toBe(true);
  return (await res.json()) as FakeConversation[];
}

async function setFakeMode(mode: FakeElevenLabsMode) {
  expect((await fetch(`${FAKE}/test/mode?mode=${mode}`, { method: 'PUT' })).ok).toBe(true);
}

/** The conversations the fake saw from `before` on, once the page's first message has arrived. */
async function opened(before: number, count = 1): Promise<FakeConversation[]> {
  await expect
    .poll(async () => (await conversations()).slice(before).filter((c) => c.initiation).length)
    .toBe(count);
  return (await conversations()).slice(before);
}

async function allowMicrophone(page: Page, baseURL: string) {
  await page.context().grantPermissions(['microphone'], { origin: new URL(baseURL).origin });
}

// One mode for the whole fake: the refusing test must not overlap the others.
test.describe.configure({ mode: 'serial' });
test.afterEach(() => setFakeMode('ok'));

test("an English reading's conversation starts with the reading's first name and no language override, and ends with the button", async ({
  page,
  baseURL,
  account: _signedIn,
}) => {
  test.slow();
  const created = await postAsUser(page, baseURL!, '/api/readings', {
    app: 'natalbirthchart',
    idempotencyKey: `e2e-voice-agent-en-${Date.now()}`,
    input: JOHN_LENNON,
  });
  expect(created.status(), await created.text()).toBe(200);
  const { reading } = await created.json();
  await allowMicrophone(page, baseURL!);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/natalbirthchart_result/${reading.readingId}`);
  const guide = page.locator('#voice-guide');
  await guide.getByRole('button', { name: 'Speak to Voice Guide' }).click();
  const agent = guide.getByRole('region', { name: 'Talk with the voice agent' });
  const before = (await conversations()).length;
  await agent.getByRole('button', { name: 'Start voice conversation' }).click();

  await expect(agent.getByText('Listening...')).toBeVisible();
  await expect(agent.getByRole('list', { name: 'Voice conversation' })).toContainText(
    'Guide: Hello John, what would you like to ask about your reading?',
  );
  const [conversation] = await opened(before);
  expect(conversation!.agentId).toBe('agent_natal');
  expect(conversation!.initiation!.dynamic_variables).toMatchObject({ first_name: 'John' });
  // An English agent is left as it is: no language the operator would have to allow. (The client
  // library always sends an override object, with its fields unset unless asked for.)
  expect(conversation!.initiation!.conversation_config_override?.agent?.language).toBeUndefined();
  // The page answered the fake's ping, so the socket carries the conversation both ways.
  await expect.poll(async () => (await conversations())[before]!.pongs).toEqual([2]);
  await agent.screenshot({ path: shot('voice-agent-connected-390') });

  await agent.getByRole('button', { name: 'End voice conversation' }).click();
  await expect(agent.getByRole('button', { name: 'Start voice conversation' })).toBeEnabled();
  await expect(agent.getByText('Listening...')).toHaveCount(0);
  await expect.poll(async () => (await conversations())[before]!.closed).toBe(true);
});

test("a German reader's life path conversation asks the agent to speak German", async ({
  page,
  baseURL,
  account: _signedIn,
}) => {
  test.slow();
  await page.context().addCookies([{ name: 'orrery_lang', value: 'de', url: baseURL! }]);
  const saved = await page.request.patch('/api/me/profile', {
    headers: { origin: new URL(baseURL!).origin },
    data: { language: 'de' },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const created = await postAsUser(page, baseURL!, '/api/readings', {
    app: 'lifepathnumber',
    idempotencyKey: `e2e-voice-agent-de-${Date.now()}`,
    ...SAMPLE_READING_REQUESTS.lifepathnumber,
  });
  expect(created.status(), await created.text()).toBe(200);
  const { reading } = await created.json();
  await allowMicrophone(page, baseURL!);

  await page.goto(`/lifepathnumber-result?readingId=${reading.readingId}`);
  const guide = page.locator('#voice-guide');
  await guide.getByRole('button', { name: 'Mit dem Sprachguide sprechen' }).click();
  const agent = guide.getByRole('region', { name: 'Mit dem Sprachguide sprechen' });
  const before = (await conversations()).length;
  await agent.getByRole('button', { name: 'Gespräch beginnen' }).click();

  await expect(agent.getByText('Hört zu …')).toBeVisible();
  await expect(agent.getByRole('list', { name: 'Gesprochenes Gespräch' })).toContainText(
    'Guide: Hallo Mary Lynn, was möchtest du über deine Deutung wissen?',
  );
  const [conversation] = await opened(before);
  expect(conversation!.agentId).toBe('agent_lp');
  expect(conversation!.initiation!.dynamic_variables).toMatchObject({ first_name: 'Mary Lynn' });
  expect(conversation!.initiation!.conversation_config_override?.agent?.language).toBe('de');

  // Ending the voice session hangs up the conversation with it.
  await guide.getByRole('button', { name: 'Sitzung vorzeitig beenden' }).click();
  await page
    .getByRole('dialog', { name: 'Sprachsitzung jetzt beenden?' })
    .getByRole('button', { name: 'Sitzung beenden' })
    .click();
  await expect(guide.getByRole('status')).toHaveText('Sprachsitzung beendet');
  await expect(agent).toHaveCount(0);
  await expect.poll(async () => (await conversations())[before]!.closed).toBe(true);
});

test("ElevenLabs' agent loads only when started, fails cleanly when its socket is refused, leaves the typed guide working and goes with the session", async ({
  page,
  baseURL,
  account,
}) => {
  test.slow();
  expect(account.email).toBeTruthy();
  await setFakeMode('refuse');
  // With the microphone allowed, what fails is the socket alone.
  await allowMicrophone(page, baseURL!);
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
