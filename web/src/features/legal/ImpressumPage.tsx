import { OPERATOR } from './constants';
import { LegalLayout } from './LegalLayout';

export default function ImpressumPage() {
  return (
    <LegalLayout title="Impressum">
      <h2>Information according to § 5 DDG</h2>
      <address className="not-italic">
        {OPERATOR.name}
        {OPERATOR.address.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      </address>
      <h2>Contact</h2>
      <p>
        Email:{' '}
        <a className="text-gold-300 underline" href={`mailto:${OPERATOR.email}`}>
          {OPERATOR.email}
        </a>
      </p>
      <h2>Represented by</h2>
      <p>{OPERATOR.representative}</p>
      <h2>Register entry</h2>
      <p>{OPERATOR.register}</p>
      <h2>VAT identification number</h2>
      <p>{OPERATOR.vatId}</p>
      <h2>Online dispute resolution</h2>
      <p>
        We are neither obliged nor willing to take part in dispute resolution proceedings before a consumer
        arbitration board.
      </p>
    </LegalLayout>
  );
}
