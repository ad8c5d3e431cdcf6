import { composeDailyNote, profileChart } from '@orrery/core/readings/daily-note';
import { sql } from 'kysely';
import type { AppDeps } from '../../http/context';
import { dailyNoteMail } from '../../mail/templates';
import { dueInstant, firstDue, nextDate } from './schedule';
import { unsubscribeUrl, vapidKeys, vapidSubject } from './service';
import { pushRequest, type VapidKeys } from './web-push';

/** A note more than this late (every server down, or a long backlog) is skipped, not sent out of its day. */
const LATE_LIMIT_MS = 6 * 3_600_000;
/** Attempts at one claim before it is given up as failed (a mail server refusing the address). */
const MAX_ATTEMPTS = 3;
/**
 * Days of `daily_sends` kept: a claim only matters while its note could still be sent (6 hours
 * late at most), the rest is a short record of what went out.
 */
const KEEP_DAYS = 7;
/** Notes composed and delivered at once by one server. */
const CONCURRENCY = 16;
const PUSH_TIMEOUT_MS = 10_000;
/** A day: a push still undelivered by the next note is of no use. */
const PUSH_TTL_SECONDS = 86_400;

export interface DailyRunReport {
  claimed: number;
  retried: number;
  sent: number;
  failed: number;
  skippedLate: number;
}

interface Claim {
  user_id: string;
  local_date: string;
  /** The claim's lease as this server last stamped it; another stamp means another server took it. */
  claimed_at: string;
  email_sent: number;
  push_sent: number;
}

type Deps = Pick<AppDeps, 'env' | 'database' | 'mailer' | 'logger'>;

/**
 * Claims up to `limit` due notes: on PostgreSQL the due settings rows are locked with SKIP LOCKED,
 * so two servers take different users rather than the same ones. Whatever happens, the row
 * (user_id, local_date) inserted here is the only licence to send that day's note: a server
 * that finds it taken sends nothing. Every selected user's next due day is moved on in the same
 * transaction.
 */
async function claimDue(
  deps: Deps,
  now: Date,
  limit: number,
): Promise<{ claims: Claim[]; late: number; seen: number }> {
  const { db, kind } = deps.database;
  const nowMs = now.getTime();
  const stamp = now.toISOString();
  return db.transaction().execute(async (trx) => {
    let query = trx
      .selectFrom('daily_settings')
      .select(['user_id', 'next_local_date', 'next_due_at', 'hour', 'time_zone'])
      .where('next_due_at', '<=', stamp)
      .orderBy('next_due_at')
      .limit(limit);
    if (kind === 'postgres') query = query.forUpdate().skipLocked();
    const due = await query.execute();
    if (due.length === 0) return { claims: [], late: 0, seen: 0 };
    const onTime = due.filter((row) => nowMs - Date.parse(row.next_due_at!) <= LATE_LIMIT_MS);
    const claims =
      onTime.length === 0
        ? []
        : await trx
            .insertInto('daily_sends')
            .values(
              onTime.map((row) => ({
                user_id: row.user_id,
                local_date: row.next_local_date!,
                status: 'claimed' as const,
                claimed_at: stamp,
              })),
            )
            .onConflict((oc) => oc.columns(['user_id', 'local_date']).doNothing())
            .returning(['user_id', 'local_date', 'claimed_at', 'email_sent', 'push_sent'])
            .execute();
    const moves = due.map((row) => {
      const late = nowMs - Date.parse(row.next_due_at!) > LATE_LIMIT_MS;
      // Days missed by more than the limit are passed over to the first one still worth sending.
      const next = late
        ? firstDue(row.time_zone, row.hour, nowMs - LATE_LIMIT_MS)
        : {
            localDate: nextDate(row.next_local_date!),
            dueAt: dueInstant(row.time_zone, nextDate(row.next_local_date!), row.hour),
          };
      return sql`(${row.user_id}, ${next.localDate}, ${new Date(next.dueAt).toISOString()}, ${row.next_local_date})`;
    });
    // One statement for the batch; the old date in the condition keeps a concurrent settings change.
    await sql`with moved(user_id, local_date, due_at, old_date) as (values ${sql.join(moves)})
      update daily_settings set next_local_date = moved.local_date, next_due_at = moved.due_at
      from moved where daily_settings.user_id = moved.user_id and daily_settings.next_local_date = moved.old_date`.execute(
      trx,
    );
    return { claims, late: due.length - onTime.length, seen: due.length };
  });
}

