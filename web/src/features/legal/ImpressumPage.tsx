import type { PublicConfig } from '@orrery/core/api/account';
import { FullPageLoading } from '@/features/auth/RequireAuth';
import { usePublicConfig } from '@/features/auth/session';
import { FormError } from '@/components/ui/form-error';
import { Bilingual, LegalLayout, type Version } from './LegalLayout';
import { impressumDe } from './content/impressum.de';
import { impressumEn } from './content/impressum.en';
import type { ImpressumText } from './content/types';
import { useCurrentLanguage } from '@/i18n/i18n';
import { useChrome } from './language';

const IMPRESSUM = { de: impressumDe, en: impressumEn };

type Operator = PublicConfig['operator'];

const LINK = 'text-gold-300 underline';

/** Both languages name the same details, so their parts line up row by row. */
function version(text: ImpressumText, operator: Operator): Version {
  return {
    title: text.title,
    parts: [
      <>
        <h3>{text.provider}</h3>
        <address className="not-italic">
          <span className="block">{operator.name}</span>
          {operator.addressLines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
      </>,
      <>
        <h3>{text.contact}</h3>
        <p>
          {text.email}:{' '}
          <a className={LINK} href={`mailto:${operator.email}`}>
            {operator.email}
          </a>
          {operator.phone && (
            <span className="block">
              {text.phone}:{' '}
              <a className={LINK} href={`tel:${operator.phone.replace(/[^+0-9]/g, '')}`}>
                {operator.phone}
              </a>
            </span>
          )}
        </p>
      </>,
      operator.register && (
        <>
          <h3>{text.register}</h3>
          <p>{operator.register}</p>
        </>
      ),
      operator.vatId && (
        <>
          <h3>{text.vatId}</h3>
          <p>{operator.vatId}</p>
        </>
      ),
      <>
        <h3>{text.disputeHeading}</h3>
        <p>{text.dispute}</p>
      </>,
    ].filter(Boolean),
  };
}

/** The operator comes from the server's configuration (OPERATOR_*), required there in production. */
export default function ImpressumPage() {
  const config = usePublicConfig();
  const chrome = useChrome();
  const title = IMPRESSUM[useCurrentLanguage()].title;
  // The heading comes first: it is in the prerendered page, before the details arrive.
  if (config.isPending) {
    return (
      <LegalLayout title={title}>
        <FullPageLoading label={chrome.operatorLoading} />
      </LegalLayout>
    );
  }
  if (config.isError) {
    return (
      <LegalLayout title={title}>
        <FormError message={chrome.operatorError} />
      </LegalLayout>
    );
  }
  const operator = config.data.operator;
  return (
    <LegalLayout title={title}>
      <Bilingual versions={{ de: version(IMPRESSUM.de, operator), en: version(IMPRESSUM.en, operator) }} />
    </LegalLayout>
  );
}
