import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card } from '@/components/ui/card';
import { FormError } from '@/components/ui/form-error';
import { api, ApiRequestError, call } from '@/lib/api';
import { meQueryKey } from './session';
import { useT } from '@/i18n/i18n';
import { RichText } from '@/i18n/Trans';

/**
 * Where the link sent to an old address after a change of address lands: it undoes the change
 * at once (following it twice answers the same) and says what happened and what to do next.
 */
export default function EmailChangeUndoPage() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const queryClient = useQueryClient();
  const undo = useMutation({
    mutationFn: () => call(api.account['email-change'].undo.$post({ json: { token } })),
    // Every session ended on the server, this browser's too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
  const { mutate } = undo;
  useEffect(() => {
    if (token) mutate();
  }, [token, mutate]);

  const failed = !token || undo.isError;
  const failure =
    undo.error instanceof ApiRequestError && undo.error.code === 'conflict'
      ? undo.error.message
      : t('undo.invalid');

  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-12">
      <Card className="p-8">
        <h1 className="text-center text-3xl text-gold-300">
          {t(failed ? 'undo.invalidTitle' : undo.isSuccess ? 'undo.doneTitle' : 'undo.working')}
        </h1>
        <div className="mt-6 space-y-4 text-sm text-slate-300">
          {failed && <FormError message={failure} />}
          {undo.isSuccess && (
            <>
              <p role="status">
                <RichText
                  id="undo.done"
                  values={{ email: undo.data.email }}
                  components={{ 0: <span className="font-medium text-slate-100" /> }}
                />
              </p>
              <p>{t('undo.advice', { email: undo.data.email })}</p>
            </>
          )}
          {(failed || undo.isSuccess) && (
            <div className="flex flex-wrap gap-3">
              {undo.isSuccess && (
                <Link to="/forgot-password" className={buttonVariants()}>
                  {t('undo.newPassword')}
                </Link>
              )}
              <Link to="/auth" className={buttonVariants({ variant: 'secondary' })}>
                {t('undo.signIn')}
              </Link>
            </div>
          )}
        </div>
      </Card>
    </div>
  );
}