/**
 * Takes over claims older than DAILY_CLAIM_TIMEOUT_SECONDS that were never marked sent: their
 * server died between the claim and the delivery (at-least-once, decisions/0024). One statement
 * moves each claim's time on, so of two servers only one takes it over.
 */
async function reclaimStale(
  deps: Deps,
  now: Date,
  limit: number,
): Promise<{ claims: Claim[]; failed: number }> {
  const { db, kind } = deps.database;
  const cutoff = new Date(now.getTime() - deps.env.DAILY_CLAIM_TIMEOUT_SECONDS * 1000).toISOString();
  const failed = await db
    .updateTable('daily_sends')
    .set({ status: 'failed' })
    .where('status', '=', 'claimed')
    .where('claimed_at', '<', cutoff)
    .where('attempts', '>=', MAX_ATTEMPTS)
    .executeTakeFirst();
  const lock = kind === 'postgres' ? sql`for update skip locked` : sql``;
  const { rows } =
    await sql<Claim>`update daily_sends set claimed_at = ${now.toISOString()}, attempts = attempts + 1
    where (user_id, local_date) in (select user_id, local_date from daily_sends
      where status = 'claimed' and claimed_at < ${cutoff} and attempts < ${MAX_ATTEMPTS} limit ${limit} ${lock})
    returning user_id, local_date, claimed_at, email_sent, push_sent`.execute(db);
  return { claims: rows, failed: Number(failed.numUpdatedRows) };
}

interface Recipient {
  user_id: string;
  email: string;
  first_name: string | null;
  full_name: string | null;
  status: string;
  birth_date: string | null;
  birth_time: string | null;
  birth_lat: number | null;
  birth_lng: number | null;
  birth_tz: string | null;
  email_on: boolean;
  push_on: boolean;
  hour: number;
  time_zone: string;
}

async function loadRecipients(deps: Deps, userIds: string[]): Promise<Map<string, Recipient>> {
  const rows = await deps.database.db
    .selectFrom('daily_settings as s')
    .innerJoin('profiles as p', 'p.id', 's.user_id')
    .select([
      's.user_id',
      'p.email',
      'p.first_name',
      'p.full_name',
      'p.status',
      'p.birth_date',
      'p.birth_time',
      'p.birth_lat',
      'p.birth_lng',
      'p.birth_tz',
      's.email_enabled',
      's.email_confirmed_at',
      's.push_enabled',
      's.hour',
      's.time_zone',
    ])
    .where('s.user_id', 'in', userIds)
    .execute();
  return new Map(
    rows.map((row) => [
      row.user_id,
      {
        ...row,
        email_on: Boolean(row.email_enabled && row.email_confirmed_at),
        push_on: Boolean(row.push_enabled),
      },
    ]),
  );
}

type Outcome = 'sent' | 'failed' | 'retry' | 'taken';

/**
 * Composes and delivers one claimed note, then marks the claim. The claim's lease is renewed
 * first, conditionally on the stamp this server holds: a batch claimed at once is delivered over
 * some seconds, and only a note whose own delivery outlasts DAILY_CLAIM_TIMEOUT_SECONDS can be
 * taken over; one already taken over is left to the server that took it. The note is written for
 * the chosen hour of its local day, so a retry after a crash sends the same words under the same
 * Message-ID and push topic. Each channel is marked as soon as it has gone, and not sent again at
 * a later attempt; a failed email leaves the claim for a later attempt.
 */
