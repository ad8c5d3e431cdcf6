import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Mail providers that ignore dots in the local part, and the domain each is an alias of. */
const DOTLESS_DOMAINS: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * One spelling per mailbox, for deciding whether an address already had its welcome credits:
 * case, a `+tag` and (at Gmail) dots reach the same inbox, so they would otherwise each earn a
 * grant. Refusing a grant to a rare distinct mailbox that only differs by a `+tag` costs less
 * than a free-credit farm.
 */
export function normalisedAddress(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless) {
    domain = dotless;
    local = local.replaceAll('.', '');
  }
  return `${local}@${domain}`;
}

/** What the welcome_grants table keeps of an address: nothing readable, and no way to tell variants apart. */
export function welcomeAddressHash(email: string): string {
  return createHash('sha256').update(normalisedAddress(email)).digest('hex');
}

/**
 * Records that `email` has had its welcome credits, inside the caller's transaction; returns
 * false when it (or a variant of it) already had them, whichever account got them and whether
 * that account still exists. The table is never deleted from: not by account deletion, not by
 * the retention erasure, so free credits do not reset when someone returns.
 */
export async function claimWelcomeAddress(
  trx: Kysely<Database>,
  email: string,
  userId: string,
  now: Date,
): Promise<boolean> {
  const claimed = await trx
    .insertInto('welcome_grants')
    .values({ address_hash: welcomeAddressHash(email), user_id: userId, created_at: now.toISOString() })
    .onConflict((oc) => oc.column('address_hash').doNothing())
    .returning('address_hash')
    .executeTakeFirst();
  return claimed !== undefined;
}
