export interface SubscriptionFields {
  subscription_type: string | null;
  subscription_status: string | null;
}

/** An active subscriber has a subscription-type profile whose status is active (not cancelled). */
export function isActiveSubscriber(profile: SubscriptionFields): boolean {
  return profile.subscription_type === 'subscription' && profile.subscription_status === 'active';
}
