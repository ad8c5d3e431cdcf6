import { bootstrap } from '../bootstrap';
import { parseEnv } from '../env';
import { createLogger } from '../lib/logger';
import { newId } from '../lib/ids';

/** `npm run admin:grant -- <email>`: the way the first admin comes to exist. */
async function main(): Promise<void> {
  const email = process.argv[2]?.trim().toLowerCase();
  if (!email) throw new Error('Usage: npm run admin:grant -- <email>');
  const deps = await bootstrap(parseEnv(process.env), createLogger('warn'));
  try {
    const now = new Date().toISOString();
    const updated = await deps.database.db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('profiles')
        .set({ role: 'admin', updated_at: now })
        .where('email', '=', email)
        .returning('id')
        .executeTakeFirst();
      if (!row) return undefined;
      await trx
        .insertInto('admin_audit')
        .values({
          id: newId(),
          admin_user_id: 'cli',
          action: 'grant_admin',
          target_user_id: row.id,
          details: null,
          created_at: now,
        })
        .execute();
      return row;
    });
    if (!updated) throw new Error(`No account with the email ${email}. Sign up first, then run this again.`);
    console.log(`${email} is now an admin.`);
  } finally {
    await deps.database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
