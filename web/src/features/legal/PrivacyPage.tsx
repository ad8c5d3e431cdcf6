import { Link } from 'react-router';
import { LEGAL } from './constants';
import { LegalLayout } from './LegalLayout';

export default function PrivacyPage() {
  return (
    <LegalLayout title="Privacy Policy" updated={LEGAL.lastUpdated}>
      <p>
        This policy explains which personal data Orrery processes, why, and for how long. The controller is
        the operator named in our{' '}
        <Link to="/impressum" className="text-gold-300 underline">
          Impressum
        </Link>
        .
      </p>

      <h2>1. Data we process</h2>
      <ul>
        <li>
          Account data: your name, email address and, if you sign in through a third-party single sign-on
          provider, the profile details it shares.
        </li>
        <li>
          Birth details you enter: date, time, city and country of birth, used to calculate your readings.
        </li>
        <li>Your readings, questions and credit history, kept in your library.</li>
        <li>Voice conversations with the AI voice guide.</li>
        <li>Payment records from our payment provider (we never see your full card number).</li>
        <li>Support messages and feedback you send us.</li>
      </ul>

      <h2>2. Why we process it</h2>
      <p>
        To provide the service you signed up for (Art. 6(1)(b) GDPR), to meet legal obligations such as tax
        record keeping (Art. 6(1)(c)), and to improve the service on the basis of our legitimate interest
        (Art. 6(1)(f)). Your birth details and reading history are never sold or shared for advertising.
      </p>

      <h2>3. How long we keep it</h2>
      <ul>
        <li>Voice recordings: at most {LEGAL.voiceRecordingDays} days.</li>
        <li>Payment records: {LEGAL.paymentRecordYears} years, as tax law requires.</li>
        <li>Analytics data: {LEGAL.analyticsYears} years, after which it is anonymised.</li>
        <li>Support records: {LEGAL.supportRecordYears} years.</li>
        <li>
          Account data and readings: while your account exists. When you delete your account it is closed at
          once: every session ends, your password, linked sign-in providers and two-factor secret are removed,
          and your profile picture and any prepared data download are deleted.
        </li>
      </ul>
      <p>After you delete your account we keep, and then erase:</p>
      <ul>
        <li>Voice guide transcripts: erased {LEGAL.voiceRecordingDays} days after deletion.</li>
        <li>
          Your profile and reading records: your names, email address, birth details, questions and reading
          texts are erased {LEGAL.analyticsYears} years after deletion. What remains (which kind of reading,
          when, and what it cost) no longer identifies you.
        </li>
        <li>
          Feedback you sent: erased {LEGAL.supportRecordYears} years after deletion, as a support record.
        </li>
        <li>
          Payment records and credit history: kept for {LEGAL.paymentRecordYears} years, as tax law requires.
          They hold no names, birth details or messages.
        </li>
      </ul>

      <h2>4. Processors</h2>
      <p>
        We use a sign-in provider if you choose single sign-on, a payment provider for purchases, and a voice
        service for the AI voice guide. Each processes data only on our behalf and under a data processing
        agreement.
      </p>

      <h2>5. Cookies and local storage</h2>
      <p>
        We use a strictly necessary session cookie to keep you signed in, and local storage for preferences
        such as the ambient sound volume. We do not use advertising cookies.
      </p>

      <h2>6. Your rights</h2>
      <p>
        You can download all of your data at any time from your profile (Download my data), and delete your
        account there. You may request access, correction, deletion, restriction, portability, and object to
        processing. You may also complain to a data protection supervisory authority. Write to{' '}
        <a className="text-gold-300 underline" href={`mailto:${LEGAL.privacyEmail}`}>
          {LEGAL.privacyEmail}
        </a>
        .
      </p>

      <h2>7. Children</h2>
      <p>
        Orrery is not for children under {LEGAL.minimumAge}. Users under {LEGAL.parentalConsentUnder} need the
        consent of a parent or guardian.
      </p>

      <h2>8. Changes</h2>
      <p>
        We will tell you at least {LEGAL.changeNoticeDays} days before material changes to this policy take
        effect.
      </p>
    </LegalLayout>
  );
}
