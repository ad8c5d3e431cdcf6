import { backupDatabase } from '../db/backup';
import { parseEnv } from '../env';

/** `npm run backup -- [file]`: a consistent copy of the database while the servers run. */
async function main(): Promise<void> {
  const env = parseEnv(process.env);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = process.argv[2] ?? `backups/orrery-${stamp}.${env.DATABASE_URL ? 'dump' : 'sqlite'}`;
  await backupDatabase(env, file);
  console.log(`Backed up the ${env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'} database to ${file}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
