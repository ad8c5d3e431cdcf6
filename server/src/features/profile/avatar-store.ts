import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { AvatarMimeType } from '@orrery/core/api/account-rules';

const EXTENSIONS: Record<AvatarMimeType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};
const TYPES_BY_EXTENSION = Object.fromEntries(Object.entries(EXTENSIONS).map(([type, ext]) => [ext, type]));

export const AVATAR_URL_PREFIX = '/api/avatars/';
/** 128 random bits: the name is the only key to the file, so it must not be guessable. */
const NAME_PATTERN = /^[a-f0-9]{32}\.(png|jpg|webp|gif)$/;

/**
 * Avatars live as files under DATA_DIR/avatars with random names. Only names we generated are
 * ever turned into paths, so a request cannot reach outside the folder.
 */
export class AvatarStore {
  private readonly dir: string;

  constructor(dataDir: string) {
    this.dir = path.join(dataDir, 'avatars');
  }

  async save(bytes: Uint8Array, type: AvatarMimeType): Promise<string> {
    await fs.mkdir(this.dir, { recursive: true });
    const name = `${randomBytes(16).toString('hex')}.${EXTENSIONS[type]}`;
    await fs.writeFile(path.join(this.dir, name), bytes, { flag: 'wx' });
    return `${AVATAR_URL_PREFIX}${name}`;
  }

  /** The file and its type for a served name, or null for anything we did not store. */
  async read(name: string): Promise<{ bytes: Buffer; type: string } | null> {
    if (!NAME_PATTERN.test(name)) return null;
    try {
      const bytes = await fs.readFile(path.join(this.dir, name));
      return { bytes, type: TYPES_BY_EXTENSION[name.split('.')[1]!]! };
    } catch {
      return null;
    }
  }

  /** Removes a file we stored; URLs from elsewhere (a social account's picture) are left alone. */
  async remove(url: string | null): Promise<void> {
    if (!url?.startsWith(AVATAR_URL_PREFIX)) return;
    const name = url.slice(AVATAR_URL_PREFIX.length);
    if (!NAME_PATTERN.test(name)) return;
    await fs.rm(path.join(this.dir, name), { force: true });
  }
}
