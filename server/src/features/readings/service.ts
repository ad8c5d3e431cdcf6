import type { Language } from '@orrery/core/api/language';
import type { GenerateReadingRequest, LibraryItem, ReadingView } from '@orrery/core/api/readings';
import { READING_CONTENT_VERSION, readingContentSchema } from '@orrery/core/api/reading-content';
import { appById, appByRouteId } from '@orrery/core/catalogue';
import { AmbiguousLocalTimeError, ChartInputError } from '@orrery/core/astro/errors';
import { loadPlaceIndex } from '@orrery/core/astro/places-node';
import { InputError } from '@orrery/core/readings/errors';
import { DEFAULT_RELATIONSHIP, type RelationshipKind } from '@orrery/core/readings/relationship';
import { relationshipKindSchema } from '@orrery/core/readings/schemas';
import { librarySearchText } from '@orrery/core/readings/library-text';
import { rewriteWithLlm } from '@orrery/core/readings/llm';
import {
  composeReading,
  prepareReading,
  readingLanguage,
  type PreparedReading,
} from '@orrery/core/readings/stored';
import { commitSeed, createSeed } from '@orrery/core/tarot/draw';
import type { Kysely, Selectable } from 'kysely';
import { isUniqueViolation } from '../../db/errors';
import type { Database, UsageLogsTable } from '../../db/schema';
import type { AppDeps } from '../../http/context';
import { AppError } from '../../http/errors';
import { newId } from '../../lib/ids';
import { applyCreditChange } from '../credits/ledger';

type UsageLog = Selectable<UsageLogsTable>;

/** The catalogue entry of a stored reading; a row without a known app is corrupt, not natal. */
export function appOfLog(log: Pick<UsageLog, 'app_id' | 'log_id'>) {
  if (log.app_id === null) throw new Error(`reading ${log.log_id} has no app id`);
  return appById(log.app_id);
}

/**
 * The second person of a compatibility reading, from its stored request (erased with the other
 * personal fields after the retention period, when this answers null).
 */
export function partnerNameOf(log: Pick<UsageLog, 'app_id' | 'input_data'>): string | null {
  if (log.app_id !== appByRouteId('compatibility').appId || !log.input_data) return null;
  const input = JSON.parse(log.input_data) as { person2?: { firstName?: unknown } };
  return typeof input.person2?.firstName === 'string' ? input.person2.firstName : null;
}

/**
 * What the two people of a compatibility reading are to each other, from its stored request: a
 * request without the choice was read for a couple. Null for other apps and once the request is erased.
 */
export function relationshipOf(log: Pick<UsageLog, 'app_id' | 'input_data'>): RelationshipKind | null {
  if (log.app_id !== appByRouteId('compatibility').appId || !log.input_data) return null;
  const input = JSON.parse(log.input_data) as { relationship?: unknown };
  const parsed = relationshipKindSchema.safeParse(input.relationship ?? DEFAULT_RELATIONSHIP);
  return parsed.success ? parsed.data : null;
}

/** What the library lists of a reading: who and what it was for, never its content. */
export function toLibraryItem(
  log: Pick<
    UsageLog,
    | 'reading_result_id'
    | 'log_id'
    | 'app_id'
    | 'app_name'
    | 'first_name'
    | 'question'
    | 'input_data'
    | 'created_at'
  >,
): LibraryItem {
  const app = appOfLog(log);
  return {
    readingId: log.reading_result_id ?? log.log_id,
    appId: app.appId,
    appName: log.app_name,
    routeId: app.routeId,
    firstName: log.first_name,
    partnerName: partnerNameOf(log),
    relationship: relationshipOf(log),
    question: log.question,
    createdAt: log.created_at,
  };
}

/**
 * The reading as the API shows it. Stored content is parsed against the versioned schema, so a
 * row the pages could not read fails here, loudly, instead of as a broken page.
 */
export function toReadingView(log: UsageLog): ReadingView {
  return {
    ...toLibraryItem(log),
    status: log.status,
    creditsCharged: log.credits_charged,
    completedAt: log.completed_at,
    content:
      log.status === 'completed' && log.reading_result_content
        ? readingContentSchema.parse(JSON.parse(log.reading_result_content))
        : null,
  };
}

/** Where the engine names a bad chart input, and the form field the user typed it in. */
const FORM_FIELD_OF_ENGINE_FIELD: Record<string, string> = {
  year: 'birthDate',
  month: 'birthDate',
  day: 'birthDate',
  hour: 'birthTime',
  minute: 'birthTime',
  second: 'birthTime',
  time: 'birthTime',
  tz_str: 'tz',
  utc_offset_minutes: 'utcOffsetMinutes',
  lat: 'lat',
  lng: 'lng',
  city: 'city',
  country: 'country',
  name: 'firstName',
};

