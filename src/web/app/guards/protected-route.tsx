import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { meOf, useSession } from '../../lib/session/get-me.ts';
import { SUPER_ADMIN_WITHOUT_BUSINESS } from '../../lib/session/panel-notice.ts';
import { useSubscription } from '../../lib/session/get-subscription.ts';
import { SignedInContext } from '../../lib/session/signed-in-context.ts';
import { GuardError } from './guard-error.tsx';
import { decideRouteAccess } from './route-guard.ts';

function queryState<T>(query: UseQueryResult<T>) {
  if (query.data !== undefined) return { status: 'success' as const, data: query.data };
  return query.isError ? { status: 'error' as const } : { status: 'pending' as const };
}

/**
 * The route guard of the signed-in area (docs/accounts.md). The pages inside read who is signed in
 * with useSignedIn(); each one checks the operation it needs with PageAccess.
 */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const session = useSession();
  const subscription = useSubscription({ enabled: Boolean(meOf(session.data)) });
  const decision = decideRouteAccess(queryState(session), queryState(subscription));
  const allowedMe = decision.kind === 'allowed' ? decision.me : null;
  const allowedSubscription = decision.kind === 'allowed' ? decision.subscription : null;
  const contextValue = useMemo(
    () => (allowedMe && allowedSubscription ? { me: allowedMe, subscription: allowedSubscription } : null),
    [allowedMe, allowedSubscription],
  );

  switch (decision.kind) {
    case 'loading':
      return <LoadingScreen />;
    case 'error':
      return (
        <GuardError
          message={(session.error ?? subscription.error)?.message}
          onRetry={() => {
            void session.refetch();
            if (meOf(session.data)) void subscription.refetch();
          }}
        />
      );
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'superAdminPanel':
      // The panel says why they are there (its texts load with it).
      return <Navigate to="/super-admin" replace state={SUPER_ADMIN_WITHOUT_BUSINESS} />;
    case 'allowed':
      return <SignedInContext value={contextValue}>{children}</SignedInContext>;
  }
}
