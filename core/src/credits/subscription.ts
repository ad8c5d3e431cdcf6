export interface SubscriptionFields {
  subscription_type: string | null;
  subscription_status: string | null;
}

/** The spec's definition: a subscription-type profile whose status is active. */
export function isActiveSubscriber(profile: SubscriptionFields): boolean {
  return profile.subscription_type === 'subscription' && profile.subscription_status === 'active';
}
