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

export const E2E_AUTH_SECRET = 'e2e-secret-e2e-secret-e2e-secret-e2e';
