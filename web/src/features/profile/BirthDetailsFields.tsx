import { placeLabel } from '@orrery/core/api/account-rules';
import { useId, useState } from 'react';
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
}

/** Names, birth date (three selects), optional time, and city and country through the place search. */
export function BirthDetailsFields({ values, errors, disabled, onChange, years = yearOptions() }: Props) {
  const id = useId();
  const [countryHint, setCountryHint] = useState<string>();
  const set = (patch: Partial<ProfileFormValues>) => onChange({ ...values, ...patch });
  const errorId = (field: string) => `${id}-${field}-error`;
  const describedBy = (field: keyof ProfileFormErrors) => (errors[field] ? errorId(field) : undefined);
  const countryError = errors.birth_country ?? countryHint;

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <div>
        <Label htmlFor={`${id}-first`}>First name</Label>
        <Input
          id={`${id}-first`}
          autoComplete="given-name"
          value={values.first_name}
          disabled={disabled}
          aria-invalid={Boolean(errors.first_name)}
          aria-describedby={describedBy('first_name')}
          onChange={(e) => set({ first_name: e.target.value })}
        />
        <FieldError id={errorId('first_name')} message={errors.first_name} />
      </div>
      <div>
        <Label htmlFor={`${id}-last`}>Last name</Label>
        <Input
          id={`${id}-last`}
          autoComplete="family-name"
          value={values.last_name}
          disabled={disabled}
          aria-invalid={Boolean(errors.last_name)}
          aria-describedby={describedBy('last_name')}
          onChange={(e) => set({ last_name: e.target.value })}
        />
        <FieldError id={errorId('last_name')} message={errors.last_name} />
      </div>

      <fieldset className="sm:col-span-2" aria-describedby={describedBy('birth_date')}>
        <legend className="mb-1.5 text-sm font-medium text-slate-300">Birth date</legend>
        <BirthDateSelects
          value={{ day: values.day, month: values.month, year: values.year }}
          years={years}
          disabled={disabled}
          invalid={Boolean(errors.birth_date)}
          onChange={set}
        />
        <FieldError id={errorId('birth_date')} message={errors.birth_date} />
      </fieldset>

      <div>
        <Label htmlFor={`${id}-time`}>
          Birth time <span className="font-normal text-slate-400">(optional)</span>
        </Label>
        <Input
          id={`${id}-time`}
          type="time"
          value={values.birth_time}
          disabled={disabled}
          aria-invalid={Boolean(errors.birth_time)}
          aria-describedby={errors.birth_time ? errorId('birth_time') : `${id}-time-hint`}
          onChange={(e) => set({ birth_time: e.target.value })}
        />
        <p id={`${id}-time-hint`} className="mt-1 text-xs text-slate-400">
          From your birth certificate if you have it; it sets your rising sign and houses.
        </p>
        <FieldError id={errorId('birth_time')} message={errors.birth_time} />
      </div>

      <div className="hidden sm:block" aria-hidden />

      <div>
        <Label htmlFor={`${id}-city`}>Birth city</Label>
        <PlaceSearch
          id={`${id}-city`}
          value={values.birth_city}
          country={values.place ? '' : values.birth_country}
          disabled={disabled}
          invalid={Boolean(errors.birth_city)}
          describedBy={errors.birth_city ? errorId('birth_city') : `${id}-city-hint`}
          onTextChange={(text) => set({ birth_city: text, place: null })}
          onSelect={(place) => {
            setCountryHint(undefined);
            onChange(withPlace(values, place));
          }}
          onCountryError={setCountryHint}
        />
        <p id={`${id}-city-hint`} className="text-xs text-slate-400">
          {values.place
            ? `Chosen: ${values.birth_city}${values.place.region ? `, ${placeLabel({ region: values.place.region, country_name: values.birth_country })}` : `, ${values.birth_country}`} (${values.place.tz})`
            : values.birth_city
              ? 'Pick your city from the list so your chart uses its exact location.'
              : ''}
        </p>
        <FieldError id={errorId('birth_city')} message={errors.birth_city} />
      </div>
      <div>
        <Label htmlFor={`${id}-country`}>Birth country</Label>
        <Input
          id={`${id}-country`}
          autoComplete="country-name"
          value={values.birth_country}
          disabled={disabled}
          aria-invalid={Boolean(countryError)}
          aria-describedby={countryError ? errorId('birth_country') : undefined}
          onChange={(e) => {
            setCountryHint(undefined);
            set({ birth_country: e.target.value, place: null });
          }}
        />
        <FieldError id={errorId('birth_country')} message={countryError} />
      </div>
    </div>
  );
}
