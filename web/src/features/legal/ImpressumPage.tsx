import { FullPageLoading } from '@/features/auth/RequireAuth';
import { usePublicConfig } from '@/features/auth/session';
import { FormError } from '@/components/ui/form-error';
import { LegalLayout } from './LegalLayout';

/** The operator comes from the server's configuration (OPERATOR_*), required there in production. */
export default function ImpressumPage() {
  const config = usePublicConfig();
  // The heading comes first: it is in the prerendered page, before the details arrive.
  if (config.isPending) {
    return (
      <LegalLayout title="Impressum">
        <FullPageLoading label="Loading the operator's details..." />
      </LegalLayout>
    );
  }
  if (config.isError) {
    return (
      <LegalLayout title="Impressum">
        <FormError message="We could not load the operator's details. Please reload the page." />
      </LegalLayout>
    );
  }
  const operator = config.data.operator;
  return (
    <LegalLayout title="Impressum">
      <h2>Information according to § 5 DDG</h2>
      <address className="not-italic">
        <span className="block">{operator.name}</span>
        {operator.addressLines.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      </address>
      <h2>Contact</h2>
      <p>
        Email:{' '}
        <a className="text-gold-300 underline" href={`mailto:${operator.email}`}>
          {operator.email}
        </a>
        {operator.phone && (
          <span className="block">
            Phone:{' '}
            <a className="text-gold-300 underline" href={`tel:${operator.phone.replace(/[^+0-9]/g, '')}`}>
              {operator.phone}
            </a>
          </span>
        )}
      </p>
      {operator.register && (
        <>
          <h2>Register entry</h2>
          <p>{operator.register}</p>
        </>
      )}
      {operator.vatId && (
        <>
          <h2>VAT identification number</h2>
          <p>{operator.vatId}</p>
        </>
      )}
      <h2>Online dispute resolution</h2>
      <p>
        We are neither obliged nor willing to take part in dispute resolution proceedings before a consumer
        arbitration board.
      </p>
    </LegalLayout>
  );
}
