import type { SubscriptionView, Tier } from '@orrery/core/api/billing';
import { formatPrice } from '@orrery/core/credits/price';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { formatDate } from '@/lib/dates';
import { useChangePlan, usePlanQuote, useResumeSubscription, useTiers } from './use-billing';

const renewalDate = (iso: string | null) => formatDate(iso) ?? 'the renewal date';

/**
 * For a subscription cancelled at the period's end: switches renewals back on. Nothing is
 * charged now; the dialog says when the next payment is taken and how much.
 */
export function ResumeSubscriptionDialog({
  view,
  onResumed,
}: {
  view: SubscriptionView;
  /** The dialog's owner says so: once resumed, the subscription is no longer resumable and this goes. */
  onResumed?: (resumed: SubscriptionView) => void;
}) {
  const [open, setOpen] = useState(false);
  const resume = useResumeSubscription();
  const tiers = useTiers();
  const price = tiers.data?.tiers
    .find((tier) => tier.tierId === view.tierId)
    ?.prices.find((p) => p.billing === 'subscription');
  const monthly = price ? `${formatPrice(price.priceCents, price.currency)} a month` : 'the monthly price';
  return (
    <>
      <Dialog open={open} onOpenChange={(next) => !resume.isPending && setOpen(next)}>
        <DialogTrigger asChild>
          <Button size="sm">Resume subscription</Button>
        </DialogTrigger>
        <DialogContent
          title="Resume your subscription?"
          description={`Nothing is charged now. Your ${view.subscriptionTier ?? ''} plan renews again on ${renewalDate(view.nextRenewalDate)} at ${monthly}, with ${view.creditsPerMonth} credits each month, until you cancel.`}
        >
          {resume.isError && (
            <FormError className="mt-4" title="Could not resume" message={resume.error.message} />
          )}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="ghost" disabled={resume.isPending}>
                Keep it cancelled
              </Button>
            </DialogClose>
            <Button
              disabled={resume.isPending}
              onClick={() =>
                resume.mutate(undefined, {
                  onSuccess: (answer) => {
                    setOpen(false);
                    onResumed?.(answer.subscription);
                  },
                })
              }
            >
              {resume.isPending ? 'Resuming...' : 'Yes, Resume Subscription'}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}

/**
 * The confirmation of a change of plan: the server's quote says what is charged now, what
 * credits come now, and what the plan costs and gives from the next renewal.
 */
export function ChangePlanDialog({ tier, onClose }: { tier: Tier | null; onClose: () => void }) {
  const quote = usePlanQuote(tier?.tierId ?? null);
  const change = useChangePlan();
  const q = quote.data;
  const money = (cents: number) => formatPrice(cents, q?.currency ?? 'EUR');
  const upgrade = q?.direction === 'upgrade';
  const title = tier ? `${upgrade ? 'Upgrade' : 'Switch'} to ${tier.name}?` : '';
  const description = !q
    ? 'Working out the price for the rest of this month...'
    : upgrade
      ? `You pay ${money(q.chargeCents)} now for the rest of this month (the price difference until ${renewalDate(q.nextRenewalDate)}) and get ${q.creditsNow} more credits at once. From ${renewalDate(q.nextRenewalDate)} your plan renews at ${money(q.priceCents)} a month with ${q.creditsPerMonth} credits.`
      : `Nothing is charged now and you keep this month's credits. From ${renewalDate(q.nextRenewalDate)} your plan renews at ${money(q.priceCents)} a month with ${q.creditsPerMonth} credits${q.creditNoteCents > 0 ? `, and ${money(q.creditNoteCents)} for the unused part of your ${q.fromTier} plan is taken off that payment` : ''}.`;
  return (
    <>
      {change.isSuccess && (
        <p role="status" className="mt-4 text-center text-sm text-emerald-200">
          Your plan is now {change.data.subscription.subscriptionTier}.{' '}
          {change.data.change.creditsNow > 0
            ? `+${change.data.change.creditsNow} credits; your balance is now ${change.data.balance}.`
            : `The new price and credits apply from ${renewalDate(change.data.change.nextRenewalDate)}.`}
        </p>
      )}
      <Dialog open={tier !== null} onOpenChange={(next) => !next && !change.isPending && onClose()}>
        <DialogContent title={title} description={description}>
          {(quote.isError || change.isError) && (
            <FormError
              className="mt-4"
              title="Plan not changed"
              message={(change.error ?? quote.error)?.message}
            />
          )}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="ghost" disabled={change.isPending}>
                Keep my plan
              </Button>
            </DialogClose>
            <Button
              disabled={!q || !tier || change.isPending}
              onClick={() => tier && change.mutate(tier.tierId, { onSuccess: onClose })}
            >
              {change.isPending
                ? 'Changing plan...'
                : upgrade
                  ? `Pay ${money(q.chargeCents)} and Upgrade`
                  : `Switch to ${tier?.name ?? ''}`}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
