import { CheckCircle2, XCircle } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LEGAL } from '@/features/legal/constants';

/** /success and /cancel: information only, no calls. */
export default function PaymentResultPage({ outcome }: { outcome: 'success' | 'cancel' }) {
  const success = outcome === 'success';
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <Card className="p-8 text-center">
        {success ? (
          <CheckCircle2 className="mx-auto h-14 w-14 text-emerald-300" aria-hidden />
        ) : (
          <XCircle className="mx-auto h-14 w-14 text-rose-300" aria-hidden />
        )}
        <h1 className="mt-4 text-3xl text-slate-50">
          {success ? 'Payment Successful!' : 'Payment Canceled'}
        </h1>
        {success ? (
          <>
            <p className="mt-3 text-slate-300">Your cosmic credits have been added to your account.</p>
            <p className="mt-2 text-sm text-slate-400">A confirmation has been sent to your email address.</p>
          </>
        ) : (
          <>
            <p className="mt-3 text-slate-300">Your payment was canceled and no charge was made.</p>
            <p className="mt-2 text-sm text-slate-400">
              Having trouble?{' '}
              <a href={`mailto:${LEGAL.supportEmail}`} className="text-gold-300 underline">
                Contact support
              </a>
            </p>
          </>
        )}
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Button asChild>
            <Link to="/app">Go to Dashboard</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/pricing">{success ? 'View Pricing' : 'Back to Pricing'}</Link>
          </Button>
        </div>
      </Card>
    </div>
  );
}
