import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { LoadingScreen } from '../components/loading-screen.tsx';
import { ProtectedRoute } from './guards/protected-route.tsx';
import { lazyNamed } from '../lib/lazy-named.ts';

// Every screen is its own chunk, loaded on first visit (SPEC 2).
const LandingPage = lazyNamed(() => import('../features/landing/pages/landing-page.tsx'), 'LandingPage');
const AuthPage = lazyNamed(() => import('../features/auth/pages/auth-page.tsx'), 'AuthPage');
const ResetPasswordPage = lazyNamed(() => import('../features/auth/pages/reset-password-page.tsx'), 'ResetPasswordPage');
const PlansPage = lazyNamed(() => import('../features/landing/pages/plans-page.tsx'), 'PlansPage');
const TrialExpiredPage = lazyNamed(
  () => import('../features/subscription/pages/trial-expired-page.tsx'),
  'TrialExpiredPage',
);
const SubscriptionExpiredPage = lazyNamed(
  () => import('../features/subscription/pages/subscription-expired-page.tsx'),
  'SubscriptionExpiredPage',
);
const MailboxPage = lazyNamed(() => import('../features/mailbox/pages/mailbox-page.tsx'), 'MailboxPage');
const AppLayout = lazyNamed(() => import('./layouts/app-layout.tsx'), 'AppLayout');
const DashboardPage = lazyNamed(() => import('../features/dashboard/pages/dashboard-page.tsx'), 'DashboardPage');
const AgendaPage = lazyNamed(() => import('../features/agenda/pages/agenda-page.tsx'), 'AgendaPage');
const NotFoundPage = lazyNamed(() => import('../features/errors/pages/not-found-page.tsx'), 'NotFoundPage');

export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route path="/auth" element={<AuthPage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="/escolha-plano" element={<PlansPage />} />
        <Route path="/precos" element={<Navigate to="/escolha-plano" replace />} />
        <Route path="/trial-expired" element={<TrialExpiredPage />} />
        <Route path="/subscription-expired" element={<SubscriptionExpiredPage />} />
        <Route path="/caixa-de-correio" element={<MailboxPage />} />
        {/* The signed-in area: the route guard of SPEC 4 around the sidebar layout. */}
        <Route
          element={
            <ProtectedRoute>
              <AppLayout />
            </ProtectedRoute>
          }
        >
          <Route
            path="/dashboard"
            element={
              <ProtectedRoute adminOnly>
                <DashboardPage />
              </ProtectedRoute>
            }
          />
          <Route path="/agenda" element={<AgendaPage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
