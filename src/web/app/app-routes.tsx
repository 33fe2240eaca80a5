import { Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { LoadingScreen } from '../components/loading-screen.tsx';
import { ProtectedRoute } from './guards/protected-route.tsx';
import { BUSINESS_CLOSED_PATH } from './guards/route-guard.ts';
import { lazyNamed, type PreloadableComponent } from '../lib/lazy-named.ts';
import type { RenderedAppPage } from '../../contracts/app-page.ts';

// Every screen is its own chunk, loaded on first visit (docs/screens.md).
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
const BusinessClosedPage = lazyNamed(() => import('../features/subscription/pages/business-closed-page.tsx'), 'BusinessClosedPage');
const TestCheckoutPage = lazyNamed(() => import('../features/billing/pages/test-checkout-page.tsx'), 'TestCheckoutPage');
const TestPortalPage = lazyNamed(() => import('../features/billing/pages/test-portal-page.tsx'), 'TestPortalPage');
const MailboxPage = lazyNamed(() => import('../features/mailbox/pages/mailbox-page.tsx'), 'MailboxPage');
const AppLayout = lazyNamed(() => import('./layouts/app-layout.tsx'), 'AppLayout');
const DashboardPage = lazyNamed(() => import('../features/dashboard/pages/dashboard-page.tsx'), 'DashboardPage');
const FirstRunPanel = lazyNamed(() => import('../features/setup/components/first-run-panel.tsx'), 'FirstRunPanel');
const AgendaPage = lazyNamed(() => import('../features/agenda/pages/agenda-page.tsx'), 'AgendaPage');
const BlogListPage = lazyNamed(() => import('../features/blog/pages/blog-list-page.tsx'), 'BlogListPage');
const BlogPostPage = lazyNamed(() => import('../features/blog/pages/blog-post-page.tsx'), 'BlogPostPage');
const SendMessagePage = lazyNamed(() => import('../features/contact/pages/send-message-page.tsx'), 'SendMessagePage');
const BackOfficeArea = lazyNamed(() => import('./back-office-area.tsx'), 'BackOfficeArea');
const SuperAdminArea = lazyNamed(() => import('./super-admin-area.tsx'), 'SuperAdminArea');
const NotFoundPage = lazyNamed(() => import('../features/errors/pages/not-found-page.tsx'), 'NotFoundPage');

/** The pages the server renders for a first visit, to load ahead of taking its markup over (main.tsx). */
const RENDERED_PAGES: Record<RenderedAppPage, PreloadableComponent> = {
  '/': LandingPage,
  '/auth': AuthPage,
  '/escolha-plano': PlansPage,
  '/blog': BlogListPage,
  '/blog/{slug}': BlogPostPage,
};

export function preloadRenderedPage(page: RenderedAppPage): Promise<void> {
  return RENDERED_PAGES[page].preload();
}

/** A page only the owner may see (docs/permissions.md): professionals get 'Acesso Negado'. */
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
        {/* A business its owner closed: every back-office route leads here (the route guard). */}
        <Route path={BUSINESS_CLOSED_PATH} element={<BusinessClosedPage />} />
        {/* The test checkout and card portal of a server without provider keys: outside the route
            guard, as a business whose trial has ended must still be able to pay. */}
        <Route path="/checkout/teste/portal" element={<TestPortalPage />} />
        <Route path="/checkout/teste/:id" element={<TestCheckoutPage />} />
        <Route path="/caixa-de-correio" element={<MailboxPage />} />
        <Route path="/blog" element={<BlogListPage />} />
        <Route path="/blog/:slug" element={<BlogPostPage />} />
        {/* The super admins' pages: a role of the platform, not of a business — their own guard. */}
        <Route path="/super-admin" element={<SuperAdminArea page="panel" />} />
        <Route path="/super-admin/versoes" element={<SuperAdminArea page="versions" />} />
        <Route path="/gerenciar-screenshots" element={<SuperAdminArea page="screenshots" />} />
        <Route path="/super-admin/blog" element={<SuperAdminArea page="blogPosts" />} />
        <Route path="/super-admin/blog/novo" element={<SuperAdminArea page="blogPostEditor" />} />
        <Route path="/super-admin/blog/:id" element={<SuperAdminArea page="blogPostEditor" />} />
        <Route path="/mensagens-recebidas" element={<SuperAdminArea page="receivedMessages" />} />
        {/* The signed-in area: the route guard (docs/accounts.md) around the sidebar layout. */}
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
          <Route path="/servicos" element={<AdminOnly><BackOfficeArea page="services" /></AdminOnly>} />
          <Route path="/profissionais" element={<AdminOnly><BackOfficeArea page="professionals" /></AdminOnly>} />
          <Route path="/profissionais/novo" element={<AdminOnly><BackOfficeArea page="professionalEdit" /></AdminOnly>} />
          <Route path="/profissionais/:id" element={<AdminOnly><BackOfficeArea page="professionalEdit" /></AdminOnly>} />
          {/* Professionals see and add clients too. */}
          <Route path="/clientes" element={<BackOfficeArea page="clients" />} />
          <Route path="/clientes/:id" element={<BackOfficeArea page="clientDetail" />} />
          <Route path="/usuarios" element={<AdminOnly><BackOfficeArea page="users" /></AdminOnly>} />
          <Route path="/configuracoes" element={<AdminOnly><BackOfficeArea page="settings" /></AdminOnly>} />
          <Route path="/assinatura" element={<AdminOnly><BackOfficeArea page="subscription" /></AdminOnly>} />
          <Route path="/agendamento-online" element={<AdminOnly><BackOfficeArea page="onlineBooking" /></AdminOnly>} />
          <Route path="/relatorios" element={<AdminOnly><BackOfficeArea page="reports" /></AdminOnly>} />
          {/* A professional sees their own commissions, read-only; the page adapts to the role. */}
          <Route path="/comissoes" element={<BackOfficeArea page="commissions" />} />
          {/* A professional reads the reviews of their own appointments; answering and hiding are the owner's. */}
          <Route path="/avaliacoes" element={<BackOfficeArea page="reviews" />} />
          {/* Anyone signed in to a business writes to the people who run Agendo, inside the app. */}
          <Route path="/enviar-mensagem" element={<SendMessagePage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
