import type { StoredDraw as TarotDraw } from '@orrery/core/api/reading-content';
import type { Language } from '@orrery/core/api/language';
import { withoutVerifyFooter } from '@orrery/core/readings/verify-footer';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useT } from '@/i18n/i18n';
import { Markdown } from '../markdown/Markdown';
import { VerifyDrawPanel } from './VerifyDrawPanel';

/** What both tarot results show under their spread: the report, the draw check and the ways on. */
export function TarotReadingBody({
  markdown,
  lang,
  draw,
  newReading,
}: {
  markdown: string;
  /** The language the reading was written in, which may differ from the screen's. */
  lang: Language;
  draw: TarotDraw;
  newReading: { to: string; label: string };
}) {
  const t = useT();
  return (
    <>
      <Card>
        {/* The panel below is the interactive form of the reading's own Verify this draw footer. */}
        <Markdown source={withoutVerifyFooter(markdown)} lang={lang} />
      </Card>

      <VerifyDrawPanel draw={draw} />

      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to={newReading.to}>{newReading.label}</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/library">{t('result.library')}</Link>
        </Button>
      </div>
    </>
  );
}
