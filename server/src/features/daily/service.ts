import type { Language } from '@orrery/core/api/language';
import { canonicalZone } from '@orrery/core/astro/tzdb';
import type { DailySettings, DailySettingsUpdate, PushSubscriptionBody } from '@orrery/core/api/daily';
import type { Kysely, Selectable } from 'kysely';
import type { Database, DailySettingsTable } from '../../db/schema';
import type { Env } from '../../env';
import type { AppDeps } from '../../http/context';
import { AppError } from '../../http/errors';
import { dailyConfirmMail } from '../../mail/templates';
import { firstDue } from './schedule';
import { signDailyToken, verifyDailyToken } from './tokens';
import { generateVapidKeys, type VapidKeys } from './web-push';

const DEFAULT_HOUR = 7;
const VAPID_ROW = 'vapid';

const vapidCache = new WeakMap<object, Promise<VapidKeys>>();

/**
 * The server's VAPID pair: the configured one, or the pair the first server to need one made
 * and stored (the insert is ignored when another server stored one first, and both then read the
 * row, so every server signs with the same key the browsers subscribed with).
 */
export function vapidKeys(deps: Pick<AppDeps, 'env' | 'database'>): Promise<VapidKeys> {
  const { env, database } = deps;
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return Promise.resolve({ publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY });
  }
  let keys = vapidCache.get(database);
  if (!keys) {
    keys = (async () => {
      const made = generateVapidKeys();
      await database.db
        .insertInto('server_keys')
        .values({ name: VAPID_ROW, value: JSON.stringify(made), created_at: new Date().toISOString() })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
      const row = await database.db
        .selectFrom('server_keys')
        .select('value')
        .where('name', '=', VAPID_ROW)
        .executeTakeFirstOrThrow();
      return JSON.parse(row.value) as VapidKeys;
    })();
    keys.catch(() => vapidCache.delete(database));
    vapidCache.set(database, keys);
  }
  return keys;
}

export function vapidSubject(env: Env): string {
  return env.VAPID_SUBJECT ?? `mailto:${env.OPERATOR_EMAIL}`;
}

/**
 * Whether the server may post to this endpoint: a push service named in WEB_PUSH_SERVICES, by
 * host over https (its subdomains too) or by exact origin. Anything else would let a user make
 * the server send requests wherever they like.
 */
export function pushEndpointAllowed(env: Env, endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  return env.WEB_PUSH_SERVICES.some((entry) =>
    entry.includes('://')
      ? url.origin === entry.replace(/\/$/, '')
      : url.protocol === 'https:' && (url.hostname === entry || url.hostname.endsWith(`.${entry}`)),
  );
}

type SettingsRow = Selectable<DailySettingsTable>;

function emailState(row: SettingsRow | undefined): DailySettings['email'] {
  if (!row?.email_enabled) return 'off';
  return row.email_confirmed_at ? 'on' : 'pending';
}

/** Whether any channel will actually carry a note. */
function sending(row: Pick<SettingsRow, 'email_enabled' | 'email_confirmed_at' | 'push_enabled'>): boolean {
  return Boolean((row.email_enabled && row.email_confirmed_at) || row.push_enabled);
}

export async function dailySettingsView(
  deps: Pick<AppDeps, 'env' | 'database' | 'mailer'>,
  userId: string,
  fallbackZone = 'UTC',
): Promise<DailySettings> {
  const { db } = deps.database;
  const row = await db
    .selectFrom('daily_settings')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const devices = await db
    .selectFrom('push_subscriptions')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    email: emailState(row),
    push: Boolean(row?.push_enabled),
    hour: row?.hour ?? DEFAULT_HOUR,
    timeZone: row?.time_zone ?? fallbackZone,
    pushDevices: Number(devices.count),
    vapidPublicKey: (await vapidKeys(deps)).publicKey,
    emailAvailable: deps.mailer !== null,
    nextAt: row?.next_due_at ?? null,
  };
}

/** The note is written from the natal chart, so it needs a birth date and a place with its zone. */
function hasBirthData(profile: {
  birth_date: string | null;
  birth_lat: number | null;
  birth_lng: number | null;
  birth_tz: string | null;
}): boolean {
  return (
    Boolean(profile.birth_date && profile.birth_tz) &&
    profile.birth_lat !== null &&
    profile.birth_lng !== null
  );
}

/**
 * Saves the choice. Switching email on (or back on) sends the confirmation link and leaves email
 * pending until it is followed; switching it off forgets the confirmation, so turning it on again
 * asks again. The next due instant is worked out afresh from the hour and zone.
 */
