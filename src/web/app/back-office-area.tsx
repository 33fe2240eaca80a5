import { lazyNamed } from '../lib/lazy-named.ts';

/*
 * The signed-in app's pages beyond the dashboard and the schedule, loaded through this one chunk:
 * the app's entry, which every visitor of the landing page loads, then carries the list of this
 * module's chunks only, not of every page's. The sidebar layout loads it ahead (app-layout.tsx).
 */
const PAGES = {
  services: lazyNamed(() => import('../features/services/pages/services-page.tsx'), 'ServicesPage'),
  professionals: lazyNamed(() => import('../features/professionals/pages/professionals-page.tsx'), 'ProfessionalsPage'),
  professionalEdit: lazyNamed(
    () => import('../features/professionals/pages/professional-edit-page.tsx'),
    'ProfessionalEditPage',
  ),
  clients: lazyNamed(() => import('../features/clients/pages/clients-page.tsx'), 'ClientsPage'),
  clientDetail: lazyNamed(() => import('../features/clients/pages/client-detail-page.tsx'), 'ClientDetailPage'),
  settings: lazyNamed(() => import('../features/settings/pages/settings-page.tsx'), 'SettingsPage'),
  onlineBooking: lazyNamed(
    () => import('../features/online-booking/pages/online-booking-page.tsx'),
    'OnlineBookingPage',
  ),
  users: lazyNamed(() => import('../features/users/pages/users-page.tsx'), 'UsersPage'),
  reports: lazyNamed(() => import('../features/reports/pages/reports-page.tsx'), 'ReportsPage'),
  commissions: lazyNamed(() => import('../features/commissions/pages/commissions-page.tsx'), 'CommissionsPage'),
  cashRegister: lazyNamed(() => import('../features/counter/pages/cash-register-page.tsx'), 'CashRegisterPage'),
  comanda: lazyNamed(() => import('../features/counter/pages/comanda-page.tsx'), 'ComandaPage'),
  receipt: lazyNamed(() => import('../features/counter/pages/receipt-page.tsx'), 'ReceiptPage'),
  products: lazyNamed(() => import('../features/products/pages/products-page.tsx'), 'ProductsPage'),
  inventory: lazyNamed(() => import('../features/products/pages/inventory-page.tsx'), 'InventoryPage'),
  packages: lazyNamed(() => import('../features/packages/pages/packages-page.tsx'), 'PackagesPage'),
  waitlist: lazyNamed(() => import('../features/waitlist/pages/waitlist-page.tsx'), 'WaitlistPage'),
  reviews: lazyNamed(() => import('../features/reviews/pages/reviews-page.tsx'), 'ReviewsPage'),
  subscription: lazyNamed(() => import('../features/billing/pages/subscription-page.tsx'), 'SubscriptionPage'),
};

export type BackOfficePageName = keyof typeof PAGES;

export function BackOfficeArea({ page }: { page: BackOfficePageName }) {
  const Page = PAGES[page];
  return <Page />;
}
