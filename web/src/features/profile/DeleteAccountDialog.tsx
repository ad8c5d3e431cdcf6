import { LEGAL } from '@orrery/core/legal';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { meQueryKey } from '@/features/auth/session';
import { api, ApiRequestError, call } from '@/lib/api';
import { FormError } from '@/components/ui/form-error';
import { useT } from '@/i18n/i18n';

/** The Delete Account dialog: the server ends every session, then we go home. */
export function DeleteAccountDialog() {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const t = useT();
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
          ? t('delete.failedWithReason', { reason: err.message })
          : t('delete.failed'),
      );
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="danger">{t('delete.button')}</Button>
      </DialogTrigger>
      <DialogContent
        title={t('delete.title')}
        description={t('delete.description')}
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto"
      >
        <div className="mt-4 space-y-4 text-sm text-slate-300">
          <section aria-labelledby="delete-erased-now">
            <h3 id="delete-erased-now" className="font-semibold text-slate-100">
              {t('delete.erasedNow')}
            </h3>
            <p className="mt-1">{t('delete.erasedNowText')}</p>
          </section>
          <section aria-labelledby="delete-kept">
            <h3 id="delete-kept" className="font-semibold text-slate-100">
              {t('delete.kept')}
            </h3>
            <ul className="mt-1 list-disc space-y-1 pl-5">
              <li>{t('delete.keptVoice', { days: LEGAL.voiceRecordingDays })}</li>
              <li>{t('delete.keptReadings', { years: LEGAL.analyticsYears })}</li>
              <li>{t('delete.keptFeedback', { years: LEGAL.supportRecordYears })}</li>
              <li>{t('delete.keptPayments', { years: LEGAL.paymentRecordYears })}</li>
            </ul>
          </section>
          <p>{t('delete.startsEmpty')}</p>
        </div>
        <FormError className="mt-4" message={error} />
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="ghost" disabled={busy}>
              {t('delete.cancel')}
            </Button>
          </DialogClose>
          <Button variant="danger" onClick={onDelete} disabled={busy}>
            {t(busy ? 'delete.deleting' : 'delete.confirm')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
