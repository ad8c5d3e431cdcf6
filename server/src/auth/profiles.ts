import type { Kysely } from 'kysely';
import { newId } from '../lib/ids';
import type { Database } from '../db/schema';
import { isUniqueViolation } from '../db/errors';
import type { Env } from '../env';
import { applyCreditChange } from '../features/credits/ledger';
import { claimWelcomeAddress } from './welcome-grants';

export interface NewAccount {
  id: string;
  email: string;
  name?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  image?: string | null;
}

function splitName(account: NewAccount): { first: string | null; last: string | null } {
  if (account.firstName || account.lastName) {
    return { first: account.firstName || null, last: account.lastName || null };
  }
  const parts = (account.name ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return { first: null, last: null };
  return { first: parts[0] ?? null, last: parts.slice(1).join(' ') || null };
}

/**
 * Where a deleted account's sign-in address moves, so the address is free for a new sign-up.
 * The reserved .invalid domain can never receive mail or be signed up with.
 */
export function detachedEmail(userId: string): string {
  return `deleted-${userId}@deleted.invalid`;
}

/**
 * Creates the profile of a new account with its welcome balance and the ledger row that
 * explains it, in one transaction. Idempotent: a second call for the same user changes nothing,
 * so it can also repair an account whose sign-up hook did not finish. An address that had its
 * welcome credits before (under any account, deleted or not) gets none again: free credits do
 * not reset.
 */
export async function createProfileWithWelcomeCredits(
  db: Kysely<Database>,
  account: NewAccount,
  welcomeCredits: number,
  now: Date = new Date(),
): Promise<void> {
  const { first, last } = splitName(account);
  const stamp = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const exists = await trx
      .selectFrom('profiles')
      .select('id')
      .where('id', '=', account.id)
      .executeTakeFirst();
    if (exists) return;
    const grant =
      welcomeCredits > 0 && (await claimWelcomeAddress(trx, account.email, account.id, now))
        ? welcomeCredits
        : 0;
    const inserted = await trx
      .insertInto('profiles')
      .values({
        id: account.id,
        email: account.email,
        full_name: account.name?.trim() || [first, last].filter(Boolean).join(' ') || null,
        first_name: first,
        last_name: last,
        birth_date: null,
        birth_time: null,
        birth_city: null,
        birth_country: null,
        birth_region: null,
        birth_lat: null,
        birth_lng: null,
        birth_tz: null,
        avatar_url: null,
        language: null,
        status: 'active',
        role: 'user',
        cancellation_date: null,
        remaining_credits: grant,
        credits: grant,
        credits_rollover_remaining: 0,
        credits_per_month: 0,
        last_credit_refresh_date: null,
        next_renewal_date: null,
        tier_id: null,
        subscription_tier: null,
        subscription_type: null,
        subscription_status: null,
        subscription_update_date: null,
        payment_customer_id: null,
        payment_subscription_id: null,
        created_at: stamp,
        updated_at: stamp,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted || grant === 0) return;
    await trx
      .insertInto('credit_ledger')
      .values({
        id: newId(now.getTime()),
        user_id: account.id,
        delta: grant,
        reason: 'welcome',
        reference: null,
        balance_after: grant,
        created_at: stamp,
      })
      .execute();
  });
}

/** Every new session marks its user as signed in; the admin stats count the last 30 days. */
export async function stampLastSignIn(db: Kysely<Database>, userId: string, at: Date): Promise<void> {
  await db
    .updateTable('profiles')
    .set({ last_sign_in_at: at.toISOString() })
    .where('id', '=', userId)
    .execute();
}

/**
 * With email on, a new account starts at zero and gets its welcome credits when its address is
 * verified, so throwaway addresses cannot farm credits; addresses a provider vouches for (and
 * every account when email is off) get them at once.
 */
export function welcomeCreditsAtCreation(
  env: Pick<Env, 'WELCOME_CREDITS'>,
  emailEnabled: boolean,
  emailVerified: boolean,
): number {
  return emailEnabled && !emailVerified ? 0 : env.WELCOME_CREDITS;
}

/**
 * Grants the welcome credits once per account and once per address, whichever path verified it
 * (a link, a provider, a second verification after a change of address): the address claim and
 * a unique index on the ledger's welcome row settle a race between servers. An account that had
 * them also claims each address it later confirms, so moving to a fresh address and deleting the
 * account does not free that one for a second grant. Returns whether this call granted them.
 */
export async function grantWelcomeCredits(
  db: Kysely<Database>,
  userId: string,
  welcomeCredits: number,
  now: Date = new Date(),
): Promise<boolean> {
  if (welcomeCredits === 0) return false;
  try {
    return await db.transaction().execute(async (trx) => {
      const granted = await trx
        .selectFrom('credit_ledger')
        .select('id')
        .where('user_id', '=', userId)
        .where('reason', '=', 'welcome')
        .executeTakeFirst();
      const profile = await trx
        .selectFrom('profiles')
        .select(['status', 'email'])
        .where('id', '=', userId)
        .executeTakeFirst();
      if (!profile || profile.status === 'deleted') return false;
      const claimed = await claimWelcomeAddress(trx, profile.email, userId, now);
      if (granted || !claimed) return false;
      const balance = await applyCreditChange(trx, {
        userId,
        delta: welcomeCredits,
        reason: 'welcome',
        reference: null,
        now,
      });
      return balance !== null;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/**
 * After better-auth changes a user: the profile keeps the current address, and a verified
 * address earns the welcome credits. Returns the address the account had until now when this
 * change replaced it.
 */
export async function afterUserUpdate(
  db: Kysely<Database>,
  user: { id: string; email: string; emailVerified: boolean },
  welcomeCredits: number,
): Promise<string | null> {
  const before = await db.selectFrom('profiles').select('email').where('id', '=', user.id).executeTakeFirst();
  const previousEmail = before && before.email !== user.email ? before.email : null;
  if (previousEmail) {
    await db
      .updateTable('profiles')
      .set({ email: user.email, updated_at: new Date().toISOString() })
      .where('id', '=', user.id)
      .execute();
  }
  if (user.emailVerified) await grantWelcomeCredits(db, user.id, welcomeCredits);
  return previousEmail;
}
