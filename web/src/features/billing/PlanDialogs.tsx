import type { SubscriptionView, Tier } from '@orrery/core/api/billing';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { t as translate, useT } from '@/i18n/i18n';
import { formatDate } from '@/lib/dates';
import { money } from './billing-text';
import { useChangePlan, usePlanQuote, useResumeSubscription, useTiers } from './use-billing';

const renewalDate = (iso: string | null) => formatDate(iso) ?? translate('plan.theRenewalDate');

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
  const t = useT();
  const [open, setOpen] = useState(false);
  const resume = useResumeSubscription();
  const tiers = useTiers();
  const price = tiers.data?.tiers
    .find((tier) => tier.tierId === view.tierId)
    ?.prices.find((p) => p.billing === 'subscription');
  const monthly = price
    ? t('plan.monthlyPrice', { price: money(price.priceCents, price.currency) })
    : t('plan.theMonthlyPrice');
  return (
    <>
      <Dialog open={open} onOpenChange={(next) => !resume.isPending && setOpen(next)}>
        <DialogTrigger asChild>
          <Button size="sm">{t('plan.resume')}</Button>
        </DialogTrigger>
        <DialogContent
          title={t('plan.resumeTitle')}
          description={t('plan.resumeDescription', {
            tier: view.subscriptionTier ?? '',
            date: renewalDate(view.nextRenewalDate),
            monthly,
            credits: view.creditsPerMonth,
          })}
        >
          {resume.isError && (
            <FormError className="mt-4" title={t('plan.resumeFailed')} message={resume.error.message} />
          )}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="ghost" disabled={resume.isPending}>
                {t('plan.keepCancelled')}
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
              {resume.isPending ? t('plan.resuming') : t('plan.confirmResume')}
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
  const t = useT();
  const quote = usePlanQuote(tier?.tierId ?? null);
  const change = useChangePlan();
  const q = quote.data;
  const euros = (cents: number) => money(cents, q?.currency ?? 'EUR');
  const upgrade = q?.direction === 'upgrade';
  const title = tier ? t(upgrade ? 'plan.upgradeTitle' : 'plan.switchTitle', { tier: tier.name }) : '';
  const terms = q && {
    date: renewalDate(q.nextRenewalDate),
    price: euros(q.priceCents),
    perMonth: q.creditsPerMonth,
  };
  const description = !q
    ? t('plan.quoting')
    : upgrade
      ? t('plan.upgradeDescription', { ...terms, charge: euros(q.chargeCents), credits: q.creditsNow })
      : q.creditNoteCents > 0
        ? t('plan.downgradeWithNoteDescription', {
            ...terms,
            note: euros(q.creditNoteCents),
            fromTier: q.fromTier,
          })
        : t('plan.downgradeDescription', terms);
  return (
    <>
      {change.isSuccess && (
        <p role="status" className="mt-4 text-center text-sm text-emerald-200">
          {t('plan.changed', { tier: change.data.subscription.subscriptionTier ?? '' })}{' '}
          {change.data.change.creditsNow > 0
            ? t('plan.changedCredits', {
                credits: change.data.change.creditsNow,
                balance: change.data.balance,
              })
            : t('plan.changedLater', { date: renewalDate(change.data.change.nextRenewalDate) })}
        </p>
      )}
      <Dialog open={tier !== null} onOpenChange={(next) => !next && !change.isPending && onClose()}>
        <DialogContent title={title} description={description}>
          {(quote.isError || change.isError) && (
            <FormError
              className="mt-4"
              title={t('plan.notChanged')}
              message={(change.error ?? quote.error)?.message}
            />
          )}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="ghost" disabled={change.isPending}>
                {t('plan.keep')}
              </Button>
            </DialogClose>
            <Button
              disabled={!q || !tier || change.isPending}
              onClick={() => tier && change.mutate(tier.tierId, { onSuccess: onClose })}
            >
              {change.isPending
                ? t('plan.changing')
                : upgrade
                  ? t('plan.payAndUpgrade', { charge: euros(q.chargeCents) })
                  : t('pricing.switchTo', { tier: tier?.name ?? '' })}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
