import { createHash } from 'node:crypto';
import { LEGAL } from '@orrery/core/legal';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;
const YEAR_MS = 365 * DAY_MS;

/**
 * How long a deleted account's personal data is kept, from the privacy policy's periods (the
 * same constants the policy page prints): voice transcripts as voice recordings, the reading
 * records as analytics (anonymised after that), feedback as support records. Payments and the
 * credit ledger hold no personal field and are kept for the accounting period.
 */
export const RETENTION_AFTER_DELETION_MS = {
  voiceTranscripts: LEGAL.voiceRecordingDays * DAY_MS,
  readingsAndProfile: LEGAL.analyticsYears * YEAR_MS,
  feedback: LEGAL.supportRecordYears * YEAR_MS,
} as const;

/**
 * What an erased profile keeps of its address: a hash, still unique per account, and nothing
 * readable. That the address had its welcome credits is kept apart, in welcome_grants, which the
 * erasure leaves alone (free credits do not reset).
 */
export function erasedEmail(email: string): string {
  const hash = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
  return `erased-${hash}@erased.invalid`;
}

/** Users deleted before `cutoff`, as a subquery. */
const deletedBefore = (db: Kysely<Database>, cutoff: Date) =>
  db
    .selectFrom('profiles')
    .select('id')
    .where('status', '=', 'deleted')
    .where('cancellation_date', '<', cutoff.toISOString());

/**
 * Erases the personal fields of accounts deleted longer ago than their retention period. Run by
 * the sweeper on every server: each step only matches rows not erased yet, so running it twice,
 * or on two servers at once, changes nothing more. Returns how many rows it changed.
 */
export async function eraseExpiredPersonalData(db: Kysely<Database>, now: Date): Promise<number> {
  const at = (ms: number) => new Date(now.getTime() - ms);
  let changed = 0;
  const count = (result: { numDeletedRows?: bigint; numUpdatedRows?: bigint }[]) => {
    for (const row of result) changed += Number(row.numDeletedRows ?? row.numUpdatedRows ?? 0n);
  };

  count(
    await db
      .deleteFrom('voice_messages')
      .where('session_id', 'in', (eb) =>
        eb
          .selectFrom('voice_sessions')
          .select('id')
          .where('user_id', 'in', deletedBefore(db, at(RETENTION_AFTER_DELETION_MS.voiceTranscripts))),
      )
      .execute(),
  );

  count(
    await db
      .deleteFrom('feedback')
      .where('user_id', 'in', deletedBefore(db, at(RETENTION_AFTER_DELETION_MS.feedback)))
      .execute(),
  );

  const readingsCutoff = at(RETENTION_AFTER_DELETION_MS.readingsAndProfile);
  // The reading records stay for the statistics (which app, when, what it cost), anonymised.
  count(
    await db
      .updateTable('usage_logs')
      .set({
        first_name: null,
        question: null,
        input_data: null,
        reading_result_content: null,
        search_text: null,
      })
      .where('user_id', 'in', deletedBefore(db, readingsCutoff))
      .where((eb) =>
        eb.or([
          eb('first_name', 'is not', null),
          eb('question', 'is not', null),
          eb('input_data', 'is not', null),
          eb('reading_result_content', 'is not', null),
          eb('search_text', 'is not', null),
        ]),
      )
      .execute(),
  );

  const profiles = await deletedBefore(db, readingsCutoff)
    .select('email')
    .where('email', 'not like', 'erased-%@erased.invalid')
    .execute();
  for (const profile of profiles) {
    count(
      await db
        .updateTable('profiles')
        .set({
          email: erasedEmail(profile.email),
          full_name: null,
          first_name: null,
          last_name: null,
          birth_date: null,
          birth_time: null,
          birth_city: null,
          birth_country: null,
          birth_region: null,
          birth_lat: null,
          birth_lng: null,
          birth_tz: null,
          natal_positions: null,
          avatar_url: null,
          language: null,
          subscription_cancel_reason: null,
        })
        .where('id', '=', profile.id)
        .where('email', '=', profile.email)
        .execute(),
    );
    // better-auth's own copy of the names; its address was detached at deletion.
    await sql`update ${sql.table('user')} set name = '', image = null, ${sql.ref('firstName')} = null, ${sql.ref('lastName')} = null where id = ${profile.id}`.execute(
      db,
    );
  }
  return changed;
}
