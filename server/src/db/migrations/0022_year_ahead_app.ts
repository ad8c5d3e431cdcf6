import type { Kysely } from 'kysely';
import { appByKind } from '@orrery/core/catalogue';
import type { Database } from '../schema';

/**
 * The year-ahead forecast (issue 29), the sixth app. 0002 seeds from core's live catalogue, so a
 * database created since already has the row; only older ones get it here.
 */
export async function up(db: Kysely<Database>): Promise<void> {
  const app = appByKind('year-ahead');
  const have = await db
    .selectFrom('apps')
    .select('app_id')
    .where('app_id', '=', app.appId)
    .executeTakeFirst();
  if (have) return;
  await db
    .insertInto('apps')
    .values({
      app_id: app.appId,
      app_name: app.name,
      route_id: app.routeId,
      description: app.description,
      credit_cost_per_execution: app.defaultCost,
      voice_minutes_included: app.voiceMinutes,
      voice_session_seconds: app.voiceSessionSeconds,
    })
    .execute();
}

export async function down(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('apps').where('app_id', '=', appByKind('year-ahead').appId).execute();
}
