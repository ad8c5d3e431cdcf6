import type {
  CancelResponse,
  CheckoutRequest,
  PlanChangeResponse,
  RefreshResponse,
  ResumeResponse,
} from '@orrery/core/api/billing';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { meQueryKey, useSession, useSetBalance } from '@/features/auth/session';
import { api, call } from '@/lib/api';

export const subscriptionQueryKey = ['billing', 'subscription'] as const;
export const creditHistoryQueryKey = ['billing', 'credit-history'] as const;
/** Subscribers' status is looked at again every 10 minutes, as renewals happen on the server. */
const SUBSCRIPTION_POLL_MS = 10 * 60_000;

export function useTiers() {
  return useQuery({
    queryKey: ['billing', 'tiers'],
    queryFn: () => call(api.billing.tiers.$get()),
    staleTime: 5 * 60_000,
  });
}

export function useSubscription() {
  const { data: me } = useSession();
  return useQuery({
    queryKey: subscriptionQueryKey,
    queryFn: () => call(api.billing.subscription.$get()),
    enabled: Boolean(me),
    refetchInterval: me?.isSubscriber ? SUBSCRIPTION_POLL_MS : false,
  });
}

export function useCreditHistory(limit = 20) {
  return useQuery({
    queryKey: [...creditHistoryQueryKey, limit],
    queryFn: () => call(api.me['credit-history'].$get({ query: { limit: String(limit) } })),
  });
}

/** Everything that shows credits or the plan is read again after the balance changed on the server. */
export function useAfterBalanceChange() {
  const queryClient = useQueryClient();
  const setBalance = useSetBalance();
  return (balance?: number) => {
    if (balance !== undefined) setBalance(balance);
    void queryClient.invalidateQueries({ queryKey: meQueryKey });
    void queryClient.invalidateQueries({ queryKey: ['billing'] });
  };
}

export function useStartCheckout() {
  return useMutation({
    mutationFn: (request: CheckoutRequest) => call(api.billing.checkout.$post({ json: request })),
    onSuccess: (checkout) => window.location.assign(checkout.url),
  });
}

export function useRefreshCredits() {
  const afterChange = useAfterBalanceChange();
  return useMutation({
    mutationFn: (): Promise<RefreshResponse> => call(api.billing.subscription.refresh.$post()),
    onSuccess: (answer) => afterChange(answer.balance),
  });
}

export function useCancelSubscription() {
  const afterChange = useAfterBalanceChange();
  return useMutation({
    mutationFn: (): Promise<CancelResponse> =>
      call(api.billing.subscription.cancel.$post({ json: { reason: 'user_requested' } })),
    onSuccess: () => afterChange(),
  });
}

export function useResumeSubscription() {
  const afterChange = useAfterBalanceChange();
  return useMutation({
    mutationFn: (): Promise<ResumeResponse> => call(api.billing.subscription.resume.$post()),
    onSuccess: () => afterChange(),
  });
}

/** What moving to `tierId` would cost and give now; fetched only while a change is being considered. */
export function usePlanQuote(tierId: number | null) {
  return useQuery({
    queryKey: ['billing', 'plan-quote', tierId],
    queryFn: () => call(api.billing.subscription.plan.$get({ query: { tierId: String(tierId ?? '') } })),
    enabled: tierId !== null,
    staleTime: 0,
  });
}

export function useChangePlan() {
  const afterChange = useAfterBalanceChange();
  return useMutation({
    mutationFn: (tierId: number): Promise<PlanChangeResponse> =>
      call(api.billing.subscription.plan.$post({ json: { tierId } })),
    onSuccess: (answer) => afterChange(answer.balance),
  });
}
