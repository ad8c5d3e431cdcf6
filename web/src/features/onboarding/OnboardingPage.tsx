import { type FormEvent, useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { blockedMessage, isBlockedError } from '@/features/auth/blocked';
import { needsOnboarding, safeReturnUrl, useSession } from '@/features/auth/session';
import { BirthDetailsFields } from '@/features/profile/BirthDetailsFields';
import {
  clearChangedErrors,
  errorsFromServer,
  formFromProfile,
  type ProfileFormErrors,
  updateFromForm,
  validateProfileForm,
} from '@/features/profile/profile-form';
import { useSaveProfile } from '@/features/profile/use-save-profile';
import { ApiRequestError } from '@/lib/api';
import { formatTime } from '@/lib/dates';
import { FormError } from '@/components/ui/form-error';
import { useT } from '@/i18n/i18n';

export default function OnboardingPage() {
  const t = useT();
  const { data: me } = useSession();
  const [params] = useSearchParams();
  const returnUrl = safeReturnUrl(params.get('returnUrl'));
  const navigate = useNavigate();
  const saveProfile = useSaveProfile();
  // Decided once on arrival: saving here completes the profile but should not whisk the user away.
  const completeOnArrival = useRef(me ? !needsOnboarding(me.profile) : false);
  const [values, setValues] = useState(() => (me ? formFromProfile(me.profile) : null));
  const [errors, setErrors] = useState<ProfileFormErrors>({});
  const [formError, setFormError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const [welcome, setWelcome] = useState(false);

  if (!me || !values) return null;
  if (completeOnArrival.current) return <Navigate to={returnUrl} replace />;

  function onFieldsChange(next: NonNullable<typeof values>) {
    if (values) setErrors((current) => clearChangedErrors(current, values, next));
    setValues(next);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (saving || !values) return;
    const found = validateProfileForm(values);
    setErrors(found);
    setFormError(undefined);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      const saved = await saveProfile(updateFromForm(values));
      setSavedAt(new Date());
      setWelcome(!needsOnboarding(saved));
    } catch (error) {
      if (isBlockedError(error)) {
        setFormError(blockedMessage());
        navigate('/app', { replace: true });
        return;
      }
      setErrors(error instanceof ApiRequestError ? errorsFromServer(error.fields) : {});
      setFormError(t('onboarding.saveFailed'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:py-14">
      <p className="text-xs font-semibold uppercase tracking-[0.3em] text-gold-400">
        {t('onboarding.eyebrow')}
      </p>
      <h1 className="mt-2 text-3xl text-slate-50 sm:text-4xl">
        {me.profile.firstName
          ? t('onboarding.welcomeName', { name: me.profile.firstName })
          : t('onboarding.welcome')}
      </h1>
      <p className="mt-3 text-slate-300">{t('onboarding.intro')}</p>
      <p className="mt-2 text-sm text-slate-400">{t('onboarding.prefilled')}</p>

      <Card className="mt-8 p-5 sm:p-8">
        <form onSubmit={onSubmit} noValidate>
          <BirthDetailsFields values={values} errors={errors} disabled={saving} onChange={onFieldsChange} />

          <FormError className="mt-6" message={formError} />
          <div role="status" aria-live="polite" className="mt-6 empty:hidden">
            {savedAt && !formError && (
              <div className="rounded-xl bg-emerald-500/10 px-4 py-3 text-sm text-emerald-200 ring-1 ring-emerald-400/30">
                <p className="font-medium">
                  {welcome ? t('onboarding.welcomeSaved') : t('onboarding.progressSaved')}
                </p>
                <p className="mt-1 text-emerald-200/80">
                  {t('onboarding.lastSaved', { time: formatTime(savedAt) })}
                </p>
              </div>
            )}
          </div>

          <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            {/* Once something is saved there is nothing left to skip: the way on is Continue. */}
            {!savedAt && (
              <Button type="button" variant="ghost" onClick={() => navigate('/app')} disabled={saving}>
                {t('onboarding.skip')}
              </Button>
            )}
            <Button type="submit" disabled={saving}>
              {saving ? t('onboarding.saving') : t('onboarding.save')}
            </Button>
            {savedAt && (
              <Button asChild variant="outline">
                <Link to={returnUrl}>{t('onboarding.continue')}</Link>
              </Button>
            )}
          </div>
        </form>
      </Card>
    </div>
  );
}
