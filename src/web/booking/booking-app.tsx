import { SearchX } from 'lucide-react';
import { FriendlyMessage } from './components/friendly-message.tsx';
import { PageShell } from './components/page-shell.tsx';
import { useI18n } from './i18n/i18n.ts';
import type { BookingRoute } from './lib/route.ts';
import { BookPage } from './pages/book-page.tsx';
import { ManagePage } from './pages/manage-page.tsx';

export function BookingApp({ route }: { route: BookingRoute }) {
  const { tr } = useI18n();
  if (route.page === 'book') return <BookPage businessId={route.businessId} />;
  if (route.page === 'manage') return <ManagePage token={route.token} />;
  return (
    <PageShell title={null}>
      <title>{tr('page.documentTitle')}</title>
      <FriendlyMessage icon={SearchX} title={tr('unavailable.notFoundTitle')}>
        <p>{tr('unavailable.notFoundText')}</p>
      </FriendlyMessage>
    </PageShell>
  );
}
