import { useQuery } from '@tanstack/react-query';
import { useCurrentLanguage } from '@/i18n/i18n';
import { api, call } from '@/lib/api';

// The sky moves slowly enough that a page left open refreshes a few times an hour, not more.
const STALE_MS = 10 * 60_000;

// The server writes titles and the note in the language asked for; a switch asks again.
export function useSkyToday(timeZone: string) {
  const lang = useCurrentLanguage();
  return useQuery({
    queryKey: ['sky', 'today', timeZone, lang],
    queryFn: () => call(api.sky.today.$get({ query: { tz: timeZone, lang } })),
    staleTime: STALE_MS,
  });
}

export function useSkyCalendar(month: string, timeZone: string) {
  const lang = useCurrentLanguage();
  return useQuery({
    queryKey: ['sky', 'calendar', month, timeZone, lang],
    queryFn: () => call(api.sky.calendar.$get({ query: { month, tz: timeZone, lang } })),
    // A month's events never change.
    staleTime: Infinity,
  });
}
