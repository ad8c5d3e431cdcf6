import { describe, expect, it } from 'vitest';
import type { Profile } from '@orrery/core/api/account';
import {
  clearChangedErrors,
  errorsFromServer,
  formFromProfile,
  hasCompleteBirthData,
  updateFromForm,
  validateProfileForm,
  withPlace,
  yearOptions,
} from './profile-form';

const profile = {
  first_name: 'Ada',
  last_name: null,
  birth_date: '1990-07-04',
  birth_time: null,
  birth_city: 'Liverpool',
  birth_country: 'United Kingdom',
  birth_region: 'ENG',
  birth_lat: 53.4,
  birth_lng: -2.97,
  birth_tz: 'Europe/London',
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
    expect(values).toMatchObject({ day: '4', month: '7', year: '1990', last_name: '', birth_time: '' });
    expect(updateFromForm(values)).toEqual({
      first_name: 'Ada',
      last_name: null,
      birth_date: '1990-07-04',
      birth_time: null,
      birth_city: 'Liverpool',
      birth_country: 'United Kingdom',
      birth_region: 'ENG',
      birth_lat: 53.4,
      birth_lng: -2.97,
      birth_tz: 'Europe/London',
    });
  });

  it('assembles the date only when day, month and year are chosen, and explains why not', () => {
    const values = { ...formFromProfile(profile), year: '' };
    expect(updateFromForm(values).birth_date).toBeNull();
    expect(validateProfileForm(values).birth_date).toMatch(/day, month and year/);
    expect(validateProfileForm({ ...values, day: '31', month: '2', year: '1990' }).birth_date).toBe(
      'February 1990 has no day 31.',
    );
    expect(validateProfileForm(formFromProfile(profile))).toEqual({});
  });

  it('takes city, country and coordinates from a chosen place', () => {
    const values = withPlace(formFromProfile({ ...profile, birth_lat: null } as Profile), {
      name: 'Springfield',
      region: 'IL',
      country: 'US',
      country_name: 'United States',
      population: 1,
      lat: 39.8,
      lng: -89.6,
      tz: 'America/Chicago',
    });
    expect(updateFromForm(values)).toMatchObject({
      birth_city: 'Springfield',
      birth_country: 'United States',
      birth_region: 'IL',
      birth_tz: 'America/Chicago',
    });
  });

  it('maps server field errors beside the fields', () => {
    expect(
      errorsFromServer([
        { path: 'birth_date', message: 'is not a real calendar date' },
        { path: 'birth_lat', message: 'too big' },
      ]),
    ).toEqual({
      birth_date: 'Is not a real calendar date',
      birth_city: 'Too big',
    });
  });

  it('treats birth data as complete on the dashboard only with date, time and city', () => {
    expect(hasCompleteBirthData(profile)).toBe(false);
    expect(hasCompleteBirthData({ ...profile, birth_time: '08:30' })).toBe(true);
  });
});

describe('clearChangedErrors', () => {
  it('forgets the message of a field once it changes', () => {
    const before = formFromProfile(profile);
    const errors = {
      birth_date: 'Choose the day, month and year, or leave all three empty.',
      first_name: 'Too long',
    };
    expect(clearChangedErrors(errors, before, { ...before, year: '1991' })).toEqual({
      first_name: 'Too long',
    });
  });
});