/** Maps the engine's and the writer's input errors to a 400 that names the field. */
function inputErrorToAppError(error: unknown, fieldPrefix: string): AppError | null {
  if (error instanceof AmbiguousLocalTimeError) {
    const [a, b] = error.offsets_minutes;
    const fmt = (m: number) =>
      `UTC${m < 0 ? '-' : '+'}${String(Math.floor(Math.abs(m) / 60)).padStart(2, '0')}:${String(Math.abs(m) % 60).padStart(2, '0')}`;
    const message =
      error.issue === 'ambiguous'
        ? `This birth time happened twice that day (clocks went back). Choose ${fmt(a)} or ${fmt(b)}.`
        : `This birth time did not exist that day (clocks went forward). Choose ${fmt(a)} or ${fmt(b)}.`;
    return new AppError('ambiguous_local_time', message, {
      fields: [{ path: `${fieldPrefix}birthTime`, message }],
      issue: error.issue,
      offsetsMinutes: error.offsets_minutes,
    });
  }
  if (error instanceof ChartInputError) {
    const field = FORM_FIELD_OF_ENGINE_FIELD[error.field];
    if (!field) return null;
    const message =
      field === 'city' || field === 'country'
        ? 'We could not find this place. Check the city and country, or pick it from the suggestions.'
        : error.message;
    return new AppError('validation_failed', `${fieldPrefix}${field}: ${message}`, {
      fields: [{ path: `${fieldPrefix}${field}`, message }],
    });
  }
  if (error instanceof InputError) {
    return new AppError('validation_failed', `${error.field}: ${error.message}`, {
      fields: [{ path: error.field, message: error.message }],
    });
  }
  return null;
}

function prepareOrReject(
  request: GenerateReadingRequest,
  seed: string | undefined,
  now: Date,
  language: Language,
): PreparedReading {
  const context = { places: loadPlaceIndex(), now, language, ...(seed ? { seed } : {}) };
  try {
    return prepareReading(request, context);
  } catch (error) {
    if (
      request.app === 'compatibility' &&
      (error instanceof ChartInputError || error instanceof InputError)
    ) {
      // Say which person's details are at fault.
      for (const person of ['person1', 'person2'] as const) {
        try {
          prepareReading(
            { ...request, input: { person1: request.input[person], person2: request.input[person] } },
            context,
          );
        } catch (personError) {
          throw inputErrorToAppError(personError, `input.${person}.`) ?? personError;
        }
      }
    }
    throw inputErrorToAppError(error, 'input.') ?? error;
  }
}

export async function prepareDraw(
  db: Kysely<Database>,
  userId: string,
  spread: 'three-card' | 'celtic-cross',
) {
  const seed = createSeed();
  const row = {
    id: newId(),
    user_id: userId,
    spread,
    seed,
    commitment: commitSeed(seed),
    log_id: null,
    created_at: new Date().toISOString(),
  };
  await db.insertInto('tarot_draws').values(row).execute();
  return { drawId: row.id, commitment: row.commitment, spread };
}

/** The seed of the user's unused prepared draw, or a fresh one when the client did not prepare one. */
async function seedFor(
  db: Kysely<Database>,
  userId: string,
  request: GenerateReadingRequest,
): Promise<{ seed?: string; drawId?: string }> {
  if (request.app !== 'tarot-traditional' && request.app !== 'tarot-celtic-cross') return {};
  const spread = request.app === 'tarot-traditional' ? 'three-card' : 'celtic-cross';
  if (!request.drawId) {
    const fresh = await prepareDraw(db, userId, spread);
    const row = await db
      .selectFrom('tarot_draws')
      .select('seed')
      .where('id', '=', fresh.drawId)
      .executeTakeFirstOrThrow();
    return { seed: row.seed, drawId: fresh.drawId };
  }
  const draw = await db
    .selectFrom('tarot_draws')
    .select(['seed', 'spread', 'log_id'])
    .where('id', '=', request.drawId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!draw || draw.spread !== spread) {
    throw new AppError('validation_failed', 'drawId: this draw does not exist for this spread', {
      fields: [{ path: 'drawId', message: 'This draw does not exist. Shuffle again.' }],
    });
  }
  return { seed: draw.seed, drawId: request.drawId };
}

