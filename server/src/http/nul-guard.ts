import type { MiddlewareHandler } from 'hono';
import type { AppBindings } from './context';
import { AppError } from './errors';

const NUL = '\u0000';
const MESSAGE = 'must not contain a NUL character';

function refuse(path: string): never {
  throw new AppError('validation_failed', `${path}: ${MESSAGE}`, { fields: [{ path, message: MESSAGE }] });
}

/** The dotted path of the first string holding a NUL, e.g. "input.question". */
function nulPath(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? path.join('.') || '(body)' : null;
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key.includes(NUL)) return [...path, key].join('.');
      const found = nulPath(child, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/**
 * A NUL character is never meaningful in our text, and PostgreSQL refuses to store one (SQLite
 * keeps it and truncates it in places), so it is refused at the edge, with the field it was in,
 * before any handler or better-auth sees it.
 */
export function refuseNulCharacters(skipBody: (path: string) => boolean): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    if (/%00/.test(url.pathname)) refuse('(path)');
    for (const [key, value] of url.searchParams) {
      if (key.includes(NUL) || value.includes(NUL)) refuse(key.replaceAll(NUL, '') || '(query)');
    }
    const type = c.req.header('content-type') ?? '';
    if (c.req.raw.body && type.includes('json') && !skipBody(c.req.path)) {
      const text = await c.req.raw.clone().text();
      // JSON can only carry a NUL as an escape; most bodies are cleared by this scan alone.
      if (/\\u0000/i.test(text)) {
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          return next(); // the route's own parser reports the broken JSON
        }
        const path = nulPath(parsed);
        if (path) refuse(path);
      }
    }
    return next();
  };
}
