import type { SessionResponse } from '../../../contracts/session.ts';
import type { SuperAdminStatus } from '../../../contracts/site-content.ts';
import { useSession } from './get-me.ts';

/** The signed-in person as an active super admin, or null: anything else means not a super admin. */
export function superAdminOf(session: SessionResponse | undefined): SuperAdminStatus | null {
  if (!session?.isSuperAdmin) return null;
  return { active: true, userId: session.user.id, email: session.user.email, name: session.user.name };
}

/** The signed-in person as an active super admin, or null: read from the session probe, never asked on its own. */
export function useSuperAdminStatus() {
  const session = useSession();
  return {
    data: session.isPending ? undefined : superAdminOf(session.data),
    isPending: session.isPending,
    isError: session.isError,
    isFetching: session.isFetching,
    refetch: session.refetch,
  };
}
