import { isLanguage } from '@orrery/core/api/language';
import { composeDailyNote } from '@orrery/core/readings/daily-note';
import { type Selectable, sql } from 'kysely';
import type { PushSubscriptionsTable } from '../../db/schema';
import type { AppDeps } from '../../http/context';
import { dailyNoteMail } from '../../mail/templates';
import { birthOf, natalPositionsOf, readNatalPositions } from '../me/natal-positions';
import { transitOrbsOf } from '../me/profile-view';
import { dueInstant, firstDue, nextDate } from './schedule';
import { unsubscribeUrl, vapidKeys, vapidSubject } from './service';
import { postPush, pushRequest, type VapidKeys } from './web-push';

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
  natal_positions: string | null;
  language: string | null;
  transit_orbs: string;
  email_on: boolean;
  push_on: boolean;
  hour: number;
  time_zone: string;
  subscriptions: Selectable<PushSubscriptionsTable>[];
}

/** The batch's users and their browsers, in two queries rather than one or two per note. */
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
      'p.natal_positions',
      'p.language',
      'p.transit_orbs',
      's.email_enabled',
      's.email_confirmed_at',
      's.push_enabled',
      's.hour',
      's.time_zone',
    ])
    .where('s.user_id', 'in', userIds)
    .execute();
  const pushUsers = rows.filter((row) => row.push_enabled).map((row) => row.user_id);
  const subscriptions =
    pushUsers.length === 0
      ? []
      : await deps.database.db
          .selectFrom('push_subscriptions')
          .selectAll()
          .where('user_id', 'in', pushUsers)
          .execute();
  const browsers = new Map<string, Selectable<PushSubscriptionsTable>[]>();
  for (const subscription of subscriptions) {
    browsers.set(subscription.user_id, [...(browsers.get(subscription.user_id) ?? []), subscription]);
  }
  return new Map(
    rows.map((row) => [
      row.user_id,
      {
        ...row,
        email_on: Boolean(row.email_enabled && row.email_confirmed_at),
        push_on: Boolean(row.push_enabled),
        subscriptions: browsers.get(row.user_id) ?? [],
      },
    ]),
  );
}

type Outcome = 'sent' | 'failed' | 'retry';

/** A claim's new state and the channels gone so far, written only while the claim holds its lease. */
interface Mark {
  claim: Claim;
  status: 'sent' | 'failed' | 'claimed';
  email_sent: number;
  push_sent: number;
}

/**
 * Writes marks as a group commit: one statement for every mark that arrived while the previous
 * statement ran. A note's mark still follows its delivery by about one round trip, as with a
 * statement per note, so a crash leaves no more notes to resend, at a fraction of the
 * statements. Each mark is conditional on the lease its claim holds, so a claim taken over
 * meanwhile is left to the server that took it.
 */
class Marks {
  private queue: { mark: Mark; written: () => void; failed: (error: unknown) => void }[] = [];
  private writing: Promise<void> | null = null;

  constructor(private readonly deps: Deps) {}

  write(mark: Mark): Promise<void> {
    return new Promise((written, failed) => {
      this.queue.push({ mark, written, failed });
      this.writing ??= this.drain();
    });
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      const group = this.queue.splice(0);
      try {
        await this.update(group.map((entry) => entry.mark));
        for (const entry of group) entry.written();
      } catch (error) {
        for (const entry of group) entry.failed(error);
      }
    }
    this.writing = null;
  }

  private async update(marks: Mark[]): Promise<void> {
    const sentAt = new Date().toISOString();
    const rows = marks.map(
      ({ claim, status, email_sent, push_sent }) =>
        sql`(${claim.user_id}, ${claim.local_date}, ${claim.claimed_at}, ${status}, ${email_sent}, ${push_sent}, ${status === 'claimed' ? null : sentAt})`,
    );
    // Parameters in VALUES arrive untyped (text on PostgreSQL), hence the casts.
    await sql`with marked(mark_user, mark_date, lease, mark_status, mark_email, mark_push, mark_sent_at) as (values ${sql.join(rows)})
      update daily_sends set status = marked.mark_status, email_sent = cast(marked.mark_email as integer),
        push_sent = cast(marked.mark_push as integer), sent_at = marked.mark_sent_at
      from marked where daily_sends.user_id = marked.mark_user and daily_sends.local_date = marked.mark_date
        and daily_sends.status = 'claimed' and daily_sends.claimed_at = marked.lease`.execute(
      this.deps.database.db,
    );
  }
}

/**
 * Moves the lease of claims not yet delivered on to `now`, conditionally on the stamps this
 * server holds, in one statement; returns the claims it still holds (one taken over by another
 * server is left to it).
 */
