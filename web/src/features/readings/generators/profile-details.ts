import type { MeResponse } from '@orrery/core/api/account';
import { intlLocale, type MessageKey, t } from '@/i18n/i18n';

type Profile = MeResponse['profile'];

/** One detail a reading form can take from the profile, named as the user knows it. */
export interface ProfileDetail {
  label: MessageKey;
  present: boolean;
}

export const firstNameDetail = (profile: Profile): ProfileDetail[] => [
  { label: 'detail.firstName', present: Boolean(profile.firstName) },
];

export const lifePathDetails = (profile: Profile): ProfileDetail[] => [
  ...firstNameDetail(profile),
  { label: 'detail.lastName', present: Boolean(profile.lastName) },
  { label: 'detail.birthDate', present: Boolean(profile.birthDate) },
];

export const birthDetails = (profile: Profile): ProfileDetail[] => [
  ...lifePathDetails(profile),
  { label: 'detail.birthTime', present: Boolean(profile.birthTime) },
  { label: 'detail.birthCity', present: Boolean(profile.birthCity) },
  { label: 'detail.birthCountry', present: Boolean(profile.birthCountry) },
];

/** "first name and last name", "Vorname und Nachname": the details named in the reader's language. */
function listJoin(labels: MessageKey[]): string {
  return new Intl.ListFormat(intlLocale(), { type: 'conjunction' }).format(labels.map((label) => t(label)));
}

/** What Import from Profile says: what it filled in and, precisely, what the profile lacks. */
export function importMessage(details: ProfileDetail[]): {
  imported: boolean;
  complete: boolean;
  text: string;
} {
  const found = details.filter((d) => d.present).map((d) => d.label);
  const missing = details.filter((d) => !d.present).map((d) => d.label);
  const lacking = { missing: listJoin(missing), count: missing.length };
  if (found.length === 0) return { imported: false, complete: false, text: t('import.none', lacking) };
  if (missing.length === 0) return { imported: true, complete: true, text: t('import.complete') };
  return {
    imported: true,
    complete: false,
    text: t('import.partial', { found: listJoin(found), ...lacking }),
  };
}

/** The form after an import: the profile's values where it has them, the user's own elsewhere. */
export function fillFrom<T extends object>(current: T, incoming: T): T {
  const next = { ...current };
  for (const key of Object.keys(incoming) as (keyof T)[]) {
    const value = incoming[key];
    if (value !== '' && value !== null && value !== undefined) next[key] = value;
  }
  return next;
}
