import type { ErrorCode, FieldIssue } from '@orrery/core/api/errors';
import { ADMIN_MESSAGES } from '@orrery/core/api/admin-messages';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { MAX_BALANCE } from '@orrery/core/credits/balance';

/**
 * The one catalogue of errors the API can answer with. Handlers throw `AppError(code)`; the
 * error middleware turns it into `{error: {code, message}}` with the status listed here.
 */
export const errorCatalogue = {
  bad_request: { status: 400, message: 'The request is not valid.' },
  invalid_json: { status: 400, message: 'The request body is not valid JSON.' },
  validation_failed: { status: 400, message: 'Some fields are not valid.' },
  payload_too_large: { status: 413, message: 'The request body is too large.' },
  unsupported_media_type: { status: 415, message: 'Send the request body as application/json.' },
  unauthenticated: { status: 401, message: 'Please sign in to continue.' },
  account_blocked: { status: 403, message: 'Your account has been blocked. Please contact support.' },
  account_deleted: { status: 401, message: 'This account has been deleted.' },
  forbidden: { status: 403, message: 'You do not have access to this.' },
  admin_required: { status: 403, message: ADMIN_MESSAGES.accessDenied },
  step_up_required: { status: 403, message: 'Please confirm your admin password to continue.' },
  incorrect_password: { status: 403, message: ADMIN_MESSAGES.incorrectPassword },
  incorrect_totp: { status: 403, message: 'Incorrect authentication code' },
  totp_enrolment_required: {
    status: 403,
    message: 'Set up two-factor authentication on your profile page before opening the admin panel.',
  },
  last_admin: { status: 409, message: 'The last admin cannot be removed.' },
  admin_self_action: {
    status: 409,
    message: 'You cannot change the credits, role or status of your own account, or delete it here.',
  },
  email_not_verified: {
    status: 403,
    message: 'Please confirm your email address first. We sent you a link when you signed up.',
  },
  undo_link_invalid: {
    status: 410,
    message: 'This link has expired or is not valid. Links to undo a change of address work for 7 days.',
  },
  csrf_rejected: { status: 403, message: 'This request came from an untrusted origin.' },
  not_found: { status: 404, message: 'Not found.' },
  conflict: { status: 409, message: 'This conflicts with the current state.' },
  idempotency_key_reused: {
    status: 422,
    message: 'This idempotency key was already used for a different request. Send a new key.',
  },
  insufficient_credits: { status: 402, message: 'Insufficient credits' },
  credit_limit: {
    status: 422,
    message: `A balance cannot exceed ${MAX_BALANCE.toLocaleString('en-GB')} credits.`,
  },
  card_declined: { status: 402, message: 'Your card was declined. No payment was taken.' },
  webhook_rejected: { status: 400, message: 'The event signature could not be verified.' },
  subscription_required: { status: 403, message: 'User does not have an active subscription' },
  subscription_tier_missing: { status: 409, message: 'User subscription missing tier information' },
  invalid_tier: { status: 409, message: 'Invalid tier ID' },
  refresh_not_due: { status: 409, message: 'The next renewal has not come yet.' },
  ambiguous_local_time: {
    status: 400,
    message: 'This birth time happens twice or not at all in that place.',
  },
  generation_failed: {
    status: 503,
    message: 'Generation failed. Your credits have been refunded. Please try again.',
  },
  voice_session_ended: {
    status: 409,
    message: 'This voice session has ended. Start a new one to ask more.',
  },
  voice_used: {
    status: 409,
    message: 'The voice guide for this reading has been used. Reactivate it to talk again.',
  },
  voice_agent_unavailable: {
    status: 503,
    message: 'The voice agent is not available right now. You can still type your questions to the guide.',
  },
  rate_limited: { status: 429, message: 'Too many attempts. Please wait a moment and try again.' },
  service_unavailable: { status: 503, message: 'Service temporarily unavailable' },
  internal: { status: 500, message: 'Something went wrong on our side. Please try again.' },
} as const satisfies Record<ErrorCode, { status: ContentfulStatusCode; message: string }>;

export type { ErrorCode, FieldIssue };

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: { fields?: FieldIssue[]; [key: string]: unknown } | undefined;

  constructor(code: ErrorCode, message?: string, details?: AppError['details']) {
    super(message ?? errorCatalogue[code].message);
    this.code = code;
    this.details = details;
  }

  get status(): ContentfulStatusCode {
    return errorCatalogue[this.code].status;
  }
}
