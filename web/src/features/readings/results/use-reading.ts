import { type ContentOfKind, type ReadingContentView } from '@orrery/core/api/reading-content';
import { type ReadingView, readingViewSchema } from '@orrery/core/api/readings';
import { useQuery } from '@tanstack/react-query';
import { api, call, isApiError } from '@/lib/api';
import { readingQueryKey } from './reading-key';

export type ContentOf<K extends ReadingContentView['kind']> = ContentOfKind<K>;


/** How often a reading that is still being written is asked for again. */
const PENDING_POLL_MS = 1_000;

/**
 * One reading of the signed-in user, parsed against the same schema the server stores it with.
 * A 404 (missing, or another user's id) or an id that cannot exist resolves to null so the page
 * shows its not-found state; other failures stay errors. A pending reading is polled until the
 * server finishes writing it.
 */
export function useReading(readingId: string | null) {
  return useQuery({
    queryKey: readingQueryKey(readingId),
    enabled: readingId !== null,
    queryFn: async (): Promise<ReadingView | null> => {
      try {
        const view = await call(api.readings[':readingId'].$get({ param: { readingId: readingId ?? '' } }));
        return readingViewSchema.parse(view);
      } catch (error) {
        if (isApiError(error, 'not_found') || isApiError(error, 'validation_failed')) return null;
        throw error;
      }
    },
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? PENDING_POLL_MS : false),
    // A completed reading never changes.
    staleTime: Infinity,
  });
}

function isKind<K extends ReadingContentView['kind']>(
  content: ReadingContentView,
  kind: K,
): content is ContentOf<K> {
  return content.kind === kind;
}

/** The content when the reading is a completed one of the expected kind, else null. */
export function contentOf<K extends ReadingContentView['kind']>(
  view: ReadingView | null | undefined,
  kind: K,
): ContentOf<K> | null {
  if (!view || view.status !== 'completed' || !view.content) return null;
  return isKind(view.content, kind) ? view.content : null;
}
