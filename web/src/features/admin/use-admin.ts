import { ADMIN_MESSAGES as SPEC_MESSAGES } from '@orrery/core/api/admin-messages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type MessageKey, t } from '@/i18n/i18n';
import { api, call, isApiError } from '@/lib/api';

export const adminStatusKey = ['admin', 'status'] as const;
export const adminDataKey = ['admin', 'data'] as const;

/** Whether this session has passed the step-up, and whether TOTP is enrolled or required. */
export function useAdminStatus(enabled = true) {
  return useQuery({
    queryKey: adminStatusKey,
    queryFn: () => call(api.admin.status.$get()),
    enabled,
    staleTime: 0,
    retry: false,
  });
}

/**
 * What a failed admin call shows: the spec's message for the action, or none when the step-up
 * ran out (the prompt comes back instead, once the status is read again).
 */
export function useAdminFailure() {
  const queryClient = useQueryClient();
  return useCallback(
    (error: unknown, fallback: string): string | undefined => {
      if (isApiError(error, 'step_up_required') || isApiError(error, 'admin_required')) {
        void queryClient.invalidateQueries({ queryKey: adminStatusKey });
        return undefined;
      }
      if (isApiError(error, 'validation_failed') || isApiError(error, 'insufficient_credits')) {
        return `${fallback}: ${error.fields[0]?.message ?? error.message}`;
      }
      if (
        isApiError(error, 'last_admin') ||
        isApiError(error, 'admin_self_action') ||
        isApiError(error, 'rate_limited')
      ) {
        return `${fallback}: ${error.message}`;
      }
      return fallback;
    },
    [queryClient],
  );
}

/**
 * The spec's admin messages in the reader's language: each is read from the `admin` catalogue
 * part when it is shown (the server keeps the spec's English for its own error bodies).
 */
export const ADMIN_MESSAGES = Object.defineProperties(
  {},
  Object.fromEntries(
    Object.keys(SPEC_MESSAGES).map((key) => [
      key,
      { enumerable: true, get: () => t(`admin.msg.${key}` as MessageKey) },
    ]),
  ),
) as Record<keyof typeof SPEC_MESSAGES, string>;
