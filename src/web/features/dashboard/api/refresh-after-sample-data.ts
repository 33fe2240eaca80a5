import type { QueryClient } from '@tanstack/react-query';
import { meQueryKey } from '../../../lib/session/get-me.ts';
import { subscriptionQueryKey } from '../../../lib/session/get-subscription.ts';

/**
 * Sample data adds services, professionals, clients and appointments (and removing it takes them
 * away): every list and figure of the business changes, the schedule's too, whose keys live in its
 * feature. So everything is refreshed but who is signed in and their subscription, which it does
 * not touch.
 */
export function refreshAfterSampleData(queryClient: QueryClient): Promise<void> {
  const untouched = new Set<unknown>([meQueryKey[0], subscriptionQueryKey[0]]);
  return queryClient.invalidateQueries({ predicate: (query) => !untouched.has(query.queryKey[0]) });
}
