import type { AccountSession } from '@orrery/core/api/sessions';
import { signInFormSchema, signUpFormSchema } from '@orrery/core/api/account';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { authErrorMessage } from '@/features/auth/auth-errors';
import { PasswordStrengthMeter } from '@/features/auth/PasswordStrengthMeter';
import { meQueryKey, usePublicConfig, useSession } from '@/features/auth/session';
import { signOut } from '@/features/auth/sign-out';
import { api, ApiRequestError, call } from '@/lib/api';
import { authRequest, AuthRequestError } from '@/lib/auth-request';
import { formatDateTime } from '@/lib/dates';
import { t as translate, useT } from '@/i18n/i18n';
import { fieldErrorMessage, issueMessage } from '@/i18n/messages-by-code';

function Success({ children }: { children: string }) {
  return (
    <p
      role="status"
      className="mt-4 rounded-xl bg-emerald-500/10 px-4 py-3 text-sm text-emerald-200 ring-1 ring-emerald-400/30"
    >
      {children}
    </p>
  );
}

/** Whether the account has a password; one that signs in only through a provider has none. */
function useHasPassword(): boolean | undefined {
  const accounts = useQuery({
    queryKey: ['auth', 'accounts'],
    queryFn: async () => {
      const response = await fetch('/api/auth/list-accounts', { credentials: 'same-origin' });
      if (!response.ok)
        throw new ApiRequestError(response.status, 'internal', translate('security.loadMethodsFailed'));
      return (await response.json()) as { providerId: string }[];
    },
  });
  return accounts.data?.some((account) => account.providerId === 'credential');
}

function changeEmailSchema(hasPassword: boolean) {
  return z.object({
    newEmail: signInFormSchema.shape.email,
    currentPassword: hasPassword
      ? z.string().min(1, translate('security.currentPasswordMissing'))
      : z.string(),
  });
}
type ChangeEmailForm = z.infer<ReturnType<typeof changeEmailSchema>>;

function ChangeEmail({ email, verified }: { email: string; verified: boolean }) {
  const t = useT();
  const queryClient = useQueryClient();
  const hasPassword = useHasPassword() ?? true;
  // Rebuilt when the language changes, so its message follows.
  const schema = useMemo(() => changeEmailSchema(hasPassword), [hasPassword, t]);
  const form = useForm<ChangeEmailForm>({
    defaultValues: { newEmail: '', currentPassword: '' },
    resolver: zodResolver(schema),
  });
  const ids = { email: useId(), password: useId() };
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<string>();
  const { errors, isSubmitting } = form.formState;

  async function onSubmit({ newEmail, currentPassword }: ChangeEmailForm) {
    setError(undefined);
    setDone(undefined);
    if (newEmail.toLowerCase() === email.toLowerCase()) {
      form.setError('newEmail', { message: 'This is already your address.' });
      return;
    }
    try {
      await authRequest('change-email', {
        newEmail,
        callbackURL: '/email-verified',
        ...(hasPassword ? { currentPassword } : {}),
      });
      form.reset();
      // An unconfirmed address is replaced at once; a confirmed one waits for the new address.
      setDone(
        verified
          ? t('security.emailLinkSent', { newEmail, email })
          : t('security.emailChanged', { newEmail }),
      );
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    } catch (err) {
      if (err instanceof AuthRequestError && err.code === 'INVALID_PASSWORD') {
        form.setError('currentPassword', { message: t('security.wrongPassword') });
      } else if (err instanceof AuthRequestError && err.code === 'FRESH_SIGN_IN_REQUIRED') {
        setError(t('security.freshSignIn'));
      } else {
        setError(authErrorMessage(err));
      }
    }
  }

  return (
    <form onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} noValidate>
      <h3 className="text-lg text-slate-50">{t('security.emailTitle')}</h3>
      <p className="mt-1 text-sm text-slate-400">
        {t(verified ? 'security.signInWithConfirmed' : 'security.signInWithUnconfirmed', { email })}
      </p>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <FormField
          id={ids.email}
          label={t('security.newEmail')}
          error={fieldErrorMessage('newEmail', errors.newEmail)}
        >
          {(control) => (
            <Input {...control} type="email" autoComplete="email" {...form.register('newEmail')} />
          )}
        </FormField>
        {hasPassword && (
          <FormField
            id={ids.password}
            label={t('security.currentPassword')}
            error={errors.currentPassword?.message}
          >
            {(control) => (
              <Input
                {...control}
                type="password"
                autoComplete="current-password"
                {...form.register('currentPassword')}
              />
            )}
          </FormField>
        )}
      </div>
      <FormError className="mt-4" message={error} />
      {done && <Success>{done}</Success>}
      <Button type="submit" variant="secondary" className="mt-4" disabled={isSubmitting}>
        {isSubmitting ? t('security.sending') : t('security.changeEmail')}
      </Button>
    </form>
  );
}

function passwordChangeError(error: unknown): string {
  if (error instanceof AuthRequestError && error.code === 'INVALID_PASSWORD')
    return translate('security.wrongPassword');
  if (error instanceof AuthRequestError && error.code === 'CREDENTIAL_ACCOUNT_NOT_FOUND') {
    return translate('security.noPassword');
  }
  return authErrorMessage(error);
}

