import type { Context, Next } from 'hono';
import type { AppBindings } from './context';
import { AppError } from './errors';

/** Deeper than any body of ours needs; the walk below stops here. */
const MAX_NESTING = 32;
const NUL_MESSAGE = 'must not contain a NUL character';
const CONTROL_MESSAGE = 'must not contain control characters';
const NESTING_MESSAGE = `must not nest deeper than ${MAX_NESTING} levels`;

/** C0 controls and DEL, except tab, line feed and carriage return, which text may hold. */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's purpose
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** How JSON spells those characters (it cannot carry them raw). */
const ESCAPED_CONTROL = /\\u00(?:0[0-8bcef]|1[0-9a-f]|7f)/i;

function refuse(path: string, message: string): never {
  throw new AppError('validation_failed', `${path}: ${message}`, {
    fields: [{ path, message, code: 'control_character' }],
  });
}

function checkText(text: string, path: string): void {
  const found = CONTROL.exec(text);
  if (found) refuse(path, found[0] === '\u0000' ? NUL_MESSAGE : CONTROL_MESSAGE);
}

/**
 * Walks a parsed JSON body without recursion, so a hostile nesting depth is refused with a 400
 * instead of overflowing the stack; every key and string is checked on the way.
 */
function checkJson(root: unknown): void {
  const pending: { value: unknown; path: string[] }[] = [{ value: root, path: [] }];
  while (pending.length > 0) {
    const { value, path } = pending.pop()!;
    const where = path.join('.') || '(body)';
    if (typeof value === 'string') checkText(value, where);
    else if (value && typeof value === 'object') {
      if (path.length >= MAX_NESTING) refuse(where, NESTING_MESSAGE);
      for (const [key, child] of Object.entries(value)) {
        checkText(key, [...path, key].join('.'));
        pending.push({ value: child, path: [...path, key] });
      }
    }
  }
}

function checkFields(fields: Iterable<[string, unknown]>): void {
  for (const [key, value] of fields) {
    checkText(key, key || '(body)');
    if (typeof value === 'string') checkText(value, key);
  }
}

/**
 * What a URL needs before it can hide a control character: an escape, a query, or a character
 * outside printable ASCII (which the URL parser would escape). Most URLs have none of them and
 * are not parsed at all.
 */
const MAY_CARRY_CONTROL = /[%?]|[^\x20-\x7e]/;

/** GET and HEAD requests never carry a body, in Node's server as in the Fetch standard. */
export function hasNoBody(method: string): boolean {
  return method === 'GET' || method === 'HEAD';
}

/**
 * A NUL or other control character is never meaningful in our text, and PostgreSQL refuses to
 * store a NUL (SQLite keeps it and truncates it in places), so they are refused at the edge, with
 * the field they were in, before any handler or better-auth sees them, in whichever form the body
 * comes: JSON, a URL-encoded or multipart form (better-auth reads forms too), or anything else.
 */
export function refuseNulCharacters(
  skipBody: (path: string) => boolean,
): (c: Context<AppBindings>, next: Next) => Promise<void> {
  // Not an async function: a request without a body passes with no promise of its own.
  return (c, next) => {
    if (MAY_CARRY_CONTROL.test(c.req.url)) {
      const url = new URL(c.req.url);
      const escaped = /%(0[0-8bcef]|1[0-9a-f]|7f)/i.exec(url.pathname);
      if (escaped) refuse('(path)', escaped[1] === '00' ? NUL_MESSAGE : CONTROL_MESSAGE);
      for (const [key, value] of url.searchParams) {
        checkText(key, '(query)');
        checkText(value, key);
      }
    }
    if (hasNoBody(c.req.method) || !c.req.raw.body || skipBody(c.req.path)) return next();
    return checkBody(c, next);
  };
}

async function checkBody(c: Context<AppBindings>, next: Next): Promise<void> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (type.includes('multipart/form-data')) {
    const form = await c.req.raw
      .clone()
      .formData()
      .catch(() => null);
    if (form) checkFields(form.entries());
    return next();
  }
  const text = await c.req.raw.clone().text();
  if (type.includes('json')) {
    // JSON can only carry a control character as an escape; most bodies are cleared by this scan alone.
    if (!ESCAPED_CONTROL.test(text)) return next();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return next(); // the route's own parser reports the broken JSON
    }
    checkJson(parsed);
  } else if (type.includes('application/x-www-form-urlencoded')) {
    checkFields(new URLSearchParams(text));
  } else {
    checkText(text, '(body)');
  }
  return next();
}
