import {
  sql,
  type Kysely,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type Selectable,
  type UnknownRow,
} from 'kysely';
import type { Database, ProfilesTable } from './schema';

/** The SQL function the triggers call; registered on the connection by openDatabase. */
export const PROFILE_CHANGED_FUNCTION = 'orrery_profile_changed';

type ProfileRow = Selectable<ProfilesTable>;

interface Entry {
  row: ProfileRow;
  cachedUntil: number;
}

/**
 * The profile rows of recent requests, kept in memory so that a signed-in request does not read
 * its row again while nothing has changed it. Nothing here relies on the code that writes a
 * profile remembering to say so.
 *
 * On SQLite (one process):
 * - every update or delete of a row on this server's connection, whatever feature made it, runs a
 *   temporary trigger that calls `changed` inside the writing statement, before the write returns;
 * - a commit by any other connection (`npm run admin:grant`, a restore, another process) moves
 *   SQLite's `data_version`, which every read compares first and, when it moved, forgets all.
 *
 * On PostgreSQL (several servers on one database):
 * - a trigger on profiles (migration 0025) NOTIFYs at commit, whoever wrote; every server's
 *   LISTEN connection (auth/session-revocations.ts) calls `changed`. Rows are kept only while
 *   that connection is up (`listening`): a gap could hide a notification;
 * - this server's own writes reach it sooner: the request envelope calls `clear` after every
 *   request that can write (http/app.ts), before its response leaves. Another server learns of
 *   them one notification later (well under a millisecond on one host), which is the window in
 *   which it could still answer from the old row.
 *
 * On both, a read that was under way while a change happened is not kept (the generation moved).
 */
export class ProfileRowCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;
  private dataVersion: number;
  /** Nothing is kept until the triggers exist: before that a write would go unnoticed. */
  private watching = false;

  constructor(
    /** SQLite's `pragma data_version` on the connection the writes go through; none on PostgreSQL. */
    private readonly readDataVersion: (() => number) | null,
    private readonly ttlMs = 10_000,
    private readonly maxEntries = 10_000,
  ) {
    this.dataVersion = readDataVersion?.() ?? 0;
  }

  /**
   * Creates the triggers on this connection (temporary ones: they live as long as it does). The
   * profiles table must exist, so this runs after the migrations.
   */
  async watch(db: Kysely<Database>): Promise<void> {
    const call = sql`select ${sql.raw(PROFILE_CHANGED_FUNCTION)}(old.id)`;
    await sql`create temp trigger if not exists orrery_profile_updated after update on main.profiles begin ${call}; end`.execute(
      db,
    );
    await sql`create temp trigger if not exists orrery_profile_deleted after delete on main.profiles begin ${call}; end`.execute(
      db,
    );
    this.watching = true;
  }

  /** PostgreSQL: whether the LISTEN connection is up; rows are kept only while it is. */
  listening(connected: boolean): void {
    this.clear();
    this.watching = connected;
  }

  /** Called for each row a statement updates or deletes (by the trigger, or its notification). */
  changed(userId: string): void {
    this.entries.delete(userId);
    this.generation += 1;
  }

  clear(): void {
    this.entries.clear();
    this.generation += 1;
  }

  get(userId: string, now = Date.now()): ProfileRow | undefined {
    if (this.readDataVersion) {
      const version = this.readDataVersion();
      if (version !== this.dataVersion) {
        this.dataVersion = version;
        this.clear();
        return undefined;
      }
    }
    const entry = this.entries.get(userId);
    if (!entry) return undefined;
    if (entry.cachedUntil <= now) {
      this.entries.delete(userId);
      return undefined;
    }
    return entry.row;
  }

  /** What a read must pass back to `set`, taken before it starts. */
  startRead(): number {
    return this.generation;
  }

  /**
   * Keeps a row read since `startRead` unless something changed meanwhile. The row is frozen
   * because every request that finds it here shares the one object.
   */
  set(userId: string, row: ProfileRow, startedAt: number, now = Date.now()): void {
    if (!this.watching || startedAt !== this.generation) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(userId, { row: Object.freeze(row), cachedUntil: now + this.ttlMs });
  }
}

const WRITES = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'MergeQueryNode']);

/**
 * PostgreSQL: this server forgets its profile rows whenever it writes anything itself, in a request
 * or not (a job's renewal, a checkout paid by the demo provider), so its own next read never depends
 * on the NOTIFY arriving first. Only another server's writes wait for the notification.
 */
export class ForgetOnOwnWrites implements KyselyPlugin {
  constructor(private readonly rows: ProfileRowCache) {}

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    const raw = node.kind === 'RawNode' ? node.sqlFragments.join(' ') : '';
    if (WRITES.has(node.kind) || /^\s*(insert|update|delete|merge|with)\b/i.test(raw)) this.rows.clear();
    return node;
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}
