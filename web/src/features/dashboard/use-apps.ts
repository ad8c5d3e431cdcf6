import type { AppsResponse } from '@orrery/core/api/profile';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api';

/** The apps catalogue with the server's credit costs (the only costs that count). */
export function useApps() {
  return useQuery({
    queryKey: ['apps'],
    queryFn: () => apiFetch<AppsResponse>('/api/apps'),
    staleTime: 5 * 60_000,
  });
}
