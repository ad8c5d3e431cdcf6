import { defineConfig } from '@playwright/test';
import { FAKE_ELEVENLABS_KEY } from '../server/test/fake-elevenlabs';
import { E2E_AUTH_SECRET, E2E_DATA_DIR, E2E_ELEVENLABS_PORT, E2E_OPERATOR } from './server-env';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://localhost:${PORT}`;
export const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? PORT + 99);
const SMTP_PORT = PORT + 98;
const MAIL_HTTP_PORT = PORT + 97;
const ELEVENLABS_PORT = E2E_ELEVENLABS_PORT;
const dataDir = E2E_DATA_DIR;

// Drives Debian's Chromium (Playwright's own browser download is not available here) against
// the real server, built SPA and a fresh SQLite database, configured as in production.
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Two cores shared with the server and two browsers: a first page load can take several seconds,
  // and the CI machine runs this tier about twice as slowly as a quiet workstation, so its budgets
  // are doubled there (a test that sets its own budget scales it from this one).
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 15_000 : 10_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // A stand-in microphone (a tone), for the voice agent's conversation; tests that use it
        // grant the permission themselves.
        '--use-fake-device-for-media-stream',
      ],
    },
  },
  webServer: [
    {
      command: `node --import tsx oidc-server.ts ${BASE_URL}/api/auth/callback/localoidc ${OIDC_PORT}`,
      url: `http://127.0.0.1:${OIDC_PORT}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'ignore',
    },
    {
      // The app's mail provider: real SMTP on 127.0.0.1, read by the tests (tests/mail.ts).
      command: `node --import tsx mail-server.ts ${SMTP_PORT} ${MAIL_HTTP_PORT}`,
      url: `http://127.0.0.1:${MAIL_HTTP_PORT}/messages`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node --import tsx elevenlabs-server.ts ${ELEVENLABS_PORT}`,
      url: `http://127.0.0.1:${ELEVENLABS_PORT}/v1/convai/conversation/get-signed-url`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'ignore',
    },
    {
      command: `rm -rf ${dataDir} && node ../server/dist/main.js`,
      url: `${BASE_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'production',
        PAYMENTS_PROVIDER: 'demo',
        PORT: String(PORT),
        HOST: '127.0.0.1',
        PUBLIC_URL: BASE_URL,
        DATA_DIR: dataDir,
        BETTER_AUTH_SECRET: E2E_AUTH_SECRET,
        SIGN_IN_RATE_LIMIT: '1000',
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        MAIL_FROM: 'Orrery <no-reply@orrery.test>',
        MAIL_RATE_LIMIT: '1000',
        WELCOME_CREDITS: '200',
        ...E2E_OPERATOR,
        // An account with a reading gets its data export prepared in the background, with progress.
        EXPORT_DIRECT_MAX_READINGS: '0',
        // The stand-in for Google: the OpenID provider started above.
        OIDC_PROVIDER_ID: 'localoidc',
        OIDC_PROVIDER_NAME: 'Local OpenID',
        OIDC_ISSUER: `http://127.0.0.1:${OIDC_PORT}`,
        OIDC_CLIENT_ID: 'orrery-test-client',
        OIDC_CLIENT_SECRET: 'orrery-test-client-secret-0123456789',
        LOG_LEVEL: 'warn',
        // The daily note's job looks for due notes every second, so a test sees its note at once.
        DAILY_INTERVAL_SECONDS: '1',
        // The stand-in for ElevenLabs' API: the fake started above.
        ELEVENLABS_API_KEY: FAKE_ELEVENLABS_KEY,
        ELEVENLABS_API_URL: `http://127.0.0.1:${ELEVENLABS_PORT}`,
        ELEVENLABS_AGENT_NATAL: 'agent_natal',
        ELEVENLABS_AGENT_TAROT: 'agent_tarot',
        ELEVENLABS_AGENT_CELTIC_CROSS: 'agent_cc',
        ELEVENLABS_AGENT_COMPATIBILITY: 'agent_compat',
        ELEVENLABS_AGENT_LIFE_PATH: 'agent_lp',
      },
    },
  ],
});
