import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { signInFormSchema } from '@orrery/core/api/account';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { authRequest } from '@/lib/auth-request';
import { authErrorMessage } from './auth-errors';
import { useT } from '@/i18n/i18n';
import { fieldErrorMessage } from '@/i18n/messages-by-code';
import { RichText } from '@/i18n/Trans';

const forgotSchema = z.object({ email: signInFormSchema.shape.email });
type ForgotForm = z.infer<typeof forgotSchema>;

/** Asks for a reset link. The answer is the same whether or not the address has an account. */
export default function ForgotPasswordPage() {
  const t = useT();
  const form = useForm<ForgotForm>({ defaultValues: { email: '' }, resolver: zodResolver(forgotSchema) });
  const [sentTo, setSentTo] = useState<string>();
  const [error, setError] = useState<string>();
  const ids = { email: useId() };
  const { errors, isSubmitting } = form.formState;

  async function onSubmit({ email }: ForgotForm) {
    setError(undefined);
    try {
      await authRequest('request-password-reset', { email, redirectTo: '/reset-password' });
      setSentTo(email);
    } catch (err) {
      setError(authErrorMessage(err));
    }
  }

  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-12">
      <Card className="p-8">
        <h1 className="text-center text-3xl text-gold-300">{t('forgot.title')}</h1>
        {sentTo ? (
          <div role="status" className="mt-6 space-y-4 text-sm text-slate-300">
            <p>
              <RichText
                id="forgot.sent"
                values={{ email: sentTo }}
                components={{ 0: <span className="font-medium text-slate-100" /> }}
              />
            </p>
            <p>{t('forgot.nothingArrived')}</p>
          </div>
        ) : (
          <form
            className="mt-6 space-y-4"
            noValidate
            onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
          >
            <p className="text-sm text-slate-400">{t('forgot.intro')}</p>
            <FormField
              id={ids.email}
              label={t('auth.email')}
              error={fieldErrorMessage('email', errors.email)}
            >
              {(control) => (
                <Input {...control} type="email" autoComplete="email" {...form.register('email')} />
              )}
            </FormField>
            <FormError message={error} />
            <Button type="submit" className="w-full" disabled={isSubmitting}>
              {t(isSubmitting ? 'forgot.sending' : 'forgot.send')}
            </Button>
          </form>
        )}
        <p className="mt-6 text-center text-sm">
          <Link to="/auth" className="text-gold-300 hover:underline">
            {t('forgot.back')}
          </Link>
        </p>
      </Card>
    </div>
  );
}
