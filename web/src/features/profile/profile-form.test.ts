import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage } from '@/i18n/i18n';
import type { Profile } from '@orrery/core/api/account';
import { MAX_NAME_LENGTH } from '@orrery/core/readings/validate';
import {
  clearChangedErrors,
  errorsFromServer,
  formFromProfile,
  updateFromForm,
  validateProfileForm,
  withPlace,
  yearOptions,
} from './profile-form';

const profile = {
  firstName: 'Ada',
  lastName: null,
  birthDate: '1990-07-04',
  birthTime: null,
  birthCity: 'Liverpool',
  birthCountry: 'United Kingdom',
  birthRegion: 'ENG',
  birthLat: 53.4,
  birthLng: -2.97,
  birthTz: 'Europe/London',
} as Profile;

describe('profile form', () => {
  it('offers the last 100 years, newest first', () => {
    const years = yearOptions(new Date('2026-03-01'));
    expect(years).toHaveLength(100);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1927);
  });

  it('round-trips a profile, storing empty values as null', () => {
    const values = formFromProfile(profile);
    expect(values).toMatchObject({ day: '4', month: '7', year: '1990', lastName: '', birthTime: '' });
    expect(updateFromForm(values)).toEqual({
      firstName: 'Ada',
      lastName: null,
      birthDate: '1990-07-04',
      birthTime: null,
      birthCity: 'Liverpool',
      birthCountry: 'United Kingdom',
      birthRegion: 'ENG',
      birthLat: 53.4,
      birthLng: -2.97,
      birthTz: 'Europe/London',
    });
  });

  it('assembles the date only when day, month and year are chosen, and explains why not', () => {
    const values = { ...formFromProfile(profile), year: '' };
    expect(updateFromForm(values).birthDate).toBeNull();
    expect(validateProfileForm(values).birthDate).toMatch(/day, month and year/);
    expect(validateProfileForm({ ...values, day: '31', month: '2', year: '1990' }).birthDate).toBe(
      'February 1990 has no day 31.',
    );
    expect(validateProfileForm(formFromProfile(profile))).toEqual({});
  });

  it('takes city, country and coordinates from a chosen place', () => {
    const values = withPlace(formFromProfile({ ...profile, birthLat: null } as Profile), {
      name: 'Springfield',
      region: 'IL',
      regionName: 'Illinois',
      country: 'US',
      countryName: 'United States',
      population: 1,
      lat: 39.8,
      lng: -89.6,
      tz: 'America/Chicago',
    });
    expect(updateFromForm(values)).toMatchObject({
      birthCity: 'Springfield',
      birthCountry: 'United States',
      birthRegion: 'Illinois',
      birthTz: 'America/Chicago',
    });
  });

  it('maps server field errors beside the fields', () => {
    expect(
      errorsFromServer([
        { path: 'birthDate', message: 'is not a real calendar date' },
        { path: 'birthLat', message: 'too big' },
      ]),
    ).toEqual({
      birthDate: 'Is not a real calendar date',
      birthCity: 'Too big',
    });
  });
});

describe('clearChangedErrors', () => {
  it('forgets the message of a field once it changes', () => {
    const before = formFromProfile(profile);
    const errors = {
      birthDate: 'Choose the day, month and year, or leave all three empty.',
      firstName: 'Too long',
    };
    expect(clearChangedErrors(errors, before, { ...before, year: '1991' })).toEqual({
      firstName: 'Too long',
    });
  });
});

describe('validateProfileForm uses the server rules', () => {
  const values = formFromProfile(profile);

  it('accepts names up to the server limit and refuses one character more', () => {
    expect(validateProfileForm({ ...values, firstName: 'A'.repeat(MAX_NAME_LENGTH) })).toEqual({});
    expect(validateProfileForm({ ...values, birthCity: 'B'.repeat(MAX_NAME_LENGTH + 1) })).toEqual({
      birthCity: `Please use at most ${MAX_NAME_LENGTH} characters.`,
    });
  });

  it('refuses a year before 1900 as the server does', () => {
    expect(validateProfileForm({ ...values, year: '1899' }).birthDate).toMatch(/1900 or later/);
  });
});

describe('the profile form in German', () => {
  beforeAll(() => activateLanguage('de'));
  afterAll(() => activateLanguage('en'));

  it('names a day the month lacks with German month names and word order', () => {
    const errors = validateProfileForm({ ...formFromProfile(profile), day: '31', month: '2', year: '1990' });
    expect(errors.birthDate).toBe('Der Februar 1990 hat keinen 31. Tag.');
  });
});
