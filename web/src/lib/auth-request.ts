import { isRecord, networkError } from './api';

/**
 * better-auth's own endpoints (sign-in, sign-up, sign-out) are not part of the typed API; their
 * answers come back unread for the caller to check, and failures carry better-auth's codes.
 */
export async function authRequest(path: string, body: unknown): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(`/api/auth/${path}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw networkError();
  }
  const answer: unknown = await response.json().catch(() => null);
  if (response.ok) return answer;
  const code = isRecord(answer) && typeof answer.code === 'string' ? answer.code : null;
  const message = isRecord(answer) && typeof answer.message === 'string' ? answer.message : '';
  throw new AuthRequestError(response.status, code, message);
}

/** A refusal from better-auth: `code` is its own (e.g. INVALID_EMAIL_OR_PASSWORD). */
export class AuthRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | null,
    message: string,
  ) {
    super(message);
  }
}
