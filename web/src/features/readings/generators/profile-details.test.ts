import { describe, expect, it } from 'vitest';
import { fillFrom, importMessage } from './profile-details';

describe('importMessage', () => {
  it('names what was imported and exactly what the profile lacks', () => {
    expect(
      importMessage([
        { label: 'first name', present: true },
        { label: 'last name', present: true },
        { label: 'birth date', present: false },
        { label: 'birth city', present: false },
      ]),
    ).toEqual({
      imported: true,
      complete: false,
      text: 'Imported your first name and last name. Your profile has no birth date and birth city: enter them here.',
    });
  });

  it('imports nothing and says so when the profile has none of the details', () => {
    expect(importMessage([{ label: 'first name', present: false }])).toEqual({
      imported: false,
      complete: false,
      text: 'Your profile has no first name yet: enter it here, or add it to your profile.',
    });
  });

  it('confirms a complete import', () => {
    expect(importMessage([{ label: 'first name', present: true }]).text).toBe('Imported from your profile.');
  });
});

describe('fillFrom', () => {
  it('takes what the profile has and keeps what the user typed for the rest', () => {
    expect(fillFrom({ firstName: 'Typed', city: 'Lyon' }, { firstName: 'Ada', city: '' })).toEqual({
      firstName: 'Ada',
      city: 'Lyon',
    });
  });
});
