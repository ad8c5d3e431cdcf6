import { t } from '@/i18n/i18n';
import { ApiRequestError } from '@/lib/api';

/** What a screen says when the server refused a blocked account, in the reader's language. */
export function blockedMessage(): string {
  return t('auth.error.blocked');
}

/** The server refuses blocked accounts with this code; screens then show blockedMessage() and go to /app. */
export function isBlockedError(error: unknown): boolean {
  return error instanceof ApiRequestError && error.code === 'account_blocked';
}

/** What a form says about a failure: why, when the account is blocked, else its own words. */
export function failureMessage(error: unknown, otherwise: string): string {
  return isBlockedError(error) ? blockedMessage() : otherwise;
}
