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
import { t as translate, useT } from '@/i18n/i18n';
import { RichText } from '@/i18n/Trans';

const renewalDate = (iso: string | null) => formatDate(iso) ?? translate('subscription.notScheduled');

/** The plan's state in the words both subscription cards (dashboard and profile) use. */
export function subscriptionStatusText(view: SubscriptionView): string {
  switch (view.subscriptionStatus) {
    case 'active':
      return translate('subscription.status.active');
    case 'past_due':
      return translate('subscription.status.past_due');
    case 'cancelled':
      return view.nextRenewalDate
        ? translate('subscription.status.cancelledUntil', { date: renewalDate(view.nextRenewalDate) })
        : translate('subscription.status.cancelled');
    default:
      return translate('subscription.status.none');
  }
}

/**
 * Shown only when a monthly refresh is due (a missed renewal, or the first month): adds this
 * month's credits and the rollover, once per billing period however often it is pressed.
 */
export function RefreshCreditsButton({ view }: { view: SubscriptionView }) {
  const t = useT();
  const refresh = useRefreshCredits();
  if (!view.needsRefresh && !refresh.isSuccess) return null;
  return (
    <div className="mt-5">
      {refresh.isSuccess ? (
        <p role="status" className="text-sm text-emerald-200">
          {t(
            refresh.data.rolloverCredits > 0
              ? 'subscription.refreshedWithRollover'
              : 'subscription.refreshed',
            {
              credits: refresh.data.creditsAdded,
              rollover: refresh.data.rolloverCredits,
              balance: refresh.data.balance,
            },
          )}
        </p>
      ) : (
        <Button size="sm" onClick={() => refresh.mutate()} disabled={refresh.isPending}>
          <RefreshCw className="h-4 w-4" aria-hidden />
          {refresh.isPending ? t('subscription.refreshing') : t('subscription.refresh')}
        </Button>
      )}
      {refresh.isError && (
        <FormError className="mt-3" title={t('subscription.refreshFailed')} message={refresh.error.message} />
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
  const t = useT();
  const [open, setOpen] = useState(false);
  const cancel = useCancelSubscription();
  return (
    <Dialog open={open} onOpenChange={(next) => !cancel.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          {t('subscription.cancel')}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t('subscription.cancelTitle')}
        description={t('subscription.cancelDescription', {
          tier: view.subscriptionTier ?? '',
          date: renewalDate(view.nextRenewalDate),
        })}
      >
        {cancel.isError && (
          <FormError className="mt-4" title={t('subscription.cancelFailed')} message={cancel.error.message} />
        )}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="ghost" disabled={cancel.isPending}>
              {t('subscription.keep')}
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
            {cancel.isPending ? t('subscription.cancelling') : t('subscription.confirmCancel')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** The profile's subscription card: plan, status, renewal, rollover, and Cancel for active plans. */
export function SubscriptionPanel({ balance }: { balance: number }) {
  const t = useT();
  const subscription = useSubscription();
  const [cancelledNow, setCancelledNow] = useState(false);
  const [resumedNow, setResumedNow] = useState(false);
  const view = subscription.data;

  if (subscription.isError) {
    return (
      <Card>
        <h2 className="text-xl text-slate-50">{t('subscription.title')}</h2>
        <FormError className="mt-3" message={t('subscription.loadFailed')} />
      </Card>
    );
  }
  if (!view) return null;
  if (!view.subscriptionStatus) {
    return (
      <Card>
        <h2 className="text-xl text-slate-50">{t('subscription.title')}</h2>
        <p className="mt-3 text-sm text-slate-300">
          <RichText
            id="subscription.none"
            values={{ balance }}
            components={{ 0: <Link to="/pricing" className="text-gold-300 underline" /> }}
          />
        </p>
      </Card>
    );
  }
  const wasActive = view.subscriptionStatus !== 'cancelled';
  return (
    <Card>
      <h2 className="text-xl text-slate-50">{t('subscription.title')}</h2>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-400">{t('subscription.plan')}</dt>
          <dd className="text-slate-100">{view.subscriptionTier}</dd>
        </div>
        <div>
          <dt className="text-slate-400">{t('subscription.status')}</dt>
          <dd className="text-slate-100">{subscriptionStatusText(view)}</dd>
        </div>
        <div>
          <dt className="text-slate-400">
            {t(wasActive ? 'subscription.nextRenewal' : 'subscription.accessEnds')}
          </dt>
          <dd className="text-slate-100">{renewalDate(view.nextRenewalDate)}</dd>
        </div>
        <div>
          <dt className="text-slate-400">{t('subscription.creditsPerMonth')}</dt>
          <dd className="text-slate-100">{view.creditsPerMonth}</dd>
        </div>
        <div>
          <dt className="text-slate-400">{t('subscription.creditsRemaining')}</dt>
          <dd className="text-slate-100">{view.creditsRemaining}</dd>
        </div>
        <div>
          <dt className="text-slate-400">{t('subscription.rolledOver')}</dt>
          <dd className="text-slate-100">{view.rolloverCredits}</dd>
        </div>
      </dl>
      {cancelledNow && (
        <p role="status" className="mt-4 text-sm text-emerald-200">
          {t('subscription.cancelled', { date: renewalDate(view.nextRenewalDate) })}
        </p>
      )}
      {resumedNow && (
        <p role="status" className="mt-4 text-sm text-emerald-200">
          {t('subscription.resumed', { date: renewalDate(view.nextRenewalDate) })}
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
            <Link to="/pricing">{t('subscription.changePlan')}</Link>
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
