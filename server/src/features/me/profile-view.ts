import { type Profile, type ProfileUpdate, transitOrbsSchema } from '@orrery/core/api/account';
import { DEFAULT_TRANSIT_ORB_SET, type TransitOrbSet } from '@orrery/core/astro/transit-points';
import { isLanguage } from '@orrery/core/api/language';
import type { Selectable, Updateable } from 'kysely';
import type { ProfilesTable } from '../../db/schema';

type ProfileRow = Selectable<ProfilesTable>;

/** The profile row as the API shows it: camelCase like every other JSON body. */
export function toProfileView(row: ProfileRow): Profile {
  return {
    id: row.id,
    email: row.email,
    fullName: row.full_name,
    firstName: row.first_name,
    lastName: row.last_name,
    birthDate: row.birth_date,
    birthTime: row.birth_time,
    birthCity: row.birth_city,
    birthCountry: row.birth_country,
    birthRegion: row.birth_region,
    birthLat: row.birth_lat,
    birthLng: row.birth_lng,
    birthTz: row.birth_tz,
    avatarUrl: row.avatar_url,
    language: isLanguage(row.language) ? row.language : null,
    transitOrbs: transitOrbsOf(row),
    status: row.status,
    role: row.role,
    remainingCredits: row.remaining_credits,
    credits: row.credits,
    creditsRolloverRemaining: row.credits_rollover_remaining,
    creditsPerMonth: row.credits_per_month,
    subscriptionTier: row.subscription_tier,
    subscriptionType: row.subscription_type,
    subscriptionStatus: row.subscription_status,
    nextRenewalDate: row.next_renewal_date,
    lastCreditRefreshDate: row.last_credit_refresh_date,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The profile's orb set; a value this version does not know reads as the default. */
export function transitOrbsOf(row: Pick<ProfileRow, 'transit_orbs'>): TransitOrbSet {
  return transitOrbsSchema.safeParse(row.transit_orbs).data ?? DEFAULT_TRANSIT_ORB_SET;
}

const COLUMN_OF = {
  firstName: 'first_name',
  lastName: 'last_name',
  birthDate: 'birth_date',
  birthTime: 'birth_time',
  birthCity: 'birth_city',
  birthCountry: 'birth_country',
  birthRegion: 'birth_region',
  birthLat: 'birth_lat',
  birthLng: 'birth_lng',
  birthTz: 'birth_tz',
  language: 'language',
  transitOrbs: 'transit_orbs',
} as const satisfies Record<keyof ProfileUpdate, keyof ProfileRow>;

/** The columns a profile edit changes: only the fields the request carried. */
export function profileColumns(update: ProfileUpdate): Updateable<ProfilesTable> {
  const columns: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(COLUMN_OF)) {
    const value = update[field as keyof ProfileUpdate];
    if (value !== undefined) columns[column] = value;
  }
  return columns as Updateable<ProfilesTable>;
}
