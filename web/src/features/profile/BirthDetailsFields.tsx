import { placeLabel } from '@orrery/core/api/account-rules';
import { type ReactNode, useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { FieldError, Label } from '@/components/ui/label';
import { PlaceSearch } from '@/features/places/PlaceSearch';
import { BirthDateSelects } from './BirthDateSelects';
import { type ProfileFormErrors, type ProfileFormValues, withPlace, yearOptions } from './profile-form';

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
  const errorId = (field: string) => `${id}-${field}-error`;
  const describedBy = (field: keyof ProfileFormErrors) => (errors[field] ? errorId(field) : undefined);
  const countryError = errors.birthCountry ?? countryHint;

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <div>
        <Label htmlFor={`${id}-first`}>First name</Label>
        <Input
          id={`${id}-first`}
          autoComplete="given-name"
          value={values.firstName}
          disabled={disabled}
          aria-invalid={Boolean(errors.firstName)}
          aria-describedby={describedBy('firstName')}
          onChange={(e) => set({ firstName: e.target.value })}
        />
        <FieldError id={errorId('firstName')} message={errors.firstName} />
      </div>
      <div>
        <Label htmlFor={`${id}-last`}>Last name</Label>
        <Input
          id={`${id}-last`}
          autoComplete="family-name"
          value={values.lastName}
          disabled={disabled}
          aria-invalid={Boolean(errors.lastName)}
          aria-describedby={describedBy('lastName')}
          onChange={(e) => set({ lastName: e.target.value })}
        />
        <FieldError id={errorId('lastName')} message={errors.lastName} />
      </div>

      <fieldset className="sm:col-span-2" aria-describedby={describedBy('birthDate')}>
        <legend className="mb-1.5 text-sm font-medium text-slate-300">Birth date</legend>
        <BirthDateSelects
          value={{ day: values.day, month: values.month, year: values.year }}
          years={years}
          disabled={disabled}
          invalid={Boolean(errors.birthDate)}
          onChange={set}
        />
        <FieldError id={errorId('birthDate')} message={errors.birthDate} />
      </fieldset>

      <div>
        <Label htmlFor={`${id}-time`}>
          Birth time {!timeUnknownControl && <span className="font-normal text-slate-400">(optional)</span>}
        </Label>
        <Input
          id={`${id}-time`}
          type="time"
          value={values.birthTime}
          disabled={disabled}
          aria-invalid={Boolean(errors.birthTime)}
          aria-describedby={errors.birthTime ? errorId('birthTime') : `${id}-time-hint`}
          onChange={(e) => set({ birthTime: e.target.value })}
        />
        <p id={`${id}-time-hint`} className="mt-1 text-xs text-slate-400">
          From your birth certificate if you have it; it sets your rising sign and houses.
        </p>
        <FieldError id={errorId('birthTime')} message={errors.birthTime} />
        {timeUnknownControl}
      </div>

      <div className="hidden sm:block" aria-hidden />

      <div>
        <Label htmlFor={`${id}-city`}>Birth city</Label>
        <PlaceSearch
          id={`${id}-city`}
          value={values.birthCity}
          country={values.place ? '' : values.birthCountry}
          disabled={disabled}
          invalid={Boolean(errors.birthCity)}
          describedBy={errors.birthCity ? errorId('birthCity') : `${id}-city-hint`}
          onTextChange={(text) => set({ birthCity: text, place: null })}
          onSelect={(place) => {
            setCountryHint(undefined);
            onChange(withPlace(values, place));
          }}
          onCountryError={setCountryHint}
        />
        <p id={`${id}-city-hint`} className="text-xs text-slate-400">
          {values.place
            ? `Chosen: ${values.birthCity}, ${placeLabel({ name: values.birthCity, region: values.place.region, regionName: values.place.region, countryName: values.birthCountry })} (${values.place.tz})`
            : values.birthCity
              ? 'Pick your city from the list so your chart uses its exact location.'
              : ''}
        </p>
        <FieldError id={errorId('birthCity')} message={errors.birthCity} />
      </div>
      <div>
        <Label htmlFor={`${id}-country`}>Birth country</Label>
        <Input
          id={`${id}-country`}
          autoComplete="country-name"
          value={values.birthCountry}
          disabled={disabled}
          aria-invalid={Boolean(countryError)}
          aria-describedby={countryError ? errorId('birthCountry') : undefined}
          onChange={(e) => {
            setCountryHint(undefined);
            set({ birthCountry: e.target.value, place: null });
          }}
        />
        <FieldError id={errorId('birthCountry')} message={countryError} />
      </div>
    </div>
  );
}
