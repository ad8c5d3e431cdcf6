import { LEGAL } from '@orrery/core/legal';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { meQueryKey } from '@/features/auth/session';
import { api, ApiRequestError, call } from '@/lib/api';
import { FormError } from '@/components/ui/form-error';

/** The Delete Account dialog: the server ends every session, then we go home. */
export function DeleteAccountDialog() {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  async function onDelete() {
    if (busy) return;
    setBusy(true);
    setError(undefined);
    try {
      await call(api.me.$delete());
      queryClient.clear();
      queryClient.setQueryData(meQueryKey, null);
      navigate('/', { replace: true, state: { accountDeleted: true } });
    } catch (err) {
      setError(
        err instanceof ApiRequestError && err.code !== 'network_error'
          ? `Failed to delete account: ${err.message}`
          : 'Failed to delete account. Please try again.',
      );
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="danger">Delete Account</Button>
      </DialogTrigger>
      <DialogContent
        title="Delete Account"
        description="Your account is closed at once and you are signed out on every device."
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto"
      >
        <div className="mt-4 space-y-4 text-sm text-slate-300">
          <section aria-labelledby="delete-erased-now">
            <h3 id="delete-erased-now" className="font-semibold text-slate-100">
              Erased now
            </h3>
            <p className="mt-1">
              Your password, linked sign-ins and two-factor secret, your profile picture and any prepared data
              download. Your remaining credits are forfeited. Your readings no longer appear anywhere.
            </p>
          </section>
          <section aria-labelledby="delete-kept">
            <h3 id="delete-kept" className="font-semibold text-slate-100">
              Kept for our records, then erased
            </h3>
            <ul className="mt-1 list-disc space-y-1 pl-5">
              <li>Voice guide transcripts: erased after {LEGAL.voiceRecordingDays} days.</li>
              <li>
                Your readings, as usage records: your names, email address, birth details, questions and
                reading texts are erased after {LEGAL.analyticsYears} years; what remains (which reading,
                when, its cost) no longer identifies you.
              </li>
              <li>Feedback you sent: erased after {LEGAL.supportRecordYears} years.</li>
              <li>
                Payments and the credit ledger: kept for {LEGAL.paymentRecordYears} years, as tax law
                requires. They hold no names, birth details or messages.
              </li>
            </ul>
          </section>
          <p>
            If you sign up again, the new account starts empty: no readings, no credits and no welcome credits
            a second time.
          </p>
        </div>
        <FormError className="mt-4" message={error} />
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="ghost" disabled={busy}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="danger" onClick={onDelete} disabled={busy}>
            {busy ? 'Deleting...' : 'Yes, Delete My Account'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
