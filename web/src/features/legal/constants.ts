import { LEGAL } from '@orrery/core/legal';

export { LEGAL };

/**
 * The operator named in the Impressum. These details must be the real, registered ones before
 * launch: § 5 DDG requires them to be correct.
 */
export const OPERATOR = {
  name: 'Orrery',
  address: ['Address to be added before launch', 'Berlin, Germany'],
  email: LEGAL.supportEmail,
  representative: 'To be added before launch',
  register: 'To be added before launch',
  vatId: 'To be added before launch',
} as const;
