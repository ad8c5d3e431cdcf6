import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { MeResponse } from '@orrery/core/api/account';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { FieldError, Label } from '@/components/ui/label';
import { ApiRequestError, apiFetch } from '@/lib/api';
import { mapAuthError } from './auth-errors';
import { FullPageLoading } from './RequireAuth';
import {
  meQueryKey,
  needsOnboarding,
  safeReturnUrl,
  SESSION_ENDED_MESSAGE,
  sessionEndedElsewhere,
  clearSessionEndedNotice,
  usePublicConfig,
  useSession,
} from './session';

type Mode = 'sign-in' | 'sign-up';

const DELETED_ACCOUNT_MESSAGE = 'This account has been deleted.';

function messageFor(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.message === DELETED_ACCOUNT_MESSAGE) return DELETED_ACCOUNT_MESSAGE;
    if (error.status === 401 || error.code === 'INVALID_EMAIL_OR_PASSWORD')
      return 'Invalid login credentials';
    if (error.status === 429) return mapAuthError('too many').message;
    if (error.code === 'USER_ALREADY_EXISTS' || error.code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL') {
      return 'An account with this email already exists. Sign in instead.';
    }
    if (error.code === 'PASSWORD_TOO_SHORT') return 'Use a password of at least 8 characters.';
    return mapAuthError(error.message).message;
  }
  return mapAuthError(String(error)).message;
}

