import type { QueryClient } from '@tanstack/react-query';
import { commissionsQueryKey, dashboardQueryKey, reportsQueryKey } from '../../../lib/api/query-keys.ts';

/** A change to an appointment changes the owner's figures: the dashboard, the reports and the commissions. */
export function refreshFigures(queryClient: QueryClient): void {
  for (const queryKey of [dashboardQueryKey, reportsQueryKey, commissionsQueryKey])
    void queryClient.invalidateQueries({ queryKey });
}
