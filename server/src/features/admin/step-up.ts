import { STEP_UP_MINUTES, type StepUpRequest } from '@orrery/core/api/admin';
import { createOTP } from '@better-auth/utils/otp';
import { timingSafeEqual } from 'node:crypto';
import { symmetricDecrypt, symmetricEncrypt } from 'better-auth/crypto';
import type { Context } from 'hono';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { SessionCache } from '../../auth/session-cache';
import type { AppBindings } from '../../http/context';
import { AppError } from '../../http/errors';
import { enforceRateLimit } from '../../http/rate-limit';
import { requireActiveUser, type SignedIn } from '../../http/session';
import { writeAudit } from './audit';

/** Wrong passwords and codes are counted with the right ones: five tries per quarter hour. */
const STEP_UP_RULE = { name: 'admin_step_up', max: 5, windowSeconds: 15 * 60 };
/** Every admin call, generous for a person and a stop for a script. */
const ADMIN_RULE = { name: 'admin', max: 300, windowSeconds: 60 };

function sessionKeyOf(c: Context<AppBindings>): string {
  const key = SessionCache.keyOf(c.req.header('cookie'));
  if (!key) throw new AppError('unauthenticated');
  return key;
}

/** Signed in, active and an admin; the step-up is not checked (the console asks for it). */
export async function requireAdminRole(c: Context<AppBindings>): Promise<SignedIn> {
  const signedIn = await requireActiveUser(c);
  await enforceRateLimit(c, ADMIN_RULE, signedIn.user.id);
  if (signedIn.profile.role !== 'admin') throw new AppError('admin_required');
  return signedIn;
}

/** The admin role and a step-up passed by this very session less than 15 minutes ago. */
export async function requireAdmin(c: Context<AppBindings>): Promise<SignedIn> {
  const signedIn = await requireAdminRole(c);
  if (!(await stepUpExpiry(c, signedIn.user.id))) throw new AppError('step_up_required');
  return signedIn;
}

export async function stepUpExpiry(c: Context<AppBindings>, userId: string): Promise<string | null> {
  const row = await c
    .get('deps')
    .database.db.selectFrom('admin_step_ups')
    .select('expires_at')
    .where('session_key', '=', sessionKeyOf(c))
    .where('user_id', '=', userId)
    .where('expires_at', '>', new Date().toISOString())
    .executeTakeFirst();
  return row?.expires_at ?? null;
}

interface Enrolment {
  /** Both encrypted with the auth secret, as better-auth's two-factor plugin stores them. */
  secret: string;
  backupCodes: string;
}

/** The enrolled TOTP secret and backup codes, or null when the admin has not finished enrolling. */
async function enrolment(c: Context<AppBindings>, userId: string): Promise<Enrolment | null> {
  const { db } = c.get('deps').database;
  const row = await sql<Enrolment & { enabled: unknown }>`
    select t.${sql.ref('secret')} as secret, t.${sql.ref('backupCodes')} as "backupCodes",
      u.${sql.ref('twoFactorEnabled')} as enabled
    from ${sql.table('twoFactor')} t join ${sql.table('user')} u on u.${sql.ref('id')} = t.${sql.ref('userId')}
    where t.${sql.ref('userId')} = ${userId}`.execute(db);
  const first = row.rows[0];
  // SQLite stores the flag as 1, PostgreSQL as true.
  return first && (first.enabled === true || first.enabled === 1)
    ? { secret: first.secret, backupCodes: first.backupCodes }
    : null;
}

export async function totpEnrolled(c: Context<AppBindings>, userId: string): Promise<boolean> {
  return (await enrolment(c, userId)) !== null;
}

/** Production admins must enrol TOTP; elsewhere the password alone opens the console unless enrolled. */
export function totpRequired(c: Context<AppBindings>): boolean {
  return c.get('deps').env.NODE_ENV === 'production';
}

async function passwordMatches(c: Context<AppBindings>, userId: string, password: string): Promise<boolean> {
  const { auth, database } = c.get('deps');
  const account = await sql<{ password: string | null }>`
    select ${sql.ref('password')} as password from ${sql.table('account')}
    where ${sql.ref('userId')} = ${userId} and ${sql.ref('providerId')} = 'credential'`.execute(database.db);
  const hash = account.rows[0]?.password;
  if (!hash) return false;
  const context = await auth.$context;
  return context.password.verify({ hash, password });
}

const TOTP_PERIOD_MS = 30_000;

/**
 * A TOTP code from the current 30-second step or one either side (clock drift), accepted only if
 * its step is later than the last one this admin used: the conditional upsert makes a replay, or
 * two requests racing with one code, fail on both databases.
 */
