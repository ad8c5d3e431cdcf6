import type { BetterAuthOptions } from 'better-auth';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Env } from '../env';
import { mailLanguage } from '../mail/language';
import type { Mailer } from '../mail/mailer';
import { emailChangeClaims } from './email-change';
import { emailChangeMail, existingAccountMail, passwordResetMail, verificationMail } from '../mail/templates';

/** Verification links (sign-up and new addresses) last a day; reset links an hour. */
const VERIFICATION_SECONDS = 24 * 60 * 60;
const RESET_PASSWORD_SECONDS = 60 * 60;
/** The web app's page that says whether a verification link worked. */
export const VERIFIED_PAGE = '/email-verified';

/**
 * better-auth's mail-sending flows: address verification after sign-up (reading stays possible
 * before it), password reset (one use, one hour, every session ended), change of address
 * (confirmed at the new address), and a note to the owner when someone signs up with their
 * address, so the sign-up answer never says whether it is registered. Without a mailer none of
 * this is configured and sign-up signs in at once, as before email existed.
 */
export function emailFlowOptions(
  env: Env,
  db: Kysely<Database>,
  mailer: Mailer | null,
  onPasswordReset: (userId: string) => Promise<void>,
): Pick<BetterAuthOptions, 'emailVerification'> & {
  emailAndPassword: Partial<NonNullable<BetterAuthOptions['emailAndPassword']>>;
  changeEmail: NonNullable<NonNullable<BetterAuthOptions['user']>['changeEmail']>;
} {
  if (!mailer) return { emailAndPassword: { autoSignIn: true }, changeEmail: { enabled: false } };
  const publicUrl = env.PUBLIC_URL;
  return {
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: VERIFICATION_SECONDS,
      sendVerificationEmail: async ({ user, url, token }, request) => {
        // Every verification lands on the page that explains the result, whoever asked for it.
        const link = new URL(url);
        link.searchParams.set('callbackURL', VERIFIED_PAGE);
        const recipient = { ...user, language: await mailLanguage(db, user.id, request) };
        mailer.send(
          emailChangeClaims(token)
            ? emailChangeMail(recipient, user.email, link.toString(), publicUrl)
            : verificationMail(recipient, link.toString(), publicUrl, env.WELCOME_CREDITS),
        );
      },
    },
    emailAndPassword: {
      // A new account answers exactly like an existing one (no session either way); the page
      // signs in with the password afterwards, which an existing address with another
      // password refuses like any wrong password.
      autoSignIn: false,
      onExistingUserSignUp: async ({ user }, request) => {
        mailer.send(
          existingAccountMail({ ...user, language: await mailLanguage(db, user.id, request) }, publicUrl),
        );
      },
      sendResetPassword: async ({ user, url }, request) => {
        mailer.send(
          passwordResetMail({ ...user, language: await mailLanguage(db, user.id, request) }, url, publicUrl),
        );
      },
      resetPasswordTokenExpiresIn: RESET_PASSWORD_SECONDS,
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: async ({ user }) => onPasswordReset(user.id),
    },
    // An unverified address (a typo at sign-up) is replaced at once and verified afresh; a
    // verified one changes only once the new address confirms, and then the old one is told,
    // with a link to undo it (auth.ts). Either needs the password or a fresh sign-in
    // (email-change.ts).
    changeEmail: { enabled: true, updateEmailWithoutVerification: true },
  };
}
