import type { BirthInput } from '@orrery/core/api/readings';
import type { ProfileFormErrors, ProfileFormValues } from '@/features/profile/profile-form';
import { validateProfileForm } from '@/features/profile/profile-form';
import { t } from '@/i18n/i18n';

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
  if (!values.firstName.trim()) errors.firstName = t('birthForm.firstNameRequired');
  if (!values.lastName.trim()) errors.lastName = t('birthForm.lastNameRequired');
  if (!values.day || !values.month || !values.year) errors.birthDate ??= t('birthForm.dateRequired');
  if (!timeUnknown && !values.birthTime) errors.birthTime = t('birthForm.timeRequired');
  if (!values.birthCity.trim()) errors.birthCity = t('birthForm.cityRequired');
  if (!values.birthCountry.trim()) errors.birthCountry = t('birthForm.countryRequired');
  return errors;
}

/** Which field each error sits on, and whether that field was simply left empty. */
function leftEmpty(field: string, values: ProfileFormValues, timeUnknown: boolean): boolean {
  switch (field) {
    case 'birthDate':
      return !values.day || !values.month || !values.year;
    case 'birthTime':
      return !timeUnknown && !values.birthTime;
    case 'firstName':
    case 'lastName':
    case 'birthCity':
    case 'birthCountry':
      return !values[field].trim();
    default:
      return false;
  }
}

/**
 * The summary above the submit button: the spec's "fill in all fields" when fields are only
 * empty, and the actual faults by name (a date the calendar lacks, a name too long) otherwise.
 */
export function birthFormSummary(
  people: readonly {
    label?: string;
    values: ProfileFormValues;
    timeUnknown: boolean;
    errors: ProfileFormErrors;
  }[],
  missing: { title: string; message: string },
): { title: string; message: string } | null {
  let empty = false;
  const faults: string[] = [];
  for (const person of people) {
    for (const [field, message] of Object.entries(person.errors)) {
      if (!message) continue;
      if (leftEmpty(field, person.values, person.timeUnknown)) empty = true;
      else faults.push(person.label ? `${person.label}: ${message}` : message);
    }
  }
  if (faults.length === 0) return empty ? missing : null;
  return {
    title: t('birthForm.checkTitle'),
    message: [...faults, ...(empty ? [t('birthForm.fillEmpty')] : [])].join(' '),
  };
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
