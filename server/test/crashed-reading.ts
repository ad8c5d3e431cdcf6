import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema';
import { applyCreditChange } from '../src/features/credits/ledger';

/**
 * A Celtic Cross reading debited 12 credits and then left pending by a crash `ageMs` ago: what the
 * stale-reading sweeper must find and refund exactly once.
 */
export async function seedCrashedReading(db: Kysely<Database>, userId: string, logId: string, ageMs: number) {
  const old = new Date(Date.now() - ageMs).toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('usage_logs')
      .values({
        log_id: logId,
        user_id: userId,
        app_id: 2,
        app_name: 'Tarot Celtic Cross',
        first_name: 'Ada',
        question: 'q',
        input_data: '{}',
        reading_result_id: logId,
        reading_result_content: null,
        credits_charged: 12,
        status: 'pending',
        writer: null,
        idempotency_key: `${logId}-key`,
        error_code: null,
        voice_agent_used: 0,
        voice_reactivation: 0,
        voice_credits_charged: 0,
        created_at: old,
        updated_at: old,
        completed_at: null,
      })
      .execute();
    await applyCreditChange(trx, {
      userId,
      delta: -12,
      reason: 'reading',
      reference: logId,
      now: new Date(),
    });
  });
}