export async function updateDailySettings(
  deps: Pick<AppDeps, 'env' | 'database' | 'mailer'>,
  user: { id: string; email: string; name: string | null; language: Language | null },
  profile: Parameters<typeof hasBirthData>[0],
  update: DailySettingsUpdate,
  now: Date,
): Promise<void> {
  const zone = canonicalZone(update.timeZone);
  if (!zone) {
    throw new AppError('validation_failed', 'Choose a time zone from the list.', {
      fields: [{ path: 'timeZone', message: 'is not a time zone we know' }],
    });
  }
  if ((update.email || update.push) && !hasBirthData(profile)) {
    throw new AppError(
      'conflict',
      'The daily note is written from your birth chart: add your birth date and place first.',
    );
  }
  if (update.email && !deps.mailer) {
    throw new AppError('conflict', 'This server does not send email, so the note can only come by push.');
  }
  const { db } = deps.database;
  const stamp = now.toISOString();
  const before = await db
    .selectFrom('daily_settings')
    .selectAll()
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  const asking = update.email && !before?.email_enabled;
  const next = { email_enabled: update.email ? 1 : 0, push_enabled: update.push ? 1 : 0 };
  const confirmedAt = update.email ? (before?.email_confirmed_at ?? null) : null;
  const requestedAt = asking ? stamp : update.email ? (before?.email_requested_at ?? null) : null;
  const due = sending({ ...next, email_confirmed_at: confirmedAt })
    ? firstDue(zone, update.hour, now.getTime())
    : null;
  const values = {
    ...next,
    email_confirmed_at: confirmedAt,
    email_requested_at: requestedAt,
    hour: update.hour,
    time_zone: zone,
    next_local_date: due?.localDate ?? null,
    next_due_at: due ? new Date(due.dueAt).toISOString() : null,
    updated_at: stamp,
  };
  await db
    .insertInto('daily_settings')
    .values({ user_id: user.id, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
  if (asking && deps.mailer) {
    const token = signDailyToken(deps.env, { purpose: 'confirm', userId: user.id, requestedAt: stamp });
    const origin = deps.env.PUBLIC_URL.replace(/\/$/, '');
    deps.mailer.send(
      dailyConfirmMail(
        { email: user.email, name: user.name, language: user.language },
        { url: `${origin}/api/daily/confirm?token=${token}`, hour: update.hour, timeZone: zone },
        deps.env.PUBLIC_URL,
      ),
    );
  }
}

/**
 * The confirmation link: true when it confirmed (or had already confirmed) the opt-in it names.
 * A link from an opt-in since switched off, or asked again, confirms nothing.
 */
export async function confirmDailyEmail(
  deps: Pick<AppDeps, 'env' | 'database'>,
  token: string,
  now: Date,
): Promise<boolean> {
  const parsed = verifyDailyToken(deps.env, token);
  if (parsed?.purpose !== 'confirm') return false;
  const { db } = deps.database;
  const row = await db
    .selectFrom('daily_settings')
    .selectAll()
    .where('user_id', '=', parsed.userId)
    .where('email_enabled', '=', 1)
    .where('email_requested_at', '=', parsed.requestedAt)
    .executeTakeFirst();
  if (!row) return false;
  if (row.email_confirmed_at) return true;
  const due = row.next_due_at ? null : firstDue(row.time_zone, row.hour, now.getTime());
  await db
    .updateTable('daily_settings')
    .set({
      email_confirmed_at: now.toISOString(),
      updated_at: now.toISOString(),
      ...(due ? { next_local_date: due.localDate, next_due_at: new Date(due.dueAt).toISOString() } : {}),
    })
    .where('user_id', '=', row.user_id)
    .where('email_requested_at', '=', parsed.requestedAt)
    .execute();
  return true;
}

/** The link in every note and its List-Unsubscribe header: stops the email and nothing else. */
export async function unsubscribeDailyEmail(
  deps: Pick<AppDeps, 'env' | 'database'>,
  token: string,
  now: Date,
): Promise<boolean> {
  const parsed = verifyDailyToken(deps.env, token);
  if (parsed?.purpose !== 'unsubscribe') return false;
  const { db } = deps.database;
  const row = await db
    .selectFrom('daily_settings')
    .selectAll()
    .where('user_id', '=', parsed.userId)
    .executeTakeFirst();
  if (!row) return true;
  await db
    .updateTable('daily_settings')
    .set({
      email_enabled: 0,
      email_confirmed_at: null,
      email_requested_at: null,
      updated_at: now.toISOString(),
      ...(row.push_enabled ? {} : { next_local_date: null, next_due_at: null }),
    })
    .where('user_id', '=', row.user_id)
    .execute();
  return true;
}

export function unsubscribeUrl(env: Env, userId: string): string {
  const token = signDailyToken(env, { purpose: 'unsubscribe', userId });
  return `${env.PUBLIC_URL.replace(/\/$/, '')}/api/daily/unsubscribe?token=${token}`;
}

/** A browser's subscription, kept under its endpoint (a browser re-subscribing replaces its keys). */
export async function savePushSubscription(
  deps: Pick<AppDeps, 'env' | 'database'>,
  userId: string,
  subscription: PushSubscriptionBody,
  now: Date,
): Promise<void> {
  if (!pushEndpointAllowed(deps.env, subscription.endpoint)) {
    throw new AppError('validation_failed', 'This browser’s push service is not one we can send to.', {
      fields: [{ path: 'endpoint', message: 'is not a known push service' }],
    });
  }
  const values = {
    user_id: userId,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    created_at: now.toISOString(),
  };
  await deps.database.db
    .insertInto('push_subscriptions')
    .values({ endpoint: subscription.endpoint, ...values })
    .onConflict((oc) => oc.column('endpoint').doUpdateSet(values))
    .execute();
}

export async function removePushSubscription(
  db: Kysely<Database>,
  userId: string,
  endpoint: string,
): Promise<void> {
  await db
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', userId)
    .where('endpoint', '=', endpoint)
    .execute();
}
