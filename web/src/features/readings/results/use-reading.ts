import type { ReadingView } from '@orrery/core/api/readings';
import type { ReadingContent } from '@orrery/core/readings/stored';
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiFetch } from '@/lib/api';

export type ContentOf<K extends ReadingContent['kind']> = ReadingContent & { kind: K };

export const readingQueryKey = (readingId: string | null) => ['reading', readingId] as const;

/**
 * One reading of the signed-in user. A 404 (missing, or another user's id) resolves to null so
 * the page shows its not-found state; other failures stay errors.
 */
export function useReading(readingId: string | null) {
  return useQuery({
    queryKey: readingQueryKey(readingId),
    enabled: readingId !== null,
    queryFn: async () => {
      try {
        return await apiFetch<ReadingView>(`/api/readings/${encodeURIComponent(readingId!)}`);
      } catch (error) {
        if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) return null;
        throw error;
      }
    },
    // A completed reading never changes.
    staleTime: Infinity,
  });
}

/** The content when the reading is a completed one of the expected kind, else null. */
export function contentOf<K extends ReadingContent['kind']>(
  view: ReadingView | null | undefined,
  kind: K,
): ContentOf<K> | null {
  if (!view || view.status !== 'completed') return null;
  const content = view.content as ReadingContent | null;
  if (!content || typeof content !== 'object' || content.kind !== kind || !content.reading) return null;
  return content as ContentOf<K>;
}
