import { LANGUAGES, type Language } from '@orrery/core/api/language';
import { useLingui } from '@lingui/react';
import { useT } from './i18n';
import { useChooseLanguage } from './use-language';

/**
 * The language menu of the header and the footer. Each language is named in itself, so a reader
 * finds theirs whatever the page is in; `compact` shows the two-letter code where room is short.
 */
export function LanguageSwitch({
  compact = false,
  className,
  ...described
}: {
  compact?: boolean;
  className?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
}) {
  const t = useT();
  const { i18n } = useLingui();
  const choose = useChooseLanguage();
  return (
    <select
      aria-label={t('language.switch')}
      {...described}
      value={i18n.locale}
      onChange={(event) => void choose(event.target.value as Language)}
      className={`h-8 rounded-full bg-night-950/60 px-2 text-sm text-slate-200 ring-1 ring-white/15 hover:ring-gold-400/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold-400 ${className ?? ''}`}
    >
      {LANGUAGES.map((language) => (
        <option key={language} value={language} lang={language} aria-label={t(`language.${language}`)}>
          {compact ? language.toUpperCase() : t(`language.${language}`)}
        </option>
      ))}
    </select>
  );
}
