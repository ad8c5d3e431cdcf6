import type { Profile, ProfileUpdate } from '@orrery/core/api/account';
import type { PlaceResult } from '@orrery/core/api/places';

/** What the onboarding and profile forms edit; selects and inputs hold strings. */
export interface ProfileFormValues {
  first_name: string;
  last_name: string;
  day: string;
  month: string;
  year: string;
  birth_time: string;
  birth_city: string;
  birth_country: string;
  /** The place chosen from the search; cleared whenever city or country text is edited by hand. */
  place: Pick<PlaceResult, 'region' | 'lat' | 'lng' | 'tz'> | null;
}

export type ProfileFormField =
  'first_name' | 'last_name' | 'birth_date' | 'birth_time' | 'birth_city' | 'birth_country';
export type ProfileFormErrors = Partial<Record<ProfileFormField, string>>;

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The spec's year choices: the last 100 years, newest first. */
export function yearOptions(now: Date = new Date()): number[] {
  const current = now.getFullYear();
  return Array.from({ length: 100 }, (_, i) => current - i);
}

export function formFromProfile(profile: Profile): ProfileFormValues {
  const [year = '', month = '', day = ''] = profile.birth_date?.split('-') ?? [];
  const place =
    profile.birth_lat !== null && profile.birth_lng !== null && profile.birth_tz
      ? {
          region: profile.birth_region ?? '',
          lat: profile.birth_lat,
          lng: profile.birth_lng,
          tz: profile.birth_tz,
        }
      : null;
  return {
    first_name: profile.first_name ?? '',
    last_name: profile.last_name ?? '',
    day: day ? String(Number(day)) : '',
    month: month ? String(Number(month)) : '',
    year,
    birth_time: profile.birth_time ?? '',
    birth_city: profile.birth_city ?? '',
    birth_country: profile.birth_country ?? '',
    place,
  };
}

export function withPlace(values: ProfileFormValues, place: PlaceResult): ProfileFormValues {
  return {
    ...values,
    birth_city: place.name,
    birth_country: place.country_name,
    place: { region: place.region, lat: place.lat, lng: place.lng, tz: place.tz },
  };
}

/**
 * Checks what the browser can check before saving, so each message sits beside its field:
 * a birth date is either fully chosen or left empty, and must exist in the calendar.
 */
export function validateProfileForm(values: ProfileFormValues): ProfileFormErrors {
  const errors: ProfileFormErrors = {};
  const chosen = [values.day, values.month, values.year].filter(Boolean).length;
  if (chosen > 0 && chosen < 3)
    errors.birth_date = 'Choose the day, month and year, or leave all three empty.';
  else if (chosen === 3) {
    const date = new Date(Date.UTC(Number(values.year), Number(values.month) - 1, Number(values.day)));
    if (date.getUTCDate() !== Number(values.day))
      errors.birth_date = `${MONTHS[Number(values.month) - 1]} ${values.year} has no day ${values.day}.`;
    else if (date.getTime() > Date.now()) errors.birth_date = 'The birth date cannot be in the future.';
  }
  for (const field of ['first_name', 'last_name', 'birth_city', 'birth_country'] as const) {
    if (values[field].trim().length > 80) errors[field] = 'Please use at most 80 characters.';
  }
  return errors;
}

const pad = (value: string) => value.padStart(2, '0');

/** The PATCH body: empty values become null (the spec), the date only when all three parts are chosen. */
export function updateFromForm(values: ProfileFormValues): ProfileUpdate {
  const complete = values.day && values.month && values.year;
  return {
    first_name: values.first_name.trim() || null,
    last_name: values.last_name.trim() || null,
    birth_date: complete ? `${values.year}-${pad(values.month)}-${pad(values.day)}` : null,
    birth_time: values.birth_time || null,
    birth_city: values.birth_city.trim() || null,
    birth_country: values.birth_country.trim() || null,
    birth_region: values.place?.region || null,
    birth_lat: values.place?.lat ?? null,
    birth_lng: values.place?.lng ?? null,
    birth_tz: values.place?.tz ?? null,
  };
}

/** Server field errors (`birth_date`, ...) mapped onto the form's fields. */
export function errorsFromServer(fields: { path: string; message: string }[]): ProfileFormErrors {
  const errors: ProfileFormErrors = {};
  for (const { path, message } of fields) {
    const field =
      path.startsWith('birth_region') ||
      path.startsWith('birth_lat') ||
      path.startsWith('birth_lng') ||
      path.startsWith('birth_tz')
        ? 'birth_city'
        : path;
    if (
      ['first_name', 'last_name', 'birth_date', 'birth_time', 'birth_city', 'birth_country'].includes(field)
    ) {
      errors[field as ProfileFormField] = message.charAt(0).toUpperCase() + message.slice(1);
    }
  }
  return errors;
}

/** The dashboard's stricter rule (first document, section 2): date, time and city all present. */
export function hasCompleteBirthData(
  profile: Pick<Profile, 'birth_date' | 'birth_time' | 'birth_city'>,
): boolean {
  return Boolean(profile.birth_date && profile.birth_time && profile.birth_city);
}

/** Drops the message of every field the user has just changed, so a fixed field stops showing its old error. */
export function clearChangedErrors(
  errors: ProfileFormErrors,
  before: ProfileFormValues,
  after: ProfileFormValues,
): ProfileFormErrors {
  const changed = (keys: (keyof ProfileFormValues)[]) => keys.some((key) => before[key] !== after[key]);
  const next = { ...errors };
  if (changed(['first_name'])) delete next.first_name;
  if (changed(['last_name'])) delete next.last_name;
  if (changed(['day', 'month', 'year'])) delete next.birth_date;
  if (changed(['birth_time'])) delete next.birth_time;
  if (changed(['birth_city', 'place'])) delete next.birth_city;
  if (changed(['birth_country', 'place'])) delete next.birth_country;
  return next;
}
