import type { SubscriptionView } from '@orrery/core/api/billing';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { ResumeSubscriptionDialog } from './PlanDialogs';
import { useCancelSubscription, useRefreshCredits, useSubscription } from './use-billing';
import { formatDate } from '@/lib/dates';

const renewalDate = (iso: string | null) => formatDate(iso) ?? 'Not scheduled';

/** The plan's state in the words both subscription cards (dashboard and profile) use. */
export function subscriptionStatusText(view: SubscriptionView): string {
  switch (view.subscriptionStatus) {
    case 'active':
      return 'Active';
    case 'past_due':
      return 'Payment failed: the provider is retrying';
    case 'cancelled':
      return view.nextRenewalDate
        ? `Cancelled: access until ${renewalDate(view.nextRenewalDate)}`
        : 'Cancelled';
    default:
      return 'None';
  }
}

/**
 * Shown only when a monthly refresh is due (a missed renewal, or the first month): adds this
 * month's credits and the rollover, once per billing period however often it is pressed.
 */
export function RefreshCreditsButton({ view }: { view: SubscriptionView }) {
  const refresh = useRefreshCredits();
  if (!view.needsRefresh && !refresh.isSuccess) return null;
  return (
    <div className="mt-5">
      {refresh.isSuccess ? (
        <p role="status" className="text-sm text-emerald-200">
          Credits Refreshed! +{refresh.data.creditsAdded} credits
          {refresh.data.rolloverCredits > 0 ? ` (${refresh.data.rolloverCredits} rolled over)` : ''}; your
          balance is now {refresh.data.balance}.
        </p>
      ) : (
        <Button size="sm" onClick={() => refresh.mutate()} disabled={refresh.isPending}>
          <RefreshCw className="h-4 w-4" aria-hidden />
          {refresh.isPending ? 'Refreshing...' : 'Refresh Monthly Credits'}
        </Button>
      )}
      {refresh.isError && (
        <FormError className="mt-3" title="Refresh Failed" message={refresh.error.message} />
      )}
    </div>
  );
}

function CancelSubscriptionDialog({
  view,
  onCancelled,
}: {
  view: SubscriptionView;
  onCancelled: () => void;
}) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelSubscription();
  return (
    <Dialog open={open} onOpenChange={(next) => !cancel.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          Cancel Subscription
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Cancel your subscription?"
        description={`Your ${view.subscriptionTier ?? ''} plan stays active until ${renewalDate(view.nextRenewalDate)}. No further payment is taken and no new monthly credits are added; the credits you have stay yours.`}
      >
        {cancel.isError && (
          <FormError className="mt-4" title="Cancellation Failed" message={cancel.error.message} />
        )}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="ghost" disabled={cancel.isPending}>
              Keep Subscription
            </Button>
          </DialogClose>
          <Button
            variant="danger"
            disabled={cancel.isPending}
            onClick={() =>
              cancel.mutate(undefined, {
                onSuccess: () => {
                  setOpen(false);
                  onCancelled();
                },
              })
            }
          >
            {cancel.isPending ? 'Cancelling...' : 'Yes, Cancel Subscription'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** The profile's subscription card: plan, status, renewal, rollover, and Cancel for active plans. */
export function SubscriptionPanel({ balance }: { balance: number }) {
  const subscription = useSubscription();
  const [cancelledNow, setCancelledNow] = useState(false);
  const [resumedNow, setResumedNow] = useState(false);
  const view = subscription.data;

  if (subscription.isError) {
    return (
      <Card>
        <h2 className="text-xl text-slate-50">Subscription</h2>
        <FormError className="mt-3" message="Failed to check subscription status" />
      </Card>
    );
  }
  if (!view) return null;
  if (!view.subscriptionStatus) {
    return (
      <Card>
        <h2 className="text-xl text-slate-50">Subscription</h2>
        <p className="mt-3 text-sm text-slate-300">
          You have no subscription. You have {balance} credits.{' '}
          <Link to="/pricing" className="text-gold-300 underline">
            See plans and credit packs
          </Link>
        </p>
      </Card>
    );
  }
  const wasActive = view.subscriptionStatus !== 'cancelled';
  return (
    <Card>
      <h2 className="text-xl text-slate-50">Subscription</h2>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-400">Plan</dt>
          <dd className="text-slate-100">{view.subscriptionTier}</dd>
        </div>
        <div>
          <dt className="text-slate-400">Status</dt>
          <dd className="text-slate-100">{subscriptionStatusText(view)}</dd>
        </div>
        <div>
          <dt className="text-slate-400">{wasActive ? 'Next renewal' : 'Access ends'}</dt>
          <dd className="text-slate-100">{renewalDate(view.nextRenewalDate)}</dd>
        </div>
        <div>
          <dt className="text-slate-400">Credits per month</dt>
          <dd className="text-slate-100">{view.creditsPerMonth}</dd>
        </div>
        <div>
          <dt className="text-slate-400">Credits remaining</dt>
          <dd className="text-slate-100">{view.creditsRemaining}</dd>
        </div>
        <div>
          <dt className="text-slate-400">Rolled over last renewal</dt>
          <dd className="text-slate-100">{view.rolloverCredits}</dd>
        </div>
      </dl>
      {cancelledNow && (
        <p role="status" className="mt-4 text-sm text-emerald-200">
          Subscription Cancelled. Your plan stays active until {renewalDate(view.nextRenewalDate)}.
        </p>
      )}
      {resumedNow && (
        <p role="status" className="mt-4 text-sm text-emerald-200">
          Subscription resumed. It renews on {renewalDate(view.nextRenewalDate)}.
        </p>
      )}
      <RefreshCreditsButton view={view} />
      {view.isSubscriber && (
        <div className="mt-5 flex flex-wrap items-center gap-3">
          <CancelSubscriptionDialog
            view={view}
            onCancelled={() => {
              setCancelledNow(true);
              setResumedNow(false);
            }}
          />
          <Button asChild variant="outline" size="sm">
            <Link to="/pricing">Change plan</Link>
          </Button>
        </div>
      )}
      {view.resumable && (
        <div className="mt-5">
          <ResumeSubscriptionDialog
            view={view}
            onResumed={() => {
              setResumedNow(true);
              setCancelledNow(false);
            }}
          />
        </div>
      )}
    </Card>
  );
}
