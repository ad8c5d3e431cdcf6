import { createRoute } from '@hono/zod-openapi';
import { appsResponseSchema, deleteAccountResponseSchema } from '@orrery/core/api/profile';
import { appById } from '@orrery/core/catalogue';
import { sql } from 'kysely';
import { createRouter } from '../../http/router';
import { detachedEmail } from '../../auth/profiles';
import { AvatarStore } from '../profile/avatar-store';
import { AppError } from '../../http/errors';
import { requireUser } from '../../http/session';
import { newId } from '../../lib/ids';

const appsRoute = createRoute({
  method: 'get',
  path: '/api/apps',
  responses: {
    200: {
      description: 'The readings on offer with their credit costs, by app id',
      content: { 'application/json': { schema: appsResponseSchema } },
    },
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/api/me',
  responses: {
    200: {
      description: 'The account is deleted and every session ended',
      content: { 'application/json': { schema: deleteAccountResponseSchema } },
    },
  },
});

export const accountRoutes = createRouter()
  // The catalogue is public: the pricing page shows costs before sign-in.
  .openapi(appsRoute, async (c) => {
    const rows = await c
      .get('deps')
      .database.db.selectFrom('apps')
      .select(['app_id', 'app_name', 'description', 'credit_cost_per_execution', 'voice_minutes_included'])
      .orderBy('app_id')
      .execute();
    // Names and prices come from the table (admins may change them); which route serves an app
    // comes from the catalogue, and an app the catalogue does not know is an error.
    const apps = rows.map((row) => ({
      appId: row.app_id,
      routeId: appById(row.app_id).routeId,
      name: row.app_name,
      description: row.description,
      cost: row.credit_cost_per_execution,
      voiceMinutes: row.voice_minutes_included,
    }));
    return c.json({ apps }, 200);
  })

  /**
   * Account deletion: status deleted, balance zeroed with a ledger row that explains it,
   * cancellation date stamped, every session ended and every way to sign in (password, linked
   * providers) removed and the address detached for a new sign-up, all in one transaction; then the avatar file is deleted, so its address
   * stops answering. Readings (usage logs) and the ledger are kept.
   */
  .openapi(deleteRoute, async (c) => {
    // A blocked user may still leave; requireUser already refuses an account deleted before.
    const { user } = await requireUser(c);
    const { database, env } = c.get('deps');
    const stamp = new Date().toISOString();
    let avatarUrl: string | null = null;
    await database.db.transaction().execute(async (trx) => {
      // The zeroing update is conditional on the balance read, so a reading charged in between
      // (PostgreSQL runs them concurrently) makes us read again instead of losing the ledger's sum.
      for (let attempt = 0; ; attempt++) {
        const current = await trx
          .selectFrom('profiles')
          .select(['remaining_credits', 'status', 'avatar_url'])
          .where('id', '=', user.id)
          .executeTakeFirstOrThrow();
        if (current.status === 'deleted') throw new AppError('account_deleted');
        const updated = await trx
          .updateTable('profiles')
          .set({
            status: 'deleted',
            remaining_credits: 0,
            cancellation_date: stamp,
            avatar_url: null,
            updated_at: stamp,
          })
          .where('id', '=', user.id)
          .where('remaining_credits', '=', current.remaining_credits)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 1) {
          avatarUrl = current.avatar_url;
          // Written even for a zero balance: the row also records when the account ended.
          await trx
            .insertInto('credit_ledger')
            .values({
              id: newId(),
              user_id: user.id,
              delta: -current.remaining_credits,
              reason: 'account_deletion',
              reference: null,
              balance_after: 0,
              created_at: stamp,
            })
            .execute();
          break;
        }
        if (attempt === 4)
          throw new AppError('conflict', 'Your balance changed while deleting. Please try again.');
      }
      // Global sign-out and no way back in: better-auth keeps sessions in "session" and the
      // password hash and provider links in "account".
      await sql`delete from ${sql.table('session')} where ${sql.ref('userId')} = ${user.id}`.execute(trx);
      await sql`delete from ${sql.table('account')} where ${sql.ref('userId')} = ${user.id}`.execute(trx);
      // The address is given back so the person can sign up again; the new account is a fresh
      // one, and this one's readings and ledger stay under its own id, never shown there.
      await sql`update ${sql.table('user')} set email = ${detachedEmail(user.id)} where id = ${user.id}`.execute(
        trx,
      );
    });
    await c.get('deps').sessionCache.revoke({ userId: user.id });
    await new AvatarStore(env.DATA_DIR).remove(avatarUrl);
    return c.json({ status: 'deleted' as const, cancellationDate: stamp }, 200);
  });
