import { type Profile, type ProfileUpdate, profileUpdateSchema } from '@orrery/core/api/account';
import type { PlaceResult } from '@orrery/core/api/places';
import { intlLocale, t } from '@/i18n/i18n';
import { issueMessage } from '@/i18n/messages-by-code';

/** What the onboarding and profile forms edit; selects and inputs hold strings. */
export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  day: string;
  month: string;
  year: string;
  birthTime: string;
  birthCity: string;
  birthCountry: string;
  /** The place chosen from the search; cleared whenever city or country text is edited by hand. */
  place: Pick<PlaceResult, 'region' | 'lat' | 'lng' | 'tz'> | null;
}

const PROFILE_FORM_FIELDS = [
  'firstName',
  'lastName',
  'birthDate',
  'birthTime',
  'birthCity',
  'birthCountry',
] as const;
export type ProfileFormField = (typeof PROFILE_FORM_FIELDS)[number];

function isProfileFormField(name: string): name is ProfileFormField {
  return PROFILE_FORM_FIELDS.some((field) => field === name);
}
export type ProfileFormErrors = Partial<Record<ProfileFormField, string>>;

/** The twelve month names in the reader's language, January first. */
export function monthNames(): string[] {
  const format = new Intl.DateTimeFormat(intlLocale(), { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, month) => format.format(Date.UTC(2000, month, 1)));
}

/** "February 1990 has no day 31." in the reader's language. */
export function noSuchDayMessage(day: string, month: string, year: string): string {
  return t('birth.noSuchDay', { day, month: monthNames()[Number(month) - 1] ?? month, year });
}

/** Profile year choices: the last 100 years, newest first. */
export function yearOptions(now: Date = new Date()): number[] {
  const current = now.getFullYear();
  return Array.from({ length: 100 }, (_, i) => current - i);
}

export function formFromProfile(profile: Profile): ProfileFormValues {
  const [year = '', month = '', day = ''] = profile.birthDate?.split('-') ?? [];
  const place =
    profile.birthLat !== null && profile.birthLng !== null && profile.birthTz
      ? {
          region: profile.birthRegion ?? '',
          lat: profile.birthLat,
          lng: profile.birthLng,
          tz: profile.birthTz,
        }
      : null;
  return {
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    day: day ? String(Number(day)) : '',
    month: month ? String(Number(month)) : '',
    year,
    birthTime: profile.birthTime ?? '',
    birthCity: profile.birthCity ?? '',
    birthCountry: profile.birthCountry ?? '',
    place,
  };
}

export function withPlace(values: ProfileFormValues, place: PlaceResult): ProfileFormValues {
  return {
    ...values,
    birthCity: place.name,
    birthCountry: place.countryName,
    // The profile keeps the region's name, which is what every screen shows; the code is only
    // a fallback for places the gazetteer has no region name for.
    place: { region: place.regionName || place.region, lat: place.lat, lng: place.lng, tz: place.tz },
  };
}

/**
 * Checks what the browser can check before saving, so each message sits beside its field:
 * a birth date is either fully chosen or left empty, and must exist in the calendar.
 */
export function validateProfileForm(values: ProfileFormValues): ProfileFormErrors {
  const errors: ProfileFormErrors = {};
  const chosen = [values.day, values.month, values.year].filter(Boolean).length;
  if (chosen > 0 && chosen < 3) errors.birthDate = t('birth.incompleteDate');
  else if (chosen === 3) {
    const date = new Date(Date.UTC(Number(values.year), Number(values.month) - 1, Number(values.day)));
    if (date.getUTCDate() !== Number(values.day))
      errors.birthDate = noSuchDayMessage(values.day, values.month, values.year);
    else if (date.getTime() > Date.now()) errors.birthDate = t('birth.futureDate');
  }
  // Then the server's own rules, from the schema it validates the same update with.
  const checked = profileUpdateSchema.safeParse(updateFromForm(values));
  if (!checked.success) {
    const fromSchema = errorsFromServer(
      checked.error.issues.map((issue) => {
        const path = issue.path.join('.');
        return { path, message: issueMessage(path, issue.code, issue.message) };
      }),
    );
    for (const field of PROFILE_FORM_FIELDS) {
      const message = fromSchema[field];
      if (message && !errors[field]) errors[field] = message;
    }
  }
  return errors;
}

const pad = (value: string) => value.padStart(2, '0');

/** The PATCH body: empty values are stored as null, the date only when all three parts are chosen. */
export function updateFromForm(values: ProfileFormValues): ProfileUpdate {
  const complete = values.day && values.month && values.year;
  return {
    firstName: values.firstName.trim() || null,
    lastName: values.lastName.trim() || null,
    birthDate: complete ? `${values.year}-${pad(values.month)}-${pad(values.day)}` : null,
    birthTime: values.birthTime || null,
    birthCity: values.birthCity.trim() || null,
    birthCountry: values.birthCountry.trim() || null,
    birthRegion: values.place?.region || null,
    birthLat: values.place?.lat ?? null,
    birthLng: values.place?.lng ?? null,
    birthTz: values.place?.tz ?? null,
  };
}

/** Server field errors (`birthDate`, ...) mapped onto the form's fields. */
export function errorsFromServer(fields: { path: string; message: string }[]): ProfileFormErrors {
  const errors: ProfileFormErrors = {};
  for (const { path, message } of fields) {
    const field =
      path.startsWith('birthRegion') ||
      path.startsWith('birthLat') ||
      path.startsWith('birthLng') ||
      path.startsWith('birthTz')
        ? 'birthCity'
        : path;
    if (isProfileFormField(field)) errors[field] = message.charAt(0).toUpperCase() + message.slice(1);
  }
  return errors;
}

/** Drops the message of every field the user has just changed, so a fixed field stops showing its old error. */
export function clearChangedErrors(
  errors: ProfileFormErrors,
  before: ProfileFormValues,
  after: ProfileFormValues,
): ProfileFormErrors {
  const changed = (keys: (keyof ProfileFormValues)[]) => keys.some((key) => before[key] !== after[key]);
  const next = { ...errors };
  if (changed(['firstName'])) delete next.firstName;
  if (changed(['lastName'])) delete next.lastName;
  if (changed(['day', 'month', 'year'])) delete next.birthDate;
  if (changed(['birthTime'])) delete next.birthTime;
  if (changed(['birthCity', 'place'])) delete next.birthCity;
  if (changed(['birthCountry', 'place'])) delete next.birthCountry;
  return next;
}
