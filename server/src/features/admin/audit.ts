import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { newId } from '../../lib/ids';

export type AuditAction =
  | 'step_up_success'
  | 'step_up_failure'
  | 'credit_change'
  | 'block'
  | 'unblock'
  | 'promote'
  | 'demote'
  | 'delete_user';

/**
 * Appends one row to admin_audit: who, what, on whom, and the before/after values. The table is
 * append-only; nothing in the code updates or deletes its rows.
 */
export async function writeAudit(
  db: Kysely<Database>,
  entry: {
    adminUserId: string;
    action: AuditAction;
    targetUserId: string | null;
    details: Record<string, unknown>;
    now?: Date;
  },
): Promise<void> {
  const now = entry.now ?? new Date();
  await db
    .insertInto('admin_audit')
    .values({
      id: newId(now.getTime()),
      admin_user_id: entry.adminUserId,
      action: entry.action,
      target_user_id: entry.targetUserId,
      details: JSON.stringify(entry.details),
      created_at: now.toISOString(),
    })
    .execute();
}