async function deliver(
  deps: Deps,
  claim: Claim,
  person: Recipient | undefined,
  keys: VapidKeys,
): Promise<Outcome> {
  const { db } = deps.database;
  const lease = new Date().toISOString();
  const renewed = await db
    .updateTable('daily_sends')
    .set({ claimed_at: lease })
    .where('user_id', '=', claim.user_id)
    .where('local_date', '=', claim.local_date)
    .where('status', '=', 'claimed')
    .where('claimed_at', '=', claim.claimed_at)
    .executeTakeFirst();
  if (Number(renewed.numUpdatedRows) === 0) return 'taken';
  const mark = async (
    status: 'sent' | 'failed' | 'claimed',
    channels: { email_sent?: number; push_sent?: number },
  ) => {
    await db
      .updateTable('daily_sends')
      .set({ status, ...channels, ...(status === 'claimed' ? {} : { sent_at: new Date().toISOString() }) })
      .where('user_id', '=', claim.user_id)
      .where('local_date', '=', claim.local_date)
      .where('status', '=', 'claimed')
      .where('claimed_at', '=', lease)
      .execute();
  };
  if (!person || person.status !== 'active' || !(person.email_on || person.push_on)) {
    await mark('failed', {});
    return 'failed';
  }
  const atMs = dueInstant(person.time_zone, claim.local_date, person.hour);
  let note: { subject: string; text: string };
  try {
    const chart = profileChart(
      {
        birthDate: person.birth_date,
        birthTime: person.birth_time,
        birthLat: person.birth_lat,
        birthLng: person.birth_lng,
        birthTz: person.birth_tz,
      },
      person.full_name ?? person.first_name ?? '',
    );
    // Birth data removed since the note was switched on.
    if (!chart) {
      await mark('failed', {});
      return 'failed';
    }
    note = composeDailyNote({
      chart,
      atMs,
      timeZone: person.time_zone,
      firstName: person.first_name ?? '',
    });
  } catch (error) {
    deps.logger.warn('daily note not composed', { userId: claim.user_id, error: String(error) });
    await mark('failed', {});
    return 'failed';
  }
  const emailDue = !claim.email_sent && person.email_on && deps.mailer !== null;
  let pushSent = Boolean(claim.push_sent);
  if (!pushSent && person.push_on) {
    pushSent = await pushNote(deps, claim, note, keys);
    if (pushSent && emailDue) await mark('claimed', { push_sent: 1 });
  }
  let emailSent = Boolean(claim.email_sent);
  if (emailDue) {
    const origin = deps.env.PUBLIC_URL.replace(/\/$/, '');
    const unsubscribe = unsubscribeUrl(deps.env, claim.user_id);
    const mail = dailyNoteMail(
      { email: person.email, name: person.first_name },
      note,
      { today: `${origin}/today`, unsubscribe, settings: `${origin}/profile` },
      deps.env.PUBLIC_URL,
    );
    try {
      await deps.mailer!.deliver({
        ...mail,
        messageId: `<daily-${claim.local_date}-${claim.user_id}@${new URL(origin).hostname}>`,
        headers: {
          'List-Unsubscribe': `<${unsubscribe}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
      emailSent = true;
    } catch (error) {
      deps.logger.warn('daily note email failed', { userId: claim.user_id, error: String(error) });
      return 'retry';
    }
  }
  await mark('sent', { email_sent: emailSent ? 1 : 0, push_sent: pushSent ? 1 : 0 });
  return 'sent';
}

/** The note to every browser of the user; true when at least one push service took it. */
async function pushNote(
  deps: Deps,
  claim: Claim,
  note: { subject: string; text: string },
  keys: VapidKeys,
): Promise<boolean> {
  const { db } = deps.database;
  const subscriptions = await db
    .selectFrom('push_subscriptions')
    .selectAll()
    .where('user_id', '=', claim.user_id)
    .execute();
  // The opening line names the day; the first thing worth reading is the paragraph after it.
  const [, first = ''] = note.text.split(/\n\s*\n/);
  const payload = Buffer.from(
    JSON.stringify({
      title: note.subject,
      body: first.split('\n')[0]!.slice(0, 240),
      url: '/today',
      tag: `daily-${claim.local_date}`,
    }),
  );
  let delivered = false;
  for (const subscription of subscriptions) {
    const request = pushRequest(subscription, payload, {
      keys,
      subject: vapidSubject(deps.env),
      ttlSeconds: PUSH_TTL_SECONDS,
      topic: `daily${claim.local_date.replaceAll('-', '')}`,
      nowMs: Date.now(),
    });
    try {
      const response = await fetch(request.url, {
        ...request.init,
        signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.status === 404 || response.status === 410) {
        // The browser unsubscribed or the subscription expired: the push service says so for good.
        await db.deleteFrom('push_subscriptions').where('endpoint', '=', subscription.endpoint).execute();
      } else if (response.ok) {
        delivered = true;
      } else {
        deps.logger.warn('daily note push refused', { userId: claim.user_id, status: response.status });
      }
    } catch (error) {
      deps.logger.warn('daily note push failed', { userId: claim.user_id, error: String(error) });
    }
  }
  return delivered;
}

async function deliverAll(
  deps: Deps,
  claims: Claim[],
  keys: VapidKeys,
  report: DailyRunReport,
): Promise<void> {
  if (claims.length === 0) return;
  const people = await loadRecipients(deps, [...new Set(claims.map((claim) => claim.user_id))]);
  let next = 0;
  const worker = async () => {
    while (next < claims.length) {
      const claim = claims[next++]!;
      const outcome = await deliver(deps, claim, people.get(claim.user_id), keys);
      if (outcome === 'sent') report.sent += 1;
      else if (outcome === 'failed') report.failed += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, claims.length) }, worker));
}

/**
 * One pass of the daily job on this server: stale claims first, then every note due, a batch at
 * a time, until none is left or `stopping()` says the server is shutting down. Runs on every
 * server at once: the claims share the work out.
 */
export async function runDailyOnce(
  deps: Deps,
  options: { now?: () => Date; stopping?: () => boolean } = {},
): Promise<DailyRunReport> {
  const now = options.now ?? (() => new Date());
  const stopping = options.stopping ?? (() => false);
  const report: DailyRunReport = { claimed: 0, retried: 0, sent: 0, failed: 0, skippedLate: 0 };
  const keys = await vapidKeys(deps);
  const oldest = new Date(now().getTime() - KEEP_DAYS * 86_400_000).toISOString().slice(0, 10);
  await deps.database.db.deleteFrom('daily_sends').where('local_date', '<', oldest).execute();
  const batch = deps.env.DAILY_BATCH_SIZE;
  while (!stopping()) {
    const stale = await reclaimStale(deps, now(), batch);
    report.failed += stale.failed;
    report.retried += stale.claims.length;
    await deliverAll(deps, stale.claims, keys, report);
    if (stale.claims.length < batch) break;
  }
  while (!stopping()) {
    const { claims, late, seen } = await claimDue(deps, now(), batch);
    report.claimed += claims.length;
    report.skippedLate += late;
    await deliverAll(deps, claims, keys, report);
    if (seen === 0) break;
  }
  return report;
}

/** Runs the daily job now and every DAILY_INTERVAL_SECONDS; the returned function stops it. */
export function startDailyNotes(deps: AppDeps): () => Promise<void> {
  let stopped = false;
  const run = async () => {
    try {
      const report = await runDailyOnce(deps, { stopping: () => stopped || deps.lifecycle.isDraining });
      if (report.claimed + report.retried + report.failed > 0) deps.logger.info('daily notes', { ...report });
    } catch (error) {
      deps.logger.error('daily notes failed', {
        error: error instanceof Error ? error.message : String(error),
      });
    }
  };
  let running: Promise<void> | null = null;
  const tick = () => {
    running ??= run().finally(() => {
      running = null;
    });
  };
  tick();
  const timer = setInterval(tick, deps.env.DAILY_INTERVAL_SECONDS * 1000);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
