// Voice sessions: the server owns the clock. A session stores when it ends; the page only counts
// down to that. Expiry is applied lazily by whoever touches the reading's voice next (reading the
// state, starting, asking), in the same conditional-update style as everything else, so several
// servers agree without a timer process.
import { VOICE_REACTIVATION_COST, type VoiceSessionView, type VoiceState } from '@orrery/core/api/voice';
import { readingContentSchema } from '@orrery/core/api/reading-content';
import { readingLanguage } from '@orrery/core/readings/stored';
import { type Kysely, type Selectable, sql } from 'kysely';
import { isUniqueViolation } from '../../db/errors';
import type { Database, UsageLogsTable, VoiceSessionsTable } from '../../db/schema';
import type { AppDeps } from '../../http/context';
import { AppError } from '../../http/errors';
import { newId } from '../../lib/ids';
import { applyCreditChange } from '../credits/ledger';

type VoiceSession = Selectable<VoiceSessionsTable>;
type ReadingLog = Pick<
  Selectable<UsageLogsTable>,
  'log_id' | 'app_id' | 'reading_result_id' | 'voice_agent_used' | 'reading_result_content' | 'status'
>;

export const clockOf = (deps: Pick<AppDeps, 'now'>): Date => deps.now?.() ?? new Date();

/** The caller's completed reading; another user's reading answers exactly like a missing one. */
export async function findOwnReading(
  db: Kysely<Database>,
  userId: string,
  readingId: string,
): Promise<ReadingLog> {
  const log = await db
    .selectFrom('usage_logs')
    .select(['log_id', 'app_id', 'reading_result_id', 'voice_agent_used', 'reading_result_content', 'status'])
    .where('reading_result_id', '=', readingId)
    .where('user_id', '=', userId)
    .where('status', '=', 'completed')
    .executeTakeFirst();
  if (!log) throw new AppError('not_found', 'Reading not found.');
  return log;
}

/**
 * The stored reading the guide answers from, parsed against the schema it was stored with, and the
 * language it was written in, which the guide answers in.
 */
export function readingOf(log: ReadingLog) {
  if (!log.reading_result_content) throw new Error(`reading ${log.log_id} has no content`);
  const content = readingContentSchema.parse(JSON.parse(log.reading_result_content));
  return { reading: content.reading, language: readingLanguage(content) };
}

/**
 * Closes the reading's active session when its time is up, and marks the voice used. Both
 * updates are conditional, so when two requests race only one flips the session.
 */
export async function expireDue(db: Kysely<Database>, logId: string, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const expired = await trx
      .updateTable('voice_sessions')
      .set((eb) => ({ status: 'expired', ended_at: eb.ref('ends_at') }))
      .where('log_id', '=', logId)
      .where('status', '=', 'active')
      .where('ends_at', '<=', now.toISOString())
      .executeTakeFirst();
    if (Number(expired.numUpdatedRows) > 0) {
      await trx
        .updateTable('usage_logs')
        .set({ voice_agent_used: 1, updated_at: now.toISOString() })
        .where('log_id', '=', logId)
        .execute();
    }
  });
}

export function remainingSeconds(session: Pick<VoiceSession, 'status' | 'ends_at'>, now: Date): number {
  if (session.status !== 'active') return 0;
  return Math.max(0, Math.ceil((Date.parse(session.ends_at) - now.getTime()) / 1000));
}

export function toSessionView(session: VoiceSession, now: Date): VoiceSessionView {
  return {
    sessionId: session.id,
    status: session.status,
    reactivation: session.reactivation === 1,
    durationSeconds: session.duration_seconds,
    startedAt: session.started_at,
    endsAt: session.ends_at,
    endedAt: session.ended_at,
    remainingSeconds: remainingSeconds(session, now),
  };
}

