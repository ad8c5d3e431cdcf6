import type { DailySettings, DailySettingsUpdate } from '@orrery/core/api/daily';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormError } from '@/components/ui/form-error';
import { Select } from '@/components/ui/select';
import { intlLocale, t as translate, useT } from '@/i18n/i18n';
import { api, call } from '@/lib/api';

const dailyQueryKey = ['daily-settings'] as const;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

const deviceZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

const pushSupported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/**
 * Subscribes this browser through the standard Push API with the server's VAPID key and hands the
 * subscription to the server. Needs the service worker (production builds register it).
 */
async function subscribeThisBrowser(vapidPublicKey: string): Promise<PushSubscriptionJSON> {
  if ((await Notification.requestPermission()) !== 'granted') {
    throw new Error(translate('daily.blocked'));
  }
  const registration = await navigator.serviceWorker.ready;
  const key = Uint8Array.from(atob(vapidPublicKey.replaceAll('-', '+').replaceAll('_', '/')), (c) =>
    c.charCodeAt(0),
  );
  const existing = await registration.pushManager.getSubscription();
  const subscription =
    existing ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }));
  return subscription.toJSON();
}

/** The daily note on the profile: email (double opt-in), push on this browser, and the hour. */
export function DailyNoteCard({ hasBirthData }: { hasBirthData: boolean }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const linkOutcome = searchParams.get('daily');
  const settings = useQuery({ queryKey: dailyQueryKey, queryFn: () => call(api.me.daily.$get()) });
  const [draft, setDraft] = useState<Omit<DailySettingsUpdate, 'timeZone'> | null>(null);
  const hourId = useId();
  const [pushProblem, setPushProblem] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: async (update: DailySettingsUpdate) => {
      if (update.push && settings.data?.vapidPublicKey && pushSupported()) {
        const subscription = await subscribeThisBrowser(settings.data.vapidPublicKey);
        await call(
          api.me.daily.push.$post({
            json: {
              endpoint: subscription.endpoint!,
              expirationTime: subscription.expirationTime ?? null,
              keys: { p256dh: subscription.keys!.p256dh!, auth: subscription.keys!.auth! },
            },
          }),
        );
      }
      return call(api.me.daily.$put({ json: update }));
    },
    onMutate: () => setPushProblem(null),
    onSuccess: (saved: DailySettings) => {
      queryClient.setQueryData(dailyQueryKey, saved);
      setDraft(null);
    },
    onError: (error) => {
      if (!(error instanceof Error) || 'code' in error) return;
      setPushProblem(error.message);
    },
  });

  if (!settings.data) {
    return (
      <Card id="daily-note">
        <h2 className="text-xl text-slate-50">{t('daily.title')}</h2>
        {settings.isError ? (
          <FormError message={settings.error.message} />
        ) : (
          <p className="mt-2 text-sm text-slate-300">{t('daily.loading')}</p>
        )}
      </Card>
    );
  }
  const current = settings.data;
  const values = draft ?? { email: current.email !== 'off', push: current.push, hour: current.hour };
  const change = (next: Partial<typeof values>) => setDraft({ ...values, ...next });
  const canPush = current.vapidPublicKey !== null && pushSupported();

  return (
    <Card id="daily-note">
      <h2 className="text-xl text-slate-50">{t('daily.title')}</h2>
      <p className="mt-2 text-sm text-slate-300">{t('daily.intro')}</p>
      {linkOutcome === 'confirmed' && (
        <p role="status" className="mt-3 text-sm text-emerald-300">
          {t('daily.confirmed')}
        </p>
      )}
      {linkOutcome === 'link-invalid' && (
        <p role="status" className="mt-3 text-sm text-rose-300">
          {t('daily.linkInvalid')}
        </p>
      )}
      {!hasBirthData && <p className="mt-3 text-sm text-gold-200">{t('daily.needsBirthData')}</p>}
      <form
        className="mt-4 space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ ...values, timeZone: deviceZone() });
        }}
      >
        <fieldset disabled={!hasBirthData || save.isPending} className="space-y-3">
          <legend className="sr-only">{t('daily.how')}</legend>
          {current.emailAvailable && (
            <label className="flex cursor-pointer items-start gap-3 text-slate-200">
              <input
                type="checkbox"
                className="mt-0.5 h-5 w-5 accent-gold-400"
                checked={values.email}
                onChange={(e) => change({ email: e.target.checked })}
              />
              <span>
                {t('daily.byEmail')}
                {current.email === 'pending' && !draft && (
                  <span className="block text-sm text-gold-200">{t('daily.pending')}</span>
                )}
              </span>
            </label>
          )}
          <label className="flex cursor-pointer items-start gap-3 text-slate-200">
            <input
              type="checkbox"
              className="mt-0.5 h-5 w-5 accent-gold-400"
              checked={values.push}
              disabled={!canPush && !values.push}
              onChange={(e) => change({ push: e.target.checked })}
            />
            <span>
              {t('daily.byPush')}
              {!canPush && <span className="block text-sm text-slate-400">{t('daily.noPush')}</span>}
              {current.push && current.pushDevices > 0 && !draft && (
                <span className="block text-sm text-slate-400">
                  {t('daily.devices', { count: current.pushDevices })}
                </span>
              )}
            </span>
          </label>
          <div className="flex flex-wrap items-center gap-3">
            <label htmlFor={hourId} className="text-slate-200">
              {t('daily.sendAt')}
            </label>
            <Select
              id={hourId}
              className="w-28"
              value={values.hour}
              onChange={(e) => change({ hour: Number(e.target.value) })}
            >
              {HOURS.map((hour) => (
                <option key={hour} value={hour}>
                  {hourLabel(hour)}
                </option>
              ))}
            </Select>
            <span className="text-sm text-slate-400">{t('daily.yourTime', { zone: deviceZone() })}</span>
          </div>
        </fieldset>
        {current.nextAt && !draft && (
          <p className="text-sm text-slate-300">
            {t('daily.next', {
              date: new Intl.DateTimeFormat(intlLocale(), { dateStyle: 'full', timeStyle: 'short' }).format(
                new Date(current.nextAt),
              ),
            })}
          </p>
        )}
        {pushProblem && (
          <p role="alert" className="text-sm text-rose-300">
            {pushProblem}
          </p>
        )}
        {save.isError && !pushProblem && <FormError message={save.error.message} />}
        <Button
          type="submit"
          disabled={!hasBirthData || save.isPending || (!draft && current.timeZone === deviceZone())}
        >
          {save.isPending ? t('daily.saving') : t('daily.save')}
        </Button>
      </form>
    </Card>
  );
}