export interface GenerationResult {
  log: UsageLog;
  balance: number;
  charged: boolean;
}

/** How long a replayed key waits for its first request to finish before answering "pending". */
export const REPLAY_WAIT_MS = 8_000;
const REPLAY_POLL_MS = 100;

/**
 * The answer to a request whose idempotency key was used before: the same reading when the
 * request is the same, the refund when the first attempt failed, and a 422 when the key is
 * reused for a different request. A first request still being written is waited for (bounded);
 * after that the pending reading is answered and the result page polls it.
 */
async function replayOf(
  db: Kysely<Database>,
  userId: string,
  request: GenerateReadingRequest,
  earlier: UsageLog,
): Promise<GenerationResult> {
  if (
    earlier.app_id !== appByRouteId(request.app).appId ||
    earlier.input_data !== JSON.stringify(request.input)
  ) {
    throw new AppError('idempotency_key_reused');
  }
  let log = earlier;
  const deadline = Date.now() + REPLAY_WAIT_MS;
  while (log.status === 'pending' && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, REPLAY_POLL_MS));
    log = (await findByIdempotencyKey(db, userId, request.idempotencyKey)) ?? log;
  }
  if (log.status === 'refunded') throw new AppError('generation_failed');
  return { log, balance: await currentBalance(db, userId), charged: false };
}

