import { Link } from 'react-router';
import { LEGAL } from './constants';
import { LegalLayout } from './LegalLayout';

export default function TermsPage() {
  return (
    <LegalLayout title="Terms of Service" updated={LEGAL.lastUpdated}>
      <p>
        These terms govern your use of Orrery, a web service offering astrology, tarot and numerology readings
        and conversations with an AI voice guide. By creating an account you accept them.
      </p>

      <h2>1. Eligibility</h2>
      <p>
        You must be at least {LEGAL.minimumAge} years old to use Orrery. If you are under{' '}
        {LEGAL.parentalConsentUnder}, you need the consent of a parent or legal guardian.
      </p>

      <h2>2. Your account</h2>
      <p>
        You sign in with an email address and password or through a third-party single sign-on provider. Keep
        your sign-in details private; you are responsible for what happens in your account. You may delete
        your account at any time from your profile.
      </p>

      <h2>3. Nature of the readings</h2>
      <p>
        Readings are for reflection and entertainment. They are not medical, legal, financial or psychological
        advice and do not replace a professional.
      </p>

      <h2>4. Credits, prices and payment</h2>
      <ul>
        <li>
          Readings and voice sessions are paid with credits. The cost of each reading is shown before you
          start it.
        </li>
        <li>All prices are in euros ({LEGAL.currency}) and include applicable taxes.</li>
        <li>Credits have no cash value and cannot be transferred.</li>
      </ul>

      <h2>5. Subscriptions</h2>
      <p>
        Subscriptions renew automatically each month until cancelled. To avoid the next charge, cancel at
        least {LEGAL.cancelHoursBeforeRenewal} hours before the renewal date. After cancelling, you keep
        access until the end of the period already paid.
      </p>

      <h2>6. Right of withdrawal and refunds</h2>
      <p>
        Consumers in the European Union have a {LEGAL.withdrawalDays}-day right of withdrawal. When you ask us
        to deliver digital content (such as a reading) at once, you agree that the right of withdrawal ends
        once delivery has begun. Refunds are otherwise given only for technical defects reported within{' '}
        {LEGAL.refundWindowDays} days of purchase.
      </p>

      <h2>7. Changes</h2>
      <p>
        We will tell you at least {LEGAL.changeNoticeDays} days in advance of any change to prices or to these
        terms. If you do not agree, you may cancel before the change takes effect.
      </p>

      <h2>8. Liability</h2>
      <p>
        We are liable without limit for intent and gross negligence and for injury to life, body or health.
        For indirect losses, our liability is limited to the fees you paid in the {LEGAL.liabilityMonths}{' '}
        months before the event giving rise to the claim.
      </p>

      <h2>9. Law and jurisdiction</h2>
      <p>
        These terms are governed by {LEGAL.law}. Where permitted by law, {LEGAL.courts} have jurisdiction.
        Mandatory consumer protection of your country of residence is unaffected.
      </p>

      <h2>10. Contact</h2>
      <p>
        Questions about these terms:{' '}
        <a className="text-gold-300 underline" href={`mailto:${LEGAL.supportEmail}`}>
          {LEGAL.supportEmail}
        </a>
        . See also our{' '}
        <Link to="/privacy-policy" className="text-gold-300 underline">
          Privacy Policy
        </Link>
        .
      </p>
    </LegalLayout>
  );
}
