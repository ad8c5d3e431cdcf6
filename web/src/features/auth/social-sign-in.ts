import type { PublicConfig } from '@orrery/core/api/account';
import { ApiRequestError, isRecord } from '@/lib/api';
import { authRequest } from '@/lib/auth-request';

export interface SocialProvider {
  id: string;
  name: string;
}

/** The configured providers, in the order the sign-in screens list them. */
export function socialProviders(
  config: PublicConfig | undefined,
  { includeApple }: { includeApple: boolean },
): SocialProvider[] {
  const providers = config?.providers;
  return [
    ...(providers?.google ? [{ id: 'google', name: 'Google' }] : []),
    ...(includeApple && providers?.apple ? [{ id: 'apple', name: 'Apple' }] : []),
    ...(providers?.oidc ?? []),
  ];
}

/**
 * Leaves for the provider's sign-in page; the callback page brings the visitor back to
 * `returnUrl` (a same-site path), where session storage still holds what they were doing.
 */
export async function startSocialSignIn(provider: string, returnUrl: string): Promise<void> {
  const callbackURL = `/auth/callback?returnUrl=${encodeURIComponent(returnUrl)}`;
  const answer = await authRequest('sign-in/social', {
    provider,
    callbackURL,
    errorCallbackURL: callbackURL,
  });
  if (!isRecord(answer) || typeof answer.url !== 'string') {
    throw new ApiRequestError(200, 'unexpected_response', 'No sign-in address');
  }
  window.location.assign(answer.url);
}
