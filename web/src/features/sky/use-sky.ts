import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api';

// The sky moves slowly enough that a page left open refreshes a few times an hour, not more.
const STALE_MS = 10 * 60_000;

export function useSkyToday(timeZone: string) {
  return useQuery({
    queryKey: ['sky', 'today', timeZone],
    queryFn: () => call(api.sky.today.$get({ query: { tz: timeZone } })),
    staleTime: STALE_MS,
  });
}

export function useSkyCalendar(month: string, timeZone: string) {
  return useQuery({
    queryKey: ['sky', 'calendar', month, timeZone],
    queryFn: () => call(api.sky.calendar.$get({ query: { month, tz: timeZone } })),
    // A month's events never change.
    staleTime: Infinity,
  });
}