async function renewLeases(deps: Deps, claims: Claim[], now: Date): Promise<Set<Claim>> {
  const lease = now.toISOString();
  const held = claims.map((claim) => sql`(${claim.user_id}, ${claim.local_date}, ${claim.claimed_at})`);
  const { rows } = await sql<{
    user_id: string;
    local_date: string;
  }>`with held(held_user, held_date, lease) as (values ${sql.join(held)})
    update daily_sends set claimed_at = ${lease}
    from held where daily_sends.user_id = held.held_user and daily_sends.local_date = held.held_date
      and daily_sends.status = 'claimed' and daily_sends.claimed_at = held.lease
    returning user_id, local_date`.execute(deps.database.db);
  const renewed = new Set(rows.map((row) => `${row.user_id}|${row.local_date}`));
  const kept = new Set<Claim>();
  for (const claim of claims) {
    if (!renewed.has(`${claim.user_id}|${claim.local_date}`)) continue;
    claim.claimed_at = lease;
    kept.add(claim);
  }
  return kept;
}

/**
 * Composes and delivers one claimed note, then marks the claim. The note is written for the
 * chosen hour of its local day, so a retry after a crash sends the same words under the same
 * Message-ID and push topic. Each channel is marked as soon as it has gone, and not sent again
 * at a later attempt; a failed email leaves the claim for a later attempt.
 */
async function deliver(
  deps: Deps,
  claim: Claim,
  person: Recipient | undefined,
  keys: VapidKeys,
  marks: Marks,
  backfill: Map<string, string>,
): Promise<Outcome> {
  const mark = (status: Mark['status'], channels: { email_sent?: number; push_sent?: number }) =>
    marks.write({
      claim,
      status,
      email_sent: channels.email_sent ?? claim.email_sent,
      push_sent: channels.push_sent ?? claim.push_sent,
    });
  if (!person || person.status !== 'active' || !(person.email_on || person.push_on)) {
    await mark('failed', {});
    return 'failed';
  }
  const atMs = dueInstant(person.time_zone, claim.local_date, person.hour);
  // As every other mail: the account's stored language, else English (no request caused this one).
  const language = isLanguage(person.language) ? person.language : 'en';
  let note: { subject: string; text: string };
  try {
    const birth = birthOf(person);
    let chart = readNatalPositions(person.natal_positions, birth);
    if (!chart) {
      const computed = natalPositionsOf(birth);
      // Birth data removed since the note was switched on.
      if (!computed) {
        await mark('failed', {});
        return 'failed';
      }
      chart = computed.positions;
      backfill.set(claim.user_id, computed.stored);
    }
    note = composeDailyNote({
      chart,
      atMs,
      timeZone: person.time_zone,
      firstName: person.first_name ?? '',
      language,
      orbs: transitOrbsOf(person),
    });
  } catch (error) {
    deps.logger.warn('daily note not composed', { userId: claim.user_id, error: String(error) });
    await mark('failed', {});
    return 'failed';
  }
  const emailDue = !claim.email_sent && person.email_on && deps.mailer !== null;
  let pushSent = Boolean(claim.push_sent);
  if (!pushSent && person.push_on) {
    pushSent = await pushNote(deps, claim, person.subscriptions, note, keys);
    if (pushSent && emailDue) await mark('claimed', { push_sent: 1 });
  }
  let emailSent = Boolean(claim.email_sent);
  if (emailDue) {
    const origin = deps.env.PUBLIC_URL.replace(/\/$/, '');
    const unsubscribe = unsubscribeUrl(deps.env, claim.user_id);
    const mail = dailyNoteMail(
      { email: person.email, name: person.first_name, language },
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
  subscriptions: Selectable<PushSubscriptionsTable>[],
  note: { subject: string; text: string },
  keys: VapidKeys,
): Promise<boolean> {
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
      const status = await postPush(request, PUSH_TIMEOUT_MS);
      if (status === 404 || status === 410) {
        // The browser unsubscribed or the subscription expired: the push service says so for good.
        await deps.database.db
          .deleteFrom('push_subscriptions')
          .where('endpoint', '=', subscription.endpoint)
          .execute();
      } else if (status >= 200 && status < 300) {
        delivered = true;
      } else {
        deps.logger.warn('daily note push refused', { userId: claim.user_id, status });
      }
    } catch (error) {
      deps.logger.warn('daily note push failed', { userId: claim.user_id, error: String(error) });
    }
  }
  return delivered;
}

/** A claim waiting for a worker, with its reader and when its lease was last stamped here. */
interface Queued {
  claim: Claim;
  person: Recipient | undefined;
  leasedAtMs: number;
}

/** A batch of claims from one statement; `more` says whether another statement may find more. */
type Take = () => Promise<{ claims: Claim[]; more: boolean }>;

