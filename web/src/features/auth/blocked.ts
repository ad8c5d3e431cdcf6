import { ApiRequestError } from '@/lib/api';

export const BLOCKED_MESSAGE = 'Your account has been blocked. Please contact support.';

/** The server refuses blocked accounts with this code; screens then show BLOCKED_MESSAGE and go to /app. */
export function isBlockedError(error: unknown): boolean {
  return error instanceof ApiRequestError && error.code === 'account_blocked';
}
