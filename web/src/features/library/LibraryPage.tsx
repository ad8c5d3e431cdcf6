// Types only: the schema module would bring zod into this route's JavaScript.
import type { LibraryResponse } from '@orrery/core/api/readings';
import { DASHBOARD_APPS, resultPath, type ReadingRouteId } from '@orrery/core/catalogue';
import { readingFor } from '@orrery/core/readings/library-text';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ChevronLeft, ChevronRight, Search, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { failureMessage } from '@/features/auth/blocked';
import { RELATIONSHIP_LABEL } from '@/features/readings/relationship-label';
import { readingQueryKey } from '@/features/readings/results/reading-key';
import { api, call } from '@/lib/api';
import { formatDateTime } from '@/lib/dates';
import { useT } from '@/i18n/i18n';
import { appName } from '@/i18n/messages-by-code';

const SEARCH_DEBOUNCE_MS = 300;

type Item = LibraryResponse['items'][number];

const isRouteId = (value: string | null): value is ReadingRouteId =>
  DASHBOARD_APPS.some((app) => app.routeId === value);

interface Filters {
  search: string;
  app: ReadingRouteId | null;
  page: number;
}

/** Filters live in the address, so Back from a reading returns to the same page of results. */
function useFilters(): [Filters, (next: Partial<Filters>) => void] {
  const [params, setParams] = useSearchParams();
  const app = params.get('app');
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const filters: Filters = { search: params.get('search') ?? '', app: isRouteId(app) ? app : null, page };
  const update = useCallback(
    (next: Partial<Filters>) => {
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          for (const [key, value] of Object.entries(next)) {
            if (value === null || value === '' || (key === 'page' && value === 1)) out.delete(key);
            else out.set(key, String(value));
          }
          return out;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return [filters, update];
}

function useLibrary({ search, app, page }: Filters) {
  return useQuery({
    queryKey: ['library', search, app, page],
    queryFn: () =>
      call(
        api.readings.$get({
          query: {
            page: String(page),
            ...(search.trim() ? { search: search.trim() } : {}),
            ...(app ? { app } : {}),
          },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

function DeleteReading({
  item,
  onDone,
}: {
  item: Item;
  onDone: (message: { ok: boolean; text: string }) => void;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const remove = useMutation({
    mutationFn: () => call(api.readings[':readingId'].$delete({ param: { readingId: item.readingId } })),
    onSuccess: () => {
      setOpen(false);
      queryClient.removeQueries({ queryKey: readingQueryKey(item.readingId) });
      void queryClient.invalidateQueries({ queryKey: ['library'] });
      onDone({ ok: true, text: t('library.deleted') });
    },
    onError: (error) => {
      setOpen(false);
      onDone({ ok: false, text: failureMessage(error, t('library.deleteFailed')) });
    },
  });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => setOpen(true)}
        aria-label={t('library.deleteLabel', {
          app: appName(item.routeId, item.appName),
          date: formatDateTime(item.createdAt),
        })}
      >
        <Trash2 className="h-4 w-4" aria-hidden />
        <span className="hidden sm:inline">{t('library.delete')}</span>
      </Button>
      <DialogContent title={t('library.deleteTitle')} description={t('library.deleteDescription')}>
        <div className="mt-6 flex justify-end gap-3">
          <DialogClose asChild>
            <Button variant="secondary" size="sm">
              {t('library.cancel')}
            </Button>
          </DialogClose>
          <Button variant="danger" size="sm" disabled={remove.isPending} onClick={() => remove.mutate()}>
            {remove.isPending ? t('library.deleting') : t('library.confirmDelete')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function LibraryItem({
  item,
  onMessage,
}: {
  item: Item;
  onMessage: (message: { ok: boolean; text: string }) => void;
}) {
  const t = useT();
  // The card's words in the reader's language; the server's search matches the English ones.
  const person = readingFor(item);
  const subtitle =
    item.question ??
    // A couple is the reading's default, so only another bond is named.
    (person && item.relationship && item.relationship !== 'romantic'
      ? t('library.forKind', { person, kind: t(RELATIONSHIP_LABEL[item.relationship]) })
      : person
        ? t('library.for', { person })
        : null);
  const app = appName(item.routeId, item.appName);
  return (
    <li>
      <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-widest text-gold-300">{app}</p>
          {subtitle && <p className="mt-1 truncate text-slate-100">{subtitle}</p>}
          <p className="mt-1 text-sm text-slate-400">
            <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          <Button asChild size="sm">
            <Link
              to={resultPath(item.routeId, item.readingId)}
              aria-label={
                subtitle ? t('library.openLabelWith', { app, subtitle }) : t('library.openLabel', { app })
              }
            >
              {t('library.open')}
            </Link>
          </Button>
          <DeleteReading item={item} onDone={onMessage} />
        </div>
      </Card>
    </li>
  );
}

export default function LibraryPage() {
  const t = useT();
  const [filters, setFilters] = useFilters();
  const [searchText, setSearchText] = useState(filters.search);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const library = useLibrary(filters);

  useEffect(() => {
    if (searchText === filters.search) return;
    const timer = setTimeout(() => setFilters({ search: searchText, page: 1 }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, filters.search, setFilters]);

  const data = library.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const filtered = filters.search !== '' || filters.app !== null;

  // Deleting the last item of the last page leaves an empty page: step back to one that exists.
  useEffect(() => {
    if (data && data.items.length === 0 && filters.page > pages) setFilters({ page: pages });
  }, [data, filters.page, pages, setFilters]);

  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <Link to="/app" className="inline-flex items-center gap-1 text-sm text-gold-300 hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden />
        {t('library.back')}
      </Link>
      <h1 className="mt-4 text-3xl text-slate-50 sm:text-4xl">{t('library.title')}</h1>
      <p className="mt-2 text-slate-300">{t('library.intro')}</p>

      <div className="mt-8 grid gap-4 sm:grid-cols-[1fr_14rem]">
        <FormField id="library-search" label={t('library.search')}>
          {(control) => (
            <div className="relative">
              <Search
                className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400"
                aria-hidden
              />
              <Input
                {...control}
                type="search"
                className="pl-9"
                placeholder={t('library.searchPlaceholder')}
                value={searchText}
                onChange={(e) => setSearchText(e.target.value)}
                maxLength={200}
              />
            </div>
          )}
        </FormField>
        <FormField id="library-app" label={t('library.app')}>
          {(control) => (
            <Select
              {...control}
              value={filters.app ?? ''}
              onChange={(e) =>
                setFilters({ app: isRouteId(e.target.value) ? e.target.value : null, page: 1 })
              }
            >
              <option value="">{t('library.allApps')}</option>
              {DASHBOARD_APPS.map((app) => (
                <option key={app.routeId} value={app.routeId}>
                  {appName(app.routeId, app.name)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>

      <div role="status" aria-live="polite" className="empty:hidden">
        {message && (
          <p
            className={
              message.ok
                ? 'mt-6 rounded-xl bg-emerald-500/10 px-4 py-3 text-emerald-200 ring-1 ring-emerald-400/30'
                : 'mt-6 rounded-xl bg-rose-500/10 px-4 py-3 text-rose-200 ring-1 ring-rose-400/30'
            }
          >
            {message.text}
          </p>
        )}
      </div>

      {library.isError ? (
        <Card role="alert" className="mt-8 text-center">
          <p className="text-rose-200">{t('library.loadFailed')}</p>
          <Button variant="secondary" size="sm" className="mt-4" onClick={() => void library.refetch()}>
            {t('library.tryAgain')}
          </Button>
        </Card>
      ) : !data ? (
        <p role="status" className="mt-8 text-slate-300">
          {t('library.loading')}
        </p>
      ) : data.total === 0 ? (
        <Card className="mt-8 text-center">
          {filtered ? (
            <>
              <h2 className="text-2xl text-slate-50">{t('library.noMatch')}</h2>
              <p className="mt-2 text-slate-300">{t('library.noMatchText')}</p>
            </>
          ) : (
            <>
              <h2 className="text-2xl text-slate-50">{t('library.empty')}</h2>
              <p className="mt-2 text-slate-300">{t('library.emptyText')}</p>
              <Button asChild className="mt-6">
                <Link to="/app">{t('library.start')}</Link>
              </Button>
            </>
          )}
        </Card>
      ) : (
        <>
          <p className="mt-8 text-sm text-slate-400">{t('library.count', { count: data.total })}</p>
          <ul className="mt-3 space-y-3" aria-busy={library.isFetching}>
            {data.items.map((item) => (
              <LibraryItem key={item.readingId} item={item} onMessage={setMessage} />
            ))}
          </ul>
          {pages > 1 && (
            <nav aria-label={t('library.pages')} className="mt-6 flex items-center justify-between gap-3">
              <Button
                variant="secondary"
                size="sm"
                disabled={filters.page <= 1}
                onClick={() => setFilters({ page: filters.page - 1 })}
              >
                <ChevronLeft className="h-4 w-4" aria-hidden />
                {t('library.previous')}
              </Button>
              <span className="text-sm text-slate-300">
                {t('library.page', { page: Math.min(filters.page, pages), pages })}
              </span>
              <Button
                variant="secondary"
                size="sm"
                disabled={filters.page >= pages}
                onClick={() => setFilters({ page: filters.page + 1 })}
              >
                {t('library.next')}
                <ChevronRight className="h-4 w-4" aria-hidden />
              </Button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}
