import { bootstrap } from '../bootstrap';
import { parseEnv } from '../env';
import { createLogger } from '../lib/logger';

async function main(): Promise<void> {
  const deps = await bootstrap(parseEnv(process.env), createLogger('warn'));
  await deps.database.close();
  console.log(`Database is up to date (${deps.database.kind}).`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
