import { LEGAL } from '@orrery/core/legal';
import { lastUpdated } from './dates';
import type { PrivacyText } from './types';

export const privacyEn: PrivacyText = {
  title: 'Privacy Policy',
  updated: `Last updated ${lastUpdated('en-GB')}`,
  intro: [
    'This policy explains, as Art. 13 GDPR requires, which personal data Orrery processes, why, and for how long. The controller is the operator named in our [Impressum](/impressum).',
  ],
  sections: {
    data: {
      heading: 'Data we process',
      body: [
        {
          list: [
            'Account data: your name, email address and, if you sign in through a third-party single sign-on provider, the profile details it shares.',
            'Birth details you enter: date, time, city and country of birth, used to calculate your readings.',
            'Your readings, questions and credit history, kept in your library.',
            'Voice conversations with the AI voice guide.',
            'Payment records from our payment provider (we never see your full card number).',
            'Support messages and feedback you send us.',
          ],
        },
      ],
    },
    purposes: {
      heading: 'Why we process it',
      body: [
        'To provide the service you signed up for (Art. 6(1)(b) GDPR), to meet legal obligations such as tax record keeping (Art. 6(1)(c) GDPR), and to improve the service on the basis of our legitimate interest (Art. 6(1)(f) GDPR). Your birth details and reading history are never sold or shared for advertising.',
      ],
    },
    provision: {
      heading: 'Whether you must provide it',
      body: [
        'No law obliges you to give us your data. Without an email address (or a sign-in through a single sign-on provider) we cannot open an account for you, and without your birth details we cannot calculate a reading that rests on them.',
      ],
    },
    retention: {
      heading: 'How long we keep it',
      body: [
        {
          list: [
            `Voice recordings: at most ${LEGAL.voiceRecordingDays} days.`,
            `Payment records: ${LEGAL.paymentRecordYears} years, as tax law requires.`,
            `Analytics data: ${LEGAL.analyticsYears} years, after which it is anonymised.`,
            `Support records: ${LEGAL.supportRecordYears} years.`,
            'Account data and readings: while your account exists. When you delete your account it is closed at once: every session ends, your password, linked sign-in providers and two-factor secret are removed, and your profile picture and any prepared data download are deleted.',
          ],
        },
        'After you delete your account we keep, and then erase:',
        {
          list: [
            `Voice guide transcripts: erased ${LEGAL.voiceRecordingDays} days after deletion.`,
            `Your profile and reading records: your names, email address, birth details, questions and reading texts are erased ${LEGAL.analyticsYears} years after deletion. What remains (which kind of reading, when, and what it cost) no longer identifies you.`,
            `Feedback you sent: erased ${LEGAL.supportRecordYears} years after deletion, as a support record.`,
            `Payment records and credit history: kept for ${LEGAL.paymentRecordYears} years, as tax law requires. They hold no names, birth details or messages.`,
          ],
        },
      ],
    },
    recipients: {
      heading: 'Recipients and processors',
      body: [
        'We use a sign-in provider if you choose single sign-on, a payment provider for purchases, and a voice service for the AI voice guide. Each processes data only on our behalf and under a data processing agreement (Art. 28 GDPR).',
      ],
    },
    cookies: {
      heading: 'Cookies and local storage',
      body: [
        'We use a strictly necessary session cookie to keep you signed in and a cookie that remembers the language you chose, and local storage for preferences such as the ambient sound volume. We do not use advertising cookies.',
      ],
    },
    rights: {
      heading: 'Your rights',
      body: [
        `You can download all of your data at any time from your profile (Download my data), and delete your account there. You may request access, correction, deletion, restriction, portability, and object to processing (Art. 15 to 21 GDPR). You may also complain to a data protection supervisory authority (Art. 77 GDPR). Write to [${LEGAL.privacyEmail}](mailto:${LEGAL.privacyEmail}).`,
      ],
    },
    automatedDecisions: {
      heading: 'Automated decisions',
      body: [
        'Your readings are written automatically, but nothing about you is decided by them: we make no automated decisions, profiling included, that have legal effects on you or affect you similarly significantly (Art. 22 GDPR).',
      ],
    },
    children: {
      heading: 'Children',
      body: [
        `Orrery is not for children under ${LEGAL.minimumAge}. Users under ${LEGAL.parentalConsentUnder} need the consent of a parent or guardian.`,
      ],
    },
    changes: {
      heading: 'Changes',
      body: [
        `We will tell you at least ${LEGAL.changeNoticeDays} days before material changes to this policy take effect.`,
      ],
    },
  },
};
