import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessUser, CreateUserAccessBody } from '../../../../contracts/users.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { subscriptionQueryKey } from '../../../lib/session/get-subscription.ts';
import { professionalsQueryKey, usersQueryKey } from '../../../lib/api/query-keys.ts';

/**
 * Gives a professional a login, with a first password or an invitation e-mail. Refusals:
 * 409 USER_LIMIT_REACHED (the message names the plan), PROFESSIONAL_HAS_LOGIN, EMAIL_TAKEN.
 */
export function createUserAccess(body: CreateUserAccessBody): Promise<BusinessUser> {
  return apiFetch<BusinessUser>('/api/users', { method: 'POST', body: JSON.stringify(body) });
}

export function useCreateUserAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUserAccess,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: usersQueryKey });
      void queryClient.invalidateQueries({ queryKey: professionalsQueryKey });
      void queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
    },
  });
}
