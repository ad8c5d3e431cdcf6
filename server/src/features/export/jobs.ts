import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { ExportJob, StartExportResponse } from '@orrery/core/api/export';
import type { Kysely, Selectable } from 'kysely';
import type { Database, ExportJobsTable } from '../../db/schema';
import type { AppDeps } from '../../http/context';
import { AppError } from '../../http/errors';
import { newId } from '../../lib/ids';
import { countExportedReadings, exportArchive } from './archive';

export const EXPORT_PATH = '/api/me/export';
export const EXPORT_JOBS_PATH = '/api/me/exports';

/** A ready archive is kept this long for its owner to download. */
const READY_FOR_MS = 24 * 60 * 60 * 1000;
/** A running job writes progress at least every page of readings; this much silence means its server died. */
const STALE_AFTER_MS = 5 * 60 * 1000;

type JobRow = Selectable<ExportJobsTable>;
type StoreDeps = Pick<AppDeps, 'database' | 'env'>;

export function exportsDir(dataDir: string): string {
  return path.join(dataDir, 'exports');
}

/** Job ids are ours (UUIDv7), so a path built from one never leaves the folder. */
const archivePath = (dataDir: string, jobId: string) => path.join(exportsDir(dataDir), `${jobId}.zip`);

export const exportFileName = (at: Date) => `orrery-data-${at.toISOString().slice(0, 10)}.zip`;

function present(row: JobRow, now: Date): ExportJob {
  const stale = row.status === 'running' && Date.parse(row.updated_at) < now.getTime() - STALE_AFTER_MS;
  return {
    id: row.id,
    status: stale ? 'failed' : row.status,
    progress: row.progress,
    downloadUrl: row.status === 'ready' ? `${EXPORT_JOBS_PATH}/${row.id}/download` : null,
    expiresAt: row.expires_at,
  };
}

/**
 * "Download my data": a small account downloads at once; a large one gets a job, run in this
 * process, that writes its progress to the database (so any server can report it) and the
 * archive to DATA_DIR/exports (which, like avatars, every server shares). A second click while
 * one runs follows the same job.
 */
export async function startExport(
  deps: AppDeps,
  userId: string,
  now: Date,
  /** Counts a new archive against the caller's budget (the direct download counts its own). */
  beforeNewJob: () => Promise<void>,
): Promise<StartExportResponse> {
  const { db } = deps.database;
  const readings = await countExportedReadings(db, userId);
  if (readings <= deps.env.EXPORT_DIRECT_MAX_READINGS) return { kind: 'direct', downloadUrl: EXPORT_PATH };
  const running = await db
    .selectFrom('export_jobs')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', 'running')
    .where('updated_at', '>=', new Date(now.getTime() - STALE_AFTER_MS).toISOString())
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (running) return { kind: 'job', job: present(running, now) };
  await beforeNewJob();
  const at = now.toISOString();
  const job = await db
    .insertInto('export_jobs')
    .values({
      id: newId(now.getTime()),
      user_id: userId,
      status: 'running',
      progress: 0,
      created_at: at,
      updated_at: at,
      expires_at: new Date(now.getTime() + READY_FOR_MS).toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  void runExport(deps, job.id, userId, now);
  return { kind: 'job', job: present(job, now) };
}

async function runExport(deps: AppDeps, jobId: string, userId: string, now: Date): Promise<void> {
  const { db } = deps.database;
  const target = archivePath(deps.env.DATA_DIR, jobId);
  const partial = `${target}.part`;
  const update = async (values: Partial<Pick<JobRow, 'status' | 'progress' | 'expires_at'>>) => {
    await db
      .updateTable('export_jobs')
      .set({ ...values, updated_at: new Date().toISOString() })
      .where('id', '=', jobId)
      .execute();
  };
  try {
    await fsp.mkdir(exportsDir(deps.env.DATA_DIR), { recursive: true });
    // The last few percent are the ledger, payments and feedback, and closing the file.
    const archive = exportArchive(db, userId, now, (done) => update({ progress: Math.floor(done * 95) }));
    await pipeline(Readable.fromWeb(archive as WebReadableStream<Uint8Array>), fs.createWriteStream(partial));
    await fsp.rename(partial, target);
    await update({
      status: 'ready',
      progress: 100,
      expires_at: new Date(Date.now() + READY_FOR_MS).toISOString(),
    });
  } catch (error) {
    deps.logger.error('data export failed', {
      jobId,
      error: error instanceof Error ? error.message : String(error),
    });
    await fsp.rm(partial, { force: true });
    await update({ status: 'failed' }).catch(() => {});
  }
}

async function ownJob(db: Kysely<Database>, userId: string, jobId: string): Promise<JobRow> {
  const row = await db
    .selectFrom('export_jobs')
    .selectAll()
    .where('id', '=', jobId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  // Another user's job answers exactly like a missing one.
  if (!row) throw new AppError('not_found', 'Export not found.');
  return row;
}

export async function exportJobStatus(
  db: Kysely<Database>,
  userId: string,
  jobId: string,
  now: Date,
): Promise<ExportJob> {
  return present(await ownJob(db, userId, jobId), now);
}

/** The ready archive as a stream, or 404 when it is not ready or has expired. */
export async function readExport(deps: AppDeps, userId: string, jobId: string, now: Date) {
  const row = await ownJob(deps.database.db, userId, jobId);
  if (row.status !== 'ready' || Date.parse(row.expires_at) <= now.getTime()) {
    throw new AppError('not_found', 'This export is not ready, or has expired.');
  }
  const file = archivePath(deps.env.DATA_DIR, row.id);
  const size = (await fsp.stat(file).catch(() => null))?.size;
  if (size === undefined) throw new AppError('not_found', 'This export is no longer available.');
  return {
    body: Readable.toWeb(fs.createReadStream(file)) as ReadableStream<Uint8Array>,
    size,
    fileName: exportFileName(new Date(row.created_at)),
  };
}

async function removeJobs(deps: StoreDeps, rows: Pick<JobRow, 'id'>[]): Promise<number> {
  if (rows.length === 0) return 0;
  for (const row of rows) {
    const file = archivePath(deps.env.DATA_DIR, row.id);
    await Promise.all([fsp.rm(file, { force: true }), fsp.rm(`${file}.part`, { force: true })]);
  }
  const ids = rows.map((row) => row.id);
  await deps.database.db.deleteFrom('export_jobs').where('id', 'in', ids).execute();
  return rows.length;
}

/**
 * Run by the sweeper on every server: archives past their time are deleted with their rows, and
 * a job whose server died is marked failed (its owner can start another).
 */
export async function pruneExports(deps: StoreDeps, now: Date): Promise<number> {
  const { db } = deps.database;
  await db
    .updateTable('export_jobs')
    .set({ status: 'failed', updated_at: now.toISOString() })
    .where('status', '=', 'running')
    .where('updated_at', '<', new Date(now.getTime() - STALE_AFTER_MS).toISOString())
    .execute();
  const expired = await db
    .selectFrom('export_jobs')
    .select('id')
    .where('expires_at', '<', now.toISOString())
    .execute();
  return removeJobs(deps, expired);
}

/** A deleted account's archives go at once: they hold everything the deletion erases. */
export async function removeUserExports(deps: StoreDeps, userId: string): Promise<void> {
  const rows = await deps.database.db
    .selectFrom('export_jobs')
    .select('id')
    .where('user_id', '=', userId)
    .execute();
  await removeJobs(deps, rows);
}
