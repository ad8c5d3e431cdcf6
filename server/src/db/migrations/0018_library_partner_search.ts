import type { Kysely } from 'kysely';
import { librarySearchText } from '@orrery/core/readings/library-text';
import type { Database } from '../schema';

const COMPATIBILITY_APP_ID = 4;

/**
 * Library search finds both people of a compatibility reading (issue 28): the search text of the
 * compatibility readings stored before this names the partner too. The partner's name is only in
 * the stored request JSON, read here in TypeScript so both databases parse it alike.
 */
export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as unknown as Kysely<Database>;
  const rows = await db
    .selectFrom('usage_logs')
    .select(['log_id', 'app_name', 'first_name', 'question', 'input_data'])
    .where('app_id', '=', COMPATIBILITY_APP_ID)
    .where('input_data', 'is not', null)
    .execute();
  for (const row of rows) {
    const input = JSON.parse(row.input_data!) as { person2?: { firstName?: unknown } };
    const partnerName = typeof input.person2?.firstName === 'string' ? input.person2.firstName : null;
    await db
      .updateTable('usage_logs')
      .set({
        search_text: librarySearchText({
          appName: row.app_name,
          question: row.question,
          firstName: row.first_name,
          partnerName,
        }),
      })
      .where('log_id', '=', row.log_id)
      .execute();
  }
}

export async function down(): Promise<void> {
  // The longer search text is harmless under the earlier code: nothing to undo.
}
