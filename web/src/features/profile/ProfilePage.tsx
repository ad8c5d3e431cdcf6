import type { MeResponse } from '@orrery/core/api/account';
import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { FieldError } from '@/components/ui/label';
import { useAmbientPreference } from '@/features/ambient/preferences';
import { blockedMessage, isBlockedError } from '@/features/auth/blocked';
import { meQueryKey, usePublicConfig, useSession } from '@/features/auth/session';
import { api, ApiRequestError, call } from '@/lib/api';
import { avatarFileProblem } from './avatar-file';
import { BirthDetailsFields } from './BirthDetailsFields';
import { AccountSecurity } from './AccountSecurity';
import { DailyNoteCard } from './DailyNoteCard';
import { DataExportCard } from './DataExportCard';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { TransitOrbsSetting } from './TransitOrbsSetting';
import { TwoFactorCard } from './TwoFactorCard';
import {
  clearChangedErrors,
  errorsFromServer,
  formFromProfile,
  type ProfileFormErrors,
  updateFromForm,
  validateProfileForm,
} from './profile-form';
import { useSaveProfile } from './use-save-profile';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { CreditHistoryCard } from '@/features/billing/CreditHistory';
import { SubscriptionPanel } from '@/features/billing/SubscriptionPanel';
import { useT } from '@/i18n/i18n';
import { LanguageSwitch } from '@/i18n/LanguageSwitch';

type AvatarChange = { kind: 'none' } | { kind: 'upload'; file: File; preview: string } | { kind: 'remove' };

