import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Selectable } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './index';
import type { ProfilesTable } from './schema';

let dir: string;
let handle: DatabaseHandle;
const file = () => path.join(dir, 'orrery.sqlite');
const row = (credits: number) => ({ id: 'u1', remaining_credits: credits }) as Selectable<ProfilesTable>;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'orrery-profile-rows-'));
  handle = openDatabase({ sqliteFile: file() });
  await sql`create table profiles (id text primary key, remaining_credits integer)`.execute(handle.db);
  await sql`insert into profiles values ('u1', 10), ('u2', 20)`.execute(handle.db);
});
afterEach(async () => {
  await handle.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const setCredits = (db: DatabaseHandle['db'], credits: number) =>
  sql`update profiles set remaining_credits = ${credits} where id = 'u1'`.execute(db);

describe('the SQLite profile row cache', () => {
  it('keeps nothing until its triggers exist', () => {
    const cache = handle.profileRows!;
    cache.set('u1', row(10), cache.startRead());
    expect(cache.get('u1')).toBeUndefined();
  });

  it("forgets a row when a statement on the server's connection changes it", async () => {
    const cache = handle.profileRows!;
    await cache.watch(handle.db);
    cache.set('u1', row(10), cache.startRead());
    expect(cache.get('u1')?.remaining_credits).toBe(10);
    await setCredits(handle.db, 11);
    expect(cache.get('u1')).toBeUndefined();
  });

  it('does not keep a row read while a change was under way', async () => {
    const cache = handle.profileRows!;
    await cache.watch(handle.db);
    const startedAt = cache.startRead();
    await setCredits(handle.db, 12);
    cache.set('u1', row(10), startedAt);
    expect(cache.get('u1')).toBeUndefined();
  });

  it('forgets every row when another connection commits', async () => {
    const cache = handle.profileRows!;
    await cache.watch(handle.db);
    cache.set('u1', row(10), cache.startRead());
    const other = openDatabase({ sqliteFile: file() });
    await sql`update profiles set remaining_credits = 21 where id = 'u2'`.execute(other.db);
    await other.close();
    expect(cache.get('u1')).toBeUndefined();
  });

  it('keeps a row nothing changed', async () => {
    const cache = handle.profileRows!;
    await cache.watch(handle.db);
    cache.set('u1', row(10), cache.startRead());
    await sql`select remaining_credits from profiles`.execute(handle.db);
    expect(cache.get('u1')?.remaining_credits).toBe(10);
  });
});
