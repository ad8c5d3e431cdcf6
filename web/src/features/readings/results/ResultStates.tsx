import type { ReadingContentView } from '@orrery/core/api/reading-content';
import type { ReadingView } from '@orrery/core/api/readings';
import { appByKind } from '@orrery/core/catalogue';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FullPageLoading } from '@/features/auth/RequireAuth';
import { useT } from '@/i18n/i18n';
import { resolveReadingId } from './reading-id';
import { contentOf, useReading, type ContentOf } from './use-reading';

interface NotFoundCardProps {
  title: string;
  message: string;
  /** A way back above the card, for result pages that offer one in the not-found state. */
  back?: { to: string; label: string };
  children: ReactNode;
}

export function NotFoundCard({ title, message, back, children }: NotFoundCardProps) {
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      {back && <BackLink {...back} />}
      <Card className={back ? 'mt-6 text-center' : 'text-center'}>
        <h1 className="text-3xl text-slate-50">{title}</h1>
        <p className="mt-3 text-slate-300">{message}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>
      </Card>
    </div>
  );
}

function LoadError({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <Card className="text-center" role="alert">
        <h1 className="text-2xl text-slate-50">{t('result.loadError')}</h1>
        <p className="mt-3 text-slate-300">{t('result.checkConnection')}</p>
        <Button className="mt-6" onClick={onRetry}>
          {t('result.tryAgain')}
        </Button>
      </Card>
    </div>
  );
}

/** Shown while the server is still writing the reading; the query polls until it is done. */
function StillWriting() {
  const t = useT();
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <Card className="text-center" role="status" aria-live="polite">
        <h1 className="text-2xl text-slate-50">{t('result.stillWriting')}</h1>
        <p className="mt-3 text-slate-300">{t('result.appearsSoon')}</p>
      </Card>
    </div>
  );
}

/** The reading could not be written and its credits went back to the account. */
function Refunded({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <Card className="text-center" role="alert">
        <h1 className="text-2xl text-slate-50">{t('result.notWritten')}</h1>
        <p className="mt-3 text-slate-300">{t('result.refunded')}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>
      </Card>
    </div>
  );
}

interface ReadingGateProps<K extends ReadingContentView['kind']> {
  readingId: string | null;
  kind: K;
  loadingLabel?: string;
  notFound: ReactNode;
  children: (content: ContentOf<K>, view: ReadingView) => ReactNode;
}

/** Loads a reading by id and shows the page's loading, not-found or error state until it is there. */
export function ReadingGate<K extends ReadingContentView['kind']>({
  readingId,
  kind,
  loadingLabel,
  notFound,
  children,
}: ReadingGateProps<K>) {
  const t = useT();
  const query = useReading(readingId);
  if (readingId === null) return notFound;
  if (query.isPending) return <FullPageLoading label={loadingLabel} />;
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  if (query.data?.status === 'pending') return <StillWriting />;
  if (query.data?.status === 'refunded') {
    return (
      <Refunded>
        <Button asChild>
          <Link to={appByKind(kind).formPath}>{t('result.newReading')}</Link>
        </Button>
      </Refunded>
    );
  }
  const content = contentOf(query.data, kind);
  if (!content || !query.data) return notFound;
  return children(content, query.data);
}

interface ChartResultGateProps<K extends ReadingContentView['kind']> {
  kind: K;
  loadingLabel: string;
  /** The not-found card, with the one way on it offers. */
  notFound: { title: string; message: string; action: { to: string; label: string } };
  children: (content: ContentOf<K>, view: ReadingView) => ReactNode;
}

/**
 * The gate of a result page whose route names the reading (/natalbirthchart_result/{readingId}):
 * the reading of the path's id, or the page's not-found card.
 */
export function ChartResultGate<K extends ReadingContentView['kind']>({
  kind,
  loadingLabel,
  notFound,
  children,
}: ChartResultGateProps<K>) {
  const { readingId } = useParams();
  const [search] = useSearchParams();
  return (
    <ReadingGate
      readingId={resolveReadingId(search, readingId ?? '')}
      kind={kind}
      loadingLabel={loadingLabel}
      notFound={
        <NotFoundCard title={notFound.title} message={notFound.message}>
          <Button asChild>
            <Link to={notFound.action.to}>{notFound.action.label}</Link>
          </Button>
        </NotFoundCard>
      }
    >
      {children}
    </ReadingGate>
  );
}

function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="inline-flex items-center gap-1 text-sm text-gold-300 hover:underline">
      <ArrowLeft className="h-4 w-4" aria-hidden />
      {label}
    </Link>
  );
}

/** The top of a result page: the way back, the title and an optional line under it. */
export function ResultHeader({
  back,
  title,
  children,
}: {
  back: { to: string; label: string };
  title: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header>
      <BackLink {...back} />
      <h1 className="mt-4 text-3xl text-slate-50 sm:text-4xl">{title}</h1>
      {children}
    </header>
  );
}
