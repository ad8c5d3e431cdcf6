import type { Language } from '@orrery/core/api/language';
import type { NumberResult } from '@orrery/core/numerology/numerology';
import { BookOpen } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { type MessageKey, useT } from '@/i18n/i18n';
import { formatDate } from '@/lib/dates';
import { cn } from '@/lib/utils';
import { InlineText } from '../markdown/Markdown';
import { lifePathLines, reductionChain } from './lifepath-text';
import { resolveReadingId } from './reading-id';
import { NotFoundCard, ReadingGate, ResultHeader } from './ResultStates';
import { VoiceGuide, VoiceStartButton } from '@/features/voice/VoiceGuide';

/** How long the reading stays highlighted after Go to Reading scrolls to it. */
const HIGHLIGHT_MS = 2000;

/** The Life Path's parts are named by the core in English; a name's parts are the reader's own words. */
const PART_NAMES: Record<string, MessageKey> = {
  month: 'lifePath.part.month',
  day: 'lifePath.part.day',
  year: 'lifePath.part.year',
};

function CoreNumber({ title, role, result }: { title: string; role: string; result: NumberResult }) {
  const t = useT();
  return (
    <Card className="flex flex-col items-center text-center">
      <h2 className="font-sans text-sm font-semibold uppercase tracking-widest text-gold-300">{title}</h2>
      <p className="mt-3 font-display text-6xl text-slate-50">{result.value}</p>
      <p className="mt-1 text-sm text-slate-400">{role}</p>
      {result.master && (
        <span className="mt-2 rounded-full bg-gold-400/15 px-3 py-0.5 text-xs text-gold-300 ring-1 ring-gold-400/30">
          {t('lifePath.master')}
        </span>
      )}
      <p className="mt-4 font-mono text-sm text-slate-200">{reductionChain(result.chain)}</p>
      {result.parts.length > 0 && (
        <ul className="mt-3 space-y-1 text-xs text-slate-400">
          {result.parts.map((part) => (
            <li key={part.label}>
              <span className="text-slate-300">
                {PART_NAMES[part.label] ? t(PART_NAMES[part.label]!) : part.label}
              </span>
              : {reductionChain(part.chain)}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function LifePathText({ text, lang }: { text: string; lang: string }) {
  const t = useT();
  const lines = lifePathLines(text);
  if (lines.length === 0) return <p className="text-slate-400">{t('lifePath.noText')}</p>;
  return (
    <div data-reading-text lang={lang} className="[&>*:first-child]:mt-0">
      {lines.map((line, i) => {
        if (line.type === 'heading') {
          const Tag = line.level === 2 ? 'h2' : 'h3';
          return (
            <Tag
              key={i}
              className={line.level === 2 ? 'mt-8 text-2xl text-gold-300' : 'mt-6 text-xl text-slate-50'}
            >
              <InlineText nodes={line.text} />
            </Tag>
          );
        }
        if (line.type === 'subheading') {
          return (
            <h4 key={i} className="mt-5 font-sans text-base font-semibold text-slate-100">
              <InlineText nodes={line.text} />
            </h4>
          );
        }
        return (
          <p key={i} className="mt-4 leading-relaxed text-slate-300">
            <InlineText nodes={line.text} />
          </p>
        );
      })}
    </div>
  );
}

function LifePathReading({
  text,
  lang,
  readingId,
  children,
}: {
  text: string;
  /** The language the reading was written in, so screen readers, hyphenation and the guide follow it. */
  lang: Language;
  readingId: string;
  children: ReactNode;
}) {
  const t = useT();
  const readingRef = useRef<HTMLElement>(null);
  const [highlight, setHighlight] = useState(false);
  useEffect(() => {
    if (!highlight) return;
    const timer = setTimeout(() => setHighlight(false), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlight]);

  function goToReading() {
    const section = readingRef.current;
    if (!section) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    section.focus({ preventScroll: true });
    setHighlight(true);
  }

  return (
    <>
      {children}
      <Card className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-xl text-slate-50">{t('lifePath.howToUse')}</h2>
          <p className="mt-1 text-sm text-slate-300">{t('lifePath.howToUseText')}</p>
        </div>
        <div className="flex shrink-0 flex-wrap items-start gap-2">
          <Button variant="outline" size="sm" onClick={goToReading}>
            <BookOpen className="h-4 w-4" aria-hidden />
            {t('lifePath.goToReading')}
          </Button>
          <VoiceStartButton readingId={readingId} size="sm" label={t('lifePath.activateVoice')} />
        </div>
      </Card>
      <section
        ref={readingRef}
        tabIndex={-1}
        aria-label={t('lifePath.readingLabel')}
        className={cn(
          'scroll-mt-24 rounded-2xl bg-night-800/80 p-6 ring-1 ring-white/10 transition-shadow duration-500 focus:outline-none',
          highlight && 'ring-2 ring-gold-400 shadow-[0_0_40px_rgb(232_195_106/0.35)]',
        )}
      >
        <LifePathText text={text} lang={lang} />
      </section>
      <VoiceGuide readingId={readingId} lang={lang} />
    </>
  );
}

/** /lifepathnumber-result: the three core numbers with their arithmetic, then the reading. */
export default function LifePathResultPage() {
  const t = useT();
  const [search] = useSearchParams();
  return (
    <ReadingGate
      readingId={resolveReadingId(search)}
      kind="life-path"
      notFound={
        <NotFoundCard title={t('result.notFoundTitle')} message={t('lifePath.notFound')}>
          <Button asChild>
            <Link to="/lifepathnumber">{t('result.generateNew')}</Link>
          </Button>
        </NotFoundCard>
      }
    >
      {(content, view) => {
        const { profile } = content.reading.facts;
        return (
          <div className="mx-auto max-w-4xl space-y-8 px-4 py-10">
            <ResultHeader
              back={{ to: '/lifepathnumber', label: t('result.newReading') }}
              title={t('lifePath.title')}
            >
              <p className="mt-2 text-slate-300">
                {t('lifePath.forBorn', {
                  name: `${content.firstName} ${content.lastName}`.trim(),
                  date: formatDate(content.birthDate) ?? content.birthDate,
                })}
              </p>
            </ResultHeader>
            <LifePathReading
              text={content.reading.markdown}
              // The reading stays in the language it was written in, whatever the page's language is.
              lang={content.language ?? 'en'}
              readingId={view.readingId}
            >
              <div className="grid gap-4 sm:grid-cols-3">
                <CoreNumber
                  title={t('lifePath.lifePath')}
                  role={t('lifePath.lifePathRole')}
                  result={profile.lifePath}
                />
                <CoreNumber
                  title={t('lifePath.destiny')}
                  role={t('lifePath.destinyRole')}
                  result={profile.destiny}
                />
                <CoreNumber
                  title={t('lifePath.soulUrge')}
                  role={t('lifePath.soulUrgeRole')}
                  result={profile.soulUrge}
                />
              </div>
            </LifePathReading>
          </div>
        );
      }}
    </ReadingGate>
  );
}
