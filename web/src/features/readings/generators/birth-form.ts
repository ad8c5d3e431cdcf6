import type { BirthInput } from '@orrery/core/api/readings';
import type { ProfileFormErrors, ProfileFormValues } from '@/features/profile/profile-form';
import { validateProfileForm } from '@/features/profile/profile-form';

/** The reading forms' year choices: from this year down to 1900 (second document, section 5). */
export function readingYears(now: Date = new Date()): number[] {
  return Array.from({ length: now.getFullYear() - 1900 + 1 }, (_, i) => now.getFullYear() - i);
}

export const EMPTY_BIRTH: ProfileFormValues = {
  first_name: '',
  last_name: '',
  day: '',
  month: '',
  year: '',
  birth_time: '',
  birth_city: '',
  birth_country: '',
  place: null,
};

/**
 * Every field is required except the time, which may be marked unknown (the reading then says
 * what it cannot know). Returns the messages to show beside the fields.
 */
export function validateBirthForm(values: ProfileFormValues, timeUnknown: boolean): ProfileFormErrors {
  const errors = validateProfileForm(values);
  if (!values.first_name.trim()) errors.first_name = 'First name is required.';
  if (!values.last_name.trim()) errors.last_name = 'Last name is required.';
  if (!values.day || !values.month || !values.year) errors.birth_date ??= 'Choose the day, month and year.';
  if (!timeUnknown && !values.birth_time)
    errors.birth_time = 'Enter the birth time, or tick “I don’t know the birth time”.';
  if (!values.birth_city.trim()) errors.birth_city = 'Birth city is required.';
  if (!values.birth_country.trim()) errors.birth_country = 'Birth country is required.';
  return errors;
}

const pad = (value: string) => value.padStart(2, '0');

export function birthInputFromForm(
  values: ProfileFormValues,
  timeUnknown: boolean,
  utcOffsetMinutes?: number,
): BirthInput {
  return {
    firstName: values.first_name.trim(),
    lastName: values.last_name.trim(),
    birthDate: `${values.year}-${pad(values.month)}-${pad(values.day)}`,
    birthTime: timeUnknown ? null : values.birth_time,
    city: values.birth_city.trim(),
    country: values.birth_country.trim(),
    ...(values.place ? { lat: values.place.lat, lng: values.place.lng, tz: values.place.tz } : {}),
    ...(utcOffsetMinutes !== undefined ? { utcOffsetMinutes } : {}),
  };
}

/** Server messages keyed by input path ("city", "person2.birthTime") mapped onto one person's form. */
export function birthErrorsFromServer(fields: Record<string, string>, prefix = ''): ProfileFormErrors {
  const map: Record<string, keyof ProfileFormErrors> = {
    firstName: 'first_name',
    lastName: 'last_name',
    birthDate: 'birth_date',
    birthTime: 'birth_time',
    city: 'birth_city',
    country: 'birth_country',
  };
  const errors: ProfileFormErrors = {};
  for (const [path, message] of Object.entries(fields)) {
    if (!path.startsWith(prefix)) continue;
    const field = map[path.slice(prefix.length)];
    if (field) errors[field] = message;
  }
  return errors;
}

export function hasBirthData(values: ProfileFormValues): boolean {
  return Boolean(values.day && values.month && values.year && values.birth_city && values.birth_country);
}
