// The words for a transit's timing, shared by the daily note and the sky pages so the two never
// describe the same window differently. The caller formats the dates in the reader's zone.
import { listJoin } from './text';

/**
 * "exact on 3 December at 14:20, in orb 28 November to 9 December". A retrograde body can pass
 * exact three times; a window begun before the searched span has no start ("in orb until ...").
 */
export function transitWindowPhrase(
  exactAt: readonly string[],
  from: string | null,
  to: string | null,
): string {
  const exact = exactAt.length ? `exact on ${listJoin(exactAt)}` : 'turning back before it is exact';
  const orb =
    from && to
      ? from === to
        ? `in orb on ${from}`
        : `in orb ${from} to ${to}`
      : from
        ? `in orb from ${from}`
        : to
          ? `in orb until ${to}`
          : 'in orb all through this period';
  return `${exact}, ${orb}`;
}
