import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import * as initial from './migrations/0001_initial';
import * as seedCatalog from './migrations/0002_seed_catalog';
import * as tarotDraws from './migrations/0003_tarot_draws';
import * as libraryOrderIndex from './migrations/0004_library_order_index';
import * as pruneIndexes from './migrations/0005_prune_indexes';
import * as billing from './migrations/0006_billing';
import * as voice from './migrations/0007_voice';
import * as admin from './migrations/0008_admin';
import * as oneWelcomeGrant from './migrations/0009_one_welcome_grant';
import * as firstUse from './migrations/0010_first_use';
import * as adminSearch from './migrations/0011_admin_search';
import * as exportJobsAndErasure from './migrations/0012_export_jobs_and_erasure';
import * as adminRollups from './migrations/0013_admin_rollups';
import * as adminSearchWords from './migrations/0014_admin_search_words';
import * as adminDailyShards from './migrations/0015_admin_daily_shards';
import * as subscriptions from './migrations/0016_subscriptions';
import * as welcomeGrantsAndEmailChanges from './migrations/0017_welcome_grants_and_email_changes';
import * as libraryPartnerSearch from './migrations/0018_library_partner_search';
import * as blockedSessions from './migrations/0019_blocked_sessions';
import * as subscriptionCreditNote from './migrations/0020_subscription_credit_note';
import * as dailyNotes from './migrations/0021_daily_notes';
import * as yearAheadApp from './migrations/0022_year_ahead_app';
import * as natalPositions from './migrations/0023_natal_positions';
import * as transitOrbs from './migrations/0024_transit_orbs';
import * as rowNotifications from './migrations/0025_row_notifications';
import type { Database } from './schema';

// Migrations are imported, not read from disk, so the bundled server carries them.
const migrations: Record<string, Migration> = {
  '0001_initial': initial as Migration,
  '0002_seed_catalog': seedCatalog as unknown as Migration,
  '0003_tarot_draws': tarotDraws as Migration,
  '0004_library_order_index': libraryOrderIndex as Migration,
  '0005_prune_indexes': pruneIndexes as Migration,
  '0006_billing': billing as Migration,
  '0007_voice': voice as Migration,
  '0008_admin': admin as Migration,
  '0009_one_welcome_grant': oneWelcomeGrant as Migration,
  '0010_first_use': firstUse as Migration,
  '0011_admin_search': adminSearch as Migration,
  '0012_export_jobs_and_erasure': exportJobsAndErasure as Migration,
  '0013_admin_rollups': adminRollups as Migration,
  '0014_admin_search_words': adminSearchWords as Migration,
  '0015_admin_daily_shards': adminDailyShards as Migration,
  '0016_subscriptions': subscriptions as Migration,
  '0017_welcome_grants_and_email_changes': welcomeGrantsAndEmailChanges as unknown as Migration,
  '0018_library_partner_search': libraryPartnerSearch as Migration,
  '0019_blocked_sessions': blockedSessions as Migration,
  '0020_subscription_credit_note': subscriptionCreditNote as Migration,
  '0021_daily_notes': dailyNotes as Migration,
  '0022_year_ahead_app': yearAheadApp as unknown as Migration,
  '0023_natal_positions': natalPositions as Migration,
  '0024_transit_orbs': transitOrbs as Migration,
  '0025_row_notifications': rowNotifications as Migration,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