/**
 * Delivers every claim `take` hands out, CONCURRENCY notes at a time, and takes the next batch
 * while the last is still being delivered (once half a batch or less is left waiting), so no
 * worker sits idle through a claim's round trips. The claims waiting are this server's while
 * their leases hold: before a worker begins one whose lease has run a third of
 * DAILY_CLAIM_TIMEOUT_SECONDS (a slow mail server), the leases of every claim still waiting are
 * renewed in one statement, and any already taken over by another server are dropped. A crash
 * loses nothing: the claims it held are taken over as any stale claim is.
 */
async function deliverPipelined(
  deps: Deps,
  take: Take,
  keys: VapidKeys,
  report: DailyRunReport,
  now: () => Date,
  stopping: () => boolean,
): Promise<void> {
  const batch = deps.env.DAILY_BATCH_SIZE;
  const renewAfterMs = (deps.env.DAILY_CLAIM_TIMEOUT_SECONDS * 1000) / 3;
  const marks = new Marks(deps);
  let backfill = new Map<string, string>();
  const queue: Queued[] = [];
  let more = true;
  // The first database error ends the pass once the claims in hand are delivered; what it left
  // claimed is taken over as stale, by this server's next pass or another's.
  let failure: { error: unknown } | null = null;
  let refilling: Promise<void> | null = null;
  let renewing: Promise<void> | null = null;

  const refill = async () => {
    // Counted from before the claim, as its stamp in the database is.
    const leasedAtMs = performance.now();
    try {
      const taken = await take();
      more = taken.more;
      if (taken.claims.length === 0) return;
      const people = await loadRecipients(deps, [...new Set(taken.claims.map((claim) => claim.user_id))]);
      for (const claim of taken.claims) queue.push({ claim, person: people.get(claim.user_id), leasedAtMs });
    } catch (error) {
      failure ??= { error };
    } finally {
      refilling = null;
    }
  };
  const renew = async () => {
    const waiting = queue.splice(0);
    // Counted from before the statement, as the new stamp is.
    const leasedAtMs = performance.now();
    try {
      const kept = await renewLeases(
        deps,
        waiting.map((entry) => entry.claim),
        now(),
      );
      // Claims a refill queued meanwhile were taken later: they go after the renewed ones.
      queue.unshift(
        ...waiting.filter((entry) => kept.has(entry.claim)).map((entry) => ({ ...entry, leasedAtMs })),
      );
    } catch (error) {
      failure ??= { error };
    } finally {
      renewing = null;
    }
  };

  const worker = async () => {
    for (;;) {
      if (more && !failure && !stopping() && queue.length <= batch / 2) refilling ??= refill();
      if (renewing) {
        await renewing;
        continue;
      }
      const head = queue[0];
      if (!head) {
        if (!refilling) return;
        await refilling;
        continue;
      }
      if (performance.now() - head.leasedAtMs > renewAfterMs) {
        renewing ??= renew();
        continue;
      }
      queue.shift();
      const outcome = await deliver(deps, head.claim, head.person, keys, marks, backfill);
      if (outcome === 'sent') report.sent += 1;
      else if (outcome === 'failed') report.failed += 1;
      if (backfill.size >= batch) {
        const computed = backfill;
        backfill = new Map();
        await storeBackfill(deps, computed);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  await storeBackfill(deps, backfill);
  if (failure) throw (failure as { error: unknown }).error;
}

/**
 * Keeps the natal positions the batch had to compute (a profile saved before they were stored),
 * so the next note reads them. Only a saving: a failure is logged and the notes stand.
 */
async function storeBackfill(deps: Deps, backfill: Map<string, string>): Promise<void> {
  if (backfill.size === 0) return;
  const rows = [...backfill].map(([userId, stored]) => sql`(${userId}, ${stored})`);
  try {
    await sql`with computed(computed_id, computed_positions) as (values ${sql.join(rows)})
      update profiles set natal_positions = computed.computed_positions
      from computed where profiles.id = computed.computed_id`.execute(deps.database.db);
  } catch (error) {
    deps.logger.warn('natal positions not stored', { error: String(error) });
  }
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
  const stale: Take = async () => {
    const taken = await reclaimStale(deps, now(), batch);
    report.failed += taken.failed;
    report.retried += taken.claims.length;
    return { claims: taken.claims, more: taken.claims.length === batch };
  };
  const due: Take = async () => {
    const { claims, late, seen } = await claimDue(deps, now(), batch);
    report.claimed += claims.length;
    report.skippedLate += late;
    return { claims, more: seen > 0 };
  };
  await deliverPipelined(deps, stale, keys, report, now, stopping);
  await deliverPipelined(deps, due, keys, report, now, stopping);
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
