import type { MeResponse } from '@orrery/core/api/account';

type Profile = MeResponse['profile'];

/** One detail a reading form can take from the profile, named as the user knows it. */
export interface ProfileDetail {
  label: string;
  present: boolean;
}

export const firstNameDetail = (profile: Profile): ProfileDetail[] => [
  { label: 'first name', present: Boolean(profile.firstName) },
];

export const lifePathDetails = (profile: Profile): ProfileDetail[] => [
  ...firstNameDetail(profile),
  { label: 'last name', present: Boolean(profile.lastName) },
  { label: 'birth date', present: Boolean(profile.birthDate) },
];

export const birthDetails = (profile: Profile): ProfileDetail[] => [
  ...lifePathDetails(profile),
  { label: 'birth time', present: Boolean(profile.birthTime) },
  { label: 'birth city', present: Boolean(profile.birthCity) },
  { label: 'birth country', present: Boolean(profile.birthCountry) },
];

function listJoin(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** What Import from Profile says: what it filled in and, precisely, what the profile lacks. */
export function importMessage(details: ProfileDetail[]): {
  imported: boolean;
  complete: boolean;
  text: string;
} {
  const found = details.filter((d) => d.present).map((d) => d.label);
  const missing = details.filter((d) => !d.present).map((d) => d.label);
  const them = missing.length === 1 ? 'it' : 'them';
  if (found.length === 0) {
    return {
      imported: false,
      complete: false,
      text: `Your profile has no ${listJoin(missing)} yet: enter ${them} here, or add ${them} to your profile.`,
    };
  }
  if (missing.length === 0) return { imported: true, complete: true, text: 'Imported from your profile.' };
  return {
    imported: true,
    complete: false,
    text: `Imported your ${listJoin(found)}. Your profile has no ${listJoin(missing)}: enter ${them} here.`,
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