export default function ProfilePage() {
  const t = useT();
  const { data: me, isError } = useSession();
  const config = usePublicConfig();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const saveProfile = useSaveProfile();
  const ids = { avatar: useId(), email: useId(), language: useId() };
  const fileInput = useRef<HTMLInputElement>(null);
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState(() => (me ? formFromProfile(me.profile) : null));
  const [errors, setErrors] = useState<ProfileFormErrors>({});
  const [avatar, setAvatar] = useState<AvatarChange>({ kind: 'none' });
  const [avatarError, setAvatarError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [saved, setSaved] = useState(false);
  const [saving, setSaving] = useState(false);
  const [ambient, setAmbient] = useAmbientPreference();

  useEffect(
    () => () => {
      if (avatar.kind === 'upload') URL.revokeObjectURL(avatar.preview);
    },
    [avatar],
  );

  if (isError) {
    return (
      <p role="alert" className="mx-auto max-w-3xl px-4 py-12 text-rose-200">
        {t('profile.loadFailed')}
      </p>
    );
  }
  if (!me || !values) return null;
  const profile = me.profile;

  function startEditing() {
    setValues(formFromProfile(profile));
    setErrors({});
    setFormError(undefined);
    setSaved(false);
    setEditing(true);
  }

  function cancel() {
    setEditing(false);
    setValues(formFromProfile(profile));
    setErrors({});
    setFormError(undefined);
    setAvatar({ kind: 'none' });
    setAvatarError(undefined);
  }

  function onFieldsChange(next: NonNullable<typeof values>) {
    if (values) setErrors((current) => clearChangedErrors(current, values, next));
    setValues(next);
  }

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = avatarFileProblem(file);
    setAvatarError(problem ?? undefined);
    if (problem) return;
    setAvatar({ kind: 'upload', file, preview: URL.createObjectURL(file) });
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (saving || !values) return;
    const found = validateProfileForm(values);
    setErrors(found);
    setFormError(undefined);
    setSaved(false);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      if (avatar.kind !== 'none') {
        try {
          const withAvatar =
            avatar.kind === 'upload'
              ? // The image travels as the raw request body, which the typed client leaves to `init`.
                await call(api.me.avatar.$put({}, { init: { body: avatar.file } }))
              : await call(api.me.avatar.$delete());
          queryClient.setQueryData<MeResponse | null>(meQueryKey, (current) =>
            current ? { ...current, profile: withAvatar } : current,
          );
          setAvatar({ kind: 'none' });
        } catch (error) {
          if (error instanceof ApiRequestError && !isBlockedError(error)) setAvatarError(error.message);
          throw error;
        }
      }
      await saveProfile(updateFromForm(values));
      setEditing(false);
      setSaved(true);
    } catch (error) {
      if (isBlockedError(error)) {
        setFormError(blockedMessage());
        navigate('/app', { replace: true });
        return;
      }
      setErrors(error instanceof ApiRequestError ? errorsFromServer(error.fields) : {});
      setFormError(t('profile.saveFailed'));
    } finally {
      setSaving(false);
    }
  }

  const avatarSrc =
    avatar.kind === 'upload' ? avatar.preview : avatar.kind === 'remove' ? null : profile.avatarUrl;
  const displayName = profile.fullName ?? me.user.email;

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <Link to="/app" className="text-sm text-gold-300 hover:underline">
        {t('profile.back')}
      </Link>
      <h1 className="mt-4 text-3xl text-slate-50 sm:text-4xl">{t('profile.title')}</h1>

      <div className="mt-8 space-y-6">
        <SubscriptionPanel balance={me.balance} />

        <Card className="p-5 sm:p-8">
          <form onSubmit={onSubmit} noValidate>
            <div className="flex flex-wrap items-center justify-between gap-4">
              <h2 className="text-xl text-slate-50">{t('profile.personal')}</h2>
              {!editing && (
                <Button type="button" variant="outline" size="sm" onClick={startEditing}>
                  {t('profile.edit')}
                </Button>
              )}
            </div>

            <div className="mt-6 flex flex-wrap items-center gap-5">
              {avatarSrc ? (
                <img
                  src={avatarSrc}
                  alt={t('profile.photoOf', { name: displayName })}
                  className="h-20 w-20 rounded-full object-cover ring-2 ring-gold-400/50"
                />
              ) : (
                <span
                  role="img"
                  aria-label={t('profile.noPhoto', { name: displayName })}
                  className="flex h-20 w-20 items-center justify-center rounded-full bg-night-600 font-display text-3xl text-gold-300"
                >
                  {displayName.charAt(0).toUpperCase()}
                </span>
              )}
              {editing && (
                <div className="space-y-2">
                  <input
                    ref={fileInput}
                    id={ids.avatar}
                    type="file"
                    accept="image/png,image/jpeg,image/webp,image/gif"
                    className="sr-only"
                    aria-describedby={avatarError ? `${ids.avatar}-error` : `${ids.avatar}-hint`}
                    onChange={onFile}
                  />
                  <div className="flex flex-wrap gap-2">
                    <Button
                      type="button"
                      variant="secondary"
                      size="sm"
                      onClick={() => fileInput.current?.click()}
                      disabled={saving}
                    >
                      {t('profile.uploadPhoto')}
                    </Button>
                    {avatarSrc && (
                      <Button
                        type="button"
                        variant="ghost"
                        size="sm"
                        onClick={() => setAvatar({ kind: 'remove' })}
                        disabled={saving}
                      >
                        {t('profile.removePhoto')}
                      </Button>
                    )}
                  </div>
                  <p id={`${ids.avatar}-hint`} className="text-xs text-slate-400">
                    {t('profile.photoHint')}
                  </p>
                  <FieldError id={`${ids.avatar}-error`} message={avatarError} />
                </div>
              )}
            </div>

            <FormField
              id={ids.email}
              label={t('profile.email')}
              className="mt-6"
              after={
                <p className="mt-1 text-xs text-slate-400">
                  {t(config.data?.email ? 'profile.emailChangeHint' : 'profile.emailHint')}
                </p>
              }
            >
              {(control) => <Input {...control} type="email" value={me.user.email} readOnly />}
            </FormField>

            <div className="mt-6">
              <BirthDetailsFields
                values={values}
                errors={errors}
                disabled={!editing || saving}
                onChange={onFieldsChange}
              />
            </div>

            <FormError className="mt-6" message={formError} />
            <div role="status" aria-live="polite" className="mt-6 empty:hidden">
              {saved && (
                <p className="rounded-xl bg-emerald-500/10 px-4 py-3 text-sm text-emerald-200 ring-1 ring-emerald-400/30">
                  <span className="font-semibold">{t('profile.success')}</span> {t('profile.saved')}
                </p>
              )}
            </div>

            {editing && (
              <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
                <Button type="button" variant="ghost" onClick={cancel} disabled={saving}>
                  {t('profile.cancel')}
                </Button>
                <Button type="submit" disabled={saving}>
                  {t(saving ? 'profile.saving' : 'profile.save')}
                </Button>
              </div>
            )}
          </form>
        </Card>

        <CreditHistoryCard />

        <AccountSecurity />

        <Card>
          <h2 className="text-xl text-slate-50">{t('profile.preferences')}</h2>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <span id={ids.language} className="text-slate-200">
              {t('profile.language')}
            </span>
            <LanguageSwitch aria-labelledby={ids.language} aria-describedby={`${ids.language}-hint`} />
            <p id={`${ids.language}-hint`} className="w-full text-xs text-slate-400">
              {t('profile.languageHint')}
            </p>
          </div>
          <label className="mt-4 flex cursor-pointer items-center gap-3 text-slate-200">
            <input
              type="checkbox"
              className="h-5 w-5 accent-gold-400"
              checked={ambient.enabled}
              onChange={(e) => setAmbient({ ...ambient, enabled: e.target.checked })}
            />
            {t('profile.ambient')}
          </label>
          <TransitOrbsSetting value={me.profile.transitOrbs} />
        </Card>

        <DailyNoteCard
          hasBirthData={Boolean(me.profile.birthDate && me.profile.birthTz && me.profile.birthLat !== null)}
        />

        <DataExportCard />

        {me.profile.role === 'admin' && <TwoFactorCard />}

        <Card className="ring-rose-400/20">
          <h2 className="text-xl text-slate-50">{t('profile.deleteTitle')}</h2>
          <p className="mt-2 text-sm text-slate-300">{t('profile.deleteIntro')}</p>
          <div className="mt-4">
            <DeleteAccountDialog />
          </div>
        </Card>
      </div>
    </div>
  );
}
