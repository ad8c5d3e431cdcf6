import { readingContentSchema } from '@orrery/core/api/reading-content';
import { strToU8, Zip, ZipDeflate } from 'fflate';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { appOfLog } from '../readings/service';
import { toProfileView } from '../me/profile-view';

/** Readings are read in pages so a large library never sits in memory at once. */
const READINGS_PAGE = 100;

const text = strToU8;
const json = (value: unknown) => text(`${JSON.stringify(value, null, 2)}\n`);

/** A file name that sorts by date and says what the reading was, safe on every file system. */
function readingFileName(createdAt: string, routeId: string, readingId: string): string {
  return `readings/${createdAt.slice(0, 10)}-${routeId}-${readingId.replace(/[^\w-]/g, '')}`;
}

/** The readings an export holds, which is what makes one account's export large. */
export async function countExportedReadings(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('usage_logs')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('status', '=', 'completed')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The voice guide sessions with their transcripts, oldest first, each naming its reading. */
async function voiceConversations(db: Kysely<Database>, userId: string) {
  const sessions = await db
    .selectFrom('voice_sessions')
    .select(['id', 'log_id', 'status', 'credits_charged', 'started_at', 'ended_at'])
    .where('user_id', '=', userId)
    .orderBy('started_at')
    .orderBy('id')
    .execute();
  const messages = await db
    .selectFrom('voice_messages as vm')
    .innerJoin('voice_sessions as vs', 'vs.id', 'vm.session_id')
    .select(['vm.session_id', 'vm.role', 'vm.text', 'vm.created_at'])
    .where('vs.user_id', '=', userId)
    .orderBy('vm.created_at')
    .orderBy('vm.id')
    .execute();
  const transcripts = new Map<string, { role: string; text: string; at: string }[]>();
  for (const message of messages) {
    const transcript = transcripts.get(message.session_id) ?? [];
    transcript.push({ role: message.role, text: message.text, at: message.created_at });
    transcripts.set(message.session_id, transcript);
  }
  return sessions.map((session) => ({
    readingId: session.log_id,
    status: session.status,
    creditsCharged: session.credits_charged,
    startedAt: session.started_at,
    endedAt: session.ended_at,
    transcript: transcripts.get(session.id) ?? [],
  }));
}

/**
 * Everything we hold about one user, as a ZIP streamed while it is written: profile (with birth
 * data), each reading as Markdown and JSON, the credit ledger, payments, feedback and the voice
 * guide's conversations. Deflated
 * file by file, so memory stays at one page of readings whatever the account's size.
 * `onProgress` hears the share of readings written (0 to 1) after each page.
 */
export function exportArchive(
  db: Kysely<Database>,
  userId: string,
  now: Date,
  onProgress?: (done: number) => Promise<void>,
): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      const zip = new Zip((error, chunk, final) => {
        if (error) return controller.error(error);
        controller.enqueue(chunk);
        if (final) controller.close();
      });
      const add = (name: string, bytes: Uint8Array) => {
        const file = new ZipDeflate(name, { level: 6 });
        zip.add(file);
        file.push(bytes, true);
      };
      try {
        const profile = await db
          .selectFrom('profiles')
          .selectAll()
          .where('id', '=', userId)
          .executeTakeFirstOrThrow();
        add(
          'README.txt',
          text(
            `Your Orrery data, exported ${now.toISOString()}.\n\n` +
              'profile.json   your account and birth details\n' +
              'readings/      each reading as Markdown (to read) and JSON (everything we stored)\n' +
              'ledger.json    every change to your credit balance\n' +
              'payments.json  your payments\n' +
              'feedback.json  the feedback you sent\n' +
              'voice.json     your conversations with the voice guide, each with its transcript\n',
          ),
        );
        add('profile.json', json(toProfileView(profile)));

        const total = onProgress ? await countExportedReadings(db, userId) : 0;
        for (let offset = 0; ; offset += READINGS_PAGE) {
          const rows = await db
            .selectFrom('usage_logs')
            .selectAll()
            .where('user_id', '=', userId)
            .where('status', '=', 'completed')
            .orderBy('log_id')
            .limit(READINGS_PAGE)
            .offset(offset)
            .execute();
          for (const row of rows) {
            const readingId = row.reading_result_id ?? row.log_id;
            const base = readingFileName(row.created_at, appOfLog(row).routeId, readingId);
            const content = row.reading_result_content
              ? readingContentSchema.safeParse(JSON.parse(row.reading_result_content))
              : null;
            const stored = content?.success ? content.data : null;
            add(
              `${base}.json`,
              json({
                readingId,
                app: row.app_name,
                firstName: row.first_name,
                question: row.question,
                input: row.input_data ? JSON.parse(row.input_data) : null,
                creditsCharged: row.credits_charged,
                createdAt: row.created_at,
                content: stored,
              }),
            );
            if (stored) add(`${base}.md`, text(stored.reading.markdown));
          }
          await onProgress?.(total > 0 ? Math.min(1, (offset + rows.length) / total) : 1);
          if (rows.length < READINGS_PAGE) break;
        }

        const ledger = await db
          .selectFrom('credit_ledger')
          .select(['delta', 'reason', 'reference', 'balance_after', 'created_at'])
          .where('user_id', '=', userId)
          .orderBy('created_at')
          .execute();
        add(
          'ledger.json',
          json(
            ledger.map((row) => ({
              delta: row.delta,
              reason: row.reason,
              reference: row.reference,
              balanceAfter: row.balance_after,
              createdAt: row.created_at,
            })),
          ),
        );
        const payments = await db.selectFrom('payments').selectAll().where('user_id', '=', userId).execute();
        add('payments.json', json(payments.map(({ user_id: _user, ...payment }) => payment)));
        const feedback = await db
          .selectFrom('feedback')
          .select(['message', 'created_at'])
          .where('user_id', '=', userId)
          .orderBy('created_at')
          .execute();
        add(
          'feedback.json',
          json(feedback.map((row) => ({ message: row.message, createdAt: row.created_at }))),
        );
        add('voice.json', json(await voiceConversations(db, userId)));
        zip.end();
      } catch (error) {
        controller.error(error);
      }
    },
  });
}
