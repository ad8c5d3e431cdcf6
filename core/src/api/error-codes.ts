// The API's error codes as plain data, so the browser can recognise them without loading zod.

export const ERROR_CODES = [
  'bad_request',
  'invalid_json',
  'validation_failed',
  'payload_too_large',
  'unsupported_media_type',
  'unauthenticated',
  'account_blocked',
  'account_deleted',
  'forbidden',
  'admin_required',
  'step_up_required',
  'incorrect_password',
  'incorrect_totp',
  'totp_enrolment_required',
  'last_admin',
  'admin_self_action',
  'email_not_verified',
  'undo_link_invalid',
  'csrf_rejected',
  'not_found',
  'conflict',
  'idempotency_key_reused',
  'insufficient_credits',
  'credit_limit',
  'card_declined',
  'webhook_rejected',
  'subscription_required',
  'subscription_tier_missing',
  'invalid_tier',
  'refresh_not_due',
  'ambiguous_local_time',
  'generation_failed',
  'voice_session_ended',
  'voice_used',
  'voice_agent_unavailable',
  'rate_limited',
  'service_unavailable',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return ERROR_CODES.some((code) => code === value);
}

export interface FieldIssue {
  path: string;
  message: string;
  /** zod's issue code ("too_big", "invalid_format"...), so a client can word it in its language. */
  code?: string;
}