async function latestSession(db: Kysely<Database>, logId: string): Promise<VoiceSession | undefined> {
  return (
    db
      .selectFrom('voice_sessions')
      .selectAll()
      .where('log_id', '=', logId)
      // The active session first: two sessions can start in one millisecond (a reactivation right after an end).
      .orderBy(sql`case when status = 'active' then 0 else 1 end`)
      .orderBy('started_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst()
  );
}

async function sessionSecondsOf(db: Kysely<Database>, appId: number | null): Promise<number> {
  if (appId === null) throw new Error('reading without an app id');
  const app = await db
    .selectFrom('apps')
    .select('voice_session_seconds')
    .where('app_id', '=', appId)
    .executeTakeFirstOrThrow();
  return app.voice_session_seconds;
}

/** The reading's voice state after applying any expiry that is due. */
export async function voiceState(
  db: Kysely<Database>,
  userId: string,
  readingId: string,
  now: Date,
): Promise<VoiceState> {
  const before = await findOwnReading(db, userId, readingId);
  await expireDue(db, before.log_id, now);
  const [log, session, sessionSeconds] = await Promise.all([
    findOwnReading(db, userId, readingId),
    latestSession(db, before.log_id),
    sessionSecondsOf(db, before.app_id),
  ]);
  return {
    readingId,
    sessionSeconds,
    voiceUsed: log.voice_agent_used === 1,
    reactivationCost: VOICE_REACTIVATION_COST,
    session: session ? toSessionView(session, now) : null,
    serverNow: now.toISOString(),
  };
}

async function balanceOf(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('profiles')
    .select('remaining_credits')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.remaining_credits;
}

export interface StartResult {
  state: VoiceState;
  balance: number;
  started: boolean;
  creditsCharged: number;
}

/**
 * Opens a session. An active session is answered as it is (a second press, a second tab). The
 * first session is free; once the voice is used, only a reactivation opens one: it claims the
 * used flag, debits the cost with its ledger row and inserts the session in one transaction.
 */
export async function startSession(
  db: Kysely<Database>,
  userId: string,
  readingId: string,
  reactivate: boolean,
  now: Date,
): Promise<StartResult> {
  const log = await findOwnReading(db, userId, readingId);
  await expireDue(db, log.log_id, now);
  const durationSeconds = await sessionSecondsOf(db, log.app_id);
  const sessionId = newId(now.getTime());
  const answerExisting = async (): Promise<StartResult> => ({
    state: await voiceState(db, userId, readingId, now),
    balance: await balanceOf(db, userId),
    started: false,
    creditsCharged: 0,
  });
  const session: VoiceSession = {
    id: sessionId,
    user_id: userId,
    log_id: log.log_id,
    status: 'active',
    reactivation: 0,
    credits_charged: 0,
    duration_seconds: durationSeconds,
    started_at: now.toISOString(),
    ends_at: new Date(now.getTime() + durationSeconds * 1000).toISOString(),
    ended_at: null,
  };
  try {
    const balance = await db.transaction().execute(async (trx) => {
      const active = await trx
        .selectFrom('voice_sessions')
        .select('id')
        .where('log_id', '=', log.log_id)
        .where('status', '=', 'active')
        .executeTakeFirst();
      if (active) return null;
      const { voice_agent_used: used } = await trx
        .selectFrom('usage_logs')
        .select('voice_agent_used')
        .where('log_id', '=', log.log_id)
        .executeTakeFirstOrThrow();
      if (used === 1 && !reactivate) throw new AppError('voice_used');
      const paid = used === 1;
      // Claims the reading's state: the free session needs the voice unused, a reactivation
      // needs it used. The loser of a race finds the flag already flipped and changes nothing.
      const claimed = await trx
        .updateTable('usage_logs')
        .set((eb) => ({
          voice_agent_used: 0,
          updated_at: now.toISOString(),
          ...(paid
            ? {
                voice_reactivation: 1,
                voice_credits_charged: eb('voice_credits_charged', '+', VOICE_REACTIVATION_COST),
              }
            : {}),
        }))
        .where('log_id', '=', log.log_id)
        .where('voice_agent_used', '=', used)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return null;
      let after: number | null = null;
      if (paid) {
        after = await applyCreditChange(trx, {
          userId,
          delta: -VOICE_REACTIVATION_COST,
          reason: 'voice_reactivation',
          reference: sessionId,
          now,
        });
        if (after === null) {
          const have = await balanceOf(trx, userId);
          throw new AppError(
            'insufficient_credits',
            `Insufficient credits. You need ${VOICE_REACTIVATION_COST} credits to reactivate the voice agent.`,
            { cost: VOICE_REACTIVATION_COST, balance: have },
          );
        }
        session.reactivation = 1;
        session.credits_charged = VOICE_REACTIVATION_COST;
      }
      await trx.insertInto('voice_sessions').values(session).execute();
      return after ?? (await balanceOf(trx, userId));
    });
    if (balance === null) return answerExisting();
    const state: VoiceState = {
      readingId,
      sessionSeconds: durationSeconds,
      voiceUsed: false,
      reactivationCost: VOICE_REACTIVATION_COST,
      session: toSessionView(session, now),
      serverNow: now.toISOString(),
    };
    return { state, balance, started: true, creditsCharged: session.credits_charged };
  } catch (error) {
    // Another request opened the reading's one active session first; nothing of ours was written.
    if (isUniqueViolation(error)) return answerExisting();
    throw error;
  }
}

/** Ends the reading's active session early and marks the voice used; ending twice changes nothing. */
export async function endSession(
  db: Kysely<Database>,
  userId: string,
  readingId: string,
  now: Date,
): Promise<VoiceState> {
  const log = await findOwnReading(db, userId, readingId);
  await expireDue(db, log.log_id, now);
  await db.transaction().execute(async (trx) => {
    const ended = await trx
      .updateTable('voice_sessions')
      .set({ status: 'ended', ended_at: now.toISOString() })
      .where('log_id', '=', log.log_id)
      .where('status', '=', 'active')
      .executeTakeFirst();
    if (Number(ended.numUpdatedRows) > 0) {
      await trx
        .updateTable('usage_logs')
        .set({ voice_agent_used: 1, updated_at: now.toISOString() })
        .where('log_id', '=', log.log_id)
        .execute();
    }
  });
  return voiceState(db, userId, readingId, now);
}

/** The active session a question is asked in; none (ended, expired, never started) is a 409. */
export async function activeSessionFor(
  db: Kysely<Database>,
  userId: string,
  readingId: string,
  now: Date,
): Promise<{ log: ReadingLog; session: VoiceSession }> {
  const log = await findOwnReading(db, userId, readingId);
  await expireDue(db, log.log_id, now);
  const session = await db
    .selectFrom('voice_sessions')
    .selectAll()
    .where('log_id', '=', log.log_id)
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (!session) throw new AppError('voice_session_ended');
  return { log, session };
}

/** Stores a question and its answer in the session's transcript. */
export async function recordExchange(
  db: Kysely<Database>,
  session: Pick<VoiceSession, 'id' | 'log_id'>,
  question: string,
  answer: { text: string; writer: string },
  askedAt: Date,
  answeredAt: Date,
): Promise<void> {
  await db
    .insertInto('voice_messages')
    .values([
      {
        id: newId(askedAt.getTime()),
        session_id: session.id,
        log_id: session.log_id,
        role: 'user',
        text: question,
        writer: null,
        created_at: askedAt.toISOString(),
      },
      {
        id: newId(answeredAt.getTime()),
        session_id: session.id,
        log_id: session.log_id,
        role: 'guide',
        text: answer.text,
        writer: answer.writer,
        // Never before the question, even when a test clock stands still.
        created_at: new Date(Math.max(answeredAt.getTime(), askedAt.getTime() + 1)).toISOString(),
      },
    ])
    .execute();
}

/** Every session of the reading, newest first, with its transcript in order. */
export async function transcripts(db: Kysely<Database>, userId: string, readingId: string, now: Date) {
  const log = await findOwnReading(db, userId, readingId);
  await expireDue(db, log.log_id, now);
  const [sessions, messages] = await Promise.all([
    db
      .selectFrom('voice_sessions')
      .selectAll()
      .where('log_id', '=', log.log_id)
      .orderBy('started_at', 'desc')
      .orderBy('id', 'desc')
      .execute(),
    db
      .selectFrom('voice_messages')
      .select(['session_id', 'role', 'text', 'created_at'])
      .where('log_id', '=', log.log_id)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
  ]);
  return {
    sessions: sessions.map((s) => ({
      ...toSessionView(s, now),
      messages: messages
        .filter((m) => m.session_id === s.id)
        .map((m) => ({ role: m.role, text: m.text, createdAt: m.created_at })),
    })),
  };
}
