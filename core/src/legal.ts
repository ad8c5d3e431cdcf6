/**
 * The legal constants, in one place so the terms, the privacy policy, the mails and the server's
 * retention sweep cannot disagree.
 */
export const LEGAL = {
  lastUpdated: '10 September 2025',
  minimumAge: 13,
  parentalConsentUnder: 18,
  currency: 'EUR',
  withdrawalDays: 14,
  refundWindowDays: 14,
  cancelHoursBeforeRenewal: 24,
  changeNoticeDays: 30,
  voiceRecordingDays: 30,
  paymentRecordYears: 10,
  analyticsYears: 2,
  supportRecordYears: 3,
  liabilityMonths: 12,
  law: 'the laws of the Federal Republic of Germany',
  courts: 'the courts of Berlin, Germany',
  supportEmail: 'support@orrery.app',
  privacyEmail: 'privacy@orrery.app',
} as const;
