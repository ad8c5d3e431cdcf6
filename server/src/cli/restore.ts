import { restoreDatabase } from '../db/backup';
import { parseEnv } from '../env';

/** `npm run restore -- <file>`: a backup into the empty database the environment names. */
async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) throw new Error('Usage: npm run restore -- <backup file>');
  const env = parseEnv(process.env);
  await restoreDatabase(env, file);
  console.log(`Restored ${file} into the ${env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'} database`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
