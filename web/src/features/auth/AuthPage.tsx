import { useEffect, useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { type SignUpForm, signInFormSchema, signUpFormSchema } from '@orrery/core/api/account';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { api, call, isApiError, isRecord } from '@/lib/api';
import { authRequest, AuthRequestError } from '@/lib/auth-request';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { authErrorMessage } from './auth-errors';
import { FullPageLoading } from './RequireAuth';
import { socialProviders, startSocialSignIn } from './social-sign-in';
import {
  meQueryKey,
  afterSignInPath,
  safeReturnUrl,
  sessionEndedNotice,
  clearSessionEndedNotice,
  usePublicConfig,
  useSession,
} from './session';
import { useT } from '@/i18n/i18n';
import { fieldErrorMessage } from '@/i18n/messages-by-code';
import { RichText } from '@/i18n/Trans';

type Mode = 'sign-in' | 'sign-up';

// Both tabs share one form; sign-in ignores the name and checks only that a password is there.
const EMPTY_FORM: SignUpForm = { fullName: '', email: '', password: '' };
const SIGN_IN_WITH_IGNORED_NAME = signInFormSchema.extend({ fullName: z.string() });

export default function AuthPage() {
  const [params] = useSearchParams();
  const returnUrl = safeReturnUrl(params.get('returnUrl'));
  const t = useT();
  const session = useSession();
  const config = usePublicConfig();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<Mode>(params.get('mode') === 'sign-up' ? 'sign-up' : 'sign-in');
  const form = useForm<SignUpForm>({
    defaultValues: EMPTY_FORM,
    // The schema follows the tab: sign-up asks for a name and the server's password rules.
    resolver: zodResolver(mode === 'sign-up' ? signUpFormSchema : SIGN_IN_WITH_IGNORED_NAME),
  });
  const { errors } = form.formState;
  const [formError, setFormError] = useState<string | undefined>(sessionEndedNotice);
  useEffect(clearSessionEndedNotice, []);
  const [busy, setBusy] = useState<false | 'email' | string>(false);
  const [notice, setNotice] = useState<string>();
  const ids = { name: useId(), email: useId(), password: useId(), error: useId(), strength: useId() };
  const [typedPassword, typedEmail, typedName] = form.watch(['password', 'email', 'fullName']);

  // The header's Get Started links here with mode=sign-up, also while this page is open.
  const modeParam = params.get('mode');
  useEffect(() => {
    setMode(modeParam === 'sign-up' ? 'sign-up' : 'sign-in');
  }, [modeParam]);

  // Visitors who arrive already signed in go to the dashboard; our own sign-in navigates itself.
  useEffect(() => {
    if (session.data && !busy) navigate('/app', { replace: true });
  }, [session.data, busy, navigate]);

  if (session.isPending) return <FullPageLoading />;
  if (session.data && !busy) return <FullPageLoading label={t('shell.redirectingToDashboard')} />;

  function switchMode(value: Mode) {
    setMode(value);
    form.clearErrors();
    setFormError(undefined);
    setNotice(undefined);
  }

  async function signInWithEmail(values: SignUpForm) {
    if (busy) return;
    setBusy('email');
    setFormError(undefined);
    setNotice(undefined);
    try {
      if (mode === 'sign-up') {
        const [firstName, ...rest] = values.fullName.split(/\s+/);
        const created = await authRequest('sign-up/email', {
          email: values.email,
          password: values.password,
          name: values.fullName,
          firstName,
          lastName: rest.join(' '),
        });
        // With email on, sign-up answers alike for new and registered addresses and signs
        // nobody in; the password then signs in, unless the address belonged to someone else.
        if (!isRecord(created) || !created.token) {
          try {
            await authRequest('sign-in/email', { email: values.email, password: values.password });
          } catch (error) {
            if (error instanceof AuthRequestError && error.status === 401) {
              setFormError(undefined);
              setNotice(t('auth.signUpSent', { email: values.email }));
              setBusy(false);
              return;
            }
            throw error;
          }
        }
      } else {
        await authRequest('sign-in/email', { email: values.email, password: values.password });
      }
      const me = await call(api.me.$get()).catch(async (error: unknown) => {
        // A deleted account can still pass the password check; drop that session and say why.
        if (isApiError(error, 'account_deleted')) await authRequest('sign-out', {}).catch(() => undefined);
        throw error;
      });
      queryClient.setQueryData(meQueryKey, me);
      navigate(afterSignInPath(me.profile, returnUrl), { replace: true });
    } catch (error) {
      setFormError(authErrorMessage(error));
      setBusy(false);
    }
  }

  async function socialSignIn(provider: string) {
    if (busy) return;
    setBusy(provider);
    setFormError(undefined);
    try {
      await startSocialSignIn(provider, returnUrl);
    } catch (error) {
      setFormError(provider === 'google' ? t('auth.googleFailed') : authErrorMessage(error));
      setBusy(false);
    }
  }

  const socialButtons = socialProviders(config.data, { includeApple: false });

  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-12">
      <Card className="p-8">
        <h1 className="text-center text-3xl text-gold-300">
          {t(mode === 'sign-in' ? 'auth.welcomeBack' : 'auth.beginJourney')}
        </h1>
        <p className="mt-2 text-center text-sm text-slate-400">
          {t(mode === 'sign-in' ? 'auth.signInIntro' : 'auth.signUpIntro')}
        </p>

        <div
          className="mt-6 grid grid-cols-2 rounded-full bg-night-950/60 p-1 ring-1 ring-white/10"
          role="tablist"
        >
          {(['sign-in', 'sign-up'] as const).map((value) => (
            <button
              key={value}
              role="tab"
              type="button"
              aria-selected={mode === value}
              onClick={() => switchMode(value)}
              className={`rounded-full py-2 text-sm font-medium ${mode === value ? 'bg-gold-400 text-night-950' : 'text-slate-300'}`}
            >
              {t(value === 'sign-in' ? 'auth.tabSignIn' : 'auth.tabSignUp')}
            </button>
          ))}
        </div>

        <form
          className="mt-6 space-y-4"
          onSubmit={(event) => void form.handleSubmit(signInWithEmail)(event)}
          noValidate
          aria-describedby={formError ? ids.error : undefined}
        >
          {mode === 'sign-up' && (
            <FormField
              id={ids.name}
              label={t('auth.fullName')}
              error={fieldErrorMessage('fullName', errors.fullName)}
            >
              {(control) => <Input {...control} autoComplete="name" {...form.register('fullName')} />}
            </FormField>
          )}
          <FormField id={ids.email} label={t('auth.email')} error={fieldErrorMessage('email', errors.email)}>
            {(control) => (
              <Input {...control} type="email" autoComplete="email" {...form.register('email')} />
            )}
          </FormField>
          <FormField
            id={ids.password}
            label={t('auth.password')}
            // Signing in only asks for the password; its rules are for a new one.
            error={fieldErrorMessage(mode === 'sign-in' ? 'currentPassword' : 'password', errors.password)}
            describedBy={mode === 'sign-up' ? ids.strength : undefined}
            after={
              <>
                {mode === 'sign-up' && (
                  <PasswordStrengthMeter
                    id={ids.strength}
                    password={typedPassword}
                    context={[typedEmail, typedName]}
                  />
                )}
                {mode === 'sign-in' && config.data?.email && (
                  <p className="mt-2 text-right text-sm">
                    <Link to="/forgot-password" className="text-gold-300 hover:underline">
                      {t('auth.forgotPassword')}
                    </Link>
                  </p>
                )}
              </>
            }
          >
            {(control) => (
              <Input
                {...control}
                type="password"
                autoComplete={mode === 'sign-in' ? 'current-password' : 'new-password'}
                {...form.register('password')}
              />
            )}
          </FormField>
          <FormError id={ids.error} message={formError} />
          {notice && (
            <p
              role="status"
              className="rounded-xl bg-sky-500/10 px-4 py-3 text-sm text-sky-100 ring-1 ring-sky-400/30"
            >
              {notice}
            </p>
          )}
          <Button type="submit" className="w-full" disabled={Boolean(busy)}>
            {t(
              busy === 'email' ? 'auth.connecting' : mode === 'sign-in' ? 'auth.tabSignIn' : 'auth.tabSignUp',
            )}
          </Button>
          <p className="text-center text-sm text-slate-400">
            {t(mode === 'sign-up' ? 'auth.haveAccount' : 'auth.newToOrrery')}{' '}
            <button
              type="button"
              className="text-gold-300 underline"
              onClick={() => switchMode(mode === 'sign-up' ? 'sign-in' : 'sign-up')}
            >
              {t(mode === 'sign-up' ? 'auth.switchToSignIn' : 'auth.switchToSignUp')}
            </button>
          </p>
        </form>

        {socialButtons.length > 0 && (
          <div className="mt-6 space-y-3">
            <p className="text-center text-xs uppercase tracking-widest text-slate-500">{t('auth.or')}</p>
            {socialButtons.map((provider) => (
              <Button
                key={provider.id}
                variant="secondary"
                className="w-full"
                disabled={Boolean(busy)}
                onClick={() => socialSignIn(provider.id)}
              >
                {busy === provider.id
                  ? t('auth.connecting')
                  : t('auth.continueWith', { provider: provider.name })}
              </Button>
            ))}
          </div>
        )}

        <p className="mt-6 text-center text-xs text-slate-500">
          <RichText
            id="auth.legalConsent"
            components={{
              0: <Link to="/terms-of-service" className="text-gold-300 underline" />,
              1: <Link to="/privacy-policy" className="text-gold-300 underline" />,
            }}
          />
        </p>
      </Card>
    </div>
  );
}
