import { ApiRequestError } from '@/lib/api';
import { AuthRequestError } from '@/lib/auth-request';
import { MAX_NAME_LENGTH } from '@orrery/core/readings/validate';
import { type MessageKey, t } from '@/i18n/i18n';

// better-auth's error codes for the email sign-in and sign-up endpoints.
const MESSAGE_BY_AUTH_CODE: Record<string, MessageKey> = {
  INVALID_EMAIL_OR_PASSWORD: 'auth.error.invalidCredentials',
  USER_ALREADY_EXISTS: 'auth.error.accountExists',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'auth.error.accountExists',
  PASSWORD_TOO_SHORT: 'auth.error.passwordTooShort',
  NAME_TOO_LONG: 'auth.error.nameTooLong',
};

/** Codes whose message from our server is already written for the user. */
const SERVER_WORDED_CODES = new Set(['PASSWORD_TOO_WEAK', 'INVALID_ORIGIN', 'MISSING_OR_NULL_ORIGIN']);

/**
 * What the sign-in screen says about a failure, decided by status and code only: our API's
 * codes for what comes after the password check, better-auth's for the check itself.
 */
export function authErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.code === 'network_error') return error.message;
    if (error.code === 'rate_limited') return t('auth.error.tooManyAttempts');
    // A deleted or blocked account passes the password check and is refused by our API.
    if (error.code === 'account_deleted' || error.code === 'account_blocked') return error.message;
    return t('auth.error.failed');
  }
  if (error instanceof AuthRequestError) {
    if (error.status === 429) return t('auth.error.tooManyAttempts');
    // The server's advice names what makes this password guessable, or at which address the
    // site accepts sign-ins when this page was opened at another one.
    if (error.code && SERVER_WORDED_CODES.has(error.code) && error.message) return error.message;
    const known = error.code ? MESSAGE_BY_AUTH_CODE[error.code] : undefined;
    if (known) return t(known, { max: MAX_NAME_LENGTH });
    if (error.status === 401) return t('auth.error.invalidCredentials');
  }
  return t('auth.error.failed');
}

/**
 * better-auth's callback error codes for a sign-in whose state or PKCE verifier did not check
 * out (an expired or replayed attempt, or another browser's link).
 */
const SECURITY_VALIDATION_ERRORS = new Set([
  'state_mismatch',
  'state_not_found',
  'state_invalid',
  'state_security_mismatch',
  'invalid_code',
  'invalid_code_verifier',
]);

/** The message for a social sign-in that came back with an error, or null when it did not. */
export function describeOAuthError(params: URLSearchParams): string | null {
  const error = params.get('error');
  if (!error) return null;
  if (SECURITY_VALIDATION_ERRORS.has(error)) return t('auth.error.securityValidation');
  return params.get('error_description') || t('auth.error.failed');
}
