import os from 'node:os';
import path from 'node:path';

/**
 * The data folder of the server under test. Set once in the runner's environment so that test
 * workers (other processes) reach the same SQLite file, e.g. to run `npm run admin:grant`.
 */
export const E2E_DATA_DIR = (process.env.ORRERY_E2E_DATA_DIR ??= path.join(
  os.tmpdir(),
  `orrery-e2e-${process.pid}`,
));

/**
 * The stand-in for ElevenLabs' API (elevenlabs-server.ts), beside the app's port so that runs on
 * other ports keep apart; tests read the conversations it saw from it.
 */
export const E2E_ELEVENLABS_PORT = Number(
  process.env.E2E_ELEVENLABS_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 96,
);

export const E2E_AUTH_SECRET = 'e2e-secret-e2e-secret-e2e-secret-e2e';

/** The operator the e2e server is configured with, which the Impressum must show. */
export const E2E_OPERATOR = {
  OPERATOR_NAME: 'Sternwarte Beispiel UG (haftungsbeschränkt)',
  OPERATOR_ADDRESS: 'Himmelsweg 7; 10115 Berlin; Germany',
  OPERATOR_EMAIL: 'impressum@orrery.test',
  OPERATOR_PHONE: '+49 30 1234567',
  OPERATOR_REGISTER: 'Amtsgericht Charlottenburg, HRB 123456 B',
  OPERATOR_VAT_ID: 'DE123456789',
};
