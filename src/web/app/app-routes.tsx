import { Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { LoadingScreen } from '../components/loading-screen.tsx';
import { ProtectedRoute } from './guards/protected-route.tsx';
import { lazyNamed, type PreloadableComponent } from '../lib/lazy-named.ts';
import type { RenderedAppPath } from '../../contracts/app-page.ts';

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
const TestCheckoutPage = lazyNamed(() => import('../features/billing/pages/test-checkout-page.tsx'), 'TestCheckoutPage');
const TestPortalPage = lazyNamed(() => import('../features/billing/pages/test-portal-page.tsx'), 'TestPortalPage');
const SubscriptionPage = lazyNamed(() => import('../features/billing/pages/subscription-page.tsx'), 'SubscriptionPage');
const MailboxPage = lazyNamed(() => import('../features/mailbox/pages/mailbox-page.tsx'), 'MailboxPage');
const AppLayout = lazyNamed(() => import('./layouts/app-layout.tsx'), 'AppLayout');
const DashboardPage = lazyNamed(() => import('../features/dashboard/pages/dashboard-page.tsx'), 'DashboardPage');
const FirstRunPanel = lazyNamed(() => import('../features/setup/components/first-run-panel.tsx'), 'FirstRunPanel');
const AgendaPage = lazyNamed(() => import('../features/agenda/pages/agenda-page.tsx'), 'AgendaPage');
const ServicesPage = lazyNamed(() => import('../features/services/pages/services-page.tsx'), 'ServicesPage');
const ProfessionalsPage = lazyNamed(() => import('../features/professionals/pages/professionals-page.tsx'), 'ProfessionalsPage');
const ProfessionalEditPage = lazyNamed(
  () => import('../features/professionals/pages/professional-edit-page.tsx'),
  'ProfessionalEditPage',
);
const ClientsPage = lazyNamed(() => import('../features/clients/pages/clients-page.tsx'), 'ClientsPage');
const ClientDetailPage = lazyNamed(() => import('../features/clients/pages/client-detail-page.tsx'), 'ClientDetailPage');
const SettingsPage = lazyNamed(() => import('../features/settings/pages/settings-page.tsx'), 'SettingsPage');
const OnlineBookingPage = lazyNamed(() => import('../features/online-booking/pages/online-booking-page.tsx'), 'OnlineBookingPage');
const UsersPage = lazyNamed(() => import('../features/users/pages/users-page.tsx'), 'UsersPage');
const ReportsPage = lazyNamed(() => import('../features/reports/pages/reports-page.tsx'), 'ReportsPage');
const CommissionsPage = lazyNamed(() => import('../features/commissions/pages/commissions-page.tsx'), 'CommissionsPage');
const ReviewsPage = lazyNamed(() => import('../features/reviews/pages/reviews-page.tsx'), 'ReviewsPage');
const SuperAdminPage = lazyNamed(() => import('../features/super-admin/pages/super-admin-page.tsx'), 'SuperAdminPage');
const VersionsPage = lazyNamed(() => import('../features/super-admin/pages/versions-page.tsx'), 'VersionsPage');
const ScreenshotsPage = lazyNamed(() => import('../features/super-admin/pages/screenshots-page.tsx'), 'ScreenshotsPage');
const NotFoundPage = lazyNamed(() => import('../features/errors/pages/not-found-page.tsx'), 'NotFoundPage');

/** The pages the server renders for a first visit, to load ahead of taking its markup over (main.tsx). */
const RENDERED_PAGES: Record<RenderedAppPath, PreloadableComponent> = { '/': LandingPage, '/auth': AuthPage, '/escolha-plano': PlansPage };

export function preloadRenderedPage(pathname: RenderedAppPath): Promise<void> {
  return RENDERED_PAGES[pathname].preload();
}

/** A page only the owner may see (SPEC 6): professionals get 'Acesso Negado'. */
function AdminOnly({ children }: { children: ReactNode }) {
  return <ProtectedRoute adminOnly>{children}</ProtectedRoute>;
}

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
        {/* The test checkout and card portal of a server without provider keys: outside the route
            guard, as a business whose trial has ended must still be able to pay. */}
        <Route path="/checkout/teste/portal" element={<TestPortalPage />} />
        <Route path="/checkout/teste/:id" element={<TestCheckoutPage />} />
        <Route path="/caixa-de-correio" element={<MailboxPage />} />
        {/* The super admins' pages: a role of the platform, not of a business — their own guard. */}
        <Route path="/super-admin" element={<SuperAdminPage />} />
        <Route path="/super-admin/versoes" element={<VersionsPage />} />
        <Route path="/gerenciar-screenshots" element={<ScreenshotsPage />} />
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
              <AdminOnly>
                {/* The guided setup and checklist of a new business, above the dashboard. */}
                <DashboardPage firstRun={<FirstRunPanel />} />
              </AdminOnly>
            }
          />
          <Route path="/agenda" element={<AgendaPage />} />
          <Route path="/servicos" element={<AdminOnly><ServicesPage /></AdminOnly>} />
          <Route path="/profissionais" element={<AdminOnly><ProfessionalsPage /></AdminOnly>} />
          <Route path="/profissionais/novo" element={<AdminOnly><ProfessionalEditPage /></AdminOnly>} />
          <Route path="/profissionais/:id" element={<AdminOnly><ProfessionalEditPage /></AdminOnly>} />
          {/* Professionals see and add clients too. */}
          <Route path="/clientes" element={<ClientsPage />} />
          <Route path="/clientes/:id" element={<ClientDetailPage />} />
          <Route path="/usuarios" element={<AdminOnly><UsersPage /></AdminOnly>} />
          <Route path="/configuracoes" element={<AdminOnly><SettingsPage /></AdminOnly>} />
          <Route path="/assinatura" element={<AdminOnly><SubscriptionPage /></AdminOnly>} />
          <Route path="/agendamento-online" element={<AdminOnly><OnlineBookingPage /></AdminOnly>} />
          <Route path="/relatorios" element={<AdminOnly><ReportsPage /></AdminOnly>} />
          {/* A professional sees their own commissions, read-only; the page adapts to the role. */}
          <Route path="/comissoes" element={<CommissionsPage />} />
          {/* A professional reads the reviews of their own appointments; answering and hiding are the owner's. */}
          <Route path="/avaliacoes" element={<ReviewsPage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
