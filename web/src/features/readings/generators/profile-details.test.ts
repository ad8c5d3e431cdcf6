import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@/i18n/i18n';
import { fillFrom, importMessage } from './profile-details';

describe('importMessage', () => {
  it('names what was imported and exactly what the profile lacks', () => {
    expect(
      importMessage([
        { label: 'detail.firstName', present: true },
        { label: 'detail.lastName', present: true },
        { label: 'detail.birthDate', present: false },
        { label: 'detail.birthCity', present: false },
      ]),
    ).toEqual({
      imported: true,
      complete: false,
      text: 'Imported your first name and last name. Your profile has no birth date and birth city: enter them here.',
    });
  });

  it('imports nothing and says so when the profile has none of the details', () => {
    expect(importMessage([{ label: 'detail.firstName', present: false }])).toEqual({
      imported: false,
      complete: false,
      text: 'Your profile has no first name yet: enter it here, or add it to your profile.',
    });
  });

  it('names the details in German without English word order', async () => {
    await activateLanguage('de');
    expect(
      importMessage([
        { label: 'detail.firstName', present: true },
        { label: 'detail.birthDate', present: false },
        { label: 'detail.birthTime', present: false },
      ]).text,
    ).toBe(
      'Übernommen: Vorname. In deinem Profil fehlen noch: Geburtsdatum und Geburtszeit. Trag die Angaben hier ein.',
    );
  });

  afterEach(() => activateLanguage('en'));

  it('confirms a complete import', () => {
    expect(importMessage([{ label: 'detail.firstName', present: true }]).text).toBe(
      'Imported from your profile.',
    );
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
