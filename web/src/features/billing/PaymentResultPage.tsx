import type { CheckoutStatus } from '@orrery/core/api/billing';
import { appByRouteId } from '@orrery/core/catalogue';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LEGAL } from '@/features/legal/constants';
import { rememberedReading } from '@/features/readings/generators/remembered-reading';
import { api, call } from '@/lib/api';
import { sessionStore } from '@/lib/memory-storage';
import { CreditHistoryTable } from './CreditHistory';
import { useAfterBalanceChange } from './use-billing';

/** Confirmation normally lands within a second or two; after this the page says it is still waiting. */
const STILL_CONFIRMING_AFTER_MS = 15_000;
const FAST_POLL_MS = 1_000;
const SLOW_POLL_MS = 5_000;

function ResultCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <Card className="p-8 text-center">
        {icon}
        <h1 className="mt-4 text-3xl text-slate-50">{title}</h1>
        {children}
      </Card>
    </div>
  );
}

function Links({ success, children }: { success: boolean; children?: ReactNode }) {
  return (
    <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-center">
      {children}
      <Button asChild variant={children ? 'outline' : 'primary'}>
        <Link to="/app">Go to Dashboard</Link>
      </Button>
      <Button asChild variant="outline">
        <Link to="/pricing">{success ? 'View Pricing' : 'Back to Pricing'}</Link>
      </Button>
    </div>
  );
}

function Confirmed({ status }: { status: CheckoutStatus }) {
  const [remembered] = useState(() => rememberedReading(sessionStore(), Date.now()));
  const app = remembered ? appByRouteId(remembered.request.app) : null;
  return (
    <ResultCard
      icon={<CheckCircle2 className="mx-auto h-14 w-14 text-emerald-300" aria-hidden />}
      title="Payment Successful!"
    >
      <p className="mt-3 text-slate-300">Your cosmic credits have been added to your account.</p>
      <p role="status" className="mt-4 text-lg text-slate-100">
        +{status.credits} credits · your balance is now{' '}
        <span className="font-semibold text-gold-300">{status.balance}</span>
      </p>
      {status.billing === 'subscription' && (
        <p className="mt-2 text-sm text-slate-300">
          Your {status.tierName} subscription is active: {status.credits} credits now and at every renewal.
        </p>
      )}
      <div className="text-left">
        <CreditHistoryTable limit={3} caption="Latest credit changes" />
      </div>
      <p className="mt-4 text-sm text-slate-400">
        {status.provider === 'demo' ? 'This was a test payment: no money was taken. ' : ''}
        {status.receiptSentTo
          ? `${status.provider === 'demo' ? 'A test receipt' : 'A receipt'} was sent to ${status.receiptSentTo}.`
          : 'No receipt is mailed from this server.'}
      </p>
      <Links success>
        {app && (
          <Button asChild>
            <Link to={app.formPath}>Continue your {app.name} reading</Link>
          </Button>
        )}
      </Links>
    </ResultCard>
  );
}

/**
 * /success: the provider has sent the buyer back, but the credits count only once its signed
 * confirmation has been applied on the server. Until then the page says it is confirming,
 * never that credits were added.
 */
function SuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const startedAt = useRef(Date.now());
  const [slow, setSlow] = useState(false);
  const afterChange = useAfterBalanceChange();
  const status = useQuery({
    queryKey: ['billing', 'checkout', sessionId],
    queryFn: () =>
      call(api.billing['checkout-sessions'][':sessionId'].$get({ param: { sessionId: sessionId ?? '' } })),
    enabled: Boolean(sessionId),
    refetchInterval: (query) =>
      query.state.data?.status === 'open'
        ? Date.now() - startedAt.current < STILL_CONFIRMING_AFTER_MS
          ? FAST_POLL_MS
          : SLOW_POLL_MS
        : false,
  });

  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), STILL_CONFIRMING_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);

  // Once per confirmation, the header and dashboard take the new balance.
  const announced = useRef(false);
  const confirmedBalance = status.data?.status === 'completed' ? status.data.balance : undefined;
  useEffect(() => {
    if (confirmedBalance === undefined || announced.current) return;
    announced.current = true;
    afterChange(confirmedBalance);
  }, [confirmedBalance, afterChange]);

  if (!sessionId || status.isError) {
    return (
      <ResultCard
        icon={<Clock className="mx-auto h-14 w-14 text-gold-300" aria-hidden />}
        title="Payment not found"
      >
        <p className="mt-3 text-slate-300">
          We could not find this checkout for your account. If you paid, your credits appear in your balance
          as soon as the payment is confirmed.
        </p>
        <Links success={false} />
      </ResultCard>
    );
  }
  if (!status.data || status.data.status === 'open') {
    return (
      <ResultCard
        icon={
          <span
            aria-hidden
            className="mx-auto block h-12 w-12 animate-spin rounded-full border-2 border-gold-400 border-t-transparent"
          />
        }
        title={slow ? 'Still confirming your payment' : 'Confirming your payment...'}
      >
        <p role="status" className="mt-3 text-slate-300">
          {slow
            ? 'The payment provider has not confirmed it yet. Nothing is lost: your credits are added the moment it does, and this page updates by itself. You can also leave; your balance will show them.'
            : 'This usually takes a few seconds.'}
        </p>
        {slow && <Links success />}
      </ResultCard>
    );
  }
  if (status.data.status === 'expired') {
    return (
      <ResultCard
        icon={<XCircle className="mx-auto h-14 w-14 text-rose-300" aria-hidden />}
        title="Checkout expired"
      >
        <p className="mt-3 text-slate-300">This checkout expired before it was paid. Nothing was charged.</p>
        <Links success={false} />
      </ResultCard>
    );
  }
  return <Confirmed status={status.data} />;
}

function CancelPage() {
  return (
    <ResultCard
      icon={<XCircle className="mx-auto h-14 w-14 text-rose-300" aria-hidden />}
      title="Payment Canceled"
    >
      <p className="mt-3 text-slate-300">Your payment was canceled and no charge was made.</p>
      <p className="mt-2 text-sm text-slate-400">
        Having trouble?{' '}
        <a href={`mailto:${LEGAL.supportEmail}`} className="text-gold-300 underline">
          Contact support
        </a>
      </p>
      <Links success={false} />
    </ResultCard>
  );
}

/** /success and /cancel, where the payment provider sends the buyer back. */
export default function PaymentResultPage({ outcome }: { outcome: 'success' | 'cancel' }) {
  return outcome === 'success' ? <SuccessPage /> : <CancelPage />;
}
