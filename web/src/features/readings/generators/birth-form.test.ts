import { describe, expect, it } from 'vitest';
import {
  birthErrorsFromServer,
  birthInputFromForm,
  EMPTY_BIRTH,
  readingYears,
  validateBirthForm,
} from './birth-form';

const filled = {
  ...EMPTY_BIRTH,
  first_name: 'John',
  last_name: 'Lennon',
  day: '9',
  month: '10',
  year: '1940',
  birth_time: '18:30',
  birth_city: 'Liverpool',
  birth_country: 'United Kingdom',
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
      ['birth_city', 'birth_country', 'birth_date', 'birth_time', 'first_name', 'last_name'].sort(),
    );
    expect(validateBirthForm({ ...filled, birth_time: '' }, true)).toEqual({});
    expect(validateBirthForm({ ...filled, day: '31', month: '2' }, false).birth_date).toMatch(
      /has no day 31/,
    );
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
    ).toEqual({ birth_city: 'not found' });
    expect(birthErrorsFromServer({ birthTime: 'twice' })).toEqual({ birth_time: 'twice' });
  });
});