async function totpAccepted(c: Context<AppBindings>, userId: string, secret: string, code: string) {
  const current = Math.floor(Date.now() / TOTP_PERIOD_MS);
  const otp = createOTP(secret, { period: TOTP_PERIOD_MS / 1000, digits: 6 });
  let matched: number | null = null;
  for (const step of [current - 1, current, current + 1]) {
    if (codesEqual(await otp.hotp(step), code)) matched = step;
  }
  if (matched === null) return false;
  const result = await c
    .get('deps')
    .database.db.insertInto('admin_totp_steps')
    .values({ user_id: userId, step: matched })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ step: matched }).where('admin_totp_steps.step', '<', matched),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

function codesEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * One of the backup codes better-auth gave at enrolment, each good once: the remaining codes are
 * written back only if nobody changed them since they were read, so two requests with the same
 * code cannot both pass.
 */
async function backupCodeAccepted(c: Context<AppBindings>, userId: string, stored: string, code: string) {
  const { auth, database } = c.get('deps');
  const key = (await auth.$context).secretConfig;
  const codes: unknown = JSON.parse(await symmetricDecrypt({ key, data: stored }));
  if (!Array.isArray(codes) || !codes.some((known) => typeof known === 'string' && codesEqual(known, code))) {
    return false;
  }
  const remaining = await symmetricEncrypt({
    key,
    data: JSON.stringify(codes.filter((known) => known !== code)),
  });
  const result = await sql`update ${sql.table('twoFactor')} set ${sql.ref('backupCodes')} = ${remaining}
    where ${sql.ref('userId')} = ${userId} and ${sql.ref('backupCodes')} = ${stored}`.execute(database.db);
  return Number(result.numAffectedRows ?? 0) === 1;
}

async function secondFactorAccepted(
  c: Context<AppBindings>,
  userId: string,
  enrolled: Enrolment,
  code: string,
): Promise<boolean> {
  if (/^\d{6}$/.test(code)) {
    const secret = await symmetricDecrypt({
      key: (await c.get('deps').auth.$context).secretConfig,
      data: enrolled.secret,
    });
    return totpAccepted(c, userId, secret, code);
  }
  return backupCodeAccepted(c, userId, enrolled.backupCodes, code);
}

/**
 * The admin's own password again and, when enrolled (always, in production), a TOTP code or
 * one of the backup codes. Every
 * attempt counts against the rate limit and every outcome is audited; success opens the admin
 * API for this session only, for STEP_UP_MINUTES.
 */
export async function stepUp(c: Context<AppBindings>, body: StepUpRequest): Promise<string> {
  const { user } = await requireAdminRole(c);
  await enforceRateLimit(c, STEP_UP_RULE, user.id);
  const { db } = c.get('deps').database;
  const enrolled = await enrolment(c, user.id);
  if (!enrolled && totpRequired(c)) throw new AppError('totp_enrolment_required');
  const fail = async (factor: 'password' | 'totp') => {
    await writeAudit(db, {
      adminUserId: user.id,
      action: 'step_up_failure',
      targetUserId: null,
      details: { factor, ip: c.get('clientIp') },
    });
    return new AppError(factor === 'password' ? 'incorrect_password' : 'incorrect_totp');
  };
  if (!(await passwordMatches(c, user.id, body.password))) throw await fail('password');
  if (enrolled && !(body.code && (await secondFactorAccepted(c, user.id, enrolled, body.code)))) {
    throw await fail('totp');
  }

  const now = new Date();
  const expiresAt = new Date(now.getTime() + STEP_UP_MINUTES * 60_000).toISOString();
  const sessionKey = sessionKeyOf(c);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('admin_step_ups')
      .values({
        session_key: sessionKey,
        user_id: user.id,
        expires_at: expiresAt,
        created_at: now.toISOString(),
      })
      .onConflict((oc) => oc.column('session_key').doUpdateSet({ user_id: user.id, expires_at: expiresAt }))
      .execute();
    await writeAudit(trx, {
      adminUserId: user.id,
      action: 'step_up_success',
      targetUserId: null,
      details: { expiresAt, totp: enrolled !== null, ip: c.get('clientIp') },
      now,
    });
  });
  return expiresAt;
}

/** Deletes step-ups that have run out; run by the sweeper on every server. */
export async function pruneStepUps(db: Kysely<Database>, now: number): Promise<number> {
  const result = await db
    .deleteFrom('admin_step_ups')
    .where('expires_at', '<=', new Date(now).toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
