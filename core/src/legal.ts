/**
 * The legal constants, in one place so the terms, the privacy policy, the mails and the server's
 * retention sweep cannot disagree. They hold no prose: the German and English texts each phrase them.
 */
export const LEGAL = {
  /** ISO date; each language's text writes it its own way. */
  lastUpdated: '2025-09-10',
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
  /** Where the courts sit, as far as the law lets the terms choose; German law governs. */
  courtsCity: 'Berlin',
  supportEmail: 'support@orrery.app',
  privacyEmail: 'privacy@orrery.app',
} as const;
