import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { Env } from '../env';

const run = promisify(execFile);

export class BackupError extends Error {}

type StorageEnv = Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>;

const sqliteFileOf = (env: StorageEnv) => path.join(env.DATA_DIR, 'orrery.sqlite');

/**
 * Copies the database while the servers keep running: SQLite's online backup API (a consistent
 * snapshot page by page, writers are not blocked), or pg_dump's custom format (one consistent
 * transaction snapshot) on PostgreSQL.
 */
export async function backupDatabase(env: StorageEnv, file: string): Promise<void> {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  if (env.DATABASE_URL) {
    await run('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${file}`,
      env.DATABASE_URL,
    ]);
    return;
  }
  const source = sqliteFileOf(env);
  if (!fs.existsSync(source)) throw new BackupError(`There is no SQLite database at ${source}.`);
  const sqlite = new SQLite(source, { readonly: true, fileMustExist: true });
  try {
    await sqlite.backup(file);
  } finally {
    sqlite.close();
  }
}

/**
 * Restores a backup into an empty database only: restoring over live data would mix two
 * histories of balances and ledgers.
 */
export async function restoreDatabase(env: StorageEnv, file: string): Promise<void> {
  if (!fs.existsSync(file)) throw new BackupError(`There is no backup at ${file}.`);
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>(
        `select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
      );
      if (rows[0]!.n > 0)
        throw new BackupError('The target PostgreSQL database is not empty; restore needs an empty one.');
    } finally {
      await client.end();
    }
    await run('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      `--dbname=${env.DATABASE_URL}`,
      file,
    ]);
    return;
  }
  const target = sqliteFileOf(env);
  if (fs.existsSync(target)) throw new BackupError(`${target} exists; restore needs an empty DATA_DIR.`);
  fs.mkdirSync(env.DATA_DIR, { recursive: true });
  const backup = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    await backup.backup(target);
  } finally {
    backup.close();
  }
}
