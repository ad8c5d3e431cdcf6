import { STEP_UP_MINUTES, type StepUpRequest } from '@orrery/core/api/admin';
import { createOTP } from '@better-auth/utils/otp';
import { symmetricDecrypt } from 'better-auth/crypto';
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

/** The enrolled TOTP secret (still encrypted), or null when the admin has not finished enrolling. */
async function totpSecret(c: Context<AppBindings>, userId: string): Promise<string | null> {
  const { db } = c.get('deps').database;
  const row = await sql<{ secret: string; enabled: unknown }>`
    select t.${sql.ref('secret')} as secret, u.${sql.ref('twoFactorEnabled')} as enabled
    from ${sql.table('twoFactor')} t join ${sql.table('user')} u on u.${sql.ref('id')} = t.${sql.ref('userId')}
    where t.${sql.ref('userId')} = ${userId}`.execute(db);
  const first = row.rows[0];
  // SQLite stores the flag as 1, PostgreSQL as true.
  return first && (first.enabled === true || first.enabled === 1) ? first.secret : null;
}

export async function totpEnrolled(c: Context<AppBindings>, userId: string): Promise<boolean> {
  return (await totpSecret(c, userId)) !== null;
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

async function codeMatches(c: Context<AppBindings>, encryptedSecret: string, code: string): Promise<boolean> {
  const context = await c.get('deps').auth.$context;
  const secret = await symmetricDecrypt({ key: context.secretConfig, data: encryptedSecret });
  return createOTP(secret, { period: 30, digits: 6 }).verify(code);
}

/**
 * The admin's own password again and, when enrolled (always, in production), a TOTP code. Every
 * attempt counts against the rate limit and every outcome is audited; success opens the admin
 * API for this session only, for STEP_UP_MINUTES.
 */
export async function stepUp(c: Context<AppBindings>, body: StepUpRequest): Promise<string> {
  const { user } = await requireAdminRole(c);
  await enforceRateLimit(c, STEP_UP_RULE, user.id);
  const { db } = c.get('deps').database;
  const secret = await totpSecret(c, user.id);
  if (!secret && totpRequired(c)) throw new AppError('totp_enrolment_required');
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
  if (secret && !(body.code && (await codeMatches(c, secret, body.code)))) throw await fail('totp');

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
      details: { expiresAt, totp: secret !== null, ip: c.get('clientIp') },
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
