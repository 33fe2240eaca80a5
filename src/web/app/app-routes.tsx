import { Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { LoadingScreen } from '../components/loading-screen.tsx';
import { PageAccess } from './guards/page-access.tsx';
import { ProtectedRoute } from './guards/protected-route.tsx';
import { BUSINESS_CLOSED_PATH } from './guards/route-guard.ts';
import { lazyNamed, type PreloadableComponent } from '../lib/lazy-named.ts';
import type { SignedInPath } from '../lib/session/may.ts';
import type { RenderedAppPage } from '../../contracts/app-page.ts';

// Every screen is its own chunk, loaded on first visit (docs/screens.md).
const LandingPage = lazyNamed(() => import('../features/landing/pages/landing-page.tsx'), 'LandingPage');
const AuthPage = lazyNamed(() => import('../features/auth/pages/auth-page.tsx'), 'AuthPage');
const ResetPasswordPage = lazyNamed(
  () => import('../features/auth/pages/reset-password-page.tsx'),
  'ResetPasswordPage',
);
const PlansPage = lazyNamed(() => import('../features/landing/pages/plans-page.tsx'), 'PlansPage');
const TrialExpiredPage = lazyNamed(
  () => import('../features/subscription/pages/trial-expired-page.tsx'),
  'TrialExpiredPage',
);
const SubscriptionExpiredPage = lazyNamed(
  () => import('../features/subscription/pages/subscription-expired-page.tsx'),
  'SubscriptionExpiredPage',
);
const BusinessClosedPage = lazyNamed(
  () => import('../features/subscription/pages/business-closed-page.tsx'),
  'BusinessClosedPage',
);
const TestCheckoutPage = lazyNamed(
  () => import('../features/billing/pages/test-checkout-page.tsx'),
  'TestCheckoutPage',
);
const TestPortalPage = lazyNamed(() => import('../features/billing/pages/test-portal-page.tsx'), 'TestPortalPage');
const TestPaymentAccountPage = lazyNamed(
  () => import('../features/settings/pages/test-payment-account-page.tsx'),
  'TestPaymentAccountPage',
);
const MailboxPage = lazyNamed(() => import('../features/mailbox/pages/mailbox-page.tsx'), 'MailboxPage');
const TestWhatsAppPage = lazyNamed(
  () => import('../features/test-whatsapp/pages/test-whatsapp-page.tsx'),
  'TestWhatsAppPage',
);
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

/**
 * The signed-in pages, inside the sidebar layout. Each is shown to whoever may call the operation
 * it needs (PAGE_OPERATIONS in lib/session/may.ts, from src/core/permissions.ts; docs/permissions.md),
 * 'Acesso Negado' to anyone else; the sidebar lists the same pages by the same rule. A page that
 * adapts to the role (the schedule, clients, commissions, reviews) asks `may` about its parts.
 */
const SIGNED_IN_PAGES: Record<SignedInPath, ReactNode> = {
  // The guided setup and checklist of a new business, above the dashboard.
  '/dashboard': <DashboardPage firstRun={<FirstRunPanel />} />,
  '/agenda': <AgendaPage />,
  // The counter (docs/counter.md): the cash register and the day's comandas, a comanda, its receipt.
  '/caixa': <BackOfficeArea page="cashRegister" />,
  '/comandas/:id': <BackOfficeArea page="comanda" />,
  '/comandas/:id/recibo': <BackOfficeArea page="receipt" />,
  // Products and their stock (docs/products.md): the list with its purchases, losses and movements; a count.
  '/produtos': <BackOfficeArea page="products" />,
  '/produtos/inventario': <BackOfficeArea page="inventory" />,
  // Packages of sessions sold in advance (docs/packages.md).
  '/pacotes': <BackOfficeArea page="packages" />,
  '/servicos': <BackOfficeArea page="services" />,
  '/profissionais': <BackOfficeArea page="professionals" />,
  '/profissionais/novo': <BackOfficeArea page="professionalEdit" />,
  '/profissionais/:id': <BackOfficeArea page="professionalEdit" />,
  '/clientes': <BackOfficeArea page="clients" />,
  '/clientes/:id': <BackOfficeArea page="clientDetail" />,
  '/usuarios': <BackOfficeArea page="users" />,
  '/configuracoes': <BackOfficeArea page="settings" />,
  '/assinatura': <BackOfficeArea page="subscription" />,
  '/agendamento-online': <BackOfficeArea page="onlineBooking" />,
  '/lista-de-espera': <BackOfficeArea page="waitlist" />,
  '/relatorios': <BackOfficeArea page="reports" />,
  '/comissoes': <BackOfficeArea page="commissions" />,
  '/avaliacoes': <BackOfficeArea page="reviews" />,
  // Anyone signed in to a business writes to the people who run Agendo, inside the app.
  '/enviar-mensagem': <SendMessagePage />,
};

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
        {/* The test payments' stand-in for the payment account's onboarding (docs/deposits.md). */}
        <Route path="/pagamentos/teste/conta" element={<TestPaymentAccountPage />} />
        <Route path="/caixa-de-correio" element={<MailboxPage />} />
        <Route path="/whatsapp-teste" element={<TestWhatsAppPage />} />
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
          {(Object.entries(SIGNED_IN_PAGES) as [SignedInPath, ReactNode][]).map(([path, page]) => (
            <Route key={path} path={path} element={<PageAccess path={path}>{page}</PageAccess>} />
          ))}
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
