import { LEGAL } from '@orrery/core/legal';
import { lastUpdated } from './dates';
import type { TermsText } from './types';

export const termsEn: TermsText = {
  title: 'Terms of Service',
  updated: `Last updated ${lastUpdated('en-GB')}`,
  intro: [
    'These terms govern your use of Orrery, a web service offering astrology, tarot and numerology readings and conversations with an AI voice guide. Orrery is run by the operator named in our [Impressum](/impressum), who is your contracting party. By creating an account you accept these terms.',
  ],
  sections: {
    eligibility: {
      heading: 'Eligibility',
      body: [
        `You must be at least ${LEGAL.minimumAge} years old to use Orrery. If you are under ${LEGAL.parentalConsentUnder}, you need the consent of a parent or legal guardian.`,
      ],
    },
    account: {
      heading: 'Your account',
      body: [
        'You sign in with an email address and password or through a third-party single sign-on provider. Keep your sign-in details private; you are responsible for what happens in your account. You may delete your account at any time from your profile.',
      ],
    },
    readings: {
      heading: 'Nature of the readings',
      body: [
        'Readings are for reflection and entertainment. They are not medical, legal, financial or psychological advice and do not replace a professional.',
      ],
    },
    payment: {
      heading: 'Credits, prices and payment',
      body: [
        {
          list: [
            'Readings and voice sessions are paid with credits. The cost of each reading is shown before you start it.',
            `All prices are in euros (${LEGAL.currency}) and include value added tax (VAT).`,
            'Credits have no cash value and cannot be transferred.',
          ],
        },
      ],
    },
    subscriptions: {
      heading: 'Subscriptions',
      body: [
        `Subscriptions renew automatically each month until cancelled. To avoid the next charge, cancel at least ${LEGAL.cancelHoursBeforeRenewal} hours before the renewal date. After cancelling, you keep access until the end of the period already paid.`,
      ],
    },
    withdrawal: {
      heading: 'Right of withdrawal and refunds',
      body: [
        `Consumers in the European Union have a ${LEGAL.withdrawalDays}-day right of withdrawal. When you ask us to deliver digital content (such as a reading) at once, you agree that the right of withdrawal ends once delivery has begun. Refunds are otherwise given only for technical defects reported within ${LEGAL.refundWindowDays} days of purchase.`,
      ],
    },
    changes: {
      heading: 'Changes',
      body: [
        `We will tell you at least ${LEGAL.changeNoticeDays} days in advance of any change to prices or to these terms. If you do not agree, you may cancel before the change takes effect.`,
      ],
    },
    liability: {
      heading: 'Liability',
      body: [
        `We are liable without limit for intent and gross negligence and for injury to life, body or health. For indirect losses, our liability is limited to the fees you paid in the ${LEGAL.liabilityMonths} months before the event giving rise to the claim.`,
      ],
    },
    law: {
      heading: 'Law and jurisdiction',
      body: [
        `These terms are governed by the laws of the Federal Republic of Germany. Where permitted by law, the courts of ${LEGAL.courtsCity}, Germany, have jurisdiction. Mandatory consumer protection of your country of residence is unaffected.`,
      ],
    },
    contact: {
      heading: 'Contact',
      body: [
        `Questions about these terms: [${LEGAL.supportEmail}](mailto:${LEGAL.supportEmail}). See also our [Privacy Policy](/privacy-policy).`,
      ],
    },
  },
};
