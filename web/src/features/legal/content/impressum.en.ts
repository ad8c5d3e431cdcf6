import type { ImpressumText } from './types';

export const impressumEn: ImpressumText = {
  title: 'Impressum',
  provider: 'Information according to § 5 DDG (German Digital Services Act)',
  contact: 'Contact',
  email: 'Email',
  phone: 'Phone',
  register: 'Register entry',
  vatId: 'VAT identification number according to § 27a of the German VAT Act',
  disputeHeading: 'Consumer dispute resolution',
  dispute:
    'We are neither obliged nor willing to take part in dispute resolution proceedings before a consumer arbitration board.',
};
