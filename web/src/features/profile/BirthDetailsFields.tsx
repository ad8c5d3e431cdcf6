import { placeLabel } from '@orrery/core/api/account-rules';
import { type ReactNode, useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { FieldError } from '@/components/ui/label';
import { FormField } from '@/components/ui/form-field';
import { PlaceSearch } from '@/features/places/PlaceSearch';
import { BirthDateSelects } from './BirthDateSelects';
import { type ProfileFormErrors, type ProfileFormValues, withPlace, yearOptions } from './profile-form';
import { useT } from '@/i18n/i18n';

interface Props {
  values: ProfileFormValues;
  errors: ProfileFormErrors;
  disabled?: boolean;
  onChange: (values: ProfileFormValues) => void;
  /** Year choices; the profile offers the last 100 years, the reading forms go back to 1900. */
  years?: number[];
  /**
   * The reading forms' "I don't know the birth time" box, shown under the time: a reading needs
   * the time unless it is ticked. Without it (the profile) the time is simply optional.
   */
  timeUnknownControl?: ReactNode;
}

/** Names, birth date (three selects), optional time, and city and country through the place search. */
export function BirthDetailsFields({
  values,
  errors,
  disabled,
  onChange,
  years = yearOptions(),
  timeUnknownControl,
}: Props) {
  const id = useId();
  const [countryHint, setCountryHint] = useState<string>();
  const set = (patch: Partial<ProfileFormValues>) => onChange({ ...values, ...patch });
  const t = useT();
  const dateErrorId = `${id}-birthDate-error`;
  const countryError = errors.birthCountry ?? countryHint;

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField id={`${id}-first`} label={t('birth.firstName')} error={errors.firstName}>
        {(control) => (
          <Input
            {...control}
            autoComplete="given-name"
            value={values.firstName}
            disabled={disabled}
            onChange={(e) => set({ firstName: e.target.value })}
          />
        )}
      </FormField>
      <FormField id={`${id}-last`} label={t('birth.lastName')} error={errors.lastName}>
        {(control) => (
          <Input
            {...control}
            autoComplete="family-name"
            value={values.lastName}
            disabled={disabled}
            onChange={(e) => set({ lastName: e.target.value })}
          />
        )}
      </FormField>

      <fieldset className="sm:col-span-2" aria-describedby={errors.birthDate ? dateErrorId : undefined}>
        <legend className="mb-1.5 text-sm font-medium text-slate-300">{t('birth.date')}</legend>
        <BirthDateSelects
          value={{ day: values.day, month: values.month, year: values.year }}
          years={years}
          disabled={disabled}
          invalid={Boolean(errors.birthDate)}
          onChange={set}
        />
        <FieldError id={dateErrorId} message={errors.birthDate} />
      </fieldset>

      <FormField
        id={`${id}-time`}
        label={
          <>
            {t('birth.time')}{' '}
            {!timeUnknownControl && <span className="font-normal text-slate-400">{t('birth.optional')}</span>}
          </>
        }
        error={errors.birthTime}
        describedBy={(errorId) => errorId ?? `${id}-time-hint`}
        after={timeUnknownControl}
      >
        {(control) => (
          <>
            <Input
              {...control}
              type="time"
              value={values.birthTime}
              disabled={disabled}
              onChange={(e) => set({ birthTime: e.target.value })}
            />
            <p id={`${id}-time-hint`} className="mt-1 text-xs text-slate-400">
              {t('birth.timeHint')}
            </p>
          </>
        )}
      </FormField>

      <div className="hidden sm:block" aria-hidden />

      <FormField
        id={`${id}-city`}
        label={t('birth.city')}
        error={errors.birthCity}
        describedBy={(errorId) => errorId ?? `${id}-city-hint`}
      >
        {(control) => (
          <>
            <PlaceSearch
              id={control.id}
              value={values.birthCity}
              country={values.place ? '' : values.birthCountry}
              disabled={disabled}
              invalid={control['aria-invalid']}
              describedBy={control['aria-describedby']}
              onTextChange={(text) => set({ birthCity: text, place: null })}
              onSelect={(place) => {
                setCountryHint(undefined);
                onChange(withPlace(values, place));
              }}
              onCountryError={setCountryHint}
            />
            <p id={`${id}-city-hint`} className="text-xs text-slate-400">
              {values.place
                ? t('birth.chosen', {
                    city: values.birthCity,
                    place: placeLabel({
                      name: values.birthCity,
                      region: values.place.region,
                      regionName: values.place.region,
                      countryName: values.birthCountry,
                    }),
                    zone: values.place.tz,
                  })
                : values.birthCity
                  ? t('birth.pickCity')
                  : ''}
            </p>
          </>
        )}
      </FormField>
      <FormField id={`${id}-country`} label={t('birth.country')} error={countryError}>
        {(control) => (
          <Input
            {...control}
            autoComplete="country-name"
            value={values.birthCountry}
            disabled={disabled}
            onChange={(e) => {
              setCountryHint(undefined);
              set({ birthCountry: e.target.value, place: null });
            }}
          />
        )}
      </FormField>
    </div>
  );
}
