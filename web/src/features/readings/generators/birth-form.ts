import type { BirthInput } from '@orrery/core/api/readings';
import type { ProfileFormErrors, ProfileFormValues } from '@/features/profile/profile-form';
import { validateProfileForm } from '@/features/profile/profile-form';

/** The reading forms' year choices: from this year down to 1900 (wider than the profile's 100 years). */
export function readingYears(now: Date = new Date()): number[] {
  return Array.from({ length: now.getFullYear() - 1900 + 1 }, (_, i) => now.getFullYear() - i);
}

export const EMPTY_BIRTH: ProfileFormValues = {
  firstName: '',
  lastName: '',
  day: '',
  month: '',
  year: '',
  birthTime: '',
  birthCity: '',
  birthCountry: '',
  place: null,
};

/**
 * Every field is required except the time, which may be marked unknown (the reading then says
 * what it cannot know). Returns the messages to show beside the fields.
 */
export function validateBirthForm(values: ProfileFormValues, timeUnknown: boolean): ProfileFormErrors {
  const errors = validateProfileForm(values);
  if (!values.firstName.trim()) errors.firstName = 'First name is required.';
  if (!values.lastName.trim()) errors.lastName = 'Last name is required.';
  if (!values.day || !values.month || !values.year) errors.birthDate ??= 'Choose the day, month and year.';
  if (!timeUnknown && !values.birthTime)
    errors.birthTime = 'Enter the birth time, or tick “I don’t know the birth time”.';
  if (!values.birthCity.trim()) errors.birthCity = 'Birth city is required.';
  if (!values.birthCountry.trim()) errors.birthCountry = 'Birth country is required.';
  return errors;
}

const pad = (value: string) => value.padStart(2, '0');

export function birthInputFromForm(
  values: ProfileFormValues,
  timeUnknown: boolean,
  utcOffsetMinutes?: number,
): BirthInput {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    birthDate: `${values.year}-${pad(values.month)}-${pad(values.day)}`,
    birthTime: timeUnknown ? null : values.birthTime,
    city: values.birthCity.trim(),
    country: values.birthCountry.trim(),
    ...(values.place ? { lat: values.place.lat, lng: values.place.lng, tz: values.place.tz } : {}),
    ...(utcOffsetMinutes !== undefined ? { utcOffsetMinutes } : {}),
  };
}

/** Server messages keyed by input path ("city", "person2.birthTime") mapped onto one person's form. */
export function birthErrorsFromServer(fields: Record<string, string>, prefix = ''): ProfileFormErrors {
  const map: Record<string, keyof ProfileFormErrors> = {
    firstName: 'firstName',
    lastName: 'lastName',
    birthDate: 'birthDate',
    birthTime: 'birthTime',
    city: 'birthCity',
    country: 'birthCountry',
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
  return Boolean(values.day && values.month && values.year && values.birthCity && values.birthCountry);
}
