import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card } from '@/components/ui/card';
import { FormError } from '@/components/ui/form-error';
import { useT } from '@/i18n/i18n';
import { api, call } from '@/lib/api';

const POLL_MS = 1000;

/** Hands a download to the browser, which saves the file the API streams, with the session cookie. */
function download(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.click();
}

/**
 * "Download my data": a small account's ZIP downloads at once; a large one is prepared in the
 * background while the card shows how far it has got, then offers the file.
 */
export function DataExportCard() {
  const t = useT();
  const [jobId, setJobId] = useState<string | null>(null);
  const start = useMutation({
    mutationFn: () => call(api.me.exports.$post()),
    onSuccess: (answer) => {
      if (answer.kind === 'direct') download(answer.downloadUrl);
      else setJobId(answer.job.id);
    },
  });
  const job = useQuery({
    queryKey: ['export-job', jobId],
    queryFn: () => call(api.me.exports[':jobId'].$get({ param: { jobId: jobId! } })),
    enabled: jobId !== null,
    refetchInterval: (query) =>
      query.state.data?.status === 'ready' || query.state.data?.status === 'failed' ? false : POLL_MS,
  });
  const state = jobId === null ? null : job.data;
  const running = jobId !== null && (!state || state.status === 'running');
  const failed = state?.status === 'failed' || job.isError;

  return (
    <Card>
      <h2 className="text-xl text-slate-50">{t('export.title')}</h2>
      <p className="mt-2 text-sm text-slate-300">{t('export.intro')}</p>
      {running && (
        <div className="mt-4">
          <p role="status" aria-live="polite" className="text-sm text-slate-200">
            {t('export.preparingProgress', { progress: state?.progress ?? 0 })}
          </p>
          <div
            className="mt-2 h-2.5 overflow-hidden rounded-full bg-night-950/70"
            role="progressbar"
            aria-label={t('export.preparing')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={state?.progress ?? 0}
          >
            <div
              className="h-full rounded-full bg-gradient-to-r from-gold-500 to-gold-300 transition-[width]"
              style={{ width: `${state?.progress ?? 0}%` }}
            />
          </div>
        </div>
      )}
      {state?.status === 'ready' && state.downloadUrl ? (
        <div className="mt-4">
          <p role="status" className="text-sm text-slate-200">
            {t('export.ready')}
          </p>
          <a href={state.downloadUrl} download className={`mt-3 ${buttonVariants({ variant: 'secondary' })}`}>
            {t('export.downloadZip')}
          </a>
        </div>
      ) : (
        <Button
          type="button"
          variant="secondary"
          className="mt-4"
          disabled={start.isPending || running}
          onClick={() => {
            setJobId(null);
            start.mutate();
          }}
        >
          {t('export.download')}
        </Button>
      )}
      <FormError
        className="mt-4"
        message={start.error?.message ?? (failed ? t('export.failed') : undefined)}
      />
    </Card>
  );
}
