import { Menu } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
// The signed-in pages' texts come with this layout (see i18n/back-office.ts).
import '../../i18n/back-office.ts';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { PastDueBanner, UpdateCardButton } from '../../components/subscription-banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from '../../components/ui/dialog.tsx';
import { cn } from '../../lib/cn.ts';
import { useSignedIn } from '../../lib/session/signed-in-context.ts';
import { AppSidebar } from './app-sidebar.tsx';

/** The signed-in area's frame: the sidebar (a drawer on phones) and the page. */
export function AppLayout() {
  const { t } = useTranslation();
  const { me, subscription } = useSignedIn();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();

  // The pages behind the sidebar's links come through one small chunk: fetched now, not on the first click.
  useEffect(() => {
    void import('../back-office-area.tsx');
  }, []);

  return (
    <div className="min-h-dvh lg:pl-64">
      <aside className="fixed inset-y-0 left-0 hidden w-64 overflow-y-auto border-r border-border bg-card lg:block">
        <AppSidebar me={me} />
      </aside>

      <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-border bg-background/90 px-3 backdrop-blur lg:hidden">
        <Dialog open={drawerOpen} onOpenChange={setDrawerOpen}>
          <DialogTrigger asChild>
            <Button variant="ghost" size="icon" aria-label={t('nav.openMenu')}>
              <Menu aria-hidden="true" />
            </Button>
          </DialogTrigger>
          <DialogContent
            side="left"
            aria-describedby={undefined}
            onOpenAutoFocus={(event) => {
              // Start on the current page's link rather than the first form control.
              const current = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>(
                '[aria-current="page"]',
              );
              if (current) {
                event.preventDefault();
                current.focus();
              }
            }}
          >
            <DialogTitle className="sr-only">{t('app.navigation')}</DialogTitle>
            <AppSidebar me={me} onNavigate={() => setDrawerOpen(false)} />
          </DialogContent>
        </Dialog>
        <BrandLogo className="text-base" />
        <span className="ml-auto truncate text-sm font-medium text-muted-foreground">{me.business.name}</span>
      </header>

      {/* The schedule needs the width for a column per professional. */}
      <main
        id="main"
        className={cn(
          'mx-auto px-4 py-6 sm:px-6 lg:px-10 lg:py-10',
          pathname.startsWith('/agenda') ? 'max-w-[1600px]' : 'max-w-5xl',
        )}
      >
        {/* A failed payment: the app stays open through the grace period, with this warning on every page. */}
        <PastDueBanner
          subscription={subscription}
          role={me.profile.role}
          timeZone={me.business.timeZone}
          action={<UpdateCardButton className="self-start sm:self-center" />}
          className="mb-6"
        />
        <Suspense fallback={<LoadingScreen fullScreen={false} />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
