import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { signUpFormSchema } from '@orrery/core/api/account';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { api, call } from '@/lib/api';
import { authRequest, AuthRequestError } from '@/lib/auth-request';
import { authErrorMessage } from './auth-errors';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { useT } from '@/i18n/i18n';
import { fieldErrorMessage } from '@/i18n/messages-by-code';

const resetSchema = z.object({ password: signUpFormSchema.shape.password });
type ResetForm = z.infer<typeof resetSchema>;

function ExpiredLink() {
  const t = useT();
  return (
    <div className="mt-6 space-y-4 text-sm text-slate-300">
      <FormError message={t('reset.expired')} />
      <Link to="/forgot-password" className="inline-block text-gold-300 hover:underline">
        {t('reset.askNew')}
      </Link>
    </div>
  );
}

/** Where a reset link lands (better-auth appends the token, or an error for a spent link). */
export default function ResetPasswordPage() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token');
  const form = useForm<ResetForm>({ defaultValues: { password: '' }, resolver: zodResolver(resetSchema) });
  const [state, setState] = useState<'form' | 'done' | 'expired'>(
    token && !params.get('error') ? 'form' : 'expired',
  );
  const [error, setError] = useState<string>();
  // A link opened again from history or a second tab may be spent already: say so before typing.
  const link = useQuery({
    queryKey: ['reset-link', token],
    queryFn: () => call(api.account['reset-link'].$get({ query: { token: token ?? '' } })),
    enabled: state === 'form',
    retry: false,
  });
  useEffect(() => {
    if (link.data?.usable === false) setState('expired');
  }, [link.data]);
  const ids = { password: useId(), strength: useId() };
  const { errors, isSubmitting } = form.formState;
  const typed = form.watch('password');

  async function onSubmit({ password }: ResetForm) {
    setError(undefined);
    try {
      await authRequest('reset-password', { token, newPassword: password });
      setState('done');
    } catch (err) {
      if (err instanceof AuthRequestError && err.code === 'INVALID_TOKEN') setState('expired');
      else setError(authErrorMessage(err));
    }
  }

  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-12">
      <Card className="p-8">
        <h1 className="text-center text-3xl text-gold-300">{t('reset.title')}</h1>
        {state === 'expired' && <ExpiredLink />}
        {state === 'done' && (
          <div role="status" className="mt-6 space-y-4 text-sm text-slate-300">
            <p>{t('reset.done')}</p>
            <Link to="/auth" className="inline-block text-gold-300 hover:underline">
              {t('reset.signInNew')}
            </Link>
          </div>
        )}
        {state === 'form' && (
          <form
            className="mt-6 space-y-4"
            noValidate
            onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
          >
            <FormField
              id={ids.password}
              label={t('reset.newPassword')}
              error={fieldErrorMessage('password', errors.password)}
              describedBy={ids.strength}
              after={<PasswordStrengthMeter id={ids.strength} password={typed} context={[]} />}
            >
              {(control) => (
                <Input
                  {...control}
                  type="password"
                  autoComplete="new-password"
                  {...form.register('password')}
                />
              )}
            </FormField>
            <p className="text-xs text-slate-400">{t('reset.signsOutEverywhere')}</p>
            <FormError message={error} />
            <Button type="submit" className="w-full" disabled={isSubmitting}>
              {t(isSubmitting ? 'reset.saving' : 'reset.save')}
            </Button>
          </form>
        )}
      </Card>
    </div>
  );
}
