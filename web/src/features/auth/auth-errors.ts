import { MAX_NAME_LENGTH } from '@orrery/core/readings/validate';
import { ApiRequestError, NETWORK_ERROR_MESSAGE } from '@/lib/api';
import { AuthRequestError } from '@/lib/auth-request';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid login credentials';
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many attempts. Please wait a moment and try again.';
export const ACCOUNT_EXISTS_MESSAGE = 'An account with this email already exists. Sign in instead.';
export const PASSWORD_TOO_SHORT_MESSAGE = 'Use a password of at least 8 characters.';
export const NAME_TOO_LONG_MESSAGE = `Please use at most ${MAX_NAME_LENGTH} characters for your name.`;
export const AUTH_FAILED_MESSAGE = 'Authentication failed. Please try again.';

// better-auth's error codes for the email sign-in and sign-up endpoints.
const MESSAGE_BY_AUTH_CODE: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: INVALID_CREDENTIALS_MESSAGE,
  USER_ALREADY_EXISTS: ACCOUNT_EXISTS_MESSAGE,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: ACCOUNT_EXISTS_MESSAGE,
  PASSWORD_TOO_SHORT: PASSWORD_TOO_SHORT_MESSAGE,
  NAME_TOO_LONG: NAME_TOO_LONG_MESSAGE,
};

/** Codes whose message from our server is already written for the user. */
const SERVER_WORDED_CODES = new Set(['PASSWORD_TOO_WEAK', 'INVALID_ORIGIN', 'MISSING_OR_NULL_ORIGIN']);

/**
 * What the sign-in screen says about a failure, decided by status and code only: our API's
 * codes for what comes after the password check, better-auth's for the check itself.
 */
export function authErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.code === 'network_error') return NETWORK_ERROR_MESSAGE;
    if (error.code === 'rate_limited') return TOO_MANY_ATTEMPTS_MESSAGE;
    // A deleted or blocked account passes the password check and is refused by our API.
    if (error.code === 'account_deleted' || error.code === 'account_blocked') return error.message;
    return AUTH_FAILED_MESSAGE;
  }
  if (error instanceof AuthRequestError) {
    if (error.status === 429) return TOO_MANY_ATTEMPTS_MESSAGE;
    // The server's advice names what makes this password guessable, or at which address the
    // site accepts sign-ins when this page was opened at another one.
    if (error.code && SERVER_WORDED_CODES.has(error.code) && error.message) return error.message;
    const known = error.code ? MESSAGE_BY_AUTH_CODE[error.code] : undefined;
    if (known) return known;
    if (error.status === 401) return INVALID_CREDENTIALS_MESSAGE;
  }
  return AUTH_FAILED_MESSAGE;
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
  if (SECURITY_VALIDATION_ERRORS.has(error)) {
    return 'Authentication failed due to security validation. Please try signing in again.';
  }
  return params.get('error_description') || 'Authentication failed. Please try again.';
}
