import type { MeResponse } from '@orrery/core/api/account';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { meQueryKey } from './session';

/** The spec's browser event name; its detail is `{credits}`. */
export const CREDIT_BALANCE_EVENT = 'creditBalanceUpdated';

export interface CreditBalanceDetail {
  credits: number;
}

/** Tells the header (and anything else listening) the balance the server just reported. */
export function announceCreditBalance(credits: number): void {
  window.dispatchEvent(new CustomEvent<CreditBalanceDetail>(CREDIT_BALANCE_EVENT, { detail: { credits } }));
}

/** Keeps the cached session's balance in step with `creditBalanceUpdated` events. */
export function useCreditBalanceEvents(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    function onUpdate(event: Event) {
      const credits = (event as CustomEvent<Partial<CreditBalanceDetail>>).detail?.credits;
      if (typeof credits !== 'number' || !Number.isFinite(credits)) return;
      queryClient.setQueryData<MeResponse | null>(meQueryKey, (me) =>
        me ? { ...me, balance: credits, profile: { ...me.profile, remaining_credits: credits } } : me,
      );
    }
    window.addEventListener(CREDIT_BALANCE_EVENT, onUpdate);
    return () => window.removeEventListener(CREDIT_BALANCE_EVENT, onUpdate);
  }, [queryClient]);
}