async function findByIdempotencyKey(db: Kysely<Database>, userId: string, key: string) {
  return db
    .selectFrom('usage_logs')
    .selectAll()
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

async function currentBalance(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('profiles')
    .select('remaining_credits')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.remaining_credits;
}

/**
 * Validated input in, completed reading out. Bad input is refused before any charge. Then one
 * transaction debits the app's cost (from the apps table), writes the pending reading and the
 * ledger row; the reading is composed and marked completed; any failure after the debit
 * refunds it with a ledger row and marks the reading failed.
 */
export async function generateReading(
  deps: AppDeps,
  /** `language`: the reader's, which the reading is written in and keeps (English when not given). */
  user: { id: string; language?: Language },
  request: GenerateReadingRequest,
  fetchFn: typeof fetch = fetch,
): Promise<GenerationResult> {
  const { db } = deps.database;
  const earlier = await findByIdempotencyKey(db, user.id, request.idempotencyKey);
  if (earlier) return replayOf(db, user.id, request, earlier);

  const { seed, drawId } = await seedFor(db, user.id, request);
  const now = new Date();
  const prepared = prepareOrReject(request, seed, now, user.language ?? 'en');
  const appId = appByRouteId(request.app).appId;
  const app = await db.selectFrom('apps').selectAll().where('app_id', '=', appId).executeTakeFirstOrThrow();

  const logId = newId(now.getTime());
  const question =
    request.app === 'tarot-traditional' || request.app === 'tarot-celtic-cross'
      ? request.input.question
      : null;
  let balance: number;
  try {
    balance = await db.transaction().execute(async (trx) => {
      if (drawId) {
        // A prepared draw serves one reading only, so nobody can replay a seed they liked.
        const claimed = await trx
          .updateTable('tarot_draws')
          .set({ log_id: logId })
          .where('id', '=', drawId)
          .where('log_id', 'is', null)
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== 1) {
          throw new AppError('validation_failed', 'drawId: this draw was already used', {
            fields: [{ path: 'drawId', message: 'This draw was already used. Shuffle again.' }],
          });
        }
      }
      await trx
        .insertInto('usage_logs')
        .values({
          log_id: logId,
          user_id: user.id,
          app_id: appId,
          app_name: app.app_name,
          first_name: prepared.firstName,
          question,
          input_data: JSON.stringify(request.input),
          reading_result_id: logId,
          reading_result_content: null,
          search_text: librarySearchText({
            appName: app.app_name,
            question,
            firstName: prepared.firstName,
            partnerName: request.app === 'compatibility' ? request.input.person2.firstName : null,
          }),
          credits_charged: app.credit_cost_per_execution,
          status: 'pending',
          writer: null,
          idempotency_key: request.idempotencyKey,
          error_code: null,
          voice_agent_used: 0,
          voice_reactivation: 0,
          voice_credits_charged: 0,
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
          completed_at: null,
        })
        .execute();
      const after = await applyCreditChange(trx, {
        userId: user.id,
        delta: -app.credit_cost_per_execution,
        reason: 'reading',
        reference: logId,
        now,
      });
      if (after === null) {
        const have = await currentBalance(trx, user.id);
        throw new AppError(
          'insufficient_credits',
          `Insufficient credits. You need ${app.credit_cost_per_execution} credits but have ${have}.`,
          {
            cost: app.credit_cost_per_execution,
            balance: have,
          },
        );
      }
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      // The same key raced in from a double click: the other request charged; answer with its reading.
      const winner = await findByIdempotencyKey(db, user.id, request.idempotencyKey);
      if (winner) return replayOf(db, user.id, request, winner);
    }
    throw error;
  }

  try {
    const composed = composeReading(prepared);
    const llm =
      deps.env.LLM_BASE_URL && deps.env.LLM_MODEL
        ? {
            baseUrl: deps.env.LLM_BASE_URL,
            model: deps.env.LLM_MODEL,
            timeoutMs: deps.env.LLM_TIMEOUT_MS,
            ...(deps.env.LLM_API_KEY ? { apiKey: deps.env.LLM_API_KEY } : {}),
          }
        : null;
    // The model is prompted in English and answers in it: a reading written in another language
    // keeps the composer's text, so it stays in the language it was written in.
    const reading =
      readingLanguage(prepared) === 'en' ? await rewriteWithLlm(composed, llm, fetchFn) : composed;
    // Checked against the schema the pages parse with, so nothing unreadable is ever stored.
    const content = readingContentSchema.parse({ version: READING_CONTENT_VERSION, ...prepared, reading });
    const completedAt = new Date().toISOString();
    const log = await db
      .updateTable('usage_logs')
      .set({
        status: 'completed',
        reading_result_content: JSON.stringify(content),
        writer: reading.writer,
        completed_at: completedAt,
        updated_at: completedAt,
      })
      .where('log_id', '=', logId)
      .where('status', '=', 'pending')
      .returningAll()
      .executeTakeFirst();
    if (!log) throw new Error('the reading was no longer pending (swept as stale)');
    return { log, balance, charged: true };
  } catch (error) {
    deps.logger.error('reading generation failed; refunding', {
      logId,
      error: error instanceof Error ? { message: error.message, stack: error.stack } : String(error),
    });
    const refunded = await refundPendingReading(db, logId, 'generation_error');
    if (refunded !== null) deps.metrics.creditsRefunded.inc({ cause: 'generation_error' }, refunded);
    throw new AppError('generation_failed');
  }
}

/**
 * Marks a pending reading failed and gives its credits back, exactly once: the status change
 * is conditional, so when several servers (or a server and the sweeper) try, one refunds.
 * Returns the credits given back, or null when the reading was no longer pending.
 */
export async function refundPendingReading(
  db: Kysely<Database>,
  logId: string,
  errorCode: string,
): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const now = new Date();
    const claimed = await trx
      .updateTable('usage_logs')
      .set({ status: 'refunded', error_code: errorCode, updated_at: now.toISOString() })
      .where('log_id', '=', logId)
      .where('status', '=', 'pending')
      .returning(['user_id', 'credits_charged'])
      .executeTakeFirst();
    if (!claimed) return null;
    if (claimed.credits_charged > 0) {
      await applyCreditChange(trx, {
        userId: claimed.user_id,
        delta: claimed.credits_charged,
        reason: 'reading_refund',
        reference: logId,
        now,
      });
    }
    return claimed.credits_charged;
  });
}

/** Refunds readings left pending (a crash between debit and completion). Safe to run on every server. */
export async function sweepStalePendingReadings(
  db: Kysely<Database>,
  olderThanSeconds: number,
  onRefund: (credits: number) => void = () => {},
): Promise<number> {
  const cutoff = new Date(Date.now() - olderThanSeconds * 1000).toISOString();
  const stale = await db
    .selectFrom('usage_logs')
    .select('log_id')
    .where('status', '=', 'pending')
    .where('updated_at', '<', cutoff)
    .limit(500)
    .execute();
  let refunded = 0;
  for (const row of stale) {
    const credits = await refundPendingReading(db, row.log_id, 'stale_pending');
    if (credits === null) continue;
    refunded += 1;
    onRefund(credits);
  }
  return refunded;
}

/** A prepared draw nobody used within a day is abandoned: its seed was never shown to anyone. */
export const UNUSED_DRAW_TTL_MS = 24 * 60 * 60 * 1000;

export async function pruneUnusedDraws(db: Kysely<Database>, now: number): Promise<number> {
  const result = await db
    .deleteFrom('tarot_draws')
    .where('log_id', 'is', null)
    .where('created_at', '<', new Date(now - UNUSED_DRAW_TTL_MS).toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
