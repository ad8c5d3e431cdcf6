import type { ImpressumText } from './types';

export const impressumDe: ImpressumText = {
  title: 'Impressum',
  provider: 'Angaben gemäß § 5 DDG',
  contact: 'Kontakt',
  email: 'E-Mail',
  phone: 'Telefon',
  register: 'Registereintrag',
  vatId: 'Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz',
  disputeHeading: 'Verbraucherstreitbeilegung',
  dispute:
    'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.',
};
