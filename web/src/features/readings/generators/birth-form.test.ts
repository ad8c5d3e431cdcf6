import { describe, expect, it } from 'vitest';
import type { ProfileFormValues } from '@/features/profile/profile-form';
import {
  birthErrorsFromServer,
  birthFormSummary,
  birthInputFromForm,
  EMPTY_BIRTH,
  readingYears,
  validateBirthForm,
} from './birth-form';

const filled = {
  ...EMPTY_BIRTH,
  firstName: 'John',
  lastName: 'Lennon',
  day: '9',
  month: '10',
  year: '1940',
  birthTime: '18:30',
  birthCity: 'Liverpool',
  birthCountry: 'United Kingdom',
  place: { region: 'England', lat: 53.41, lng: -2.98, tz: 'Europe/London' },
};

describe('birth form', () => {
  it('offers years from now down to 1900', () => {
    const years = readingYears(new Date('2026-06-01'));
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1900);
  });

  it('requires every field but allows an unknown time', () => {
    expect(Object.keys(validateBirthForm(EMPTY_BIRTH, false)).sort()).toEqual(
      ['birthCity', 'birthCountry', 'birthDate', 'birthTime', 'firstName', 'lastName'].sort(),
    );
    expect(validateBirthForm({ ...filled, birthTime: '' }, true)).toEqual({});
    expect(validateBirthForm({ ...filled, day: '31', month: '2' }, false).birthDate).toMatch(/has no day 31/);
  });

  it('builds the request with the picked place and a null time when unknown', () => {
    expect(birthInputFromForm(filled, false)).toEqual({
      firstName: 'John',
      lastName: 'Lennon',
      birthDate: '1940-10-09',
      birthTime: '18:30',
      city: 'Liverpool',
      country: 'United Kingdom',
      lat: 53.41,
      lng: -2.98,
      tz: 'Europe/London',
    });
    expect(birthInputFromForm({ ...filled, place: null }, true, 60)).toMatchObject({
      birthTime: null,
      utcOffsetMinutes: 60,
    });
    expect(birthInputFromForm({ ...filled, place: null }, true)).not.toHaveProperty('lat');
  });

  it('maps server field paths onto one person of the form', () => {
    expect(
      birthErrorsFromServer({ 'person2.city': 'not found', 'person1.birthTime': 'twice' }, 'person2.'),
    ).toEqual({ birthCity: 'not found' });
    expect(birthErrorsFromServer({ birthTime: 'twice' })).toEqual({ birthTime: 'twice' });
  });

  it('names the real fault in the summary, and asks for the empty fields only when some are empty', () => {
    const missing = {
      title: 'Missing information',
      message: 'Please fill in all birth information fields for both people.',
    };
    const person = (values: ProfileFormValues, timeUnknown = false) => ({
      values,
      timeUnknown,
      errors: validateBirthForm(values, timeUnknown),
    });
    const leapless = { ...filled, day: '31', month: '2', year: '1988' };
    expect(
      birthFormSummary(
        [
          { ...person(filled), label: 'Person 1' },
          { ...person(leapless), label: 'Person 2' },
        ],
        missing,
      ),
    ).toEqual({ title: 'Please check the birth details', message: 'Person 2: February 1988 has no day 31.' });
    expect(birthFormSummary([person(filled), person({ ...filled, birthCity: '' })], missing)).toBe(missing);
    expect(birthFormSummary([person(leapless), person(EMPTY_BIRTH)], missing)?.message).toBe(
      'February 1988 has no day 31. Also fill in the empty fields.',
    );
    expect(birthFormSummary([person(filled)], missing)).toBeNull();
  });
});
