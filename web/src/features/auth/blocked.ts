import { ApiRequestError } from '@/lib/api';

export const BLOCKED_MESSAGE = 'Your account has been blocked. Please contact support.';

/** The server refuses blocked accounts with this code; screens then show BLOCKED_MESSAGE and go to /app. */
export function isBlockedError(error: unknown): boolean {
  return error instanceof ApiRequestError && error.code === 'account_blocked';
}

/** What a form says about a failure: why, when the account is blocked, else its own words. */
export function failureMessage(error: unknown, otherwise: string): string {
  return isBlockedError(error) ? BLOCKED_MESSAGE : otherwise;
}