export default function AuthPage() {
  const [params] = useSearchParams();
  const returnUrl = safeReturnUrl(params.get('returnUrl'));
  const session = useSession();
  const config = usePublicConfig();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<Mode>(params.get('mode') === 'sign-up' ? 'sign-up' : 'sign-in');
  const [form, setForm] = useState({ fullName: '', email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof typeof form, string>>>({});
  const [formError, setFormError] = useState<string | undefined>(() =>
    sessionEndedElsewhere() ? SESSION_ENDED_MESSAGE : undefined,
  );
  useEffect(clearSessionEndedNotice, []);
  const [busy, setBusy] = useState<false | 'email' | string>(false);
  const ids = { name: useId(), email: useId(), password: useId(), error: useId() };

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
  if (session.data && !busy) return <FullPageLoading label="Redirecting to your dashboard..." />;

  function validate(): boolean {
    const next: typeof errors = {};
    if (mode === 'sign-up' && !form.fullName.trim()) next.fullName = 'Please enter your full name.';
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email.trim()))
      next.email = 'Please enter a valid email address.';
    if (form.password.length < (mode === 'sign-up' ? 8 : 1)) {
      next.password =
        mode === 'sign-up' ? 'Use a password of at least 8 characters.' : 'Please enter your password.';
    }
    setErrors(next);
    return Object.keys(next).length === 0;
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy || !validate()) return;
    setBusy('email');
    setFormError(undefined);
    try {
      if (mode === 'sign-up') {
        const [firstName, ...rest] = form.fullName.trim().split(/\s+/);
        await apiFetch('/api/auth/sign-up/email', {
          json: {
            email: form.email.trim(),
            password: form.password,
            name: form.fullName.trim(),
            firstName,
            lastName: rest.join(' '),
          },
        });
      } else {
        await apiFetch('/api/auth/sign-in/email', {
          json: { email: form.email.trim(), password: form.password },
        });
      }
      const me = await apiFetch<MeResponse>('/api/me').catch(async (error: unknown) => {
        // A deleted account can still pass the password check; drop that session and say why.
        if (error instanceof ApiRequestError && error.message === DELETED_ACCOUNT_MESSAGE) {
          await apiFetch('/api/auth/sign-out', { method: 'POST', json: {} }).catch(() => undefined);
        }
        throw error;
      });
      queryClient.setQueryData(meQueryKey, me);
      navigate(
        needsOnboarding(me.profile) ? `/onboarding?returnUrl=${encodeURIComponent(returnUrl)}` : returnUrl,
        { replace: true },
      );
    } catch (error) {
      setFormError(messageFor(error));
      setBusy(false);
    }
  }

  async function socialSignIn(provider: string) {
    if (busy) return;
    setBusy(provider);
    setFormError(undefined);
    try {
      const callbackURL = `/auth/callback?returnUrl=${encodeURIComponent(returnUrl)}`;
      const { url } = await apiFetch<{ url: string }>('/api/auth/sign-in/social', {
        json: { provider, callbackURL, errorCallbackURL: callbackURL },
      });
      window.location.assign(url);
    } catch (error) {
      setFormError(
        provider === 'google' ? 'Error: Failed to sign in with Google. Please try again.' : messageFor(error),
      );
      setBusy(false);
    }
  }

  const providers = config.data?.providers;
  const socialButtons = [
    ...(providers?.google ? [{ id: 'google', name: 'Google' }] : []),
    ...(providers?.oidc ?? []),
  ];

  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-12">
      <Card className="p-8">
        <h1 className="text-center text-3xl text-gold-300">
          {mode === 'sign-in' ? 'Welcome back' : 'Begin your journey'}
        </h1>
        <p className="mt-2 text-center text-sm text-slate-400">
          {mode === 'sign-in'
            ? 'Sign in to your readings and credits.'
            : 'Create your account and receive welcome credits.'}
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
              onClick={() => {
                setMode(value);
                setErrors({});
                setFormError(undefined);
              }}
              className={`rounded-full py-2 text-sm font-medium ${mode === value ? 'bg-gold-400 text-night-950' : 'text-slate-300'}`}
            >
              {value === 'sign-in' ? 'Sign In' : 'Create Account'}
            </button>
          ))}
        </div>

        <form
          className="mt-6 space-y-4"
          onSubmit={onSubmit}
          noValidate
          aria-describedby={formError ? ids.error : undefined}
        >
          {mode === 'sign-up' && (
            <div>
              <Label htmlFor={ids.name}>Full name</Label>
              <Input
                id={ids.name}
                autoComplete="name"
                value={form.fullName}
                aria-invalid={Boolean(errors.fullName)}
                aria-describedby={errors.fullName ? `${ids.name}-error` : undefined}
                onChange={(e) => setForm({ ...form, fullName: e.target.value })}
              />
              <FieldError id={`${ids.name}-error`} message={errors.fullName} />
            </div>
          )}
          <div>
            <Label htmlFor={ids.email}>Email</Label>
            <Input
              id={ids.email}
              type="email"
              autoComplete="email"
              value={form.email}
              aria-invalid={Boolean(errors.email)}
              aria-describedby={errors.email ? `${ids.email}-error` : undefined}
              onChange={(e) => setForm({ ...form, email: e.target.value })}
            />
            <FieldError id={`${ids.email}-error`} message={errors.email} />
          </div>
          <div>
            <Label htmlFor={ids.password}>Password</Label>
            <Input
              id={ids.password}
              type="password"
              autoComplete={mode === 'sign-in' ? 'current-password' : 'new-password'}
              value={form.password}
              aria-invalid={Boolean(errors.password)}
              aria-describedby={errors.password ? `${ids.password}-error` : undefined}
              onChange={(e) => setForm({ ...form, password: e.target.value })}
            />
            <FieldError id={`${ids.password}-error`} message={errors.password} />
          </div>
          {formError && (
            <p
              id={ids.error}
              role="alert"
              className="rounded-xl bg-rose-500/10 px-4 py-3 text-sm text-rose-200 ring-1 ring-rose-400/30"
            >
              {formError}
            </p>
          )}
          <Button type="submit" className="w-full" disabled={Boolean(busy)}>
            {busy === 'email' ? 'Connecting...' : mode === 'sign-in' ? 'Sign In' : 'Create Account'}
          </Button>
        </form>

        {socialButtons.length > 0 && (
          <div className="mt-6 space-y-3">
            <p className="text-center text-xs uppercase tracking-widest text-slate-500">or</p>
            {socialButtons.map((provider) => (
              <Button
                key={provider.id}
                variant="secondary"
                className="w-full"
                disabled={Boolean(busy)}
                onClick={() => socialSignIn(provider.id)}
              >
                {busy === provider.id ? 'Connecting...' : `Continue with ${provider.name}`}
              </Button>
            ))}
          </div>
        )}

        <p className="mt-6 text-center text-xs text-slate-500">
          By continuing you agree to our{' '}
          <Link to="/terms-of-service" className="text-gold-300 underline">
            Terms of Service
          </Link>{' '}
          and{' '}
          <Link to="/privacy-policy" className="text-gold-300 underline">
            Privacy Policy
          </Link>
          .
        </p>
      </Card>
    </div>
  );
}
