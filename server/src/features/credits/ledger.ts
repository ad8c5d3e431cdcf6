import { type Kysely, sql } from 'kysely';
import type { Database, LedgerReason } from '../../db/schema';
import { MAX_BALANCE } from '@orrery/core/credits/balance';
import { AppError } from '../../http/errors';
import { newId } from '../../lib/ids';

export interface CreditChange {
  userId: string;
  /** Negative to spend, positive to grant. */
  delta: number;
  reason: LedgerReason;
  reference: string | null;
  now: Date;
}

/**
 * The only way a balance changes: a conditional update that can never take the balance below
 * zero nor above MAX_BALANCE, and the ledger row that explains it, written by the caller's
 * transaction. Returns the new balance, or null when the balance does not cover a debit
 * (nothing is written then); a grant that would pass the ceiling is refused with credit_limit.
 */
export async function applyCreditChange(trx: Kysely<Database>, change: CreditChange): Promise<number | null> {
  if (change.delta > MAX_BALANCE) throw new AppError('credit_limit');
  const updated = await trx
    .updateTable('profiles')
    .set({
      remaining_credits: sql`remaining_credits + ${change.delta}`,
      updated_at: change.now.toISOString(),
    })
    .where('id', '=', change.userId)
    .where('remaining_credits', '>=', Math.max(0, -change.delta))
    .where('remaining_credits', '<=', MAX_BALANCE - Math.max(0, change.delta))
    .returning('remaining_credits')
    .executeTakeFirst();
  if (!updated) {
    if (change.delta > 0 && (await profileExists(trx, change.userId))) throw new AppError('credit_limit');
    return null;
  }
  await trx
    .insertInto('credit_ledger')
    .values({
      id: newId(change.now.getTime()),
      user_id: change.userId,
      delta: change.delta,
      reason: change.reason,
      reference: change.reference,
      balance_after: updated.remaining_credits,
      created_at: change.now.toISOString(),
    })
    .execute();
  return updated.remaining_credits;
}

async function profileExists(trx: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await trx.selectFrom('profiles').select('id').where('id', '=', userId).executeTakeFirst();
  return row !== undefined;
}