function ChangePassword({ context }: { context: string[] }) {
  const t = useT();
  const queryClient = useQueryClient();
  const ids = { current: useId(), next: useId(), strength: useId() };
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ current?: string; next?: string }>({});
  const [error, setError] = useState<string>();
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const nextCheck = signUpFormSchema.shape.password.safeParse(next);
    const found = {
      current: current ? undefined : t('security.currentPasswordMissing'),
      next: nextCheck.success
        ? undefined
        : issueMessage('password', nextCheck.error.issues[0]?.code, nextCheck.error.issues[0]?.message ?? ''),
    };
    setFieldErrors(found);
    setError(undefined);
    setDone(false);
    if (found.current || found.next || busy) return;
    setBusy(true);
    try {
      await authRequest('change-password', {
        currentPassword: current,
        newPassword: next,
        revokeOtherSessions: true,
      });
      setCurrent('');
      setNext('');
      setDone(true);
      // The other devices were signed out: the list below must not keep showing them.
      await queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
    } catch (err) {
      setError(passwordChangeError(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <h3 className="text-lg text-slate-50">{t('security.passwordTitle')}</h3>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <FormField id={ids.current} label={t('security.currentPassword')} error={fieldErrors.current}>
          {(control) => (
            <Input
              {...control}
              type="password"
              autoComplete="current-password"
              value={current}
              onChange={(event) => setCurrent(event.target.value)}
            />
          )}
        </FormField>
        <FormField
          id={ids.next}
          label={t('reset.newPassword')}
          error={fieldErrors.next}
          describedBy={ids.strength}
          after={<PasswordStrengthMeter id={ids.strength} password={next} context={context} />}
        >
          {(control) => (
            <Input
              {...control}
              type="password"
              autoComplete="new-password"
              value={next}
              onChange={(event) => setNext(event.target.value)}
            />
          )}
        </FormField>
      </div>
      <p className="mt-2 text-xs text-slate-400">{t('security.signsOutOthers')}</p>
      <FormError className="mt-4" message={error} />
      {done && <Success>{t('security.passwordChanged')}</Success>}
      <Button type="submit" variant="secondary" className="mt-4" disabled={busy}>
        {busy ? t('security.saving') : t('security.changePassword')}
      </Button>
    </form>
  );
}

const sessionsQueryKey = ['me', 'sessions'] as const;

function SessionRow({ session, onEnd, busy }: { session: AccountSession; onEnd: () => void; busy: boolean }) {
  const t = useT();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div>
        <p className="text-slate-100">
          {session.device}
          {session.current && (
            <span className="ml-2 rounded-full bg-gold-400/15 px-2 py-0.5 text-xs text-gold-300">
              {t('security.thisDevice')}
            </span>
          )}
        </p>
        <p className="text-xs text-slate-400">
          {t('security.lastUsed', { lastUsed: formatDateTime(session.lastUsedAt) })}
          {session.ipAddress ? ` · ${session.ipAddress}` : ''} ·{' '}
          {t('security.signedInAt', { date: formatDateTime(session.createdAt) })}
        </p>
      </div>
      {!session.current && (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={onEnd}
          disabled={busy}
          aria-label={t('security.signOutLabel', {
            device: session.device,
            lastUsed: formatDateTime(session.lastUsedAt),
          })}
        >
          {t('security.signOut')}
        </Button>
      )}
    </li>
  );
}

function Sessions() {
  const t = useT();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const sessions = useQuery({ queryKey: sessionsQueryKey, queryFn: () => call(api.me.sessions.$get()) });
  const endOne = useMutation({
    mutationFn: (sessionId: string) => call(api.me.sessions[':sessionId'].$delete({ param: { sessionId } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
  const endAll = useMutation({
    mutationFn: () => call(api.me.sessions.$delete()),
    onSuccess: async () => {
      // This device's session is gone too: forget it here and in every tab.
      await signOut(queryClient).catch(() => undefined);
      navigate('/auth', { replace: true });
    },
  });
  const failure = endOne.error ?? endAll.error;

  return (
    <div>
      <h3 className="text-lg text-slate-50">{t('security.sessionsTitle')}</h3>
      {sessions.isPending && <p className="mt-3 text-sm text-slate-400">{t('security.loadingSessions')}</p>}
      {sessions.isError && <FormError className="mt-3" message={t('security.sessionsFailed')} />}
      {sessions.data && (
        <ul className="mt-2 divide-y divide-white/10" aria-label={t('security.activeSessions')}>
          {sessions.data.sessions.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              busy={endOne.isPending}
              onEnd={() => endOne.mutate(session.id)}
            />
          ))}
        </ul>
      )}
      <FormError
        className="mt-3"
        message={
          failure
            ? failure instanceof ApiRequestError
              ? failure.message
              : t('security.tryAgain')
            : undefined
        }
      />
      <Button
        type="button"
        variant="outline"
        className="mt-4"
        onClick={() => endAll.mutate()}
        disabled={endAll.isPending}
      >
        {endAll.isPending ? t('security.signingOut') : t('security.signOutEverywhere')}
      </Button>
    </div>
  );
}

/** Sign-in and security on the profile: address, password, and the devices signed in. */
export function AccountSecurity() {
  const t = useT();
  const { data: me } = useSession();
  const config = usePublicConfig();
  if (!me) return null;
  return (
    <Card className="p-5 sm:p-8">
      <h2 className="text-xl text-slate-50">{t('security.title')}</h2>
      <div className="mt-6 space-y-8">
        {config.data?.email && <ChangeEmail email={me.user.email} verified={me.user.emailVerified} />}
        <ChangePassword context={[me.user.email, me.user.name]} />
        <Sessions />
      </div>
    </Card>
  );
}
