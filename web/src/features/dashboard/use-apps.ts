import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api';

/** The apps catalogue with the server's credit costs (the only costs that count). */
export function useApps() {
  return useQuery({
    queryKey: ['apps'],
    queryFn: () => call(api.apps.$get()),
    staleTime: 5 * 60_000,
  });
}
