/** A Storage that lives in memory: for tests, and for browsers that refuse session storage. */
export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();

  get length(): number {
    return this.items.size;
  }

  clear(): void {
    this.items.clear();
  }

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }

  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
}

let fallback: Storage | null = null;

/**
 * Session storage, or memory when the browser refuses it (some private modes): a pending
 * purchase then survives in-app navigation though not a reload.
 */
export function sessionStore(): Storage {
  try {
    const storage = window.sessionStorage;
    storage.getItem('');
    return storage;
  } catch {
    fallback ??= new MemoryStorage();
    return fallback;
  }
}

/** A stored JSON object's fields, or null when the text is not a JSON object (stale or tampered). */
export function parseStoredObject(raw: string): Record<string, unknown> | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}
