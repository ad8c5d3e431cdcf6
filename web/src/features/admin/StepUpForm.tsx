import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { STEP_UP_MINUTES } from '@orrery/core/api/admin-messages';
import { useT } from '@/i18n/i18n';
import { api, call, isApiError } from '@/lib/api';
import { ADMIN_MESSAGES, adminDataKey, adminStatusKey } from './use-admin';

/**
 * The spec's admin password prompt, plus the authenticator code when TOTP is enrolled. A wrong
 * password clears the field; the server counts and audits every attempt.
 */
export function StepUpForm({ totpEnrolled, totpRequired }: { totpEnrolled: boolean; totpRequired: boolean }) {
  const t = useT();
  const ids = { password: useId(), code: useId() };
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  if (totpRequired && !totpEnrolled) {
    return (
      <Card className="mx-auto max-w-md">
        <h1 className="text-2xl text-slate-50">{t('admin.stepUp.heading')}</h1>
        <p className="mt-3 text-slate-300">{t('admin.stepUp.setUpFirst')}</p>
        <div className="mt-6 flex gap-3">
          <Button asChild>
            <Link to="/profile#two-factor">{t('admin.stepUp.setUp')}</Link>
          </Button>
          <Button variant="ghost" onClick={() => navigate('/app')}>
            {t('admin.cancel')}
          </Button>
        </div>
      </Card>
    );
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(undefined);
    try {
      await call(
        api.admin['step-up'].$post({ json: { password, ...(totpEnrolled ? { code: code.trim() } : {}) } }),
      );
      await queryClient.invalidateQueries({ queryKey: adminDataKey });
      await queryClient.invalidateQueries({ queryKey: adminStatusKey });
    } catch (err) {
      if (isApiError(err, 'incorrect_password')) {
        setPassword('');
        setError(ADMIN_MESSAGES.incorrectPassword);
      } else if (isApiError(err, 'incorrect_totp')) {
        setCode('');
        setError(err.message);
      } else if (isApiError(err, 'rate_limited') || isApiError(err, 'validation_failed')) {
        setError(err.fields[0]?.message ?? err.message);
      } else {
        setError(ADMIN_MESSAGES.verificationFailed);
      }
      setBusy(false);
    }
  }

  return (
    <Card className="mx-auto max-w-md">
      <h1 className="text-2xl text-slate-50">{t('admin.stepUp.heading')}</h1>
      <p className="mt-2 text-sm text-slate-300">
        {t('admin.stepUp.intro', { withCode: totpEnrolled ? 'yes' : 'no', minutes: STEP_UP_MINUTES })}
      </p>
      <form className="mt-6 space-y-4" onSubmit={onSubmit} noValidate>
        <FormField id={ids.password} label={t('admin.stepUp.password')}>
          {(control) => (
            <Input
              {...control}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              required
            />
          )}
        </FormField>
        {totpEnrolled && (
          <FormField id={ids.code} label={t('admin.stepUp.code')}>
            {(control) => (
              <Input
                {...control}
                autoComplete="one-time-code"
                maxLength={11}
                value={code}
                onChange={(e) => setCode(e.target.value)}
                required
              />
            )}
          </FormField>
        )}
        <FormError message={error} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button type="button" variant="ghost" onClick={() => navigate('/app')} disabled={busy}>
            {t('admin.cancel')}
          </Button>
          <Button type="submit" disabled={busy || !password}>
            {busy ? t('admin.stepUp.verifying') : t('admin.stepUp.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
