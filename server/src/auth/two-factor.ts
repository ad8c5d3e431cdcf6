import { twoFactor } from 'better-auth/plugins/two-factor';

/**
 * better-auth's TOTP enrolment (secret, QR address, backup codes, verification) from the
 * profile page. The code guards the admin step-up (features/admin/step-up.ts), not sign-in:
 * the plugin's sign-in hook is left out so that enrolling never changes how anyone signs in
 * (see decisions/0013).
 */
export function twoFactorEnrolment() {
  const plugin = twoFactor({ issuer: 'Orrery' });
  return { ...plugin, hooks: { after: [] } };
}
